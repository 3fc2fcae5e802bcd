/**
 * The native engine's child process: TypeScript 7 behind its synchronous API, sealed. It sees a virtual root
 * holding gg.d.ts, guest.d.ts, one tsconfig and one program file per language, and, on disk, only the ECMAScript
 * 2023 library files bundled with the `typescript7` package. Every other path it asks about does not exist.
 */
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { API } from "typescript7/unstable/sync";
import type { Project, Snapshot } from "typescript7/unstable/sync";
import { GUEST_DECLARATIONS, GUEST_DECLARATIONS_PATH, readGuestLibrary } from "../guest-lib.js";
import { GG_DECLARATIONS_PATH } from "../environment.js";
import { VIRTUAL_ROOT } from "../options.js";
import type { Language } from "../types.js";
import { tsconfigOptions } from "./config.js";

/** How a path the native process asked about was answered: from memory, by letting it read the disk, or "absent". */
export type FsAnswer = "virtual" | "disk" | "absent";

/** Told every path the native process asks the host about, with the callback that asked and the answer (tests use it). */
export type FsSpy = (callback: string, path: string, answer: FsAnswer) => void;

/** The sealed native process and the two projects it checks programs in. */
export interface NativeSession {
  /** Puts `text` in the program file of `language` and answers the project that now checks it. */
  update(language: Language, text: string): Project;
  /** The project of `language` in the current snapshot (no update). */
  project(language: Language): Project;
  /** Stops the child process; later calls fail. Idempotent. */
  close(): void;
}

/** The virtual path of the program file of a language: the same as the default engine's. */
export function programPath(language: Language): string {
  return `${VIRTUAL_ROOT}/program.${language}`;
}

function configPath(language: Language): string {
  return `${VIRTUAL_ROOT}/tsconfig.${language}.json`;
}

/** The directory of the library files bundled with the native compiler (next to its executable). */
function bundledLibraryDir(): string {
  const fromTs7 = createRequire(createRequire(import.meta.url).resolve("typescript7/package.json"));
  const platformPackage = `@typescript/typescript-${process.platform}-${process.arch}/package.json`;
  return realpathSync(join(dirname(fromTs7.resolve(platformPackage)), "lib"));
}

// Every live session, closed when the process exits so that no child outlives its parent.
const live = new Set<NativeSession>();
let exitHookInstalled = false;

/** Starts the native process over `ggDeclarations` (the text of gg.d.ts). */
export function startSession(ggDeclarations: string, spy?: FsSpy): NativeSession {
  const libDir = bundledLibraryDir();
  // The same library files as the default engine's guest library, by name: nothing else of the bundled library
  // (no DOM, no Node) even when a program asks for it with `/// <reference lib>`.
  const libFiles = new Set([...readGuestLibrary().keys()].map((path) => join(libDir, basename(path))));
  const files = new Map<string, string>([
    [GG_DECLARATIONS_PATH, ggDeclarations],
    [GUEST_DECLARATIONS_PATH, GUEST_DECLARATIONS],
    [programPath("ts"), "export {};\n"],
    [programPath("js"), "export {};\n"],
  ]);
  for (const language of ["ts", "js"] as const) {
    const config = { compilerOptions: tsconfigOptions(language), files: [GUEST_DECLARATIONS_PATH, GG_DECLARATIONS_PATH, programPath(language)] };
    files.set(configPath(language), JSON.stringify(config));
  }
  const told = <T>(callback: string, path: string, answer: T): T => {
    spy?.(callback, path, answer === undefined ? "disk" : answer === null || answer === false ? "absent" : "virtual");
    return answer;
  };
  const api = new API({
    cwd: VIRTUAL_ROOT,
    fs: {
      // `undefined` lets the native process read the disk itself: only for the bundled library files above.
      readFile: (path) => told("readFile", path, files.get(path) ?? (libFiles.has(path) ? undefined : null)),
      // A project's files must exist to it (tsconfig "files"); nothing else of the host does.
      fileExists: (path) => told("fileExists", path, files.has(path) ? true : libFiles.has(path) ? undefined : false),
      directoryExists: (path) => told("directoryExists", path, path === VIRTUAL_ROOT),
      // No directory lists anything: the projects name their files.
      getAccessibleEntries: (path) => told("getAccessibleEntries", path, { files: [], directories: [] }),
      // A path outside the library is its own real path: nothing is looked up.
      realpath: (path) => told("realpath", path, libFiles.has(path) ? undefined : path),
    },
  });
  let snapshot: Snapshot;
  try {
    snapshot = api.updateSnapshot({ openProjects: [configPath("ts"), configPath("js")] });
  } catch (error) {
    api.close();
    throw error;
  }
  let closed = false;
  const projectOf = (language: Language): Project => {
    const project = snapshot.getProject(configPath(language));
    if (project === undefined) throw new Error(`native engine: the ${language} project is missing`);
    return project;
  };
  const session: NativeSession = {
    update(language, text) {
      const path = programPath(language);
      files.set(path, text);
      const next = api.updateSnapshot({ fileChanges: { changed: [path] } });
      snapshot.dispose();
      snapshot = next;
      return projectOf(language);
    },
    project: projectOf,
    close() {
      if (closed) return;
      closed = true;
      live.delete(session);
      try {
        snapshot.dispose();
      } finally {
        api.close();
      }
    },
  };
  live.add(session);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once("exit", () => {
      for (const s of [...live]) s.close();
    });
  }
  return session;
}
