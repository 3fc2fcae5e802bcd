/**
 * One native compiler and the two projects it checks programs in (one per language), kept for many checks. Each
 * check replaces the program file's text and takes a new snapshot; gg.d.ts and the library stay parsed and bound.
 *
 * Any fault of the process — an error it answers, a hang, a crash, too much memory — ends it: the check that saw
 * it gets a typed fault (timeout, out_of_memory, internal), the process is killed, and the next check starts a new
 * one. A process is never reused after a fault, because a request that failed half-way can leave it wedged.
 */
import type { Project, Snapshot } from "typescript7/unstable/sync";
import type { Language } from "../types.js";
import { GUEST_DECLARATIONS, libraryLayout } from "./guest-library.js";
import type { LibraryKind, LibraryLayout } from "./guest-library.js";
import { NativeChannelError, NativeStartError, startNativeProcess } from "./native-process.js";
import type { NativeProcess } from "./native-process.js";
import type { Pipeline } from "./pipeline.js";
import { compilerOptionsFor } from "./options.js";
import { batchConfigPath, batchSlotPath, configPath, GG_DECLARATIONS_PATH, GUEST_DECLARATIONS_PATH, programPath, VIRTUAL_ROOT } from "./paths.js";
import type { FsSpy } from "./sealed-fs.js";
import { createWatchdog } from "./watchdog.js";
import { createProcessWatchdog } from "./process-watchdog.js";
import { mark } from "../timings.js";
import type { Overrun, Watchdog } from "./watchdog.js";

/** What ended a native process during a check. */
export class NativeFault extends Error {
  constructor(
    readonly code: "timeout" | "out_of_memory" | "internal",
    message: string,
  ) {
    super(message);
    this.name = "NativeFault";
  }
}

/** Options of a session. */
export interface SessionOptions {
  /** The text of gg.d.ts. */
  readonly ggDeclarations: string;
  /** Wall time of one check before the process is killed; undefined: no limit. */
  readonly timeoutMs?: number;
  /** Resident memory of the process before it is killed (Linux), and its Go runtime's soft limit; undefined: none. */
  readonly memoryLimitMb?: number;
  /** Threads of the process's Go runtime (GOMAXPROCS); undefined: the runtime's own (one per core). */
  readonly compilerThreads?: number;
  readonly spy?: FsSpy;
  /** The guest library as one joined file (the default, when the build made it) or the compiler's split files. */
  readonly library?: LibraryKind;
  /** A compiler already started for this session: its first process (a restart starts a new one). */
  readonly ahead?: CompilerAhead;
  /**
   * What keeps the bounds: a thread (the default: the cheapest per check, for a session of many checks), or a shell
   * process per check (a short run of few checks: no thread to start; the thread where a shell cannot do it).
   */
  readonly watchdog?: WatchdogKind;
}

/** The kind of watchdog a session bounds its checks with (see `SessionOptions.watchdog`). */
export type WatchdogKind = "thread" | "process";

/**
 * A compiler started before its session (the CLI starts it first thing, so that its start overlaps the CLI's own),
 * with the map of files it reads, the set of library files it reads itself and the folders it may look in: the
 * session that adopts it fills all three before its first request.
 */
export interface CompilerAhead {
  readonly process: NativeProcess;
  readonly files: Map<string, string>;
  readonly library: Set<string>;
  readonly directories: Set<string>;
  /** The memory limit it was started with: the session that adopts it must have the same. */
  readonly memoryLimitMb: number | undefined;
}

/** Starts a compiler for a session created later with `ahead` (and the same memory limit). Throws as a start does. */
export function startCompilerAhead(memoryLimitMb: number | undefined): CompilerAhead {
  const files = new Map<string, string>();
  const library = new Set<string>();
  const directories = new Set<string>();
  const process = startNativeProcess({ files, library, directories, ...(memoryLimitMb === undefined ? {} : { memoryLimitMb }) });
  return { process, files, library, directories, memoryLimitMb };
}

/** A language's project options: the fixed options, with the library named as the layout has it. */
function projectOptions(language: Language, layout: LibraryLayout): Readonly<Record<string, unknown>> {
  const { lib: _named, ...options } = compilerOptionsFor(language);
  return { ...options, ...layout.options };
}

/** A started process with its snapshot. */
interface Live {
  readonly process: NativeProcess;
  snapshot: Snapshot;
  /** The projects that are open, by tsconfig path: each is opened by its first check (a CLI run checks one language). */
  readonly open: Set<string>;
  /** Incremented by every restart: what was learnt of a process (symbol ids) is valid for its generation only. */
  readonly generation: number;
}

const LANGUAGES: readonly Language[] = ["ts", "js"];
const EMPTY_PROGRAM = "export {};\n";

/** The native compiler for many checks, started on first use and restarted after any fault. */
export class NativeSession {
  private readonly files: Map<string, string>;
  private readonly library: Set<string>;
  private readonly directories: Set<string>;
  private readonly layout: LibraryLayout;
  /** The compiler started ahead, until the first check adopts it. */
  private ahead: NativeProcess | undefined;
  private live: Live | undefined;
  private generations = 0;
  private watchdog: Watchdog | undefined;
  private closed = false;
  /** Slots of each language's batch project (files of every process: a new process reads them again). */
  private readonly batchCapacity = new Map<Language, number>();

  constructor(private readonly options: SessionOptions) {
    const { ahead } = options;
    // A compiler started ahead reads the files through its own map: the session's is that map.
    if (ahead !== undefined && ahead.memoryLimitMb !== options.memoryLimitMb) throw new Error("a compiler started ahead has another memory limit than its session");
    // It was started with the runtime's own thread count.
    if (ahead !== undefined && options.compilerThreads !== undefined) throw new Error("a compiler started ahead has another thread count than its session");
    this.files = ahead?.files ?? new Map<string, string>();
    this.library = ahead?.library ?? new Set<string>();
    this.directories = ahead?.directories ?? new Set<string>();
    this.ahead = ahead?.process;
    this.layout = libraryLayout(options.library);
    for (const path of this.layout.files) this.library.add(path);
    for (const path of [VIRTUAL_ROOT, ...this.layout.directories]) this.directories.add(path);
    this.files.set(GG_DECLARATIONS_PATH, options.ggDeclarations);
    this.files.set(GUEST_DECLARATIONS_PATH, GUEST_DECLARATIONS);
    for (const language of LANGUAGES) {
      this.files.set(programPath(language), EMPTY_PROGRAM);
      this.files.set(configPath(language), this.config(language, [programPath(language)]));
    }
    if (options.timeoutMs !== undefined || options.memoryLimitMb !== undefined) this.watchdog = (options.watchdog === "process" ? createProcessWatchdog() : undefined) ?? createWatchdog();
    mark("session");
  }

  /** The generation of the running process (starting one if needed): symbol ids are stable within it. */
  generation(): number {
    return this.ensure().generation;
  }

  /**
   * Runs one check's work against the process, bounded by the watchdog. Any error thrown inside ends the process
   * and is rethrown as a NativeFault.
   */
  run<T>(language: Language, work: () => T, checks = 1): T {
    // Starting the process and opening the language's project are not the check's: they are not timed.
    const live = this.guardedStart(language);
    // A batch of checks has the time of all of them.
    const timeout = Math.min((this.options.timeoutMs ?? 2 ** 31 - 1) * checks, 2 ** 31 - 1);
    const ticket = this.watchdog?.arm(live.process.pid, timeout, this.options.memoryLimitMb);
    let overrun: Overrun | undefined;
    try {
      const result = work();
      overrun = ticket === undefined ? undefined : this.watchdog?.disarm(ticket);
      // Killed as it finished: the answer is whole, but the process is gone.
      if (overrun !== undefined) this.end();
      return result;
    } catch (error) {
      overrun ??= ticket === undefined ? undefined : this.watchdog?.disarm(ticket);
      // An error of our own code between two requests leaves the process as it was; anything else ends it.
      if (overrun === undefined && !(error instanceof NativeChannelError) && !live.process.exited()) throw error;
      const said = live.process.stderr();
      this.end();
      throw this.fault(error, overrun, said);
    }
  }

  /** Puts `text` in the program file of `language` and answers the project that now checks it (inside `run`). */
  update(language: Language, text: string): Project {
    const live = this.ensure();
    const path = programPath(language);
    // The native process's JSON reader refuses a lone surrogate (and then wedges): see `wellFormed`.
    this.files.set(path, wellFormed(text));
    return this.updateProject(live, configPath(language), [path]);
  }

  /**
   * Puts `texts` in the slots of `language`'s batch project (one module each) and answers the project and each
   * text's path (inside `run`). The project grows to the largest batch seen; slots beyond this batch hold an
   * empty module.
   */
  updateBatch(language: Language, texts: readonly string[]): { project: Project; paths: string[] } {
    const live = this.ensure();
    const config = batchConfigPath(language);
    const changed: string[] = [];
    let capacity = this.batchCapacity.get(language) ?? 0;
    if (texts.length > capacity) {
      capacity = texts.length;
      this.batchCapacity.set(language, capacity);
      const slots = Array.from({ length: capacity }, (_, i) => batchSlotPath(language, i));
      this.files.set(config, this.config(language, slots));
      changed.push(config);
    }
    const paths: string[] = [];
    for (let i = 0; i < capacity; i++) {
      const path = batchSlotPath(language, i);
      const text = i < texts.length ? wellFormed(texts[i] as string) : EMPTY_PROGRAM;
      if (i < texts.length) paths.push(path);
      if (this.files.get(path) === text) continue;
      this.files.set(path, text);
      changed.push(path);
    }
    return { project: this.updateProject(live, config, changed), paths };
  }

  /** The tsconfig text of a project of `language` over `programs`, after the library and the declarations. */
  private config(language: Language, programs: readonly string[]): string {
    const files = [...this.layout.roots, GUEST_DECLARATIONS_PATH, GG_DECLARATIONS_PATH, ...programs];
    return JSON.stringify({ compilerOptions: projectOptions(language, this.layout), files });
  }

  /** Takes a new snapshot with `changed` files (opening the project of `config` if needed) and answers that project. */
  private updateProject(live: Live, config: string, changed: readonly string[]): Project {
    const opening = live.open.has(config) ? {} : { openProjects: [config] };
    const next = live.process.api.updateSnapshot({ ...opening, fileChanges: { changed: [...changed] } });
    live.snapshot.dispose();
    live.snapshot = next;
    live.open.add(config);
    return projectAt(next, config);
  }

  /** Opens the project of `language` if it is not open yet. */
  private openProject(live: Live, language: Language): void {
    if (live.open.has(configPath(language))) return;
    const next = live.process.api.updateSnapshot({ openProjects: [configPath(language)] });
    live.snapshot.dispose();
    live.snapshot = next;
    live.open.add(configPath(language));
    mark("project-open");
  }

  /** The project of `language` in the current snapshot (inside `run`). */
  project(language: Language): Project {
    return projectAt(this.ensure().snapshot, configPath(language));
  }

  /** The running process's requests sent ahead (inside `run`). */
  pipeline(): Pipeline {
    return this.ensure().process.pipeline;
  }

  /** Requests sent to the current process so far (tests count round trips). */
  requests(): number {
    return this.live?.process.requests() ?? 0;
  }

  /** The operating system's id of the running process, if one runs (tests kill it). */
  pid(): number | undefined {
    return this.live?.process.pid;
  }

  /** Stops the process and the watchdog; later checks fail. Idempotent. */
  close(): void {
    this.closed = true;
    const ahead = this.takeAhead();
    if (ahead !== undefined) stop(ahead);
    this.end();
    this.watchdog?.close();
    this.watchdog = undefined;
  }

  private guardedStart(language: Language): Live {
    try {
      const live = this.ensure();
      this.openProject(live, language);
      return live;
    } catch (error) {
      const said = this.live?.process.stderr() ?? "";
      this.end();
      throw this.fault(error, undefined, said);
    }
  }

  private ensure(): Live {
    if (this.live !== undefined) return this.live;
    if (this.closed) throw new NativeFault("internal", "the checker is closed");
    for (const language of LANGUAGES) this.files.set(programPath(language), EMPTY_PROGRAM);
    for (const [language, capacity] of this.batchCapacity) for (let i = 0; i < capacity; i++) this.files.set(batchSlotPath(language, i), EMPTY_PROGRAM);
    const native =
      this.takeAhead() ??
      startNativeProcess({
        files: this.files,
        library: this.library,
        directories: this.directories,
        ...(this.options.memoryLimitMb === undefined ? {} : { memoryLimitMb: this.options.memoryLimitMb }),
        ...(this.options.compilerThreads === undefined ? {} : { threads: this.options.compilerThreads }),
        ...(this.options.spy === undefined ? {} : { spy: this.options.spy }),
      });
    let snapshot: Snapshot;
    try {
      snapshot = native.api.updateSnapshot({});
      mark("compiler-ready");
    } catch (error) {
      const said = native.stderr();
      stop(native);
      throw this.fault(error, undefined, said);
    }
    this.generations += 1;
    this.live = { process: native, snapshot, generation: this.generations, open: new Set() };
    return this.live;
  }

  /** The compiler started ahead, once: a restart after a fault starts a new one. */
  private takeAhead(): NativeProcess | undefined {
    const ahead = this.ahead;
    this.ahead = undefined;
    return ahead;
  }

  /** Ends the running process. */
  private end(): void {
    const live = this.live;
    this.live = undefined;
    if (live !== undefined) stop(live.process);
  }

  /** The fault of an error; `said` is the end of the compiler's stderr, quoted when the compiler failed. */
  private fault(error: unknown, overrun: Overrun | undefined, said: string): NativeFault {
    if (error instanceof NativeFault) return error;
    // A compiler that cannot start is the installation's fault, not the program's: its path is the point of the message.
    if (error instanceof NativeStartError) return new NativeFault("internal", error.message);
    if (overrun === "timeout") return new NativeFault("timeout", `the check ran out of time (${this.options.timeoutMs ?? 0} ms)`);
    if (overrun === "out_of_memory") return new NativeFault("out_of_memory", `the check ran out of memory (${this.options.memoryLimitMb ?? 0} MB)`);
    const quoted = said === "" ? "" : `; it said: ${firstLine(said)}`;
    return new NativeFault("internal", `the native compiler failed: ${firstLine(error)}${quoted}`);
  }
}

function projectAt(snapshot: Snapshot, config: string): Project {
  const project = snapshot.getProject(config);
  if (project === undefined) throw new Error(`the project of ${config} is missing`);
  return project;
}

/**
 * Kills the process (SIGKILL), then closes the API (NativeProcess.close). In that order: a compiler that sees its input end, or gets
 * SIGTERM, prints its shutdown (`context canceled`) on the stderr it shares with us; a killed one prints nothing,
 * and it holds nothing that a graceful exit would save.
 */
function stop(native: NativeProcess): void {
  try {
    native.close();
  } catch {
    // Already gone.
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text with every lone surrogate replaced by U+FFFF: one code unit for one, so every position stays put, and
 * read as a lone surrogate is: any character inside a string, an invalid character elsewhere. (U+FFFD would not
 * do: the compiler takes a file holding it for a binary file.)
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFF");
}

/** The first line of an error's message, host paths replaced. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split("\n")[0] ?? "").replace(/(?:[A-Za-z]:)?[\\/][^\s'"]*/g, "<path>");
}
