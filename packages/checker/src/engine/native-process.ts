/**
 * Starts the native compiler (TypeScript 7) behind its synchronous API, sealed: it sees only the files it is given.
 * On Linux it is started through `setpriv --pdeathsig KILL`, so it dies with the thread that started it even when
 * that thread is killed outright: no native process outlives its checker.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { API } from "typescript7/unstable/sync";
import { nativeCompiler } from "./guest-library.js";
import { createSealedFs } from "./sealed-fs.js";
import type { FsSpy } from "./sealed-fs.js";
import { VIRTUAL_ROOT } from "./paths.js";

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
  /** How many requests this process has been sent: each is a round trip (tests count them). */
  requests(): number;
}

/** What a native process is started with. */
export interface NativeProcessOptions {
  /** Every file it can read, by path; read at each request, so a file's text may change between snapshots. */
  readonly files: ReadonlyMap<string, string>;
  readonly directories: ReadonlySet<string>;
  /** A soft memory limit for the Go runtime (GOMEMLIMIT): it collects harder as it nears it. */
  readonly memoryLimitMb?: number;
  readonly spy?: FsSpy;
}

// Resolved as the package's own file, so that it is found from dist/ and from the bundled CLI alike.
const GUARD = join(dirname(createRequire(import.meta.url).resolve("@gg/checker/package.json")), "bin", "native-compiler.sh");
const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((path) => process.platform === "linux" && existsSync(path));

/** Starts one native process. Throws when it cannot start. */
export function startNativeProcess(options: NativeProcessOptions): NativeProcess {
  const { executable } = nativeCompiler();
  const guarded = SETPRIV !== undefined && existsSync(GUARD);
  // Nothing of the host's environment reaches the compiler (a locale would translate its messages, Go's own
  // variables would change its runtime): only where to find itself, and its memory limit.
  const env: Record<string, string> = {
    PATH: guarded ? SETPRIV.slice(0, SETPRIV.lastIndexOf("/")) : "/nonexistent",
    ...(guarded ? { GG_NATIVE_COMPILER: executable } : {}),
    ...(options.memoryLimitMb === undefined ? {} : { GOMEMLIMIT: `${Math.floor(options.memoryLimitMb * 0.9)}MiB` }),
  };
  // The API spawns the process with this thread's environment: it is replaced for the spawn only.
  const api = withEnvironment(env, () =>
    new API({ cwd: VIRTUAL_ROOT, tsserverPath: guarded ? GUARD : executable, fs: createSealedFs(options.files, options.directories, options.spy) }),
  );
  const sent = markChannelErrors(api);
  const child = childOf(api);
  const pid = child?.pid;
  if (child === undefined || pid === undefined) {
    api.close();
    throw new Error("the native compiler did not start");
  }
  return { api, pid, exited: () => child.exitCode !== null || child.signalCode !== null, requests: () => sent.count };
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
 * requests are counted.
 */
function markChannelErrors(api: API): { count: number } {
  const sent = { count: 0 };
  const channel = channelOf(api);
  if (channel === undefined) return sent;
  for (const name of ["requestSync", "requestBinarySync"] as const) {
    const original = channel[name];
    if (typeof original !== "function") continue;
    (channel as Record<string, unknown>)[name] = function (this: Channel, ...args: unknown[]): unknown {
      sent.count += 1;
      try {
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      } catch (error) {
        throw new NativeChannelError(error instanceof Error ? error.message : String(error));
      }
    };
  }
  return sent;
}

/**
 * The child process behind the API. The pinned API keeps it in a private field; a test proves it is found, so an
 * upgrade that moves it fails there rather than leaving processes unbounded.
 */
function childOf(api: API): ChildProcess | undefined {
  return channelOf(api)?.child;
}
