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
 * tree without brackets, and TypeScript's binder and checker recurse on it: 1000 levels stay well inside the
 * default stack of a Node thread (a 1000-link call chain, 2000 levels, overflows it).
 */
export const DEFAULT_MAX_SYNTAX_DEPTH = 1000;

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
