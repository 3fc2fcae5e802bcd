/**
 * A watchdog for the native compiler: while a check runs, a thread of its own waits for the deadline and, on
 * Linux, watches the process's resident memory; on an overrun it kills the process with SIGKILL. The thread that
 * runs the check cannot do this itself: it is blocked in a synchronous read of the process's answer, and only the
 * death of the process ends that read.
 *
 * The two threads share a few integers. Slot STATE holds the number of the armed check, IDLE, or KILLING while
 * the watchdog claims a check; arming and disarming are compare-and-swap on it, so a check that ends as the
 * deadline passes is either finished or killed, never both.
 *
 * A check neither starts nor ends with a wake of the thread: waking it twice a check cost more than the rest of
 * the watchdog. Each check's deadline is absolute, and the thread tells when it will next wake (SLEEP); arming
 * wakes it only when the new deadline comes before that. A thread that sleeps toward a finished check's deadline
 * wakes then, finds the check that runs now (or none), and sleeps toward that one's deadline.
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
// Int32 slots.
const STATE = 0;
const PID = 1;
const MEMORY_KB = 2;
const OUTCOME = 3;
const OUTCOME_TICKET = 4;
// Six, not five: the BigInt64 slots that follow start on an 8-byte boundary.
const INT_SLOTS = 6;
// BigInt64 slots, after the Int32 ones: times in ms since the epoch (Date.now()).
const DEADLINE = 0;
const SLEEP = 1;
const TIME_SLOTS = 2;
/** The time a thread that waits for no check sleeps toward: later than any deadline. */
const FOREVER = 2n ** 62n;
const TIMED_OUT = 1;
const OUT_OF_MEMORY = 2;
/** How often the resident memory is read while a check runs (a read of /proc/PID/status takes some tens of µs). */
const MEMORY_SLICE_MS = 20;

// The thread's code, evaluated in the thread (no module to resolve, so it works from a bundled file too). What it
// reads of a check is that check's only if STATE still holds its ticket after the reads: arming writes the rest first.
const THREAD = `
const { workerData } = require("node:worker_threads");
const { readFileSync } = require("node:fs");
const s = new Int32Array(workerData.buffer, 0, ${INT_SLOTS});
const t = new BigInt64Array(workerData.buffer, ${INT_SLOTS * 4}, ${TIME_SLOTS});
const rssKb = (pid) => {
  try { return Number(/VmRSS:\\s*(\\d+)/.exec(readFileSync("/proc/" + pid + "/status", "latin1"))?.[1] ?? 0); } catch { return 0; }
};
for (;;) {
  const ticket = Atomics.load(s, ${STATE});
  if (ticket === ${STOP}) break;
  if (ticket <= 0) {
    Atomics.store(t, ${SLEEP}, ${FOREVER}n);
    Atomics.wait(s, ${STATE}, ticket);
    continue;
  }
  const deadline = Number(Atomics.load(t, ${DEADLINE}));
  const pid = Atomics.load(s, ${PID}), memoryKb = Atomics.load(s, ${MEMORY_KB});
  if (Atomics.load(s, ${STATE}) !== ticket) continue;
  const now = Date.now();
  const watchMemory = memoryKb > 0 && workerData.proc;
  const outcome = now >= deadline ? ${TIMED_OUT} : watchMemory && rssKb(pid) > memoryKb ? ${OUT_OF_MEMORY} : 0;
  if (outcome === 0) {
    const wake = watchMemory ? Math.min(deadline, now + ${MEMORY_SLICE_MS}) : deadline;
    Atomics.store(t, ${SLEEP}, BigInt(wake));
    Atomics.wait(s, ${STATE}, ticket, wake - now);
    continue;
  }
  if (Atomics.compareExchange(s, ${STATE}, ticket, ${KILLING}) === ticket) {
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
  const buffer = new SharedArrayBuffer(INT_SLOTS * Int32Array.BYTES_PER_ELEMENT + TIME_SLOTS * BigInt64Array.BYTES_PER_ELEMENT);
  const state = new Int32Array(buffer, 0, INT_SLOTS);
  const times = new BigInt64Array(buffer, INT_SLOTS * Int32Array.BYTES_PER_ELEMENT, TIME_SLOTS);
  // Until the thread first sleeps toward a deadline, the first arming wakes it.
  Atomics.store(times, SLEEP, FOREVER);
  const proc = process.platform === "linux";
  // No execArgv: a parent run as `--input-type=module` would make the evaluated code a module, without `require`.
  const worker = new Worker(THREAD, { eval: true, execArgv: [], workerData: { buffer, proc }, stdout: true, stderr: true, env: {} });
  worker.unref();
  let next = 1;
  return {
    arm(pid, timeoutMs, memoryLimitMb) {
      const ticket = next;
      next = next >= 0x7ffffff0 ? 1 : next + 1;
      const deadline = Date.now() + Math.max(1, Math.min(Math.floor(timeoutMs), 0x7fffffff));
      Atomics.store(state, PID, pid);
      Atomics.store(state, MEMORY_KB, memoryLimitMb === undefined ? 0 : Math.min(Math.floor(memoryLimitMb * 1024), 0x7fffffff));
      Atomics.store(times, DEADLINE, BigInt(deadline));
      Atomics.store(state, STATE, ticket);
      // The thread wakes by itself by the time it sleeps toward; only a deadline before that needs waking it.
      if (Number(Atomics.load(times, SLEEP)) > deadline) Atomics.notify(state, STATE);
      return ticket;
    },
    disarm(ticket) {
      // No wake: the thread, sleeping toward this check's deadline, finds it disarmed when it wakes.
      if (Atomics.compareExchange(state, STATE, ticket, IDLE) === ticket) return undefined;
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
