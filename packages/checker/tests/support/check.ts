// One checker per test file (creating one parses the guest library), and shorthands over it.
import type { Grant } from "@gg/catalogue";
import { createChecker } from "../../src/create-checker.js";
import type { CheckResult, Diagnostic, Language } from "../../src/types.js";

export const checker = createChecker();

/** Checks `source` with the shared checker. */
export function check(source: string, language: Language = "ts", grant?: Grant): CheckResult {
  return grant === undefined ? checker.check({ source, language }) : checker.check({ source, language, grant });
}

/** `TS2304@3:9` for each diagnostic: code and start, compact enough to compare whole lists. */
export function codesAt(result: CheckResult): string[] {
  return result.diagnostics.map((d: Diagnostic) => `${d.code}@${d.line}:${d.column}`);
}

/** The only diagnostic with `code`, failing when there is not exactly one. */
export function only(result: CheckResult, code: string): Diagnostic {
  const found = result.diagnostics.filter((d) => d.code === code);
  if (found.length !== 1) throw new Error(`expected one ${code}, got ${JSON.stringify(result.diagnostics)}`);
  return found[0] as Diagnostic;
}

/** The codes-at of a result's errors (its warnings left out), in order. */
export function errorsAt(result: CheckResult): string[] {
  return result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.line}:${d.column}`);
}
