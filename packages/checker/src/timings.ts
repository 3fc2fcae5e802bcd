/**
 * Phase marks of one `gg-check` run, for the bench's breakdown of a cold start. Off unless `GG_CHECK_TIMINGS` names
 * a file: then each `mark` records the time since the process's time origin, and at exit the marks are written to
 * that file as JSON (never to stdout or stderr, which stay the run's own). Off, a mark is one comparison.
 */
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

/** The environment variable naming the file the marks are written to. */
export const TIMINGS_VARIABLE = "GG_CHECK_TIMINGS";

/** What the file holds: Node's own start marks and ours, in ms since `timeOrigin` (ms since the epoch). */
export interface Timings {
  readonly timeOrigin: number;
  /** Node's start, from `performance.nodeTiming`: V8 started, environment made, bootstrap complete. */
  readonly node: { readonly v8Start: number; readonly environment: number; readonly bootstrapComplete: number };
  readonly marks: readonly { readonly name: string; readonly at: number }[];
}

const file = process.env[TIMINGS_VARIABLE];
const marks: { name: string; at: number }[] | undefined = file === undefined || file === "" ? undefined : [];

/** Records that the run reached `name` (a no-op unless timings are on). */
export function mark(name: string): void {
  marks?.push({ name, at: performance.now() });
}

if (marks !== undefined && file !== undefined) {
  // The first mark: this module is the bundle's first, so this is where evaluating our code begins.
  mark("evaluate");
  process.once("exit", () => {
    mark("exit");
    const { v8Start, environment, bootstrapComplete } = performance.nodeTiming;
    const timings: Timings = { timeOrigin: performance.timeOrigin, node: { v8Start, environment, bootstrapComplete }, marks };
    try {
      writeFileSync(file, `${JSON.stringify(timings)}\n`);
    } catch {
      // A timing file that cannot be written must not change the run's exit or its output.
    }
  });
}
