/**
 * A watchdog for a short run's few checks (the CLI checking its files on its own thread): the same bounds as the
 * thread watchdog (watchdog.ts), kept by a small `sh` process per armed check instead of a thread. A Node thread
 * costs tens of milliseconds of CPU to start, on the critical path of a cold check, where it competes with the
 * compiler's own start; a shell costs a process spawn, and only once a check is armed.
 *
 * The shell sleeps in slices until the deadline (read from the kernel's uptime clock, as this side computed it),
 * reads the compiler's resident memory between slices when there is a memory limit, and on an overrun writes why
 * to a file of its own, then kills the compiler with SIGKILL. Disarming kills the shell's whole process group and
 * waits until it is dead before reading that file, so a check is either finished or killed, never both.
 *
 * The shell dies with the thread that armed it (the parent-death signal, through `setpriv`): it never outlives the
 * run; a sleep of one slice (at most 100 ms) it started may. Where `setpriv` or `/proc` is missing, there is none:
 * the caller keeps the thread watchdog.
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Overrun, Watchdog } from "./watchdog.js";

/** The slice between two reads of the resident memory (as the thread watchdog's). */
const MEMORY_SLICE_CS = 2;
/** The slice without a memory limit: the longest a sleep the shell started may outlive it. */
const PLAIN_SLICE_CS = 10;
/** How long disarming waits for the killed shell to be dead (it is at once, save on a stalled machine). */
const DEATH_WAIT_MS = 2_000;

// $1 the compiler's pid, $2 the deadline in centiseconds of uptime, $3 the slice in centiseconds, $4 the memory
// limit in kB (0: none), $5 the file the overrun is written to. Builtins only, but for `sleep`.
const SCRIPT = `
pid=$1 deadline=$2 slice=$3 kb=$4 out=$5
while :; do
  read -r up idle < /proc/uptime
  now=\${up%.*}\${up#*.}
  while [ "\${now#0}" != "$now" ]; do now=\${now#0}; done
  left=$((deadline - \${now:-0}))
  if [ "$left" -le 0 ]; then echo timeout > "$out"; kill -KILL "$pid"; exit 0; fi
  if [ "$kb" -gt 0 ]; then
    [ -r "/proc/$pid/status" ] || exit 0
    while read -r key value rest; do
      if [ "$key" = "VmRSS:" ]; then
        if [ "$value" -gt "$kb" ]; then echo out_of_memory > "$out"; kill -KILL "$pid"; exit 0; fi
        break
      fi
    done < "/proc/$pid/status"
  fi
  [ "$left" -gt "$slice" ] && left=$slice
  sleep "$((left / 100)).$((left / 10 % 10))$((left % 10))"
done
`;

const SETPRIV = ["/usr/bin/setpriv", "/bin/setpriv"].find((path) => process.platform === "linux" && existsSync(path));
const SHELL = "/bin/sh";

/** The armed check: its ticket and its shell. */
interface Armed {
  readonly ticket: number;
  readonly shell: ChildProcess;
}

/** Starts a watchdog that keeps each check's bounds with a shell process; undefined where that cannot run. */
export function createProcessWatchdog(): Watchdog | undefined {
  if (SETPRIV === undefined || !existsSync(SHELL) || !existsSync("/proc/uptime")) return undefined;
  const setpriv = SETPRIV;
  let dir: string | undefined;
  let armed: Armed | undefined;
  let next = 1;
  const outcomeFile = (): string => {
    dir ??= mkdtempSync(join(tmpdir(), "gg-watchdog-"));
    return join(dir, "overrun");
  };
  /** Kills the armed shell and its sleep, and waits until the shell is dead. */
  const stopShell = (shell: ChildProcess): void => {
    const pid = shell.pid;
    if (pid === undefined) return;
    try {
      // Its own process group (detached): the shell and the sleep it waits on.
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    // Nothing reaps it while this thread is busy: it stays a zombie ("Z") once dead.
    const until = Date.now() + DEATH_WAIT_MS;
    while (!deadOrZombie(pid) && Date.now() < until) Atomics.wait(PAUSE, 0, 0, 1);
  };
  return {
    arm(pid, timeoutMs, memoryLimitMb) {
      if (armed !== undefined) stopShell(armed.shell);
      const ticket = next;
      next = next >= 0x7ffffff0 ? 1 : next + 1;
      const out = outcomeFile();
      rmSync(out, { force: true });
      const deadline = uptimeCs() + Math.ceil(Math.max(1, Math.min(timeoutMs, 0x7fffffff)) / 10);
      const kb = memoryLimitMb === undefined ? 0 : Math.max(1, Math.min(Math.floor(memoryLimitMb * 1024), 0x7fffffff));
      const slice = kb > 0 ? MEMORY_SLICE_CS : PLAIN_SLICE_CS;
      const args = ["--pdeathsig", "KILL", "--", SHELL, "-c", SCRIPT, "gg-watchdog", String(pid), String(deadline), String(slice), String(kb), out];
      const shell = spawn(setpriv, args, { stdio: "ignore", detached: true, env: { PATH: "/usr/bin:/bin" } });
      shell.on("error", () => undefined);
      shell.unref();
      armed = { ticket, shell };
      return ticket;
    },
    disarm(ticket) {
      if (armed === undefined || armed.ticket !== ticket) return undefined;
      const { shell } = armed;
      armed = undefined;
      stopShell(shell);
      return overrunIn(outcomeFile());
    },
    close() {
      if (armed !== undefined) stopShell(armed.shell);
      armed = undefined;
      if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    },
  };
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** The kernel's uptime in centiseconds: the clock the shell reads too. */
function uptimeCs(): number {
  const [seconds = "0", fraction = "0"] = (readFileSync("/proc/uptime", "latin1").split(" ")[0] ?? "0").split(".");
  return Number(seconds) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** Whether process `pid` is gone or dead and unreaped. */
function deadOrZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    // The state follows the command's closing parenthesis.
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
  } catch {
    return true;
  }
}

/** What the shell wrote before it killed the compiler, or undefined when it killed nothing. */
function overrunIn(file: string): Overrun | undefined {
  let text: string;
  try {
    text = readFileSync(file, "latin1").trim();
  } catch {
    return undefined;
  }
  return text === "out_of_memory" ? "out_of_memory" : text === "timeout" ? "timeout" : undefined;
}
