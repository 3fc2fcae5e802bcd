/**
 * The pool of a short CLI run: checks on the main thread, one at a time, instead of starting a worker thread (its
 * start and a second load of the catalogue and the checker cost more than a few checks; commit message of this file).
 * The time limit is the pool's, enforced by V8 through `vm`'s `timeout`. A check the main thread cannot answer as a
 * worker would (the checker threw, or the time ran out and the compiler was stopped mid-way) sends that check, or
 * every later one, to a real pool, so results stay the pool's.
 */
import type { Catalogue } from "@gg/catalogue";
import { Script } from "node:vm";
import { TEXT } from "../args.js";
import { createPool, DEFAULT_LIMITS, inconclusive } from "../pool.js";
import type { Pool, PoolLimits, PoolStats } from "../pool.js";
import type { BoundedResult, CheckError, Checker, CheckerOptions, CheckInput, CheckResult } from "../types.js";
import { asCheckError, reason } from "./as-check-error.js";
import { preloadTypeScript } from "./typescript-cache.js";
import type { TypeScriptLoad } from "./typescript-cache.js";

/** Options of `createInlinePool`. */
export interface InlinePoolOptions {
  /** The catalogue, already loaded (the CLI validates it). */
  readonly catalogue: Catalogue;
  /** Its file, for the workers of the fallback pool; undefined: the shipped catalogue. */
  readonly cataloguePath?: string;
  readonly limits?: Partial<PoolLimits>;
  /** URL of a module exporting `createChecker`; defaults to this package's checker. For tests. */
  readonly checkerModule?: string;
}

type CreateChecker = (options?: CheckerOptions) => Checker;
type Outcome = { readonly ok: true; readonly result: CheckResult } | { readonly ok: false; readonly error: CheckError };

interface Job {
  readonly input: CheckInput;
  readonly resolve: (result: BoundedResult) => void;
}

// `vm` bounds the run of a script, not of a function: the script calls the function left in this global slot.
const SLOT = "__ggCheckInline";
const RUN = new Script(`globalThis.${SLOT}()`, { filename: "gg-check-inline" });

/** Runs `fn` on this thread, stopped by V8 after `timeoutMs`; undefined when it was stopped. */
function withTimeout<T>(fn: () => T, timeoutMs: number): T | undefined {
  const slots = globalThis as unknown as Record<string, unknown>;
  slots[SLOT] = fn;
  try {
    return RUN.runInThisContext({ timeout: timeoutMs }) as T;
  } catch (error) {
    if (typeof error === "object" && error !== null && "code" in error && error.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") return undefined;
    throw error;
  } finally {
    delete slots[SLOT];
  }
}

/** A pool that checks on the calling thread; the same interface and answers as `createPool`. */
export function createInlinePool(options: InlinePoolOptions): Pool {
  const limits: PoolLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const queue: Job[] = [];
  const counts = { checks: 0, cacheHits: 0 };
  let started: Promise<{ ok: true; checker: Checker } | { ok: false; error: CheckError }> | undefined;
  let load: TypeScriptLoad | undefined;
  let fallback: Pool | undefined;
  // After a stopped check the compiler's shared state cannot be trusted: later checks go to the fallback pool.
  let stopped = false;
  let running = false;
  let closing = false;
  let idle: (() => void) | undefined;

  function fallbackPool(): Pool {
    fallback ??= createPool({
      size: 1,
      limits,
      ...(options.cataloguePath === undefined ? {} : { catalogue: options.cataloguePath }),
      ...(options.checkerModule === undefined ? {} : { checkerModule: options.checkerModule }),
    });
    return fallback;
  }

  function start(): Promise<{ ok: true; checker: Checker } | { ok: false; error: CheckError }> {
    started ??= (async () => {
      try {
        // TypeScript through the code cache, before the checker's own import of it.
        if (options.checkerModule === undefined) load = preloadTypeScript();
        const url = options.checkerModule ?? new URL("../checker.js", import.meta.url).href;
        const module = (await import(url)) as { createChecker?: CreateChecker };
        if (typeof module.createChecker !== "function") throw new Error(`${url} exports no createChecker`);
        const checker = module.createChecker({
          catalogue: options.catalogue,
          ...(limits.maxBytes === undefined ? {} : { maxBytes: limits.maxBytes }),
        });
        return { ok: true as const, checker };
      } catch (error) {
        return { ok: false as const, error: { code: "internal" as const, message: TEXT.workerFailedToStart(reason(error)) } };
      }
    })();
    return started;
  }

  async function runOne(job: Job): Promise<void> {
    const state = await start();
    if (!state.ok) return job.resolve(inconclusive(job.input, state.error));
    if (stopped) return job.resolve(await fallbackPool().check(job.input));
    counts.checks += 1;
    const outcome = withTimeout((): Outcome => {
      try {
        return { ok: true, result: state.checker.check(job.input) };
      } catch (error) {
        return { ok: false, error: asCheckError(error) };
      }
    }, limits.timeoutMs);
    if (outcome === undefined) {
      stopped = true;
      return job.resolve(inconclusive(job.input, { code: "timeout", message: TEXT.timeout(limits.timeoutMs) }));
    }
    if (outcome.ok) return job.resolve(outcome.result);
    // The main thread's stack and heap are not a worker's: a check that broke here gets the worker's answer.
    if (outcome.error.code === "internal") return job.resolve(await fallbackPool().check(job.input));
    job.resolve(inconclusive(job.input, outcome.error));
  }

  function drain(): void {
    if (running) return;
    const job = queue.shift();
    if (job === undefined) {
      idle?.();
      return;
    }
    running = true;
    // One check per turn of the event loop, so timers (the progress line) still run between checks.
    setImmediate(() => {
      void runOne(job).finally(() => {
        running = false;
        drain();
      });
    });
  }

  function check(input: CheckInput): Promise<BoundedResult> {
    if (closing) return Promise.resolve(inconclusive(input, { code: "internal", message: TEXT.poolClosed }));
    const promise = new Promise<BoundedResult>((resolve) => queue.push({ input, resolve }));
    drain();
    return promise;
  }

  let closed: Promise<void> | undefined;
  function close(): Promise<void> {
    closed ??= (async () => {
      closing = true;
      if (running || queue.length > 0) await new Promise<void>((resolve) => (idle = resolve));
      await fallback?.close();
      const state = started === undefined ? undefined : await started;
      if (state?.ok === true) state.checker.close?.();
      // Stored after the checks, the code cache also holds what they compiled.
      load?.saveIfNeeded();
    })();
    return closed;
  }

  function stats(): PoolStats {
    const more = fallback?.stats();
    return {
      checks: counts.checks + (more?.checks ?? 0),
      cacheHits: counts.cacheHits + (more?.cacheHits ?? 0),
      workersStarted: more?.workersStarted ?? 0,
    };
  }

  return { check, close, stats };
}
