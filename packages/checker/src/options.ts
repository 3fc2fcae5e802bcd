/**
 * The fixed compiler options of every check. Nothing is read from a tsconfig: a program cannot change them.
 *
 * The rule behind each choice: refuse what is wrong when the program runs, not what is merely loosely typed.
 * Sandboxes that gated model-written code on type errors switched their gates off because correct programs
 * failed; the labelled corpus in `test/corpus/` (good programs must pass) keeps these choices honest.
 */
import type TS from "typescript";
import ts from "./typescript.js";

/** The virtual root every path of a check lives under; it names no directory of the host. */
export const VIRTUAL_ROOT = "/gg-virtual";
/** Where the guest library's files live in the virtual file system. */
export const VIRTUAL_LIB_DIR = `${VIRTUAL_ROOT}/lib`;
/** The guest library's entry file (ECMAScript 2023). */
export const GUEST_LIB_ENTRY = "lib.es2023.d.ts";

/** The compiler options of one language. Frozen: every check of the process shares them. */
export function compilerOptionsFor(language: "ts" | "js"): TS.CompilerOptions {
  return language === "ts" ? TS_OPTIONS : JS_OPTIONS;
}

const BASE: TS.CompilerOptions = {
  // The guest runtime implements ECMAScript 2023; the library matches it and nothing else (no DOM, no Node).
  target: ts.ScriptTarget.ES2023,
  lib: [GUEST_LIB_ENTRY],
  // No `@types` package is ever loaded: the guest has no Node and no DOM.
  types: [],
  // Lib replacement would look up `@typescript/lib-*` packages on disk.
  libReplacement: false,
  // Every program is a module: `import { files } from "gg"` is its idiom, and top-level names stay its own.
  moduleDetection: ts.ModuleDetectionKind.Force,
  // ESNext: top-level `await` and `import()` are checked as the guest's module runs them.
  module: ts.ModuleKind.ESNext,
  // Bundler: no file-extension rules of Node's resolution to advise about; nothing is resolved anyway (see host.ts).
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Nothing the program names is ever added to the program: only "gg" exists, and it is declared ambiently.
  noResolve: true,
  // A check produces a verdict, never files.
  noEmit: true,
  // The library and gg.d.ts are ours and fixed: checking them again per program is waste.
  skipLibCheck: true,
  skipDefaultLibCheck: true,
  // The order of union members and other types must not depend on the order checks ran in (TypeScript 6).
  stableTypeOrdering: true,
  // Null safety catches real run-time failures: `files.stat(p)` answers `undefined` for a missing path.
  strictNullChecks: true,
  // Unsound callbacks are wrong, and correct programs rarely trip it.
  strictFunctionTypes: true,
  strictBindCallApply: true,
  // On for its inference, not its findings: with it `const found = []` and `let x;` evolve from their uses
  // (without it `[]` is `never[]` and `found.push(path)` fails a correct program). Its own findings, the
  // implicit-any family (`function f(x) {}`), are loosely typed rather than wrong: diagnostics.ts drops them.
  noImplicitAny: true,
  // Off: `this` in a plain function is loosely typed, not wrong; it runs.
  noImplicitThis: false,
  // Off: `catch (e) { e.message }` is what models write and what runs; `unknown` would fail correct programs.
  useUnknownInCatchVariables: false,
  // Off: a field set by a method before use is correct; the rule fails correct classes.
  strictPropertyInitialization: false,
  // Off: `iter.next().value` typed `T | undefined` fails correct programs; it is a typing nicety.
  strictBuiltinIteratorReturn: false,
  // A module's code is strict when it runs; the checker must see the same (`with`, octal literals, duplicate parameters).
  alwaysStrict: true,
  // Off (defaults kept explicit): unused names, fallthrough and implicit returns are style, not failures.
  noUnusedLocals: false,
  noUnusedParameters: false,
  noImplicitReturns: false,
  noFallthroughCasesInSwitch: false,
  noUncheckedIndexedAccess: false,
  exactOptionalPropertyTypes: false,
  // Import checks as an ES module runtime performs them (`import * as gg` is a namespace, never callable).
  esModuleInterop: true,
  // JSON imports would read a file.
  resolveJsonModule: false,
  // One program of one language per check: JavaScript is switched on per language below, never pulled in from elsewhere.
  allowJs: false,
  checkJs: false,
  // No JavaScript is ever read from a `node_modules` folder (there is none in the guest).
  maxNodeModuleJsDepth: 0,
};

const TS_OPTIONS: TS.CompilerOptions = Object.freeze({ ...BASE });

// JavaScript is checked too, but only certain failures decide its verdict (see diagnostics.ts); the rest are warnings.
const JS_OPTIONS: TS.CompilerOptions = Object.freeze({ ...BASE, allowJs: true, checkJs: true });

type ModuleIndicatorApi = { getSetExternalModuleIndicator?: (options: TS.CompilerOptions) => (file: TS.SourceFile) => void };

/**
 * How the program's file is parsed. `moduleDetection: force` acts through the parser (a file is a module from
 * the moment it is parsed), so the program's file is parsed with the indicator these options imply.
 */
export function sourceFileOptions(language: "ts" | "js"): TS.CreateSourceFileOptions {
  const api = ts as unknown as ModuleIndicatorApi;
  if (typeof api.getSetExternalModuleIndicator !== "function") {
    throw new Error("typescript no longer exposes getSetExternalModuleIndicator");
  }
  return { languageVersion: ts.ScriptTarget.ES2023, setExternalModuleIndicator: api.getSetExternalModuleIndicator(compilerOptionsFor(language)) };
}
