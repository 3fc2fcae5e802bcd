/**
 * A checker thread the test holds: each check of a program (the warm-up sample aside) starts, says so, and ends only
 * when the test releases it. What a test waits for is then a signal, never a time: "the analysis is under way" is
 * `started(fileName)`, and the check ends at `release()`.
 */
import type { CheckOutcome, CheckThread } from "../../src/analysis/check-thread.js";
import { defaultTools, type EngineTools } from "../../src/analysis/engine.js";
import { WARM_UP } from "../../src/analysis/warm-up.js";

/** Engine tools whose checks wait for the test; the lint is the real one. */
export interface HeldChecks {
  readonly tools: EngineTools;
  /** Resolves once a check of `fileName` (the document URI's last segment) has started. */
  started(fileName: string): Promise<void>;
  /** Ends every held check, now and later, with no findings. */
  release(): void;
}

/** Creates held checks. */
export function createHeldChecks(): HeldChecks {
  const starts = new Map<string, () => void>();
  const startedOnce = new Map<string, Promise<void>>();
  const waiting: ((outcome: CheckOutcome) => void)[] = [];
  let released = false;
  const signal = (fileName: string): Promise<void> => {
    let promise = startedOnce.get(fileName);
    if (!promise) {
      promise = new Promise((resolve) => starts.set(fileName, resolve));
      startedOnce.set(fileName, promise);
    }
    return promise;
  };
  const done: CheckOutcome = { kind: "checked", diagnostics: [] };
  const thread: CheckThread = {
    check(input) {
      if (input.fileName === WARM_UP.fileName) return Promise.resolve(done);
      const fileName = input.fileName ?? "";
      void signal(fileName);
      starts.get(fileName)?.();
      if (released) return Promise.resolve(done);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => Promise.resolve(),
  };
  return {
    tools: { startChecks: async () => thread, startLint: defaultTools.startLint },
    started: signal,
    release() {
      released = true;
      for (const resolve of waiting.splice(0)) resolve(done);
    },
  };
}
