/**
 * The checker's limits. Size and bracket depth are checked before TypeScript sees a program, by the scan the
 * checker shares with the ESLint plugin (`@gg/catalogue`'s limits), so both give the same verdict at the same place.
 * The syntax tree's depth needs TypeScript, so it lives here: measured after parsing (iteratively too) and before
 * binding and checking.
 */
import { lineColumnOf } from "@gg/catalogue";
import type { LimitBreach as ScanBreach } from "@gg/catalogue";
import type TS from "typescript";
import ts from "./typescript.js";

export { checkLimits, DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH } from "@gg/catalogue";

/**
 * Default limit of the syntax tree's depth. Chains of calls (`a.f().f()…`) and operators (`s + s + …`) nest the
 * tree without brackets, and TypeScript's binder and checker recurse on it. Why 300: measured on chains of calls,
 * members, `.then(…)`, operators, ternaries, arrows, generics, `new`, `typeof` and `else if`, alone and inside 99
 * nested calls or callbacks, each gets the same verdict on a 1 MB and a 4 MB stack up to 1000 levels, but the time
 * grows faster than the depth: at 300 the slowest (an `else if` chain, `if` blocks around one) take about 1 s on a
 * loaded 2-core machine, at 500 up to 1.8 s, at 1000 an `else if` chain takes 13 s. Real code stays under 70
 * (TypeScript's own compiler: 65). It is three times the bracket limit because no bracket adds more than three
 * levels of tree (`() => { return …`): nesting brackets alone reaches this limit only at the bracket limit itself.
 */
export const DEFAULT_MAX_SYNTAX_DEPTH = 300;

/** Which limit a program exceeds, and where. */
export type LimitBreach = ScanBreach | { readonly kind: "too_deep_syntax"; readonly offset: number; readonly limit: number };

/** Start of the first node deeper than `maxDepth` in the parsed tree, or undefined. Iterative. */
export function firstTooDeepNode(source: TS.SourceFile, maxDepth: number): number | undefined {
  const stack: [TS.Node, number][] = [[source, 0]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [node, depth] = entry;
    if (depth > maxDepth) return node.getStart(source);
    ts.forEachChild(node, (child) => {
      stack.push([child, depth + 1]);
    });
  }
  return undefined;
}

/** 1-based position of a breach's offset, as TypeScript would give it, without parsing the (too deep) program. */
export function breachPosition(text: string, offset: number): { line: number; column: number } {
  const { line, column } = lineColumnOf(text, offset);
  // A leading byte order mark takes no column, as in TypeScript's own positions (diagnostics.ts).
  const bom = line === 1 && offset > 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  return { line, column: column - bom };
}
