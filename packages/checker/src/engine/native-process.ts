/**
 * Starts the native compiler (TypeScript 7) behind its synchronous API, sealed: it sees only the files it is given.
 * On Linux it is started through `setpriv --pdeathsig KILL`, so it dies with the thread that started it even when
 * that thread is killed outright: no native process outlives its checker.
 */
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { API } from "typescript7/unstable/sync";
import { nativeCompiler } from "./guest-library.js";
import { createSealedFs } from "./sealed-fs.js";
import type { FsSpy } from "./sealed-fs.js";
import { VIRTUAL_ROOT } from "./paths.js";

/** A started native compiler. */
export interface NativeProcess {
  readonly api: API;
  /** The operating system's id of the process, for the watchdog. */
  readonly pid: number;
  /** True once the process has exited (its id may then belong to another process). */
  exited(): boolean;
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

const GUARD = fileURLToPath(new URL("../../bin/native-compiler.sh", import.meta.url));
const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((path) => process.platform === "linux" && existsSync(path));

/** Starts one native process. Throws when it cannot start. */
export function startNativeProcess(options: NativeProcessOptions): NativeProcess {
  const { executable } = nativeCompiler();
  const guarded = SETPRIV !== undefined && existsSync(GUARD);
  const env: Record<string, string | undefined> = {
    GG_NATIVE_COMPILER: guarded ? executable : undefined,
    PATH: guarded ? `${SETPRIV.slice(0, SETPRIV.lastIndexOf("/"))}:${process.env.PATH ?? ""}` : process.env.PATH,
    GOMEMLIMIT: options.memoryLimitMb === undefined ? undefined : `${Math.floor(options.memoryLimitMb * 0.9)}MiB`,
  };
  // The API spawns the process with this thread's environment: set it for the spawn only.
  const api = withEnvironment(env, () =>
    new API({ cwd: VIRTUAL_ROOT, tsserverPath: guarded ? GUARD : executable, fs: createSealedFs(options.files, options.directories, options.spy) }),
  );
  const child = childOf(api);
  const pid = child?.pid;
  if (child === undefined || pid === undefined) {
    api.close();
    throw new Error("the native compiler did not start");
  }
  return { api, pid, exited: () => child.exitCode !== null || child.signalCode !== null };
}

function withEnvironment<T>(values: Readonly<Record<string, string | undefined>>, run: () => T): T {
  const saved = Object.keys(values).map((key) => [key, process.env[key]] as const);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return run();
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * The child process behind the API. The pinned API keeps it in a private field; a test proves it is found, so an
 * upgrade that moves it fails there rather than leaving processes unbounded.
 */
function childOf(api: API): ChildProcess | undefined {
  const client = (api as unknown as { client?: { channel?: { child?: ChildProcess } } }).client;
  return client?.channel?.child;
}
