/**
 * The transport-free analysis of one document version: the checker, then the lint rules, merged.
 * Work on a version that is no longer current stops between the two steps and is thrown away.
 */
import { createChecker, type Checker, type Language } from "@gg/checker";
import { checkCrashed, lintCrashed } from "../messages.js";
import type { Settings } from "../settings.js";
import { createLintRunner, type LintFinding, type LintPlugin, type LintRunner } from "./lint.js";
import { mergeFindings, type Finding } from "./merge.js";
import { createSpanConverter } from "./positions.js";

/** One document version to analyse. */
export interface AnalysisInput {
  readonly uri: string;
  readonly version: number;
  readonly text: string;
  readonly language: Language;
}

/** The analysis of one document version under one settings generation. */
export interface Analysis {
  readonly uri: string;
  readonly version: number;
  readonly generation: number;
  readonly findings: readonly Finding[];
}

/** Analyses documents and remembers the latest analysis of each. */
export interface AnalysisEngine {
  /** Undefined when `isCurrent` turned false before the work finished. */
  analyse(input: AnalysisInput, isCurrent: () => boolean): Promise<Analysis | undefined>;
  /** The remembered analysis of this exact version under the current settings. */
  cached(uri: string, version: number): Analysis | undefined;
  forget(uri: string): void;
}

/** Creates an engine reading the current settings on each run. */
export function createAnalysisEngine(settings: () => Settings, plugin: LintPlugin, log: (text: string) => void): AnalysisEngine {
  // Keyed by what each tool depends on: a new grant must not cost a new checker (diagnostics never depend on it).
  let tools: { catalogue: Settings["catalogue"]; catalogueFile: string | undefined; checker: Checker; lint: LintRunner } | undefined;
  const cache = new Map<string, Analysis>();

  function toolsFor(current: Settings): { checker: Checker; lint: LintRunner } {
    if (!tools || tools.catalogue !== current.catalogue || tools.catalogueFile !== current.catalogueFile) {
      tools = {
        catalogue: current.catalogue,
        catalogueFile: current.catalogueFile,
        checker: createChecker({ catalogue: current.catalogue }),
        lint: createLintRunner(plugin, current.catalogueFile),
      };
    }
    return tools;
  }

  return {
    async analyse(input, isCurrent) {
      const current = settings();
      const { checker, lint } = toolsFor(current);
      let diagnostics: ReturnType<Checker["check"]>["diagnostics"] = [];
      try {
        diagnostics = checker.check({ source: input.text, language: input.language, fileName: fileNameOf(input) }).diagnostics;
      } catch (error) {
        log(checkCrashed(describe(error)));
      }
      // Let queued edits arrive: a newer version makes this one stale before the second step.
      await yieldToEvents();
      if (!isCurrent()) return undefined;
      let findings: LintFinding[] = [];
      try {
        findings = lint.lint(input.text, input.language);
      } catch (error) {
        log(lintCrashed(describe(error)));
      }
      await yieldToEvents();
      if (!isCurrent() || settings().generation !== current.generation) return undefined;
      const analysis: Analysis = {
        uri: input.uri,
        version: input.version,
        generation: current.generation,
        findings: mergeFindings(diagnostics, findings, createSpanConverter(input.text)),
      };
      cache.set(input.uri, analysis);
      return analysis;
    },
    cached(uri, version) {
      const analysis = cache.get(uri);
      return analysis && analysis.version === version && analysis.generation === settings().generation ? analysis : undefined;
    },
    forget(uri) {
      cache.delete(uri);
    },
  };
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
