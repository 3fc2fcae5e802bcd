/**
 * The guest's standard library: the ECMAScript 2023 declarations shipped with the native compiler, read once per
 * process and handed to it from memory (it reads nothing from the disk itself), plus `guest.d.ts` for what the
 * guest runtime adds (`console`). No DOM, no Node, no timers.
 */
import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { GUEST_LIB } from "./options.js";

// The guest's console is declared once, in @gg/catalogue, for the checker and the editor preset alike.
export { GUEST_DECLARATIONS } from "@gg/catalogue";

/** The native compiler's executable and the directory of its bundled library, where it looks for `lib.*.d.ts`. */
export interface NativeCompiler {
  readonly executable: string;
  readonly libDir: string;
}

let compiler: NativeCompiler | undefined;

/** Finds the native compiler of the pinned `typescript7` package (its platform package holds both). */
export function nativeCompiler(): NativeCompiler {
  if (compiler !== undefined) return compiler;
  const fromTs7 = createRequire(createRequire(import.meta.url).resolve("typescript7/package.json"));
  const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}/package.json`;
  const libDir = realpathSync(join(dirname(fromTs7.resolve(platformPackage)), "lib"));
  compiler = { executable: join(libDir, process.platform === "win32" ? "tsc.exe" : "tsc"), libDir };
  return compiler;
}

let library: ReadonlyMap<string, string> | undefined;

/**
 * The guest library's files by the path the native compiler asks for them: `lib.es2023.d.ts` and every library file
 * it references, read once per process before any program is seen.
 */
export function guestLibrary(): ReadonlyMap<string, string> {
  if (library !== undefined) return library;
  const { libDir } = nativeCompiler();
  const files = new Map<string, string>();
  const pending = [GUEST_LIB];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const path = join(libDir, libFileName(name));
    if (files.has(path)) continue;
    const text = readFileSync(path, "utf8");
    files.set(path, text);
    for (const match of text.matchAll(/^\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/gm)) pending.push(match[1] as string);
  }
  library = new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return library;
}

/** The names of the guest library's files as a `/// <reference lib>` names them (`es2023`, `es2015.promise`, …). */
export function guestLibraryNames(): ReadonlySet<string> {
  libraryNames ??= new Set([...guestLibrary().keys()].map((path) => /lib\.([^/\\]+)\.d\.ts$/.exec(path)?.[1]).filter((name) => name !== undefined));
  return libraryNames;
}

let libraryNames: ReadonlySet<string> | undefined;

/** `es2022.array` → `lib.es2022.array.d.ts`, as TypeScript maps a `/// <reference lib>`. */
export function libFileName(reference: string): string {
  return `lib.${reference.toLowerCase()}.d.ts`;
}
