/**
 * The guest's standard library: the ECMAScript 2023 declarations shipped with the native compiler, which it reads
 * from its own library folder (those files alone: see sealed-fs.ts), plus `guest.d.ts` for what the guest runtime
 * adds (`console`). No DOM, no Node, no timers.
 */
import { closeSync, openSync, readFileSync, readSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { GUEST_LIB } from "./options.js";
import { JOINED_LIBRARY_PATH, joinedLibraryMatches } from "./joined-library.js";

// The guest's console is declared once, in @gg/catalogue, for the checker and the editor preset alike.
export { GUEST_DECLARATIONS } from "@gg/catalogue";

/** The native compiler's executable and the directory of its bundled library, where it looks for `lib.*.d.ts`. */
export interface NativeCompiler {
  readonly executable: string;
  readonly libDir: string;
  /** Its package's version (a joined library is made for one). */
  readonly version: string;
}

let compiler: NativeCompiler | undefined;

/** Finds the native compiler of the pinned `typescript7` package (its platform package holds both). */
export function nativeCompiler(): NativeCompiler {
  if (compiler !== undefined) return compiler;
  const fromTs7 = createRequire(createRequire(import.meta.url).resolve("typescript7/package.json"));
  const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}/package.json`;
  const manifest = fromTs7.resolve(platformPackage);
  const libDir = realpathSync(join(dirname(manifest), "lib"));
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version?: unknown };
  compiler = { executable: join(libDir, process.platform === "win32" ? "tsc.exe" : "tsc"), libDir, version: typeof version === "string" ? version : "unknown" };
  return compiler;
}

let library: ReadonlySet<string> | undefined;

/**
 * The paths of the guest library's files, as the native compiler asks for them: `lib.es2023.d.ts` and every library
 * file it references, found once per process (the compiler reads their text itself).
 */
export function guestLibrary(): ReadonlySet<string> {
  if (library !== undefined) return library;
  const { libDir } = nativeCompiler();
  const files = new Set<string>();
  const pending = [GUEST_LIB];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const path = join(libDir, libFileName(name));
    if (files.has(path)) continue;
    files.add(path);
    const head = headOf(path);
    for (const reference of libReferences(head.text, head.whole) ?? libReferences(readFileSync(path, "utf8"), true) ?? []) pending.push(reference);
  }
  library = new Set([...files].sort());
  return library;
}

/** Which guest library a check opens: the one joined file the build made, or the compiler's split files. */
export type LibraryKind = "joined" | "split";

/** How the compiler gets the guest library (`LibraryKind`). */
export interface LibraryLayout {
  readonly kind: LibraryKind;
  /** The files the compiler reads itself, by their exact paths. */
  readonly files: ReadonlySet<string>;
  /** The folders it may look in. */
  readonly directories: readonly string[];
  /** What a project lists before its own files (the joined library), and the options that name the library. */
  readonly roots: readonly string[];
  readonly options: Readonly<Record<string, unknown>>;
}

/**
 * The layout of the guest library: joined when the build made that file for this compiler (unless `split` is asked
 * for: the build's own join, and tests that compare the two), else split.
 */
export function libraryLayout(kind: LibraryKind = "joined"): LibraryLayout {
  const { libDir, version } = nativeCompiler();
  if (kind === "joined" && joinedLibraryMatches(version)) {
    return { kind, files: new Set([JOINED_LIBRARY_PATH]), directories: [dirname(JOINED_LIBRARY_PATH)], roots: [JOINED_LIBRARY_PATH], options: { noLib: true } };
  }
  return { kind: "split", files: guestLibrary(), directories: [libDir], roots: [], options: { lib: [GUEST_LIB] } };
}

/** How much of a library file is read for its references: its opening comments are well within it. */
const HEAD_BYTES = 8192;

/** The first HEAD_BYTES of a file as text, and whether that is all of it. */
function headOf(path: string): { text: string; whole: boolean } {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    // A cut UTF-8 sequence at the end is in the last line, which the scan of a part never reads.
    return { text: buffer.toString("utf8", 0, read), whole: read < HEAD_BYTES };
  } finally {
    closeSync(fd);
  }
}

/**
 * The `/// <reference lib>` names of a library file's text, or undefined when `text` is the first part of a file
 * (`whole` false) that ends before its first line of code. A triple-slash directive counts only in the comments that
 * open a file, so the scan stops there (a library file's declarations run to half a megabyte).
 */
export function libReferences(text: string, whole: boolean): string[] | undefined {
  const names: string[] = [];
  let inBlock = false;
  const lines = text.split("\n");
  // The last line of a part may be cut.
  if (!whole) lines.pop();
  for (const line of lines) {
    const trimmed = line.trim();
    if (inBlock) {
      inBlock = !trimmed.includes("*/");
      continue;
    }
    if (trimmed === "") continue;
    if (trimmed.startsWith("/*")) {
      inBlock = !trimmed.includes("*/", 2);
      continue;
    }
    if (!trimmed.startsWith("//")) return names;
    const match = /^\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/.exec(trimmed);
    if (match !== null) names.push(match[1] as string);
  }
  return whole ? names : undefined;
}

/** The names of the guest library's files as a `/// <reference lib>` names them (`es2023`, `es2015.promise`, …). */
export function guestLibraryNames(): ReadonlySet<string> {
  libraryNames ??= new Set([...guestLibrary()].map((path) => /lib\.([^/\\]+)\.d\.ts$/.exec(path)?.[1]).filter((name) => name !== undefined));
  return libraryNames;
}

let libraryNames: ReadonlySet<string> | undefined;

/** `es2022.array` → `lib.es2022.array.d.ts`, as TypeScript maps a `/// <reference lib>`. */
export function libFileName(reference: string): string {
  return `lib.${reference.toLowerCase()}.d.ts`;
}
