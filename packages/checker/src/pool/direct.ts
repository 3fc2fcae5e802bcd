/**
 * The pool of a short CLI run: checks on this thread, with no worker thread to start (a worker would load the
 * checker a second time). The checks asked for together (a run's files) are checked together, as one batch
 * (`Checker.checkAll`); the checker's own watchdog (a shell per check, not a thread) bounds their time and its
 * compiler's memory.
 */
import type { Catalogue } from "@gg/catalogue";
import { createCheckerWith } from "../create-checker.js";
import type { CompilerAhead } from "../engine/session.js";
import { TEXT } from "../texts.js";
import type { BoundedResult, Checker, CheckInput } from "../types.js";
import { asCheckError } from "./check-error.js";
import { inputProblem } from "../check/input.js";
import { DEFAULT_LIMITS, inconclusive } from "./pool.js";
import type { Pool, PoolLimits, PoolStats } from "./pool.js";

/** Options of `createDirectPool`. */
export interface DirectPoolOptions {
  /** The catalogue, already loaded (the CLI validates it). */
  readonly catalogue: Catalogue;
  readonly limits?: Partial<PoolLimits>;
  /** A compiler the CLI started ahead, for the checker's first process; started with `limits.nativeMemoryMb`. */
  readonly ahead?: CompilerAhead;
}

interface Pending {
  readonly input: CheckInput;
  readonly resolve: (result: BoundedResult) => void;
}

/** A pool that checks on this thread. */
export function createDirectPool(options: DirectPoolOptions): Pool {
  const limits: PoolLimits = { ...DEFAULT_LIMITS, ...options.limits };
  let checker: Checker | undefined;
  let closed = false;
  let pending: Pending[] = [];
  const counts = { checks: 0, cacheHits: 0, workersStarted: 0 };

  function drain(): void {
    const batch = pending;
    pending = [];
    try {
      checker ??= createCheckerWith(
        {
          catalogue: options.catalogue,
          timeoutMs: limits.timeoutMs,
          memoryLimitMb: limits.nativeMemoryMb,
          ...(limits.maxBytes === undefined ? {} : { maxBytes: limits.maxBytes }),
        },
        // A short run's few checks: a shell per check bounds them, with no thread to start before the first.
        { ...(options.ahead === undefined ? {} : { ahead: options.ahead }), watchdog: "process" },
      );
      counts.checks += batch.length;
      const answers = checker.checkAll(batch.map((p) => p.input));
      batch.forEach((p, i) => {
        const a = answers[i];
        p.resolve(a === undefined || !a.ok ? inconclusive(p.input, a?.error ?? { code: "internal", message: TEXT.workerDied }) : a.result);
      });
    } catch (error) {
      for (const p of batch) p.resolve(inconclusive(p.input, asCheckError(error)));
    }
  }

  return {
    check(input: CheckInput): Promise<BoundedResult> {
      if (closed) return Promise.resolve(inconclusive(input, { code: "internal", message: TEXT.poolClosed }));
      const problem = inputProblem(input);
      if (problem !== undefined) return Promise.resolve(inconclusive(input, { code: "bad_request", message: problem }));
      return new Promise((resolve) => {
        // Every check asked for in this turn of the event loop goes into one batch.
        if (pending.length === 0) setImmediate(drain);
        pending.push({ input, resolve });
      });
    },
    close(): Promise<void> {
      closed = true;
      checker?.close();
      // A compiler started ahead for a checker that never came (no program reached a check) is closed here.
      if (checker === undefined) options.ahead?.process.close();
      return Promise.resolve();
    },
    stats: (): PoolStats => ({ ...counts }),
  };
}
