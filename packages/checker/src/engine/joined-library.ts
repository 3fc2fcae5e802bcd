/**
 * The guest library joined into one file, made at build (scripts/join-library.mjs) from the native compiler's own
 * `lib.es2023.d.ts` and the 60 files it references, in the order the compiler itself puts them in a program.
 *
 * Why: opening a project on the split library costs the compiler a callback round trip per file (a `realpath` and a
 * `readFile` each, 122 in all), and it finds the files one level of references at a time, parsing each level before
 * it knows the next. That was half of a cold check's project load (~25 of ~50 ms). One file read by the compiler
 * itself, with `noLib` (nothing else is looked for), is two callbacks and one parse.
 *
 * It changes no answer: the same declarations, merged in the same order (the compiler merges global declarations
 * file by file in program order, and an interface's later declarations put their overloads first), so every type,
 * overload and diagnostic is the same; tests/joined-library.test.ts checks the corpus both ways. A build that did not
 * make it, or made it for another compiler, leaves the split library in use.
 */
import { closeSync, openSync, readFileSync, readSync, writeFileSync, renameSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { packageFile } from "../package-root.js";
import { GUEST_LIB } from "./options.js";

/** Where the build puts the joined library (a folder of its own: the compiler also asks it for a package.json). */
export const JOINED_LIBRARY_PATH: string = packageFile("dist", "guest-library", `lib.gg-guest.d.ts`);

/** The first line of a joined library: what it was made from, so that a library of another compiler is never used. */
export function joinedLibraryStamp(compilerVersion: string): string {
  return `// gg guest library: lib.${GUEST_LIB}.d.ts and its references, joined, of TypeScript ${compilerVersion}`;
}

// Directives a library file opens with: each file's references are all in the joined file already, and `noLib` holds.
const DIRECTIVE = /^\/\/\/\s*<reference\s+(?:lib|no-default-lib)=[^\n]*\n/gm;

/** The joined text of library files, given in program order with their texts. */
export function joinLibrary(files: readonly { readonly path: string; readonly text: string }[], compilerVersion: string): string {
  const parts = [joinedLibraryStamp(compilerVersion)];
  for (const { path, text } of files) parts.push(`// ${path.slice(path.lastIndexOf("/") + 1)}`, text.replace(DIRECTIVE, ""));
  return `${parts.join("\n")}\n`;
}

/** Writes the joined library in place (beside, then renamed: a check running meanwhile never reads half a file). */
export function writeJoinedLibrary(text: string, path: string = JOINED_LIBRARY_PATH): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}

/** Whether the joined library at `path` was made for this compiler: its first line is the stamp of `compilerVersion`. */
export function joinedLibraryMatches(compilerVersion: string, path: string = JOINED_LIBRARY_PATH): boolean {
  const stamp = joinedLibraryStamp(compilerVersion);
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return false;
  }
  try {
    const head = Buffer.alloc(Buffer.byteLength(stamp) + 1);
    const read = readSync(fd, head, 0, head.length, 0);
    return read === head.length && head.toString("utf8") === `${stamp}\n`;
  } finally {
    closeSync(fd);
  }
}

/** The files of a library in program order, with their texts (the build's join reads them). */
export function readLibraryFiles(paths: readonly string[]): { path: string; text: string }[] {
  return paths.map((path) => ({ path, text: readFileSync(path, "utf8") }));
}
