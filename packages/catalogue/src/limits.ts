/**
 * Deterministic limits, checked before any parser sees a program: its size in UTF-8 bytes and its nesting depth.
 * One module for the checker (and so the service and the LSP) and the ESLint plugin, so a too-large or too-deep
 * program gets the same verdict, the same code and text and the same position from each of them. The scan is
 * iterative: the verdict does not depend on the thread's stack size. No parser here: what needs a syntax tree
 * (the checker's syntax depth) stays with the package that has one.
 */

/** Default size limit: 1 MiB of UTF-8. */
export const DEFAULT_MAX_BYTES = 1024 * 1024;
/**
 * Default nesting limit of brackets, braces, parentheses and template substitutions. Why 100: at 500, nested
 * literals were checked differently by stack size (`f(f(…))` 450 deep overflows a 1 MB stack, passes on 4 MB) and
 * slowly (`[{a:[{a:…` 200 deep: 9 s; 300: no answer in 20 s). Measured on every bracket kind (array, object and
 * type literals, calls, generic calls with callbacks, parentheses, blocks, `${`): at 100 all get the same verdict
 * on a 1 MB and a 4 MB stack, each within 1 s (most within 0.3 s) on a loaded 2-core machine, and nested callbacks
 * first overflow 1 MB between 200 and 250; from about 128 TypeScript's own type relation depth (TS2321) and the
 * time start to bite. Real code nests far less: 8 in the guest corpus, 18 in TypeScript's own compiler.
 */
export const DEFAULT_MAX_DEPTH = 100;

/** The codes of the two limit findings: too large, too deep. */
export const LIMIT_CODES = { tooLarge: "GG9001", tooDeep: "GG9002" } as const;

/** The texts of the two limit findings (without their code), as the checker shows them. */
export const limitMessages = {
  /** GG9001. */
  tooLarge: (bytes: number, limit: number): string => `The program is ${bytes} bytes of UTF-8; the limit is ${limit} bytes.`,
  /** GG9002, for brackets, braces or parentheses. */
  tooDeep: (limit: number): string => `The program nests brackets, braces or parentheses more than ${limit} levels deep; the limit is ${limit}.`,
} as const;

import { firstTooDeep } from "./text/nesting.js";

/** Which limit a program exceeds, and where (a UTF-16 offset). */
export type LimitBreach =
  | { readonly kind: "too_large"; readonly bytes: number; readonly limit: number }
  | { readonly kind: "too_deep"; readonly offset: number; readonly limit: number };

/** The first limit `source` exceeds, or undefined. */
export function checkLimits(source: string, maxBytes = DEFAULT_MAX_BYTES, maxDepth = DEFAULT_MAX_DEPTH): LimitBreach | undefined {
  // A cheap bound first: UTF-8 takes at most 3 bytes per UTF-16 unit.
  if (source.length * 3 > maxBytes) {
    const bytes = Buffer.byteLength(source, "utf8");
    if (bytes > maxBytes) return { kind: "too_large", bytes, limit: maxBytes };
  }
  const offset = firstTooDeep(source, maxDepth);
  return offset === undefined ? undefined : { kind: "too_deep", offset, limit: maxDepth };
}

export { firstTooDeep } from "./text/nesting.js";
export { lineColumnOf } from "./text/lines.js";
