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
 * Default nesting limit of brackets, braces, parentheses and template substitutions. Why 100: type-checking nested
 * literals grows much faster than their depth, and past about 110 TypeScript gives up with its own relation depth
 * (TS2321), a verdict about the compiler, not the program. Measured with TypeScript 7 (limits lifted, 2-core
 * machine): `[[…]]` 100 deep 0.1 s, 120 1.5 s (TS2321), 200 6.4 s, 300 53 s; `{a:{a:…}}` 120 2.2 s, 250 16 s,
 * 300+ past a minute; parentheses, calls and generics stay under 0.3 s at 3,000. Real code nests far less: 8 in
 * the guest corpus, 18 in TypeScript's own compiler.
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
