/**
 * The guest's standard library: the ECMAScript 2023 declarations shipped with `typescript`, read once,
 * plus `guest.d.ts` for what the guest runtime adds (`console`). No DOM, no Node, no timers.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "./typescript.js";
import { GUEST_LIB_ENTRY, VIRTUAL_LIB_DIR, VIRTUAL_ROOT } from "./options.js";

/** The virtual path of the declarations the guest runtime adds to ECMAScript. */
export const GUEST_DECLARATIONS_PATH = `${VIRTUAL_ROOT}/guest.d.ts`;

/** What the guest runtime adds to ECMAScript 2023: a console whose lines reach the host. */
export const GUEST_DECLARATIONS = `// The guest runtime's additions to ECMAScript 2023.
interface Console {
  log(...data: any[]): void;
  info(...data: any[]): void;
  warn(...data: any[]): void;
  error(...data: any[]): void;
  debug(...data: any[]): void;
}
declare var console: Console;
`;

/** Library file texts by virtual path. */
export type LibraryFiles = ReadonlyMap<string, string>;

let cached: LibraryFiles | undefined;

/**
 * Reads the ECMAScript 2023 library files and every library file they reference, once per process:
 * the only disk reads of the checker, made before any program is seen.
 */
export function readGuestLibrary(): LibraryFiles {
  if (cached !== undefined) return cached;
  const libDir = dirname(createRequire(import.meta.url).resolve("typescript"));
  const files = new Map<string, string>();
  const pending = [GUEST_LIB_ENTRY];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const path = `${VIRTUAL_LIB_DIR}/${name}`;
    if (files.has(path)) continue;
    const text = readFileSync(join(libDir, name), "utf8");
    files.set(path, text);
    for (const ref of ts.preProcessFile(text, false, false).libReferenceDirectives) {
      pending.push(libFileName(ref.fileName));
    }
  }
  cached = new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return cached;
}

/** `es2022.array` → `lib.es2022.array.d.ts`, as TypeScript maps a `/// <reference lib>`. */
export function libFileName(reference: string): string {
  return `lib.${reference.toLowerCase()}.d.ts`;
}
