/**
 * `--format json`: `{ "checker": { name, version, typescript }, "results": [ … ] }`, one result per
 * program in the order given, each with its fields in the order the README's CLI section documents.
 */
import type { BoundedResult } from "../types.js";

/** One checked program, with the text the result's positions point into. */
export interface CheckedProgram {
  readonly source: string;
  readonly result: BoundedResult;
}

/** The checker's identity as the output names it. */
export interface CheckerInfo {
  readonly name: string;
  readonly version: string;
  readonly typescript: string;
}

/** One result as JSON output shows it: fixed key order, no internal extras (call sites stay in the library result). */
export function toJsonResult(result: BoundedResult): Record<string, unknown> {
  if (result.verdict === "inconclusive") {
    return {
      file: result.file,
      language: result.language,
      verdict: result.verdict,
      error: { code: result.error.code, message: result.error.message },
    };
  }
  return {
    file: result.file,
    language: result.language,
    verdict: result.verdict,
    diagnostics: result.diagnostics.map((d) => ({
      code: d.code,
      severity: d.severity,
      message: d.message,
      line: d.line,
      column: d.column,
      endLine: d.endLine,
      endColumn: d.endColumn,
    })),
    reaches: [...result.reaches],
    ...(result.refusals === undefined
      ? {}
      : {
          refusals: result.refusals.map((r) => ({
            operation: r.operation,
            key: r.key,
            message: r.message,
            line: r.line,
            column: r.column,
            ...(r.elsewhere === true ? { elsewhere: true } : {}),
          })),
        }),
    ...(result.malformed === undefined
      ? {}
      : { malformed: result.malformed.map((m) => ({ operation: m.operation, line: m.line, column: m.column })) }),
  };
}

/** The whole JSON document, pretty-printed with two spaces and a final newline. */
export function formatJson(programs: readonly CheckedProgram[], checker: CheckerInfo): string {
  return jsonDocument(checker, programs.map((program) => toJsonResult(program.result)));
}

/** The JSON document of results already in their JSON shape; `shard` (a shard part's record) follows `checker`. */
export function jsonDocument(checker: CheckerInfo, results: readonly unknown[], shard?: unknown): string {
  const document = {
    checker: { name: checker.name, version: checker.version, typescript: checker.typescript },
    ...(shard === undefined ? {} : { shard }),
    results,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
