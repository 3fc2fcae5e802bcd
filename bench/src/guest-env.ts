/**
 * What the baselines check a program against: the generated `gg.d.ts`, a declaration of the guest's `console`, and
 * compiler options close to the checker's (ES2023 library, strict, no DOM, no Node, JS checked too). Written to
 * disk for the CLI baselines and held in memory for the compiler-API ones.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** The guest's `console`: the ES library has none, and the guest runtime provides these. */
export const GUEST_DTS = [
  "// The guest runtime's console (the ES2023 library declares none).",
  "interface Console {",
  "  log(...data: unknown[]): void;",
  "  error(...data: unknown[]): void;",
  "  warn(...data: unknown[]): void;",
  "  info(...data: unknown[]): void;",
  "  debug(...data: unknown[]): void;",
  "}",
  "declare var console: Console;",
  "",
].join("\n");

/** Compiler options of every baseline, as tsconfig JSON (valid for TypeScript 6 and 7), close to the checker's own. */
export const TSCONFIG_OPTIONS = {
  target: "ES2023",
  lib: ["ES2023"],
  module: "ESNext",
  moduleResolution: "bundler",
  moduleDetection: "force",
  strict: true,
  // As the checker: loosely typed JavaScript (`function f(x)`) and `catch (e)` are not failures.
  noImplicitAny: false,
  useUnknownInCatchVariables: false,
  noEmit: true,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  types: [] as string[],
} as const;

const require = createRequire(import.meta.url);

/** The guest library the checker's build joined into one file (its `dist/guest-library/`), which a check opens. */
export function joinedLibraryPath(): string {
  return require.resolve("@gg/checker/package.json").replace(/package\.json$/, "dist/guest-library/lib.gg-guest.d.ts");
}

/** The `gg.d.ts` text: the committed copy when there is one, else rendered from the default catalogue. */
export async function loadGgDts(): Promise<string> {
  const committed = require.resolve("@gg/catalogue/package.json").replace(/package\.json$/, "gg.d.ts");
  if (existsSync(committed)) return readFileSync(committed, "utf8");
  const catalogue = (await import("@gg/catalogue")) as unknown as {
    renderTypeScript(catalogue: unknown): string;
    defaultCatalogue(): unknown;
  };
  return catalogue.renderTypeScript(catalogue.defaultCatalogue());
}

/** A program as a baseline sees it: a file name and its text. */
export interface ProgramFile {
  readonly fileName: string;
  readonly source: string;
}

/**
 * Writes a project directory that `tsc -p DIR` checks: tsconfig.json, gg.d.ts, guest.d.ts and the programs.
 * Returns the directory.
 */
export function writeProject(dir: string, ggDts: string, programs: readonly ProgramFile[], library?: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "gg.d.ts"), ggDts);
  writeFileSync(join(dir, "guest.d.ts"), GUEST_DTS);
  for (const program of programs) writeFileSync(join(dir, program.fileName), program.source);
  const { lib: _lib, ...withoutLib } = TSCONFIG_OPTIONS;
  // A library file given (the checker's joined one) replaces the compiler's own, as the checker opens it.
  const tsconfig = {
    compilerOptions: library === undefined ? TSCONFIG_OPTIONS : { ...withoutLib, noLib: true },
    files: [...(library === undefined ? [] : [library]), "gg.d.ts", "guest.d.ts", ...programs.map((p) => p.fileName)],
  };
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify(tsconfig, null, 2)}\n`);
  return dir;
}
