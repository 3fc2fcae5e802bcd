// A `gg-check serve` process driven through its real stdio: lines in, JSON answers out, every wait bounded.
import { spawn } from "node:child_process";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { CLI } from "./paths.js";
import { waitUntil } from "./wait.js";
import { parseAnswer } from "../../../packages/checker/tests/support/serve-schema.js";

/** One answer line, parsed. */
export type Answer = Record<string, unknown> & { id?: unknown; error?: { code: string; message: string } };

/** A running service. */
export interface ServeClient {
  readonly child: ChildProcessWithoutNullStreams;
  /** Writes raw bytes to stdin. */
  write(data: string | Buffer): void;
  /** Writes one request as a JSON line. */
  send(request: Record<string, unknown>): void;
  /** Resolves once `count` answers in total have arrived (fails after `ms`). */
  answers(count: number, ms?: number): Promise<Answer[]>;
  /** Every answer line so far, raw, for checks that each is whole JSON. */
  lines(): readonly string[];
  /** The answer with this id, once it arrives. */
  answer(id: unknown, ms?: number): Promise<Answer>;
  /** Closes stdin and resolves the exit code (fails after `ms`). */
  end(ms?: number): Promise<number | null>;
  stderr(): string;
}

/** Starts `gg-check serve` with extra arguments. */
export function startServe(args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): ServeClient {
  const child = spawn(process.execPath, [CLI, "serve", ...args], { stdio: ["pipe", "pipe", "pipe"], env });
  const raw: string[] = [];
  const parsed: Answer[] = [];
  let pending = "";
  let err = "";
  const waiters = new Set<() => void>();
  let exited: number | null | undefined;
  child.on("close", (code) => {
    exited = code;
    for (const w of waiters) w();
  });
  child.stdin.on("error", () => undefined);
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  child.stdout.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    let nl: number;
    while ((nl = pending.indexOf("\n")) !== -1) {
      const line = pending.slice(0, nl);
      pending = pending.slice(nl + 1);
      raw.push(line);
      // Every answer is held to the shipped answer schema (a stray shape fails the test that produced it).
      parsed.push(parseAnswer<Answer>(line));
    }
    for (const w of waiters) w();
  });

  function until<T>(ready: () => T | undefined, ms: number, what: string): Promise<T> {
    return waitUntil(
      waiters,
      ready,
      () => (exited === undefined ? undefined : `serve exited (${String(exited)}) while waiting for ${what}; stderr: ${err.slice(0, 2000)}`),
      ms,
      () => `serve: ${what} did not arrive within ${ms} ms (got ${parsed.length} answers); stderr: ${err.slice(0, 2000)}`,
    );
  }


  return {
    child,
    write: (data) => void child.stdin.write(data),
    send: (request) => void child.stdin.write(`${JSON.stringify(request)}\n`),
    answers: (count, ms = 60_000) => until(() => (parsed.length >= count ? parsed.slice() : undefined), ms, `${count} answers`),
    answer: (id, ms = 60_000) => until(() => parsed.find((a) => a.id === id), ms, `the answer to ${JSON.stringify(id)}`),
    lines: () => raw,
    end: async (ms = 60_000) => {
      child.stdin.end();
      return until(() => (exited === undefined ? undefined : { code: exited }), ms, "exit").then((e) => e.code);
    },
    stderr: () => err,
  };
}

/** The fields of an answer that describe the check (its id and file taken away), for comparing surfaces. */
export function findingsOf(answer: Answer): unknown {
  const { id: _id, file: _file, ...rest } = answer;
  return rest;
}

/** Waits for exit without closing stdin. */
export function exitOf(client: ServeClient): Promise<number | null> {
  return new Promise((resolve) => {
    if (client.child.exitCode !== null) resolve(client.child.exitCode);
    else client.child.on("close", (code) => resolve(code));
  });
}
