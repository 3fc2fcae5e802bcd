/**
 * A clock for scheduling tests: time moves only when the test says so, and timers fire only then.
 */
import type { Clock } from "../../src/analysis/gate.js";

/** A manual clock and what a test does with it. */
export interface ManualClock extends Clock {
  /** Moves time forward, firing every timer that falls due, in order. */
  advance(ms: number): void;
  /** Timers set and not yet fired or cleared. */
  pending(): number;
}

/** Creates a clock standing at 0. */
export function createManualClock(): ManualClock {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
