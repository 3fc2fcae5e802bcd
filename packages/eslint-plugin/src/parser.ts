import * as tsParser from "@typescript-eslint/parser";
import * as espree from "espree";
import { isTypeScriptFile } from "./util/arm.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./util/package.js";

/** Parser options ESLint hands a parser (only those this dispatcher reads). */
export interface ParserOptions {
  readonly filePath?: string;
  readonly ecmaVersion?: number | "latest";
  readonly sourceType?: "script" | "module" | "commonjs";
  readonly ecmaFeatures?: Record<string, boolean>;
  readonly [option: string]: unknown;
}

/** Identifies the parser so ESLint can cache and print configurations that use it. */
export const meta = { name: `${PACKAGE_NAME}/parser`, version: PACKAGE_VERSION };

/**
 * One parser for both arms, so one config object covers `.ts` and `.js` files: TypeScript files go to
 * `@typescript-eslint/parser` (no type information), JavaScript files to espree, as ESLint itself would.
 * ESLint analyses the scopes of an espree tree itself.
 */
export function parseForESLint(code: string, options: ParserOptions = {}): { ast: unknown; visitorKeys?: unknown; scopeManager?: unknown; services?: unknown } {
  if (isTypeScriptFile(options.filePath ?? "")) {
    return tsParser.parseForESLint(code, { ...options, sourceType: options.sourceType === "script" ? "script" : "module" } as tsParser.ParserOptions);
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
