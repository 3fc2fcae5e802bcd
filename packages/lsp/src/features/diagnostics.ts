/**
 * Diagnostics: pulled (`textDocument/diagnostic`) when the client announces it, pushed otherwise.
 * An edit to an idle document is analysed at once; edits made while an analysis runs are analysed together, as the
 * latest version, when it ends (no sooner than `debounceMs` after it started). A newer version makes work on an older
 * one stale, and stale results are never sent.
 */
import {
  DocumentDiagnosticReportKind,
  type CancellationToken,
  LSPErrorCodes,
  ResponseError,
  type ClientCapabilities,
  type DiagnosticServerCancellationData,
  type DocumentDiagnosticParams,
  type DocumentDiagnosticReport,
} from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { cancelled as cancelledText, superseded } from "../messages.js";
import type { Analysis } from "../analysis/engine.js";
import { createDocumentGate, type Lease } from "../analysis/gate.js";
import { now, timingLine, timingsEnabled, type StepTimes } from "../analysis/timings.js";
import type { FeatureContext } from "./context.js";
import { toDiagnostic } from "./convert.js";
import { loadPageLinks } from "./page-links.js";

/** True when the client pulls diagnostics itself. */
export function usesPull(client: ClientCapabilities): boolean {
  return client.textDocument?.diagnostic !== undefined;
}

/** Registers push and pull diagnostics. */
export function register(context: FeatureContext): void {
  const { connection, documents, engine } = context;
  const gate = createDocumentGate(() => context.settings().debounceMs, context.clock);
  // Documents with a push run waiting for its turn: that run reads the latest version when it starts.
  const waiting = new Set<string>();
  const pull = (): boolean => usesPull(context.client());
  // When each document's latest version was applied, for the timing lines (only kept while they are on).
  const timed = timingsEnabled();
  const changedAt = new Map<string, { readonly version: number; readonly at: number }>();

  function isCurrent(document: TextDocument, version: number): () => boolean {
    return () => documents.get(document.uri)?.version === version;
  }

  async function analyseNow(document: TextDocument, extra: () => boolean = () => true, times?: StepTimes): Promise<Analysis | undefined> {
    const language = context.languageOf(document);
    if (language === undefined) return undefined;
    const cached = engine.cached(document.uri, document.version);
    if (cached) return cached;
    const current = isCurrent(document, document.version);
    // The analysis loads the checker; its page addresses come with it, before any diagnostic is converted.
    await loadPageLinks();
    return engine.analyse(
      { uri: document.uri, version: document.version, text: document.getText(), language, ...(times ? { times } : {}) },
      () => current() && extra(),
    );
  }

  /** Publishes the current version's findings; false when there was nothing to analyse. */
  async function publish(uri: string): Promise<boolean> {
    const document = documents.get(uri);
    if (!document || !context.running() || context.languageOf(document) === undefined) return false;
    const version = document.version;
    const worked = engine.cached(uri, version) === undefined;
    const changed = changedAt.get(uri);
    const times: StepTimes | undefined = timed ? {} : undefined;
    if (times && changed?.version === version) times.queue = now() - changed.at;
    const analysis = await analyseNow(document, undefined, times);
    // Never publish for a version the client has moved past.
    if (!analysis || documents.get(uri)?.version !== version || !context.running()) return worked;
    const publishStart = now();
    await connection.sendDiagnostics({ uri, version, diagnostics: analysis.findings.map((finding) => toDiagnostic(finding, version)) });
    if (times) {
      const end = now();
      times.publish = end - publishStart;
      if (changed?.version === version) times.total = end - changed.at;
      process.stderr.write(`${timingLine(uri, version, times)}\n`);
    }
    return worked;
  }

  function schedule(uri: string): void {
    if (pull() || !context.running() || waiting.has(uri)) return;
    waiting.add(uri);
    void gate.acquire(uri).then(async (lease) => {
      waiting.delete(uri);
      if (!lease) return;
      let worked = true;
      try {
        worked = await publish(uri);
      } catch (error) {
        process.stderr.write(`gg-lsp: ${String(error)}\n`);
      } finally {
        lease.release(worked);
      }
    });
  }

  documents.onDidChangeContent((change) => {
    if (timed) changedAt.set(change.document.uri, { version: change.document.version, at: now() });
    schedule(change.document.uri);
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    gate.forget(uri);
    engine.forget(uri);
    changedAt.delete(uri);
    if (!pull() && context.running() && context.languageOf(event.document) !== undefined) void connection.sendDiagnostics({ uri, diagnostics: [] });
  });

  context.onShutdown(() => gate.dispose());

  context.onSettingsChanged(() => {
    if (pull()) {
      if (context.client().workspace?.diagnostics?.refreshSupport) connection.languages.diagnostics.refresh();
      return;
    }
    for (const document of documents.all()) schedule(document.uri);
  });

  context.handle<DocumentDiagnosticParams, DocumentDiagnosticReport | ResponseError<DiagnosticServerCancellationData>>("textDocument/diagnostic", async (params, token) => {
    const document = documents.get(params.textDocument.uri);
    if (!document || context.languageOf(document) === undefined) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
    const version = document.version;
    const stale = (): ResponseError<DiagnosticServerCancellationData> =>
      new ResponseError(LSPErrorCodes.ServerCancelled, superseded, { retriggerRequest: true });
    const cancelled = (): ResponseError<DiagnosticServerCancellationData> =>
      new ResponseError(LSPErrorCodes.RequestCancelled, cancelledText, { retriggerRequest: false });
    const report = (analysis: Analysis): DocumentDiagnosticReport => {
      const resultId = `${analysis.version}:${analysis.generation}`;
      if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
      return { kind: DocumentDiagnosticReportKind.Full, resultId, items: analysis.findings.map((finding) => toDiagnostic(finding, version)) };
    };
    const known = engine.cached(document.uri, version);
    if (known) return report(known);
    const lease = await acquireUnlessCancelled(document.uri, token);
    if (!lease) return token.isCancellationRequested ? cancelled() : stale();
    let worked = false;
    try {
      if (token.isCancellationRequested) return cancelled();
      if (documents.get(document.uri)?.version !== version) return stale();
      worked = engine.cached(document.uri, version) === undefined;
      const analysis = await analyseNow(document, () => !token.isCancellationRequested);
      if (token.isCancellationRequested) return cancelled();
      if (!analysis) return stale();
      return report(analysis);
    } finally {
      lease.release(worked);
    }
  });

  /** The document's turn, or undefined as soon as the request is cancelled (a late lease is handed straight back). */
  function acquireUnlessCancelled(uri: string, token: CancellationToken): Promise<Lease | undefined> {
    const acquiring = gate.acquire(uri);
    return new Promise((resolve) => {
      let settled = false;
      const subscription = token.onCancellationRequested(() => {
        settled = true;
        resolve(undefined);
      });
      if (token.isCancellationRequested) {
        settled = true;
        resolve(undefined);
      }
      void acquiring.then((lease) => {
        subscription.dispose();
        if (settled) lease?.release(false);
        else resolve(lease);
        settled = true;
      });
    });
  }
}
