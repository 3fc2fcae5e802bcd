/**
 * The fixed compiler options of every check, as the native compiler's tsconfig. Nothing is read from a program's
 * tsconfig: a program cannot change them.
 *
 * The rule behind each choice: refuse what is wrong when the program runs, not what is merely loosely typed.
 * Sandboxes that gated model-written code on type errors switched their gates off because correct programs
 * failed; the labelled corpus in `test/corpus/` (good programs must pass) keeps these choices honest.
 */
import type { Language } from "../types.js";

/** The guest library: ECMAScript 2023, the language the guest's engine implements (and the files it references). */
export const GUEST_LIB = "es2023";

const BASE = {
  // The guest runtime implements ECMAScript 2023; the library matches it and nothing else (no DOM, no Node).
  target: "es2023",
  lib: [GUEST_LIB],
  // No `@types` package is ever loaded: the guest has no Node and no DOM.
  types: [],
  // Every program is a module: `import { files } from "gg"` is its idiom, and top-level names stay its own.
  moduleDetection: "force",
  // ESNext: top-level `await` and `import()` are checked as the guest's module runs them.
  module: "esnext",
  // Bundler: no file-extension rules of Node's resolution to advise about; nothing is resolved anyway.
  moduleResolution: "bundler",
  // Nothing the program names is ever added to the program: only "gg" exists, and it is declared ambiently.
  noResolve: true,
  // A check produces a verdict, never files.
  noEmit: true,
  // The library and gg.d.ts are ours and fixed: checking them again per program is waste.
  skipLibCheck: true,
  skipDefaultLibCheck: true,
  // Null safety catches real run-time failures: `files.stat(p)` answers `undefined` for a missing path.
  strictNullChecks: true,
  // Unsound callbacks are wrong, and correct programs rarely trip it.
  strictFunctionTypes: true,
  strictBindCallApply: true,
  // On for its inference, not its findings: with it `const found = []` and `let x;` evolve from their uses
  // (without it `[]` is `never[]` and `found.push(path)` fails a correct program). Its own findings, the
  // implicit-any family (`function f(x) {}`), are loosely typed rather than wrong: the classification drops them.
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
  // No JavaScript is ever read from a `node_modules` folder (there is none in the guest).
  maxNodeModuleJsDepth: 0,
} as const;

// JavaScript is checked too, but only certain failures decide its verdict (see check/classify.ts); the rest are warnings.
const OPTIONS: Readonly<Record<Language, Readonly<Record<string, unknown>>>> = Object.freeze({
  ts: Object.freeze({ ...BASE, allowJs: false, checkJs: false }),
  js: Object.freeze({ ...BASE, allowJs: true, checkJs: true }),
});

/** The `compilerOptions` of a language's project. Frozen: every check of the process shares them. */
export function compilerOptionsFor(language: Language): Readonly<Record<string, unknown>> {
  return OPTIONS[language];
}
