/**
 * Starts the native compiler (TypeScript 7) behind its synchronous API, sealed: it sees only the files it is given.
 * On Linux it is started through `setpriv --pdeathsig KILL` (bin/native-compiler.sh), so it dies with the thread that
 * started it even when that thread is killed outright: no native process outlives its checker. When that script has
 * lost its exec bit (a packer dropped it), the compiler is started directly: see `startCommand`.
 *
 * A process that did not start is never signalled: Node's `kill()` on a child without a pid signals the whole
 * process group (`kill(0, …)`), which would take down the shell or the editor that ran us.
 */
import type { ChildProcess } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API } from "typescript7/unstable/sync";
import { nativeCompiler } from "./guest-library.js";
import { packageFile } from "../package-root.js";
import { createSealedFs } from "./sealed-fs.js";
import type { FsSpy } from "./sealed-fs.js";
import { VIRTUAL_ROOT } from "./paths.js";
import { mark } from "../timings.js";
import { directPipeline, installPipeline, isPipelineSignal, isRawChannel } from "./pipeline.js";
import type { Pipeline } from "./pipeline.js";

/** An error the native compiler answered, or the end of its connection: the process may be wedged or gone. */
export class NativeChannelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NativeChannelError";
  }
}

/** A started native compiler. */
export interface NativeProcess {
  readonly api: API;
  /** The operating system's id of the process, for the watchdog. */
  readonly pid: number;
  /** True once the process has exited (its id may then belong to another process). */
  exited(): boolean;
  /** Kills the process (SIGKILL) unless it has exited. */
  kill(): void;
  /** The end of what the process wrote on its stderr (kept apart from ours where the guard script runs it), or "". */
  stderr(): string;
  /** Kills the process, closes the API and removes what was kept of its stderr. */
  close(): void;
  /** How many requests this process has been sent (tests count them). */
  requests(): number;
  /** Requests sent ahead of their answers (pipeline.ts). */
  readonly pipeline: Pipeline;
}

/** What a native process is started with. */
export interface NativeProcessOptions {
  /** Every file it can read, by path; read at each request, so a file's text may change between snapshots. */
  readonly files: ReadonlyMap<string, string>;
  /** The guest library's files, which it reads itself from its own library folder (read at each request too). */
  readonly library: ReadonlySet<string>;
  readonly directories: ReadonlySet<string>;
  /** A soft memory limit for the Go runtime (GOMEMLIMIT): it collects harder as it nears it. */
  readonly memoryLimitMb?: number;
  /** Threads its Go runtime runs Go code on at once (GOMAXPROCS); undefined: one per core. */
  readonly threads?: number;
  readonly spy?: FsSpy;
}

/** The native compiler could not be started: the message names the binary, the errno and the fix. */
export class NativeStartError extends Error {
  constructor(
    readonly binary: string,
    readonly errno: string,
    message: string,
  ) {
    super(message);
    this.name = "NativeStartError";
  }
}

// Found from the package's own root, so that it is found from dist/ and from the bundled CLI alike.
const GUARD = packageFile("bin", "native-compiler.sh");
const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((path) => process.platform === "linux" && existsSync(path));

/**
 * The environment variable that names a native compiler binary to run instead of the one installed with
 * `typescript7` (the same version): for a host that ships its own, and for the tests of a binary that cannot start.
 */
export const COMPILER_PATH_VARIABLE = "GG_NATIVE_COMPILER_PATH";

/** Starts one native process. Throws a NativeStartError when it cannot start. */
export function startNativeProcess(options: NativeProcessOptions): NativeProcess {
  mark("compiler-spawn");
  const executable = process.env[COMPILER_PATH_VARIABLE] || nativeCompiler().executable;
  const problem = executionProblem(executable);
  if (problem !== undefined) throw startError(executable, problem);
  // The guard script is used only while it is executable: a packer that keeps the exec bit of `bin` entries alone
  // drops it, and then the compiler is started directly (it still ends with its pipes, the watchdog and `close`).
  const guarded = SETPRIV !== undefined && executionProblem(GUARD) === undefined;
  // Nothing of the host's environment reaches the compiler (a locale would translate its messages, Go's own
  // variables would change its runtime): only where to find itself, its memory limit and its threads.
  // Where the guard script sends the compiler's stderr: never to ours, and read back only to explain a fault.
  const stderrDir = guarded ? mkdtempSync(join(tmpdir(), "gg-native-")) : undefined;
  const stderrFile = stderrDir === undefined ? undefined : join(stderrDir, "stderr");
  const env: Record<string, string> = {
    PATH: guarded ? SETPRIV.slice(0, SETPRIV.lastIndexOf("/")) : "/nonexistent",
    ...(guarded ? { GG_NATIVE_COMPILER: executable } : {}),
    ...(stderrFile === undefined ? {} : { GG_NATIVE_STDERR: stderrFile }),
    ...(options.memoryLimitMb === undefined ? {} : { GOMEMLIMIT: `${Math.floor(options.memoryLimitMb * 0.9)}MiB` }),
    ...(options.threads === undefined ? {} : { GOMAXPROCS: String(options.threads) }),
  };
  // The API spawns the process with this thread's environment: it is replaced for the spawn only.
  const api = withEnvironment(env, () =>
    new API({ cwd: VIRTUAL_ROOT, tsserverPath: guarded ? GUARD : executable, fs: createSealedFs(options.files, options.library, options.directories, options.spy) }),
  );
  const child = childOf(api);
  if (child !== undefined) guardSignals(child);
  const pipeline = markChannelErrors(api);
  const pid = child?.pid;
  if (child === undefined || pid === undefined) {
    // The spawn failed after our check (the file changed under us): its error event comes next; it is this throw.
    child?.on("error", () => undefined);
    api.close();
    if (stderrDir !== undefined) rmSync(stderrDir, { recursive: true, force: true });
    throw startError(guarded ? GUARD : executable, executionProblem(guarded ? GUARD : executable) ?? "ESPAWN");
  }
  mark("compiler-spawned");
  const kill = (): void => void child.kill();
  return {
    api,
    pid,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    kill,
    stderr: () => (stderrFile === undefined ? "" : tailOf(stderrFile)),
    requests: () => pipeline.requests(),
    pipeline,
    close() {
      kill();
      try {
        api.close();
      } finally {
        if (stderrDir !== undefined) rmSync(stderrDir, { recursive: true, force: true });
      }
    },
  };
}

/** How much of the compiler's stderr a fault's message quotes: its last lines, enough for a Go panic's first words. */
const STDERR_TAIL_BYTES = 400;

/** The last lines of a file, at most STDERR_TAIL_BYTES of it, joined by " | "; "" when it is empty or unreadable. */
function tailOf(file: string): string {
  try {
    const text = readFileSync(file, "utf8");
    return text
      .slice(-STDERR_TAIL_BYTES)
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "")
      .join(" | ");
  } catch {
    return "";
  }
}

/** The errno (`ENOENT`, `EACCES`) that would stop `path` from being executed, or undefined when it can be. */
function executionProblem(path: string): string | undefined {
  try {
    accessSync(path, constants.X_OK);
    // A folder passes the X_OK test but cannot be run.
    return statSync(path).isFile() ? undefined : "EISDIR";
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? "EUNKNOWN";
  }
}

/** The error of a binary that cannot start, with what to do about it. */
function startError(binary: string, errno: string): NativeStartError {
  const named = process.env[COMPILER_PATH_VARIABLE];
  const fix =
    named !== undefined && named !== "" && binary === named
      ? `set ${COMPILER_PATH_VARIABLE} to the native compiler's executable, or unset it`
      : errno === "EACCES"
        ? `make it executable (chmod +x ${binary}) or reinstall @gg/checker`
        : `reinstall @gg/checker so that typescript@7.0.2 and its platform package (@typescript/typescript-${process.platform}-${process.arch}) are installed`;
  return new NativeStartError(binary, errno, `the native compiler did not start: ${binary}: ${errno}; ${fix}`);
}

/**
 * Makes every signal to `child` safe and final. Node's `kill()` on a child whose spawn failed (no pid) signals pid 0,
 * the caller's whole process group; the API's `close()` and its exit handler both call it. A child with a pid that
 * has not exited gets SIGKILL, whatever was asked: the compiler holds nothing worth a graceful exit, and on SIGTERM
 * it prints its shutdown (`context canceled`) on the stderr it shares with us.
 */
export function guardSignals(child: ChildProcess): void {
  const kill = child.kill.bind(child);
  child.kill = (): boolean => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return false;
    return kill("SIGKILL");
  };
}

/** Runs `run` with exactly `values` as this thread's environment, then puts the environment back. */
function withEnvironment<T>(values: Readonly<Record<string, string>>, run: () => T): T {
  const saved = { ...process.env };
  for (const key of Object.keys(saved)) delete process.env[key];
  Object.assign(process.env, values);
  try {
    return run();
  } finally {
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

/** What the API's client holds of its connection (private in the pinned version; a test proves it is found). */
interface Channel {
  child?: ChildProcess;
  requestSync?(method: string, payload: string): string;
  requestBinarySync?(method: string, payload: Uint8Array): Uint8Array;
}

function channelOf(api: API): Channel | undefined {
  return (api as unknown as { client?: { channel?: Channel } }).client?.channel;
}

/**
 * Errors of the connection become NativeChannelError, so that a fault of the compiler is told from ours; and the
 * pipeline (requests sent ahead, counted) goes under every request.
 */
function markChannelErrors(api: API): Pipeline {
  const channel = channelOf(api);
  if (channel === undefined) return directPipeline();
  // Without the private methods (another API version) nothing is sent ahead: every request waits for its answer.
  const pipeline = isRawChannel(channel) ? installPipeline(channel) : directPipeline();
  for (const name of ["requestSync", "requestBinarySync"] as const) {
    const original = channel[name];
    if (typeof original !== "function") continue;
    (channel as Record<string, unknown>)[name] = function (this: Channel, ...args: unknown[]): unknown {
      try {
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } catch (error) {
        if (isPipelineSignal(error)) throw error;
        throw new NativeChannelError(error instanceof Error ? error.message : String(error));
      }
    };
  }
  return pipeline;
}

/**
 * The child process behind the API. The pinned API keeps it in a private field; a test proves it is found, so an
 * upgrade that moves it fails there rather than leaving processes unbounded.
 */
function childOf(api: API): ChildProcess | undefined {
  return channelOf(api)?.child;
}
