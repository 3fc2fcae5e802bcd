/**
 * The pool of a short CLI run: checks on this thread, one at a time, with no worker thread to start (a worker
 * would load the checker a second time). The checker's own watchdog bounds each check's time and its compiler's
 * memory; a check that throws answers an inconclusive result, as a worker's would.
 */
import type { Catalogue } from "@gg/catalogue";
import { createChecker } from "../check/create-checker.js";
import { TEXT } from "../texts.js";
import type { BoundedResult, Checker, CheckInput } from "../types.js";
import { asCheckError } from "./check-error.js";
import { DEFAULT_LIMITS, inconclusive } from "./pool.js";
import type { Pool, PoolLimits, PoolStats } from "./pool.js";

/** Options of `createDirectPool`. */
export interface DirectPoolOptions {
  /** The catalogue, already loaded (the CLI validates it). */
  readonly catalogue: Catalogue;
  readonly limits?: Partial<PoolLimits>;
}

/** A pool that checks on this thread. */
export function createDirectPool(options: DirectPoolOptions): Pool {
  const limits: PoolLimits = { ...DEFAULT_LIMITS, ...options.limits };
  let checker: Checker | undefined;
  let closed = false;
  const counts = { checks: 0, cacheHits: 0, workersStarted: 0 };
  return {
    check(input: CheckInput): Promise<BoundedResult> {
      if (closed) return Promise.resolve(inconclusive(input, { code: "internal", message: TEXT.poolClosed }));
      try {
        checker ??= createChecker({
          catalogue: options.catalogue,
          timeoutMs: limits.timeoutMs,
          memoryLimitMb: limits.nativeMemoryMb,
          ...(limits.maxBytes === undefined ? {} : { maxBytes: limits.maxBytes }),
        });
        counts.checks += 1;
        return Promise.resolve(checker.check(input));
      } catch (error) {
        return Promise.resolve(inconclusive(input, asCheckError(error)));
      }
    },
    close(): Promise<void> {
      closed = true;
      checker?.close();
      return Promise.resolve();
    },
    stats: (): PoolStats => ({ ...counts }),
  };
}
