// Determinism: the same bytes whatever LANG, NODE_ENV, TZ, the working directory, the number of workers, the load,
// and the order or freshness of the checker.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChecker } from "@gg/checker";
import { CLI } from "./support/paths.js";
import { runNode } from "./support/process.js";
import { repositoryPrograms } from "./support/programs.js";
import type { Program } from "./support/programs.js";

let programs: Program[];
// The CLI variants each start a process and workers: a third of the programs (still passes and failures, TS and JS)
// keeps them to CI's budget; the library tests below run every program.
let cliFiles: string[];
let baseline: string;
let scratch: string;

beforeAll(async () => {
  programs = repositoryPrograms();
  cliFiles = programs.filter((_p, i) => i % 3 === 0).map((p) => p.path);
  scratch = mkdtempSync(join(tmpdir(), "gg-robust-det-"));
  const done = await runNode([CLI, "--format", "json", "--jobs", "2", ...cliFiles], { limitMs: 180_000, env: { ...process.env, LANG: "C", TZ: "UTC" } });
  baseline = done.stdout.toString("utf8");
}, 200_000);

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * The results that differ between two JSON outputs. A check that ran out of time on a loaded machine is `inconclusive`
 * (never a different pass or fail): that is the one allowed difference, and the baseline's result is kept to compare.
 */
function sameOrTimedOut(output: string, expected: string): string[] {
  if (output === expected) return [];
  const a = (JSON.parse(output) as { results: { file: string; verdict: string; error?: { code: string } }[] }).results;
  const b = (JSON.parse(expected) as { results: unknown[] }).results;
  if (a.length !== b.length) return [`${a.length} results, expected ${b.length}`];
  return a.flatMap((r, i) => (JSON.stringify(r) === JSON.stringify(b[i]) || (r.verdict === "inconclusive" && r.error?.code === "timeout") ? [] : [r.file]));
}

describe("the CLI's JSON does not change a byte", () => {
  it("the workload is real: every program of examples/ and test/corpus/, with passes and failures", () => {
    expect(cliFiles.length).toBeGreaterThan(50);
    const verdicts = new Set((JSON.parse(baseline) as { results: { verdict: string }[] }).results.map((r) => r.verdict));
    expect([...verdicts].sort()).toEqual(["fail", "pass"]);
  });

  // Variants combined so the suite stays short; any one of them changing a byte fails its case.
  const variants: [string, NodeJS.ProcessEnv, string[], boolean][] = [
    ["LANG/LC_ALL German, LANGUAGE Japanese, NODE_ENV=production, TZ=Pacific/Kiritimati (UTC+14)", { LANG: "de_DE.UTF-8", LC_ALL: "de_DE.UTF-8", LANGUAGE: "ja", NODE_ENV: "production", TZ: "Pacific/Kiritimati" }, [], false],
    ["NODE_ENV=development, DEBUG=*, TZ=America/St_Johns (UTC-3:30), another working directory", { NODE_ENV: "development", DEBUG: "*", TZ: "America/St_Johns" }, [], true],
    ["one worker", {}, ["--jobs", "1"], false],
  ];
  for (const [name, env, args, elsewhere] of variants) {
    it(name, async () => {
      const done = await runNode([CLI, "--format", "json", "--jobs", "2", ...args, ...cliFiles], { limitMs: 180_000, env: { ...process.env, ...env }, ...(elsewhere ? { cwd: scratch } : {}) });
      expect(sameOrTimedOut(done.stdout.toString("utf8"), baseline)).toEqual([]);
    }, 200_000);
  }

  it("eight workers on two cores, with two busy threads besides (load)", async () => {
    const burners = Array.from({ length: 2 }, () => new Worker("const end = Date.now() + 120000; while (Date.now() < end) {}", { eval: true }));
    try {
      const done = await runNode([CLI, "--format", "json", "--jobs", "8", ...cliFiles], { limitMs: 180_000 });
      expect(sameOrTimedOut(done.stdout.toString("utf8"), baseline)).toEqual([]);
    } finally {
      await Promise.all(burners.map((b) => b.terminate()));
    }
  }, 200_000);

  it("messages are English whatever the locale", () => {
    const messages = (JSON.parse(baseline) as { results: { diagnostics: { code: string; message: string }[] }[] }).results.flatMap((r) => r.diagnostics);
    // The compiler's own words (the checker rewords other codes, and some of these, in text that opens with a
    // backquoted name): English, as the compiler runs with no locale.
    const fromCompiler = messages.filter((d) => (d.code === "TS2322" || d.code === "TS2345") && !d.message.startsWith("`"));
    expect(fromCompiler.length).toBeGreaterThan(0);
    for (const d of fromCompiler) expect(d.message).toMatch(/^(Type|Argument of type) /);
  });
});

describe("the library: order and freshness do not matter", () => {
  // Three passes over every program: forward in a fresh checker, backward in another, then shuffled in the first
  // again, where every check repeats one made before, after all the others.
  let forward: string[];
  let backward: string[];
  let again: string[];
  beforeAll(() => {
    const a = createChecker();
    const b = createChecker();
    const check = (checker: ReturnType<typeof createChecker>, p: Program): string => JSON.stringify(checker.check({ source: p.source, language: p.language }));
    forward = programs.map((p) => check(a, p));
    backward = [...programs].reverse().map((p) => check(b, p)).reverse();
    const order = programs.map((_p, i) => i).sort((x, y) => ((x * 7919) % 257) - ((y * 7919) % 257));
    again = [];
    for (const i of order) again[i] = check(a, programs[i] as Program);
  }, 180_000);

  it("forward in one fresh checker and backward in another: identical results", () => {
    expect(backward).toEqual(forward);
  });

  it("the same checks again, shuffled, after all the others: the same bytes", () => {
    expect(again).toEqual(forward);
  });
});
