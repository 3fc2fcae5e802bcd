/**
 * A worker thread of the pool: loads the catalogue from a path (or the default), creates one checker and answers
 * the pool's messages one at a time: one program with `check`, several side by side with `checkAll`. The checker
 * bounds each check itself (its watchdog kills the compiler process past the time or memory limit, and the check
 * answers `timeout` or `out_of_memory`); the pool terminates this thread only when it does not answer even then.
 */
import { parentPort, workerData } from "node:worker_threads";
import { defaultCatalogue, formatProblems, loadCatalogueFile } from "@gg/catalogue";
import type { Catalogue } from "@gg/catalogue";
import type { CheckAnswer, Checker, CheckerOptions, CheckInput } from "../types.js";
import type { FromWorker, ToWorker, WorkerConfig } from "./pool.js";
import { asCheckError, reason } from "./check-error.js";

type CreateChecker = (options?: CheckerOptions) => Checker;

function post(message: FromWorker): void {
  parentPort?.postMessage(message);
}

function loadCatalogue(path: string | undefined): Catalogue {
  if (path === undefined) return defaultCatalogue();
  const loaded = loadCatalogueFile(path);
  if (!loaded.ok) throw new Error(formatProblems(loaded.problems, path));
  return loaded.value;
}

async function start(config: WorkerConfig): Promise<void> {
  let checker: Checker;
  try {
    const module = (await import(config.checkerModule)) as { createChecker?: CreateChecker };
    if (typeof module.createChecker !== "function") throw new Error(`${config.checkerModule} exports no createChecker`);
    checker = module.createChecker({
      catalogue: loadCatalogue(config.cataloguePath),
      timeoutMs: config.timeoutMs,
      memoryLimitMb: config.nativeMemoryMb,
      ...(config.compilerThreads === undefined ? {} : { compilerThreads: config.compilerThreads }),
      ...(config.maxBytes === undefined ? {} : { maxBytes: config.maxBytes }),
    });
    // Warm up (lib files parsed, caches filled) before taking requests, so the first request's time limit
    // measures its own check and not the thread's start-up.
    for (const language of ["ts", "js"] as const) {
      try {
        checker.check({ source: "export {};\n", language });
      } catch (error) {
        // A limit met while warming up (a tight time limit) is no reason not to serve: each check is bounded anyway.
        if (asCheckError(error).code !== "timeout" && asCheckError(error).code !== "out_of_memory") throw error;
      }
    }
  } catch (error) {
    post({ type: "start-failed", message: reason(error) });
    return;
  }
  parentPort?.on("message", (message: ToWorker) => {
    post({ type: "answers", id: message.id, answers: answersFor(checker, message.inputs) });
  });
  post({ type: "ready" });
}

/** One program is checked as `check` does; a batch as `checkAll` does (the same answers, side by side). */
function answersFor(checker: Checker, inputs: readonly CheckInput[]): CheckAnswer[] {
  if (inputs.length !== 1) return checker.checkAll(inputs);
  try {
    return [{ ok: true, result: checker.check(inputs[0] as CheckInput) }];
  } catch (error) {
    return [{ ok: false, error: asCheckError(error) }];
  }
}

void start(workerData as WorkerConfig);
