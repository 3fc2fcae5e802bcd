/**
 * A watchdog for the native compiler: while a check runs, a thread of its own waits for the deadline and, on
 * Linux, watches the process's resident memory; on an overrun it kills the process with SIGKILL. The thread that
 * runs the check cannot do this itself: it is blocked in a synchronous read of the process's answer, and only the
 * death of the process ends that read.
 *
 * The two threads share a few integers. Slot STATE holds the number of the armed check, IDLE, or KILLING while
 * the watchdog claims a check; arming and disarming are compare-and-swap on it, so a check that ends as the
 * deadline passes is either finished or killed, never both.
 */
import { Worker } from "node:worker_threads";

/** Why the watchdog killed the process. */
export type Overrun = "timeout" | "out_of_memory";

/** Bounds one native process at a time. */
export interface Watchdog {
  /** Arms the watchdog over process `pid` for one check; returns the ticket to disarm it with. */
  arm(pid: number, timeoutMs: number, memoryLimitMb: number | undefined): number;
  /** Disarms a ticket: undefined when the check ended first, or why the process was killed. */
  disarm(ticket: number): Overrun | undefined;
  /** Stops the thread. */
  close(): void;
}

const IDLE = 0;
const KILLING = -1;
const STOP = -2;
const STATE = 0;
const PID = 1;
const TIMEOUT = 2;
const MEMORY_KB = 3;
const OUTCOME = 4;
const OUTCOME_TICKET = 5;
const SLOTS = 6;
const TIMED_OUT = 1;
const OUT_OF_MEMORY = 2;
/** How often the resident memory is read while a check runs (a read of /proc/PID/status takes some tens of µs). */
const MEMORY_SLICE_MS = 20;

// The thread's code, evaluated in the thread (no module to resolve, so it works from a bundled file too).
const THREAD = `
const { workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const s = new Int32Array(workerData.buffer);
const rssKb = (pid) => {
  try { return Number(/VmRSS:\\s*(\\d+)/.exec(readFileSync("/proc/" + pid + "/status", "latin1"))?.[1] ?? 0); } catch { return 0; }
};
for (;;) {
  Atomics.wait(s, ${STATE}, ${IDLE});
  const ticket = Atomics.load(s, ${STATE});
  if (ticket === ${STOP}) break;
  if (ticket <= 0) continue;
  const pid = s[${PID}], memoryKb = s[${MEMORY_KB}], deadline = Date.now() + s[${TIMEOUT}];
  let outcome = 0;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) { outcome = ${TIMED_OUT}; break; }
    Atomics.wait(s, ${STATE}, ticket, memoryKb > 0 && workerData.proc ? Math.min(left, ${MEMORY_SLICE_MS}) : left);
    if (Atomics.load(s, ${STATE}) !== ticket) break;
    if (memoryKb > 0 && workerData.proc && rssKb(pid) > memoryKb) { outcome = ${OUT_OF_MEMORY}; break; }
  }
  if (outcome !== 0 && Atomics.compareExchange(s, ${STATE}, ticket, ${KILLING}) === ticket) {
    try { process.kill(pid, "SIGKILL"); } catch {}
    s[${OUTCOME}] = outcome;
    Atomics.store(s, ${OUTCOME_TICKET}, ticket);
    Atomics.compareExchange(s, ${STATE}, ${KILLING}, ${IDLE});
    Atomics.notify(s, ${STATE});
  }
}
`;

/** Starts the watchdog thread. It never keeps the process alive. */
export function createWatchdog(): Watchdog {
  const buffer = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const state = new Int32Array(buffer);
  const proc = process.platform === "linux";
  // No execArgv: a parent run as `--input-type=module` would make the evaluated code a module, without `require`.
  const worker = new Worker(THREAD, { eval: true, execArgv: [], workerData: { buffer, proc }, stdout: true, stderr: true, env: {} });
  worker.unref();
  let next = 1;
  return {
    arm(pid, timeoutMs, memoryLimitMb) {
      const ticket = next;
      next = next >= 0x7ffffff0 ? 1 : next + 1;
      state[PID] = pid;
      state[TIMEOUT] = Math.max(1, Math.min(Math.floor(timeoutMs), 0x7fffffff));
      state[MEMORY_KB] = memoryLimitMb === undefined ? 0 : Math.min(Math.floor(memoryLimitMb * 1024), 0x7fffffff);
      Atomics.store(state, STATE, ticket);
      Atomics.notify(state, STATE);
      return ticket;
    },
    disarm(ticket) {
      if (Atomics.compareExchange(state, STATE, ticket, IDLE) === ticket) {
        Atomics.notify(state, STATE);
        return undefined;
      }
      // The watchdog claimed this check: wait until the kill is done and its outcome written.
      while (Atomics.load(state, STATE) === KILLING) Atomics.wait(state, STATE, KILLING, 50);
      if (Atomics.load(state, OUTCOME_TICKET) !== ticket) return undefined;
      return state[OUTCOME] === OUT_OF_MEMORY ? "out_of_memory" : "timeout";
    },
    close() {
      Atomics.store(state, STATE, STOP);
      Atomics.notify(state, STATE);
    },
  };
}
