/**
 * Which files are gg programs, and in which language, by extension: decided once here for the checker, the ESLint
 * plugin and the LSP. Lower-case extensions only, as ESLint's `files` globs (which decide what the plugin lints)
 * match them case-sensitively.
 */

/** The two guest languages. */
export type ProgramLanguage = "ts" | "js";

/**
 * Every extension of a gg program, with its language and the reason it is one. The guest runs every program as an ES
 * module whatever its extension, so the module kind an extension announces (`.mts`, `.cjs`) changes nothing but what
 * the rules say about `require("gg")`.
 */
export const PROGRAM_EXTENSIONS: ReadonlyMap<string, { readonly language: ProgramLanguage; readonly why: string }> = new Map([
  [".ts", { language: "ts", why: "TypeScript, the arm's own extension" }],
  [".mts", { language: "ts", why: "TypeScript that announces an ES module, which every gg program is" }],
  [".cts", { language: "ts", why: "TypeScript that announces CommonJS: still a program a model writes; run as a module, its `require(\"gg\")` is reported" }],
  [".js", { language: "js", why: "JavaScript, the arm's own extension" }],
  [".mjs", { language: "js", why: "JavaScript that announces an ES module, which every gg program is" }],
  [".cjs", { language: "js", why: "JavaScript that announces CommonJS: still a program a model writes; run as a module, its `require(\"gg\")` is reported" }],
]);

/**
 * Extensions that are not gg programs, with the reason. `.tsx`/`.jsx`: the guest has no JSX transform, and a `.tsx`
 * parse reads `<T>value` (a type assertion in a `.ts` program) as an element, so the same text would mean two things.
 * Declaration files declare; they run nothing.
 */
export const NOT_PROGRAMS: ReadonlyMap<string, string> = new Map([
  [".tsx", "JSX: the guest runs no JSX transform, and `<T>value` means something else in a .tsx file"],
  [".jsx", "JSX: the guest runs no JSX transform"],
  [".d.ts", "a declaration file runs nothing"],
  [".d.mts", "a declaration file runs nothing"],
  [".d.cts", "a declaration file runs nothing"],
]);

/** The glob of every gg program file, for ESLint's `files`: `**\/*.{ts,mts,cts,js,mjs,cjs}`. */
export const PROGRAM_GLOB = `**/*.{${[...PROGRAM_EXTENSIONS.keys()].map((e) => e.slice(1)).join(",")}}`;

/** The language of a gg program by its file name or path (a URL's path will do), or undefined when it is none. */
export function languageOfPath(path: string): ProgramLanguage | undefined {
  const name = path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\")) + 1);
  for (const excluded of NOT_PROGRAMS.keys()) if (name.endsWith(excluded)) return undefined;
  const dot = name.lastIndexOf(".");
  return dot < 0 ? undefined : PROGRAM_EXTENSIONS.get(name.slice(dot))?.language;
}
