/**
 * The transport-free analysis of one document version: the checker on its own thread and the lint rules on this one,
 * side by side, then merged. A result for a version that is no longer current is thrown away.
 *
 * The checker's thread, ESLint and the plugin take seconds to load, so they load on first use or on `warm()`, never
 * before the server has answered `initialize`.
 */
import type { Catalogue } from "@gg/catalogue";
import type { CheckInput, Diagnostic, Language } from "@gg/checker";
import { checkCrashed, checkStopped, lintCrashed } from "../messages.js";
import type { Settings } from "../settings.js";
import type { CheckOutcome, CheckThread } from "./check-thread.js";
import type { LintFinding, LintPlugin, LintRunner } from "./lint.js";
import { mergeFindings, type Finding } from "./merge.js";
import { createSpanConverter } from "./positions.js";
import type { Parse } from "./syntax.js";
import { now, type StepTimes } from "./timings.js";
import { WARM_UP } from "./warm-up.js";

/** One document version to analyse. */
export interface AnalysisInput {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  readonly language: Language;
  /** Filled with the steps' times when given (see timings.ts). */
  readonly times?: StepTimes;
}

/** The analysis of one document version under one settings generation. */
export interface Analysis {
  readonly uri: string;
  readonly version: number;
  readonly generation: number;
  readonly findings: readonly Finding[];
  /** The checker's verdict on this version; undefined when the check did not finish. */
  readonly verdict: "pass" | "fail" | undefined;
}

/** Analyses documents and remembers the latest analysis of each. */
export interface AnalysisEngine {
  /** Undefined when `isCurrent` turned false before the work finished. */
  analyse(input: AnalysisInput, isCurrent: () => boolean): Promise<Analysis | undefined>;
  /** The remembered analysis of this exact version under the current settings. */
  cached(uri: string, version: number): Analysis | undefined;
  /** The last analysis of a document under any settings (the catalogue before a change, say). */
  latest(uri: string): Analysis | undefined;
  forget(uri: string): void;
  /** Loads the tools for the current settings and runs each once on a sample program; resolves when both have. */
  warm(): Promise<void>;
  /**
   * Parses a text as the lint run does (the lint runner's `parse`: the `SourceCode` of a text it linted lately, else a
   * parse without rules), loading ESLint if it has not loaded yet. For hover and completion.
   */
  parser(): Promise<Parse>;
  /** Stops the checker's thread (after the checks it accepted); later analyses answer undefined. */
  close(): Promise<void>;
}

/**
 * How the engine starts its tools; tests wrap the defaults to watch them. The checker's thread loads the catalogue by
 * its path (a thread has its own heap); the lint runs on this thread with the object the settings loaded.
 */
export interface EngineTools {
  startChecks(catalogueFile: string | undefined): Promise<CheckThread>;
  startLint(catalogue: Catalogue): Promise<LintRunner>;
}

/** The real tools, each loaded when first asked for. */
export const defaultTools: EngineTools = {
  async startChecks(catalogueFile) {
    const { createCheckThread } = await import("./check-thread.js");
    return createCheckThread(catalogueFile);
  },
  async startLint(catalogue) {
    const { createLintRunner } = await import("./lint.js");
    const plugin = (await import("@gg/eslint-plugin")).default as unknown as LintPlugin;
    return createLintRunner(plugin, catalogue);
  },
};

interface Tools {
  readonly catalogue: Settings["catalogue"];
  readonly catalogueFile: string | undefined;
  readonly checks: Promise<CheckThread>;
  readonly lint: Promise<LintRunner>;
  /** Both tools have run the warm-up program once. */
  readonly warmed: Promise<void>;
}

/** Creates an engine reading the current settings on each run. */
export function createAnalysisEngine(settings: () => Settings, log: (text: string) => void, start: EngineTools = defaultTools): AnalysisEngine {
  // Keyed by what each tool depends on: a new grant must not cost a new checker (diagnostics never depend on it).
  let tools: Tools | undefined;
  let closed = false;
  const cache = new Map<string, Analysis>();

  function toolsFor(current: Settings): Tools {
    if (tools && tools.catalogue === current.catalogue && tools.catalogueFile === current.catalogueFile) return tools;
    const previous = tools;
    const file = current.catalogueFile;
    const checks = start.startChecks(file);
    // The warm-up check starts the worker, which then loads while this thread loads ESLint.
    const checkWarmed = checks.then((thread) => thread.check(checkInput(WARM_UP))).catch((error: unknown) => log(checkCrashed(describe(error))));
    const lint = checks.catch(() => undefined).then(() => start.startLint(current.catalogue));
    const lintWarmed = lint.then((runner) => void runner.lint(WARM_UP.text, WARM_UP.language)).catch((error: unknown) => log(lintCrashed(describe(error))));
    // A tool that fails to load is logged here and fails the analyses that need it.
    const warmed = Promise.all([checkWarmed, lintWarmed]).then(() => undefined);
    tools = { catalogue: current.catalogue, catalogueFile: file, checks, lint, warmed };
    if (previous) void previous.checks.then((thread) => thread.close()).catch(() => undefined);
    return tools;
  }

  function checkerDiagnostics(outcome: CheckOutcome): readonly Diagnostic[] {
    if (outcome.kind === "checked") return outcome.diagnostics;
    if (outcome.kind === "failed") {
      log(checkCrashed(outcome.message));
      return [];
    }
    // A stopped check is not a clean one: say so where the user looks.
    return [{ code: "inconclusive", severity: "warning", message: checkStopped(outcome.message), line: 1, column: 1, endLine: 1, endColumn: 1 }];
  }

  return {
    async analyse(input, isCurrent) {
      if (closed) return undefined;
      const current = settings();
      const { checks, lint } = toolsFor(current);
      const times = input.times ?? {};
      const start = now();
      // The check runs on its thread from here on, while this thread lints.
      const checking = (await checks).check(checkInput({ text: input.text, language: input.language, fileName: fileNameOf(input) }));
      const dispatched = now();
      let checkEnd: number | undefined;
      void checking.then(() => (checkEnd = now()));
      const runner = await lint;
      // Let queued edits arrive: a newer version makes this one stale before the lint.
      await yieldToEvents();
      if (!isCurrent()) return undefined;
      let findings: LintFinding[] = [];
      const lintStart = now();
      times.dispatch = dispatched - start;
      times.yield = lintStart - dispatched;
      try {
        findings = runner.lint(input.text, input.language);
      } catch (error) {
        log(lintCrashed(describe(error)));
      }
      const lintEnd = now();
      const outcome = await checking;
      const checked = now();
      times.lint = lintEnd - lintStart;
      times.check = (checkEnd ?? checked) - start;
      times.checkWait = checked - lintEnd;
      const diagnostics = checkerDiagnostics(outcome);
      await yieldToEvents();
      if (!isCurrent() || settings().generation !== current.generation) return undefined;
      const mergeStart = now();
      times.settle = mergeStart - checked;
      const analysis: Analysis = {
        uri: input.uri,
        version: input.version,
        generation: current.generation,
        findings: mergeFindings(diagnostics, findings, createSpanConverter(input.text)),
        verdict: verdictOf(outcome),
      };
      times.merge = now() - mergeStart;
      cache.set(input.uri, analysis);
      return analysis;
    },
    cached(uri, version) {
      const analysis = cache.get(uri);
      return analysis && analysis.version === version && analysis.generation === settings().generation ? analysis : undefined;
    },
    latest: (uri) => cache.get(uri),
    forget(uri) {
      cache.delete(uri);
    },
    warm() {
      return closed ? Promise.resolve() : toolsFor(settings()).warmed;
    },
    async parser() {
      // After `close` (the server is shutting down) nothing parses: the features answer nothing.
      if (closed) return () => undefined;
      const runner = await toolsFor(settings()).lint;
      return (text, language) => runner.parse(text, language);
    },
    async close() {
      closed = true;
      const current = tools;
      tools = undefined;
      if (current) await current.checks.then((thread) => thread.close()).catch(() => undefined);
    },
  };
}

/** The checker's verdict: a finished check fails with any error. */
function verdictOf(outcome: CheckOutcome): "pass" | "fail" | undefined {
  return outcome.kind === "checked" ? (outcome.diagnostics.some((d) => d.severity === "error") ? "fail" : "pass") : undefined;
}

function checkInput(input: { readonly text: string; readonly language: Language; readonly fileName: string }): CheckInput {
  return { source: input.text, language: input.language, fileName: input.fileName };
}

function fileNameOf(input: AnalysisInput): string {
  const base = input.uri.slice(input.uri.lastIndexOf("/") + 1).replace(/[?#].*$/, "");
  try {
    return decodeURIComponent(base) || `program.${input.language}`;
  } catch {
    return `program.${input.language}`;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function yieldToEvents(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
