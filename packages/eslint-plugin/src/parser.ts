import * as tsParser from "@typescript-eslint/parser";
import * as espree from "espree";
import { LIMIT_CODES, limitMessages as checkerLimitMessages } from "@gg/catalogue";
import { isTypeScriptFile } from "./util/arm.js";
import { checkLimits, positionOf } from "./util/limits.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./util/package.js";

/** Parser options ESLint hands a parser (only those this dispatcher reads). */
export interface ParserOptions {
  readonly filePath?: string;
  readonly ecmaVersion?: number | "latest";
  readonly sourceType?: "script" | "module" | "commonjs";
  readonly ecmaFeatures?: Record<string, boolean>;
  readonly [option: string]: unknown;
}

/** The parser's refusals before it parses: the gg checker's GG9001/GG9002 texts (shared in @gg/catalogue), prefixed with their kind and code. */
export const limitMessages = {
  tooLarge: (bytes: number, limit: number): string => `too_large (${LIMIT_CODES.tooLarge}): ${checkerLimitMessages.tooLarge(bytes, limit)}`,
  tooDeep: (limit: number): string => `too_deep (${LIMIT_CODES.tooDeep}): ${checkerLimitMessages.tooDeep(limit)}`,
} as const;

/** Identifies the parser so ESLint can cache and print configurations that use it. */
export const meta = { name: `${PACKAGE_NAME}/parser`, version: PACKAGE_VERSION };

/**
 * One parser for both arms, so one config object covers `.ts` and `.js` files: TypeScript files go to
 * `@typescript-eslint/parser` (no type information), JavaScript files to espree, as ESLint itself would.
 * ESLint analyses the scopes of an espree tree itself.
 */
/** A parse refusal ESLint reports as a fatal "Parsing error" at `lineNumber:column`. */
export class LimitError extends Error {
  constructor(message: string, readonly lineNumber: number, readonly column: number, readonly code: "too_large" | "too_deep") {
    super(message);
    this.name = "LimitError";
  }
}

/** Throws a LimitError when `code` is too large or too deep for gg (checked iteratively, before any recursive parser). */
function assertWithinLimits(code: string): void {
  const breach = checkLimits(code);
  if (!breach) return;
  if (breach.kind === "too_large") throw new LimitError(limitMessages.tooLarge(breach.bytes, breach.limit), 1, 1, "too_large");
  const { line, column } = positionOf(code, breach.offset);
  throw new LimitError(limitMessages.tooDeep(breach.limit), line, column, "too_deep");
}

export function parseForESLint(code: string, options: ParserOptions = {}): { ast: unknown; visitorKeys?: unknown; scopeManager?: unknown; services?: unknown } {
  // A too-deep program would exhaust a recursive parser's stack at a place that depends on the machine: refuse it first.
  assertWithinLimits(code);
  if (isTypeScriptFile(options.filePath ?? "")) {
    try {
      return tsParser.parseForESLint(code, { ...options, sourceType: options.sourceType === "script" ? "script" : "module" } as tsParser.ParserOptions);
    } catch (error) {
      throw withOneBasedColumn(error);
    }
  }
  const ast = espree.parse(code, {
    ecmaVersion: options.ecmaVersion ?? "latest",
    sourceType: options.sourceType ?? "module",
    ecmaFeatures: options.ecmaFeatures ?? {},
    range: true,
    loc: true,
    tokens: true,
    comment: true,
  } as Parameters<typeof espree.parse>[1]);
  return { ast, visitorKeys: espree.VisitorKeys };
}

/**
 * typescript-estree reports a syntax error's column 0-based (TypeScript's `character`), but ESLint shows a parser
 * error's `column` as it is, 1-based as espree's are: shift it so both arms point where the checker does.
 */
function withOneBasedColumn(error: unknown): unknown {
  const location = (error as { location?: { start?: { line?: unknown; column?: unknown; offset?: unknown } } } | null)?.location?.start;
  if (!(error instanceof Error) || typeof location?.line !== "number" || typeof location.column !== "number") return error;
  return Object.assign(new SyntaxError(error.message), { lineNumber: location.line, column: location.column + 1, index: location.offset });
}
