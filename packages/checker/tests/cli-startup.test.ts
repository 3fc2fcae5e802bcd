import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The CLI's fast start (checks on the main thread) must not change a byte.
const cwd = new URL("./fixtures/cli/", import.meta.url).pathname;
const cli = new URL("../dist/cli.js", import.meta.url).pathname;

function run(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const { status, stdout, stderr } = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "" } });
  return { code: status, stdout, stderr };
}

describe("gg-check on the main thread answers byte for byte as with a worker", { timeout: 180_000 }, () => {
  const programs = ["programs", "bad.ts", "shell.mts"];
  it.each([
    ["json", ["--format", "json", ...programs]],
    ["sarif", ["--format", "sarif", ...programs]],
    ["pretty", programs],
    ["json with a grant", ["--format", "json", "--grant", "grant.json", ...programs]],
  ])("%s", (_what, args) => {
    const fast = run(args);
    const worker = run(["--jobs", "1", ...args]);
    expect(fast).toEqual(worker);
    expect(fast.code).toBe(1);
  });
});
