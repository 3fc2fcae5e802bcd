/**
 * A pool of worker threads, each holding one checker: bounded checks (time, memory, size), a fair FIFO
 * queue, a content-hash cache in front, and replacement of any worker that overran, crashed or was killed.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { defaultCatalogue } from "@gg/catalogue";
import { cacheKey, createResultCache, sha256 } from "./cache.js";
import { inputProblem } from "../check/input.js";
import { TEXT } from "../texts.js";
import type { BoundedResult, CheckAnswer, CheckError, CheckInput, InconclusiveResult } from "../types.js";

/** What a worker is started with: plain paths, so no object crosses into the thread. */
export interface WorkerConfig {
  readonly cataloguePath?: string;
  /** The checker's program size limit, when the pool's caller set one. */
  readonly maxBytes?: number;
  /** URL of a module exporting `createChecker`. */
  readonly checkerModule: string;
  /** The checker's own bounds: its compiler process is killed and replaced past them, the worker stays. */
  readonly timeoutMs: number;
  readonly nativeMemoryMb: number;
  /** GOMAXPROCS of the checker's compiler process; undefined: the Go runtime's own. */
  readonly compilerThreads?: number;
}

/** Pool → worker: one program, or a batch the worker's checker checks side by side. */
export interface ToWorker {
  readonly id: number;
  readonly inputs: readonly CheckInput[];
}

/** Worker → pool. */
export type FromWorker =
  | { readonly type: "ready" }
  | { readonly type: "start-failed"; readonly message: string }
  | { readonly type: "answers"; readonly id: number; readonly answers: readonly CheckAnswer[] };

/** The bounds of one check. */
export interface PoolLimits {
  /** Wall time of one check: the compiler process is killed past it (and the worker, if it does not answer soon after). */
  readonly timeoutMs: number;
  /** V8 old-generation heap of each worker. */
  readonly maxOldGenerationSizeMb: number;
  /** Resident memory of each worker's compiler process (Linux): it is killed and replaced past it. */
  readonly nativeMemoryMb: number;
  /**
   * UTF-8 size limit of a program, handed to the checker: a larger program fails with a `too_large` diagnostic,
   * the same verdict as everywhere else the checker runs. Undefined: the checker's default (1 MiB).
   */
  readonly maxBytes?: number;
}

/** Options of `createPool`. */
export interface PoolOptions {
  /** Worker threads; defaults to one per core. */
  readonly size?: number;
  /** Path of a catalogue file; defaults to the shipped catalogue. Must be valid (the CLI validates it first). */
  readonly catalogue?: string;
  readonly limits?: Partial<PoolLimits>;
  /** Results kept by the LRU cache; 0 turns caching off. */
  readonly cacheEntries?: number;
  /** Bytes of the block the cache holds its results in (as JSON text), allocated once; default 4 MiB. */
  readonly cacheBytes?: number;
  /**
   * Threads each worker's compiler process runs Go code on at once (GOMAXPROCS). Default: the Go runtime's own, one
   * per core: measured with one and two workers on two cores, one thread each used no less CPU per check and gave
   * no more throughput (docs/serving.md). For a host that shares its cores with other work.
   */
  readonly compilerThreads?: number;
  /** URL or absolute path of a module exporting `createChecker`; defaults to this package's checker. For tests. */
  readonly checkerModule?: string;
}

/** Counters, for tests and the service's health answers. */
export interface PoolStats {
  /** Checks handed to a worker. */
  readonly checks: number;
  /** Checks answered from the cache (or joined to an identical check in flight). */
  readonly cacheHits: number;
  readonly workersStarted: number;
}

/** A running pool. */
export interface Pool {
  /** Checks one program; never rejects: overruns and crashes answer an inconclusive result. */
  check(input: CheckInput): Promise<BoundedResult>;
  /** Finishes every accepted check, then stops the workers. */
  close(): Promise<void>;
  stats(): PoolStats;
}

/** The default limits: 10 s, 1 GiB of heap and 1.5 GiB of compiler memory per check; the checker's own size limit. */
export const DEFAULT_LIMITS: PoolLimits = { timeoutMs: 10_000, maxOldGenerationSizeMb: 1024, nativeMemoryMb: 1536 };

/**
 * How long after its time limit a worker may take to answer before it is stopped itself. The checker in the worker
 * kills its own compiler at the limit and answers `timeout` at once; only a worker that does not answer even then
 * (stuck in its own code) is terminated and replaced.
 */
const WORKER_GRACE_MS = 2_000;

interface Job {
  readonly input: CheckInput;
  readonly key: string;
  readonly resolve: (result: BoundedResult) => void;
  /** Checked on its own: it was in a batch whose worker died, and may be why. */
  alone?: boolean;
}

/** Most programs a worker takes at once: its checker checks them side by side (see check/batch.ts). */
const MAX_BATCH = 128;

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  /** The checks the worker is on (none when idle). */
  jobs: Job[];
  timer?: NodeJS.Timeout;
  /** Why the thread is going away, when we know better than "it exited". */
  fate?: CheckError;
  gone: boolean;
}

const require = createRequire(import.meta.url);

/** Name and versions of this checker, as the JSON output and the cache key show them. */
export function checkerInfo(): { name: string; version: string; typescript: string } {
  const own = require("@gg/checker/package.json") as { name: string; version: string };
  const ts = require("typescript7/package.json") as { version: string };
  return { name: own.name, version: own.version, typescript: ts.version };
}

/** The file name a result carries when the input names none. */
export function defaultFileName(input: CheckInput): string {
  // `input` may come from a caller that did not type it (a malformed input is answered, not thrown).
  if (typeof input?.fileName === "string") return input.fileName;
  return input?.language === "ts" ? "program.ts" : "program.js";
}

/** An answer for a check that produced no result. */
export function inconclusive(input: CheckInput, error: CheckError): InconclusiveResult {
  return { file: defaultFileName(input), language: input?.language === "ts" ? "ts" : "js", verdict: "inconclusive", error };
}

/** Starts a pool. Workers start lazily, as requests need them, up to `size`. */
export function createPool(options: PoolOptions = {}): Pool {
  const limits: PoolLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const size = Math.max(1, options.size ?? availableParallelism());
  const info = checkerInfo();
  // The size limit changes verdicts, so it is part of what the cache calls "the checker".
  const checkerVersion = `${info.name}@${info.version}+typescript@${info.typescript}+maxBytes=${limits.maxBytes ?? "default"}`;
  const catalogueHash = sha256(
    options.catalogue === undefined ? JSON.stringify(defaultCatalogue()) : readFileSync(options.catalogue, "utf8"),
  );
  const config: WorkerConfig = {
    checkerModule: options.checkerModule ?? pathToFileURL(require.resolve("@gg/checker")).href,
    timeoutMs: limits.timeoutMs,
    nativeMemoryMb: limits.nativeMemoryMb,
    ...(options.compilerThreads === undefined ? {} : { compilerThreads: options.compilerThreads }),
    ...(options.catalogue === undefined ? {} : { cataloguePath: options.catalogue }),
    ...(limits.maxBytes === undefined ? {} : { maxBytes: limits.maxBytes }),
  };
  const cache = createResultCache(options.cacheEntries ?? 1024, options.cacheBytes);
  const inFlight = new Map<string, Promise<BoundedResult>>();
  const queue: Job[] = [];
  const slots = new Set<Slot>();
  let nextId = 0;
  let pumpQueued = false;
  let closing = false;
  let drained: (() => void) | undefined;
  const counts = { checks: 0, cacheHits: 0, workersStarted: 0 };

  function settle(job: Job, result: BoundedResult): void {
    if (result.verdict !== "inconclusive") cache.set(job.key, result);
    job.resolve(result);
  }

  function answer(slot: Slot, answers: readonly CheckAnswer[]): void {
    const jobs = slot.jobs;
    slot.jobs = [];
    if (slot.timer !== undefined) clearTimeout(slot.timer);
    slot.timer = undefined;
    jobs.forEach((job, i) => {
      const a = answers[i];
      settle(job, a === undefined ? inconclusive(job.input, { code: "internal", message: TEXT.workerDied }) : a.ok ? a.result : inconclusive(job.input, a.error));
    });
  }

  function retire(slot: Slot, fate: CheckError): void {
    if (slot.gone) return;
    slot.gone = true;
    slot.fate ??= fate;
    slots.delete(slot);
    if (!slot.ready) {
      // A thread that dies before it is ready answers one waiting request with the reason, so a checker that
      // cannot start fails requests one by one instead of respawning forever.
      const head = queue.shift();
      head?.resolve(inconclusive(head.input, slot.fate));
    }
    const jobs = slot.jobs;
    slot.jobs = [];
    if (slot.timer !== undefined) clearTimeout(slot.timer);
    if (jobs.length === 1) settle(jobs[0] as Job, inconclusive((jobs[0] as Job).input, slot.fate));
    // A batch whose worker died: which program it was is found by checking each on its own.
    else queue.unshift(...jobs.map((job) => ({ ...job, alone: true })));
    void slot.worker.terminate();
    // Replace at once while there is work, so the next request does not wait behind a cold start it did not cause.
    pump();
  }

  function spawn(): void {
    // Resolved as the package's own export, so that it is found from dist/ and from the bundled CLI alike.
    const worker = new Worker(pathToFileURL(require.resolve("@gg/checker/pool-worker")), {
      workerData: config,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
      // A checker that logs must not write into the service's protocol stream.
      stdout: true,
      stderr: true,
    });
    const toStderr = (chunk: Buffer): void => void process.stderr.write(chunk);
    worker.stdout.on("data", toStderr);
    worker.stderr.on("data", toStderr);
    const slot: Slot = { worker, ready: false, gone: false, jobs: [] };
    slots.add(slot);
    counts.workersStarted += 1;
    worker.on("message", (message: FromWorker) => {
      switch (message.type) {
        case "ready":
          slot.ready = true;
          break;
        case "start-failed":
          retire(slot, { code: "internal", message: TEXT.workerFailedToStart(message.message) });
          return;
        case "answers":
          answer(slot, message.answers);
          break;
      }
      pump();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      slot.fate ??=
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { code: "out_of_memory", message: TEXT.outOfMemory(limits.maxOldGenerationSizeMb) }
          : { code: "internal", message: TEXT.workerDied };
    });
    worker.on("exit", () => retire(slot, { code: "internal", message: TEXT.workerDied }));
  }

  /** The next checks for an idle worker: one, or a share of a long queue (the workers split it evenly). */
  function take(): Job[] {
    const head = queue[0];
    if (head === undefined) return [];
    if (head.alone === true) return queue.splice(0, 1);
    const share = Math.min(MAX_BATCH, Math.max(1, Math.ceil(queue.length / size)));
    let count = 0;
    while (count < share && count < queue.length && queue[count]?.alone !== true) count += 1;
    return queue.splice(0, count);
  }

  function pump(): void {
    for (const slot of slots) {
      if (queue.length === 0) break;
      if (!slot.ready || slot.gone || slot.jobs.length > 0) continue;
      const jobs = take();
      slot.jobs = jobs;
      counts.checks += jobs.length;
      slot.timer = setTimeout(
        () => retire(slot, { code: "timeout", message: TEXT.timeout(limits.timeoutMs) }),
        limits.timeoutMs * jobs.length + WORKER_GRACE_MS,
      );
      const message: ToWorker = { id: nextId++, inputs: jobs.map((job) => job.input) };
      slot.worker.postMessage(message);
    }
    let starting = 0;
    for (const slot of slots) if (!slot.ready) starting += 1;
    while (queue.length > starting && slots.size < size) {
      spawn();
      starting += 1;
    }
    if (closing && queue.length === 0 && [...slots].every((slot) => slot.jobs.length === 0)) drained?.();
  }

  function check(input: CheckInput): Promise<BoundedResult> {
    if (closing) return Promise.resolve(inconclusive(input, { code: "internal", message: TEXT.poolClosed }));
    const problem = inputProblem(input);
    if (problem !== undefined) return Promise.resolve(inconclusive(input, { code: "bad_request", message: problem }));
    const key = cacheKey({ checkerVersion, catalogueHash, input });
    const hit = cache.get(key);
    if (hit !== undefined) {
      counts.cacheHits += 1;
      return Promise.resolve(hit);
    }
    const joined = inFlight.get(key);
    if (joined !== undefined) {
      counts.cacheHits += 1;
      return joined;
    }
    const promise = new Promise<BoundedResult>((resolve) => {
      queue.push({ input, key, resolve });
    }).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    // Checks asked for together (a CLI's files) are shared out together, so each worker gets a batch.
    if (!pumpQueued) {
      pumpQueued = true;
      queueMicrotask(() => {
        pumpQueued = false;
        pump();
      });
    }
    return promise;
  }

  let closed: Promise<void> | undefined;
  function close(): Promise<void> {
    // Every caller waits for the same drain.
    closed ??= (async () => {
      closing = true;
      await new Promise<void>((resolve) => {
        drained = resolve;
        pump();
      });
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    })();
    return closed;
  }

  return { check, close, stats: () => ({ ...counts }) };
}
