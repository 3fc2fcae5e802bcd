/**
 * One checker thread (per catalogue) and one lint runner shared by every in-process server of a test file: a
 * thread of its own costs each server seconds to start. Servers close their tools on shutdown; shared ones stay
 * open until the file closes them.
 */
import type { Catalogue } from "@gg/catalogue";
import type { CheckThread } from "../../src/analysis/check-thread.js";
import { defaultTools, type EngineTools } from "../../src/analysis/engine.js";
import type { LintRunner } from "../../src/analysis/lint.js";

/** Engine tools that start each real tool once, and close the threads when told. */
export interface SharedTools extends EngineTools {
  close(): Promise<void>;
}

/** Creates an empty set of shared tools. */
export function createSharedTools(): SharedTools {
  const threads = new Map<string | undefined, Promise<CheckThread>>();
  const runners = new Map<Catalogue, Promise<LintRunner>>();
  return {
    startChecks(file) {
      let thread = threads.get(file);
      if (!thread) {
        thread = defaultTools.startChecks(file);
        threads.set(file, thread);
      }
      return thread.then((real) => ({ check: (input) => real.check(input), close: () => Promise.resolve() }));
    },
    startLint(catalogue) {
      let runner = runners.get(catalogue);
      if (!runner) {
        runner = defaultTools.startLint(catalogue);
        runners.set(catalogue, runner);
      }
      return runner;
    },
    async close() {
      const open = [...threads.values()];
      threads.clear();
      runners.clear();
      await Promise.all(open.map(async (thread) => (await thread).close()));
    },
  };
}
