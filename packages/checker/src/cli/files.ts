/**
 * Turns the CLI's paths into the programs to check: files as given, directories walked recursively in
 * sorted order (node_modules skipped), each read as strict UTF-8. Problems are values, one per path.
 * A file is one program however it is named (`ok.ts`, `./ok.ts`, `a/../ok.ts`, its absolute path, a symbolic link
 * to it): identity is its real path and language; the first spelling the user gave is the one shown.
 */
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import { languageOfPath } from "@gg/catalogue";
import { TEXT } from "../texts.js";
import type { Language } from "../types.js";

/** One program found on disk. */
export interface ProgramFile {
  /** As shown in results: the path as given (joined under a given directory), with `/` separators. */
  readonly path: string;
  readonly language: Language;
}

/** The programs named by the paths, or the first problem with one of them. */
export type Expansion = { readonly ok: true; readonly files: readonly ProgramFile[] } | { readonly ok: false; readonly message: string };

/** The language of a file name, or undefined when it is not a program (the one map of extensions: @gg/catalogue's). */
export function languageOf(path: string): Language | undefined {
  return languageOfPath(path);
}

function display(path: string): string {
  return path.split("\\").join("/");
}

function errorCode(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : String(error);
}

function walk(dir: string, found: ProgramFile[]): void {
  // Byte-wise sort, not locale order: the output must not depend on the machine.
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(path, found);
      continue;
    }
    if (!entry.isFile()) continue;
    const language = languageOf(entry.name);
    if (language !== undefined) found.push({ path: display(path), language });
  }
}

/**
 * What makes two found programs the same: the file's real path (links and `.`/`..` resolved) and the language its
 * name gives. A link named `.js` to a `.ts` file is checked as JavaScript, another program, so it is kept.
 */
function identity(file: ProgramFile): string {
  let real: string;
  try {
    real = realpathSync.native(file.path);
  } catch {
    // Found a moment ago and gone now: reading it will say so; its spelling is all that names it.
    real = file.path;
  }
  return `${file.language}:${real}`;
}

/** Expands files and directories into programs, in the order given. */
export function expandPaths(paths: readonly string[]): Expansion {
  const files: ProgramFile[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (error) {
      const code = errorCode(error);
      return { ok: false, message: code === "ENOENT" || code === "ENOTDIR" ? TEXT.missingFile(path) : TEXT.unreadableFile(path, code) };
    }
    const found: ProgramFile[] = [];
    if (isDirectory) {
      try {
        walk(path, found);
      } catch (error) {
        return { ok: false, message: TEXT.unreadableFile(path, errorCode(error)) };
      }
      if (found.length === 0) return { ok: false, message: TEXT.emptyDirectory(path) };
    } else {
      const language = languageOf(path);
      if (language === undefined) return { ok: false, message: TEXT.unsupportedFile(path) };
      found.push({ path: display(path), language });
    }
    for (const file of found) {
      const key = identity(file);
      if (seen.has(key)) continue;
      seen.add(key);
      files.push(file);
    }
  }
  return { ok: true, files };
}

/** Reads a program as strict UTF-8 (a BOM is kept: the checker decides what it means). */
export function readProgram(path: string): { ok: true; source: string } | { ok: false; message: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return { ok: false, message: TEXT.unreadableFile(path, errorCode(error)) };
  }
  try {
    return { ok: true, source: new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return { ok: false, message: TEXT.invalidUtf8(path) };
  }
}
