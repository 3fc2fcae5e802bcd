/**
 * A time limit on the checker's own reading of a program. The compiler runs in a process a watchdog kills on
 * overrun; the checker's analysis runs on the caller's thread, where nothing can kill it. So the analysis polls a
 * clock instead: every step through the syntax (`unparenthesised`, which every question of the model asks) counts,
 * and every few thousand steps the clock is read. A check past its deadline ends as a `timeout`, as a compiler that
 * ran out of time does, instead of holding the thread.
 */
import { CheckerError } from "./checker-error.js";

// Steps between readings of the clock: a power of two less one, so the test is a mask.
const READ_EVERY = 0xfff;

let deadline = Infinity;
let limitMs = 0;
let steps = 0;

/** Runs `work` with at most `ms` of time from now (or what an enclosing limit leaves, if less). */
export function withTimeBudget<T>(ms: number, work: () => T): T {
  const [outerDeadline, outerLimit] = [deadline, limitMs];
  const own = Date.now() + ms;
  if (own < deadline) [deadline, limitMs] = [own, ms];
  try {
    return work();
  } finally {
    [deadline, limitMs] = [outerDeadline, outerLimit];
  }
}

/** Counts a step of the analysis; throws a `timeout` once the current limit has passed. */
export function step(): void {
  if ((++steps & READ_EVERY) === 0 && Date.now() > deadline) {
    throw new CheckerError("timeout", `the check ran out of time (${limitMs} ms)`);
  }
}
