// Library checks in a worker thread: each bounded in time (a hang fails the test instead of stalling it), on a chosen stack.
import { Worker } from "node:worker_threads";
import type { CheckResult, Language } from "@gg/checker";

/** What the thread answered. */
export type Bounded =
  | { readonly kind: "result"; readonly result: CheckResult }
  | { readonly kind: "threw"; readonly code: string; readonly message: string }
  | { readonly kind: "hung"; readonly ms: number }
  | { readonly kind: "died"; readonly message: string };

/** A checker thread that checks one program at a time, replaced after a check that hung or killed it. */
export interface BoundedChecker {
  check(source: string, language: Language, ms: number): Promise<Bounded>;
  close(): Promise<void>;
}

type Reply = { id: number; ok: true; result: CheckResult } | { id: number; ok: false; code: string; message: string } | { ready: true };

/** Starts a checker thread with `stackSizeMb` of stack (Node's default for workers is 4). */
export function createBoundedChecker(stackSizeMb = 4, startMs = 120_000): BoundedChecker {
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();

  function start(): Promise<void> {
    const w = new Worker(new URL("./check-worker.mjs", import.meta.url), { resourceLimits: { stackSizeMb }, stdout: true, stderr: true });
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`checker thread did not start within ${startMs} ms`)), startMs);
      w.once("message", () => {
        clearTimeout(timer);
        resolve();
      });
      w.once("error", (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
    return ready;
  }

  async function one(source: string, language: Language, ms: number): Promise<Bounded> {
    if (worker === undefined) await start();
    else await ready;
    const w = worker as Worker;
    const id = nextId++;
    return new Promise<Bounded>((resolve) => {
      const done = (b: Bounded, replace: boolean): void => {
        clearTimeout(timer);
        w.off("message", onMessage);
        w.off("error", onError);
        if (replace) {
          void w.terminate();
          worker = undefined;
        }
        resolve(b);
      };
      const onMessage = (m: Reply): void => {
        if (!("id" in m) || m.id !== id) return;
        done(m.ok ? { kind: "result", result: m.result } : { kind: "threw", code: m.code, message: m.message }, false);
      };
      const onError = (e: Error): void => done({ kind: "died", message: e.message }, true);
      const timer = setTimeout(() => done({ kind: "hung", ms }, true), ms);
      w.on("message", onMessage);
      w.on("error", onError);
      w.postMessage({ id, source, language });
    });
  }

  return {
    check(source, language, ms) {
      const next = queue.then(() => one(source, language, ms));
      queue = next.catch(() => undefined);
      return next;
    },
    async close() {
      await worker?.terminate();
    },
  };
}

/** The codes of a bounded check's diagnostics, or what went wrong instead. */
export function outcome(b: Bounded): string {
  switch (b.kind) {
    case "result":
      return `${b.result.verdict} ${[...new Set(b.result.diagnostics.map((d) => d.code))].join(",")}`;
    case "threw":
      return `threw ${b.code}: ${b.message}`;
    case "hung":
      return `no answer within ${b.ms} ms`;
    case "died":
      return `thread died: ${b.message}`;
  }
}
