// The watchdog of a short run: a shell per armed check kills the process at its deadline or over its memory, says
// which, and is itself gone once the check is disarmed (no process of it is left behind).
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createProcessWatchdog } from "../src/engine/process-watchdog.js";
import type { Watchdog } from "../src/engine/watchdog.js";
import { createCheckerWith } from "../src/create-checker.js";
import { isCheckerError } from "../src/checker-error.js";
import { generateProgram } from "../../../bench/src/generate.js";

/** The watchdog, which exists wherever the checker's guard script runs (Linux with setpriv). */
function watchdog(): Watchdog {
  const made = createProcessWatchdog();
  if (made === undefined) throw new Error("no process watchdog on this machine");
  return made;
}

function sleeper(): { child: ChildProcess; pid: number } {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  if (child.pid === undefined) throw new Error("sleep did not start");
  return { child, pid: child.pid };
}

/** The processes alive (not zombies) whose command line names the watchdog's shell. */
/** The watchdog shells this process spawned (that watch `watched`, when given: other test files may share the process). */
function watchdogShells(watched?: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "latin1");
      const stat = readFileSync(`/proc/${entry}/stat`, "latin1");
      // "pid (command) state ppid …"
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const args = cmdline.split("\0");
      const at = args.indexOf("gg-watchdog");
      if (at >= 0 && (watched === undefined || args[at + 1] === String(watched)) && state !== "Z" && ppid === String(process.pid)) found.push(Number(entry));
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

describe.runIf(process.platform === "linux")("process watchdog", () => {
  it("kills a process at its deadline and says `timeout`", async () => {
    const dog = watchdog();
    const { child, pid } = sleeper();
    try {
      const exited = once(child, "exit");
      const ticket = dog.arm(pid, 50, undefined);
      const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
      expect(signal).toBe("SIGKILL");
      expect(dog.disarm(ticket)).toBe("timeout");
    } finally {
      child.kill();
      dog.close();
    }
  });

  it("kills a process over its memory limit and says `out_of_memory`", async () => {
    const dog = watchdog();
    const { child, pid } = sleeper();
    try {
      const exited = once(child, "exit");
      // `sleep` holds more than one kilobyte resident.
      const ticket = dog.arm(pid, 60_000, 1 / 1024);
      const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
      expect(signal).toBe("SIGKILL");
      expect(dog.disarm(ticket)).toBe("out_of_memory");
    } finally {
      child.kill();
      dog.close();
    }
  });

  it("a check that ends in time: the process lives, and no shell of the watchdog is left", () => {
    const dog = watchdog();
    const { child, pid } = sleeper();
    try {
      for (let i = 0; i < 5; i++) {
        const ticket = dog.arm(pid, 60_000, 1024);
        // At most the one armed (it shows in /proc by its arguments only once `setpriv` has started, which on a
        // loaded machine may be after this line): shells never pile up.
        expect(watchdogShells(pid).length).toBeLessThanOrEqual(1);
        expect(dog.disarm(ticket)).toBeUndefined();
        expect(watchdogShells(pid)).toEqual([]);
      }
      expect(child.exitCode).toBeNull();
      expect(child.signalCode).toBeNull();
      process.kill(pid, 0);
    } finally {
      child.kill();
      dog.close();
    }
  });

  it("bounds a checker's check: over its time it is `timeout`, and the next check runs on a new compiler", () => {
    // 80,000 lines take about 4 s here, four times the limit; the size limit is raised to let them in.
    const own = createCheckerWith({ timeoutMs: 1000, maxBytes: 4 * 2 ** 20 }, { watchdog: "process" });
    try {
      own.check({ source: "export {};\n", language: "ts" });
      const big = generateProgram(80000, "ts", 1).source;
      let code: string | undefined;
      try {
        own.check({ source: big, language: "ts" });
      } catch (error) {
        code = isCheckerError(error) ? error.code : "not a CheckerError";
      }
      expect(code).toBe("timeout");
      expect(own.check({ source: `gg.files.readFile("a");\n`, language: "ts" }).reaches).toEqual(["files.read_file"]);
      expect(watchdogShells()).toEqual([]);
    } finally {
      own.close();
    }
  });
});
