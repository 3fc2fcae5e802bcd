// Child processes with bounded waits: a hang fails the test with what the process said, it never stalls the suite.
import { spawn } from "node:child_process";
import type { ChildProcess, SpawnOptions } from "node:child_process";

/** What a finished process left behind. */
export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/** Options of `run`. */
export interface RunOptions {
  readonly input?: string | Buffer;
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Fail (and kill the process) after this long. */
  readonly limitMs?: number;
}

/** Runs `node <args>` to its end; rejects when it outlives `limitMs`. */
export function runNode(args: readonly string[], options: RunOptions = {}): Promise<Finished> {
  return run(process.execPath, args, options);
}

/** Runs a command to its end; rejects when it outlives `limitMs`. */
export function run(command: string, args: readonly string[], options: RunOptions = {}): Promise<Finished> {
  const spawnOptions: SpawnOptions = { stdio: ["pipe", "pipe", "pipe"], env: options.env ?? process.env, ...(options.cwd === undefined ? {} : { cwd: options.cwd }) };
  const child = spawn(command, args, spawnOptions);
  return collect(child, options);
}

/** Collects a started child's output until it exits. */
export function collect(child: ChildProcess, options: RunOptions = {}): Promise<Finished> {
  const limitMs = options.limitMs ?? 60_000;
  const out: Buffer[] = [];
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => out.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  child.stdin?.on("error", () => undefined);
  if (options.input !== undefined) child.stdin?.end(options.input);
  return new Promise<Finished>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`process did not finish within ${limitMs} ms; stderr: ${err.slice(0, 2000)}`));
    }, limitMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(out), stderr: err });
    });
  });
}

/** A promise that rejects after `ms` with `what` in its message, for racing a wait that must not hang. */
export function deadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
