// The watchdog: checks come and go without waking its thread, so a check whose deadline comes before the one the
// thread sleeps toward must wake it, and is killed at its own deadline.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { createWatchdog } from "../src/engine/watchdog.js";

describe("watchdog", () => {
  it("kills a process at a deadline earlier than the one its thread sleeps toward", async () => {
    const watchdog = createWatchdog();
    const child = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      const pid = child.pid;
      if (pid === undefined) throw new Error("sleep did not start");
      const exited = once(child, "exit");
      // Checks of a long deadline that end in time: the thread sleeps toward the first one's deadline.
      for (let i = 0; i < 100; i++) expect(watchdog.disarm(watchdog.arm(pid, 60_000, undefined))).toBeUndefined();
      const ticket = watchdog.arm(pid, 50, undefined);
      const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
      expect(signal).toBe("SIGKILL");
      expect(watchdog.disarm(ticket)).toBe("timeout");
    } finally {
      child.kill();
      watchdog.close();
    }
  });

  it.runIf(process.platform === "linux")("kills a process over its memory limit after checks that ended in time", async () => {
    const watchdog = createWatchdog();
    const child = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      const pid = child.pid;
      if (pid === undefined) throw new Error("sleep did not start");
      const exited = once(child, "exit");
      for (let i = 0; i < 100; i++) expect(watchdog.disarm(watchdog.arm(pid, 60_000, 1024))).toBeUndefined();
      // `sleep` holds more than one kilobyte resident.
      const ticket = watchdog.arm(pid, 60_000, 1 / 1024);
      const [, signal] = (await exited) as [number | null, NodeJS.Signals | null];
      expect(signal).toBe("SIGKILL");
      expect(watchdog.disarm(ticket)).toBe("out_of_memory");
    } finally {
      child.kill();
      watchdog.close();
    }
  });
});
