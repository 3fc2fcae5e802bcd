/**
 * The file system the native compiler sees: a fixed set of files held in memory (the program, gg.d.ts, guest.d.ts,
 * the tsconfigs and the guest library) and nothing else. Every callback answers every path itself: no answer falls
 * through to the host's disk, so nothing a program names (a reference, an import, a `node_modules` lookup) is ever
 * looked up there.
 */
import type { FileSystem } from "typescript7/unstable/fs";

/** How a path the native compiler asked about was answered: from memory, or "absent". */
export type FsAnswer = "virtual" | "absent";

/** Told every path the native compiler asks about, with the callback that asked and the answer (tests use it). */
export type FsSpy = (callback: string, path: string, answer: FsAnswer) => void;

/** The callbacks over `files` (read at each call, so the caller may change a file's text) and `directories`. */
export function createSealedFs(files: ReadonlyMap<string, string>, directories: ReadonlySet<string>, spy?: FsSpy): FileSystem {
  const told = <T>(callback: string, path: string, found: boolean, answer: T): T => {
    spy?.(callback, path, found ? "virtual" : "absent");
    return answer;
  };
  return {
    readFile: (path) => {
      const text = files.get(path);
      return told("readFile", path, text !== undefined, text ?? null);
    },
    fileExists: (path) => told("fileExists", path, files.has(path), files.has(path)),
    directoryExists: (path) => told("directoryExists", path, directories.has(path), directories.has(path)),
    // No directory lists anything: the projects name their files.
    getAccessibleEntries: (path) => told("getAccessibleEntries", path, directories.has(path), { files: [], directories: [] }),
    // Every path is its own real path: nothing is looked up.
    realpath: (path) => told("realpath", path, files.has(path) || directories.has(path), path),
  };
}
