/**
 * The checker's limits. Size and bracket depth are checked before the compiler sees a program, by the scan the
 * checker shares with the ESLint plugin (`@gg/catalogue`'s limits), so both give the same verdict at the same
 * place. The syntax tree's depth needs the parse, so it is measured on the tree (iteratively, in tree.ts) before
 * the program is bound or checked.
 */
import { bomLength, lineColumnOf } from "@gg/catalogue";
import type { LimitBreach as ScanBreach } from "@gg/catalogue";
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import type { CheckInput, CheckResult, Diagnostic } from "../types.js";

export { checkLimits, DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH } from "@gg/catalogue";

/**
 * Default limit of the syntax tree's depth. Chains of calls (`a.f().f()…`) and operators (`s + s + …`) nest the
 * tree without brackets. With TypeScript 7's parser and checker (Go, whose stacks grow) and our iterative passes,
 * no depth crashes any more (every kind measured to 30,000 levels); the limit now bounds time and the compiler's own
 * limits: an arrow chain takes 2.2 s at 3,000 levels and 26 s at 10,000, `if`/`else if` chains meet TS2563 ("too
 * large for control flow analysis") near 3,000. Real code stays under 70 (TypeScript's own sources: 65); 300 is
 * three times the bracket limit because no bracket adds more than three levels of tree (`() => { return …`), so
 * nesting brackets alone reaches this limit only at the bracket limit.
 */
export const DEFAULT_MAX_SYNTAX_DEPTH = 300;

/** Which limit a program exceeds, and where. */
export type LimitBreach = ScanBreach | { readonly kind: "too_deep_syntax"; readonly offset: number; readonly limit: number };

/** 1-based position of a breach's offset, as the compiler would give it, without parsing the program. */
export function breachPosition(text: string, offset: number): { line: number; column: number } {
  const { line, column } = lineColumnOf(text, offset);
  // A leading byte order mark takes no column, as in the results' own positions (positions.ts).
  const bom = line === 1 && offset > 0 ? bomLength(text) : 0;
  return { line, column: column - bom };
}

/** The result of a program refused by a limit (too large, too deep): a deterministic `fail`, the same everywhere. */
export function limitResult(file: string, input: CheckInput, breach: LimitBreach): CheckResult {
  let diagnostic: Diagnostic;
  if (breach.kind === "too_large") {
    diagnostic = { code: GG.tooLarge, severity: "error", message: messages.tooLarge(breach.bytes, breach.limit), line: 1, column: 1, endLine: 1, endColumn: 1 };
  } else {
    const { line, column } = breachPosition(input.source, breach.offset);
    const message = breach.kind === "too_deep" ? messages.tooDeep(breach.limit) : messages.tooDeepSyntax(breach.limit);
    diagnostic = { code: GG.tooDeep, severity: "error", message, line, column, endLine: line, endColumn: column + 1 };
  }
  const result: CheckResult = { file, language: input.language, verdict: "fail", diagnostics: [diagnostic], reaches: [], calls: [] };
  return input.grant === undefined ? result : { ...result, refusals: [], malformed: [] };
}
