/**
 * Diagnostics: pulled (`textDocument/diagnostic`) when the client announces it, pushed otherwise.
 * Edits are debounced; a newer version makes work on an older one stale, and stale results are never sent.
 */
import {
  DocumentDiagnosticReportKind,
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
import type { FeatureContext } from "./context.js";
import { toDiagnostic } from "./convert.js";

/** True when the client pulls diagnostics itself. */
export function usesPull(client: ClientCapabilities): boolean {
  return client.textDocument?.diagnostic !== undefined;
}

/** Registers push and pull diagnostics. */
export function register(context: FeatureContext): void {
  const { connection, documents, engine } = context;
  const timers = new Map<string, NodeJS.Timeout>();
  const pull = (): boolean => usesPull(context.client());

  function isCurrent(document: TextDocument, version: number): () => boolean {
    return () => documents.get(document.uri)?.version === version;
  }

  async function analyseNow(document: TextDocument, extra: () => boolean = () => true): Promise<Analysis | undefined> {
    const language = context.languageOf(document);
    if (language === undefined) return undefined;
    const cached = engine.cached(document.uri, document.version);
    if (cached) return cached;
    const current = isCurrent(document, document.version);
    return engine.analyse(
      { uri: document.uri, version: document.version, text: document.getText(), language },
      () => current() && extra(),
    );
  }

  async function publish(uri: string): Promise<void> {
    timers.delete(uri);
    const document = documents.get(uri);
    if (!document || !context.running() || context.languageOf(document) === undefined) return;
    const version = document.version;
    const analysis = await analyseNow(document);
    // Never publish for a version the client has moved past.
    if (!analysis || documents.get(uri)?.version !== version || !context.running()) return;
    await connection.sendDiagnostics({ uri, version, diagnostics: analysis.findings.map((finding) => toDiagnostic(finding, version)) });
  }

  function schedule(uri: string): void {
    if (pull() || !context.running()) return;
    const timer = timers.get(uri);
    if (timer) clearTimeout(timer);
    timers.set(
      uri,
      setTimeout(() => {
        publish(uri).catch((error: unknown) => process.stderr.write(`gg-lsp: ${String(error)}\n`));
      }, context.settings().debounceMs),
    );
  }

  documents.onDidChangeContent((change) => schedule(change.document.uri));
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    const timer = timers.get(uri);
    if (timer) clearTimeout(timer);
    timers.delete(uri);
    engine.forget(uri);
    context.programs.forget(uri);
    if (!pull() && context.running() && context.languageOf(event.document) !== undefined) void connection.sendDiagnostics({ uri, diagnostics: [] });
  });

  context.onShutdown(() => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
  });

  context.onSettingsChanged(() => {
    if (pull()) {
      if (context.client().workspace?.diagnostics?.refreshSupport) connection.languages.diagnostics.refresh();
      return;
    }
    for (const document of documents.all()) schedule(document.uri);
  });

  connection.languages.diagnostics.on(
    context.guard<DocumentDiagnosticParams, DocumentDiagnosticReport | ResponseError<DiagnosticServerCancellationData>, DiagnosticServerCancellationData>(async (params, token) => {
      const document = documents.get(params.textDocument.uri);
      if (!document || context.languageOf(document) === undefined) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
      const version = document.version;
      await delay(context.engine.cached(document.uri, version) ? 0 : context.settings().debounceMs);
      const stale = (): ResponseError<DiagnosticServerCancellationData> =>
        new ResponseError(LSPErrorCodes.ServerCancelled, superseded, { retriggerRequest: true });
      const cancelled = (): ResponseError<DiagnosticServerCancellationData> =>
        new ResponseError(LSPErrorCodes.RequestCancelled, cancelledText, { retriggerRequest: false });
      if (token.isCancellationRequested) return cancelled();
      if (documents.get(document.uri)?.version !== version) return stale();
      const analysis = await analyseNow(document, () => !token.isCancellationRequested);
      if (token.isCancellationRequested) return cancelled();
      if (!analysis) return stale();
      const resultId = `${analysis.version}:${analysis.generation}`;
      if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
      return { kind: DocumentDiagnosticReportKind.Full, resultId, items: analysis.findings.map((finding) => toDiagnostic(finding, version)) };
    }),
  );
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
