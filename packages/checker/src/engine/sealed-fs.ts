/**
 * The file system the native compiler sees: a fixed set of files held in memory (the program, gg.d.ts, guest.d.ts,
 * the tsconfigs), the guest library's files, and nothing else. Every callback answers every path itself, but for one
 * answer: a read of a guest library file (by its exact path, in the compiler's own library folder) is left to the
 * compiler, which reads its own copy from its disk. Handing it the library through these callbacks costs a round
 * trip per file with its text (half a megabyte in all) over the pipe: ~20 ms of a cold check. No other path falls
 * through to the host's disk, so nothing a program names (a reference, an import, another library file, a
 * `node_modules` lookup) is ever looked up there.
 */
import type { FileSystem } from "typescript7/unstable/fs";

/** How a path the native compiler asked about was answered: from memory, "absent", or left to it ("library"). */
export type FsAnswer = "virtual" | "absent" | "library";

/** Told every path the native compiler asks about, with the callback that asked and the answer (tests use it). */
export type FsSpy = (callback: string, path: string, answer: FsAnswer) => void;

/**
 * The callbacks over `files` (read at each call, so the caller may change a file's text), `library` (the paths of
 * the guest library's files, which the compiler reads itself) and `directories`.
 */
export function createSealedFs(files: ReadonlyMap<string, string>, library: ReadonlySet<string>, directories: ReadonlySet<string>, spy?: FsSpy): FileSystem {
  const told = <T>(callback: string, path: string, found: boolean, answer: T): T => {
    spy?.(callback, path, found ? "virtual" : "absent");
    return answer;
  };
  const exists = (path: string): boolean => files.has(path) || library.has(path);
  return {
    readFile: (path) => {
      if (library.has(path)) {
        spy?.("readFile", path, "library");
        // undefined, not null: the compiler reads the file itself.
        return undefined;
      }
      const text = files.get(path);
      return told("readFile", path, text !== undefined, text ?? null);
    },
    fileExists: (path) => told("fileExists", path, exists(path), exists(path)),
    directoryExists: (path) => told("directoryExists", path, directories.has(path), directories.has(path)),
    // No directory lists anything: the projects name their files.
    getAccessibleEntries: (path) => told("getAccessibleEntries", path, directories.has(path), { files: [], directories: [] }),
    // Every path is its own real path: nothing is looked up.
    realpath: (path) => told("realpath", path, exists(path) || directories.has(path), path),
  };
}
