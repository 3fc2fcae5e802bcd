// A cold `gg-check FILE`: the phase marks a timed run writes (and an untimed run's output, unchanged by them), the
// compiler started ahead of the rest of the CLI, handed to the checker or closed, never left behind, and the code
// cache of the bundle, made at build for this very bundle.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Script } from "node:vm";
import { afterAll, describe, expect, it } from "vitest";
import { startsCompilerAhead } from "../src/cli/compiler-ahead.js";
import { NativeSession, startCompilerAhead } from "../src/engine/session.js";
import { createDirectPool } from "../src/pool/direct.js";
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import type { Timings } from "../src/timings.js";

const cwd = new URL("./fixtures/cli/", import.meta.url).pathname;
const cli = new URL("../dist/gg-check.cjs", import.meta.url).pathname;
const bundle = new URL("../dist/gg-check-bundle.cjs", import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), "gg-cold-start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function run(args: readonly string[], timings?: string): { code: number | null; stdout: string; stderr: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "", FORCE_COLOR: "" };
  delete env.GG_CHECK_TIMINGS;
  if (timings !== undefined) env.GG_CHECK_TIMINGS = timings;
  const { status, stdout, stderr } = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8", env });
  return { code: status, stdout, stderr };
}

function marksOf(file: string): string[] {
  const timings = JSON.parse(readFileSync(file, "utf8")) as Timings;
  return timings.marks.map((m) => m.name);
}

describe("GG_CHECK_TIMINGS", () => {
  it("writes the phases of a check in order, and changes nothing of its output", () => {
    const file = join(scratch, "check.json");
    const timed = run(["programs/good.ts"], file);
    const plain = run(["programs/good.ts"]);
    expect(timed).toEqual(plain);
    expect(plain.stderr).toBe("");
    const timings = JSON.parse(readFileSync(file, "utf8")) as Timings;
    expect(timings.timeOrigin).toBeGreaterThan(0);
    expect(timings.node.bootstrapComplete).toBeGreaterThan(0);
    const ats = timings.marks.map((m) => m.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    // The compiler is spawned before main runs: it was started ahead of the rest of the CLI.
    expect(timings.marks.map((m) => m.name)).toEqual(["evaluate", "compiler-spawn", "compiler-spawned", "main", "inputs", "session", "compiler-ready", "project-open", "checked", "written", "exit"]);
  });

  it("starts no compiler for a command that checks nothing", () => {
    const file = join(scratch, "help.json");
    expect(run(["--help"], file).code).toBe(0);
    expect(marksOf(file)).toEqual(["evaluate", "main", "exit"]);
  });

  it("a run that fails on its input closes the compiler it started and says only what failed", () => {
    const file = join(scratch, "missing.json");
    const { code, stdout, stderr } = run(["no-such-program.ts"], file);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(marksOf(file)).toEqual(["evaluate", "compiler-spawn", "compiler-spawned", "main", "exit"]);
  });

  it("a timing file that cannot be written changes neither the output nor the exit", () => {
    expect(run(["programs/good.ts"], join(scratch, "no-such-folder", "t.json"))).toEqual(run(["programs/good.ts"]));
  });
});

describe("what a cold start compiles", () => {
  it("the bundled CLI holds no acorn: a JavaScript program's check loads it, a TypeScript one never does", () => {
    expect(readFileSync(bundle, "utf8")).not.toContain("cannot be mixed. Wrap either by parentheses");
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: "", FORCE_COLOR: "", NODE_DEBUG: "module" };
    const loaded = (file: string): boolean => /acorn/.test(spawnSync(process.execPath, [cli, file], { cwd, encoding: "utf8", env }).stderr);
    expect(loaded("programs/good.ts")).toBe(false);
    expect(loaded("programs/nested/listing.js")).toBe(true);
  });

  it("the bundle's code cache is of this build, and V8 takes it", () => {
    const source = readFileSync(bundle, "utf8");
    const stamp = source.slice(source.lastIndexOf("\n//# gg-build ") + 1);
    expect(stamp).toMatch(/^\/\/# gg-build [0-9a-f]{16}$/);
    const cache = readFileSync(new URL("../dist/gg-check-bundle.cache", import.meta.url));
    expect(cache.toString("latin1", 0, stamp.length)).toBe(stamp);
    // Compiled as the bin compiles it: V8 refuses a cache of another source or another V8.
    const script = new Script(source, { filename: bundle, cachedData: cache.subarray(stamp.length) });
    expect(script.cachedDataRejected).toBe(false);
    expect(new Script(`${source}\n`, { filename: bundle, cachedData: cache.subarray(stamp.length) }).cachedDataRejected).toBe(true);
  });
});

describe("the compiler started ahead", () => {
  it.each([
    [["a.ts"], true],
    [["a.ts", "dir/", "--format", "json", "--grant", "g.json"], true],
    [["--jobs", "2", "a.ts"], false],
    [["--baseline", "old.json", "a.ts"], false],
    [["serve"], false],
    [["explain", "GG1001"], false],
    [["--help"], false],
    [["--version"], false],
    [["--frmat", "json", "a.ts"], false],
  ])("%j starts one: %s", (argv, expected) => {
    expect(startsCompilerAhead(argv)).toBe(expected);
  });

  it("is the session's first process, and its files are the session's", () => {
    const ahead = startCompilerAhead(512);
    const session = new NativeSession({ ggDeclarations: renderTypeScript(defaultCatalogue()), memoryLimitMb: 512, ahead });
    try {
      expect(session.pid()).toBeUndefined();
      session.run("ts", () => session.update("ts", "export const x: number = 1;\n"));
      expect(session.pid()).toBe(ahead.process.pid);
      expect(ahead.files.size).toBeGreaterThan(3);
    } finally {
      session.close();
    }
  });

  it("must have its session's memory limit (the limit is set when the process starts)", () => {
    const ahead = startCompilerAhead(512);
    try {
      expect(() => new NativeSession({ ggDeclarations: "", memoryLimitMb: 1024, ahead })).toThrow(/memory limit/);
    } finally {
      ahead.process.close();
    }
  });

  it("is closed by a direct pool that never checked", async () => {
    const ahead = startCompilerAhead(1536);
    const pool = createDirectPool({ catalogue: defaultCatalogue(), ahead });
    await pool.close();
    expect(() => ahead.process.api.updateSnapshot({})).toThrow(/closed/);
  });
});
