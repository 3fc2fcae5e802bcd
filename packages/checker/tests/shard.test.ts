// gg-check --shard I/N and gg-check merge, through the built bin: N parts merged give the single run's report byte
// for byte (JSON, SARIF, migration reports; N = 1, 3, 7), shards are disjoint and cover every program, and a program's
// shard depends on its content only, so adding a program moves no other.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseShard, shardOf } from "../src/cli/shard.js";
import { DEFAULT_CATALOGUE, run, shardWorkspace } from "./support/shard-workspace.js";
import type { Run } from "./support/shard-workspace.js";

// Each test starts the checker many times (a run per shard) on a shared machine.
const SLOW = 240_000;

let dir: string;
beforeAll(() => {
  dir = shardWorkspace();
});

const runs = new Map<string, Promise<Run>>();
/** Runs gg-check once per command line (the workspace's programs do not change under a test's feet). */
function once(...args: string[]): Promise<Run> {
  const key = JSON.stringify(args);
  const known = runs.get(key) ?? run(dir, ...args);
  runs.set(key, known);
  return known;
}

/** Writes the N parts of a run (`args` before `--shard`), run side by side, and returns their file names in shard order. */
async function parts(count: number, ...args: string[]): Promise<string[]> {
  const indices = Array.from({ length: count }, (_, i) => i + 1);
  const outputs = await Promise.all(indices.map((index) => once(...args, "--shard", `${index}/${count}`)));
  return outputs.map((part, i) => {
    expect(part.stderr).toBe("");
    const file = `part-${runs.size}-${i + 1}-of-${count}.json`;
    writeFileSync(join(dir, file), part.stdout);
    return file;
  });
}

/** The files of a JSON check part's results. */
function filesOf(file: string): string[] {
  return (JSON.parse(readFileSync(join(dir, file), "utf8")) as { results: { file: string }[] }).results.map((r) => r.file);
}

const CHECK = ["programs", "--grant", "grant.json"];
const MIGRATION = ["programs", "--baseline", DEFAULT_CATALOGUE, "--catalogue", "next.json", "--grant", "grant.json"];

describe("--shard I/N", () => {
  it("reads I/N with 1 <= I <= N, and nothing else", () => {
    expect(parseShard("2/3")).toEqual({ index: 2, count: 3 });
    expect(parseShard("1/1")).toEqual({ index: 1, count: 1 });
    for (const bad of ["0/3", "4/3", "a/b", "1/0", "1/", "/3", "1/3/3", " 1/3", "-1/3", "1.5/3"]) expect(parseShard(bad)).toBeUndefined();
  });

  it("puts a program in a shard by its content's sha256, the same for the same text", () => {
    expect(shardOf("console.log(1);\n", 7)).toBe(shardOf("console.log(1);\n", 7));
    // sha256("") starts e3b0c44298fc: its first 48 bits modulo 7, plus one.
    expect(shardOf("", 7)).toBe((0xe3b0c44298fc % 7) + 1);
    const buckets = new Set(Array.from({ length: 200 }, (_, i) => shardOf(`program ${i}`, 7)));
    expect([...buckets].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([1, 3, 7])("JSON: %i shards are disjoint, cover every program, and merge into the single run, byte for byte", async (count) => {
    const full = await once(...CHECK, "--format", "json");
    expect(full.status).toBe(1);
    const names = await parts(count, ...CHECK, "--format", "json");
    const files = names.flatMap(filesOf);
    const all = (JSON.parse(full.stdout) as { results: { file: string }[] }).results.map((r) => r.file);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(files).size).toBe(files.length);
    expect([...files].sort()).toEqual([...all].sort());
    const merged = await run(dir, "merge", ...[...names].reverse());
    expect(merged.stderr).toBe("");
    expect(merged.stdout).toBe(full.stdout);
    expect(merged.status).toBe(full.status);
    // The JSON parts hold all SARIF needs: merged as SARIF they give the single SARIF run.
    expect((await run(dir, "merge", "--format", "sarif", ...names)).stdout).toBe((await once(...CHECK, "--format", "sarif")).stdout);
  }, SLOW);

  it.each([1, 3, 7])("SARIF: %i shards merge into the single run, byte for byte, rules in first-seen order", async (count) => {
    const full = await once(...CHECK, "--format", "sarif");
    const names = await parts(count, ...CHECK, "--format", "sarif");
    const merged = await run(dir, "merge", ...names);
    expect(merged.stderr).toBe("");
    expect(merged.stdout).toBe(full.stdout);
    expect(merged.status).toBe(full.status);
    expect(merged.stdout).not.toContain('"shard"');
  }, SLOW);

  it.each([1, 3, 7])("a migration report: %i shards merge into the single report (JSON, and as pretty and SARIF)", async (count) => {
    const full = await once(...MIGRATION, "--format", "json");
    expect(full.status).toBe(1);
    expect((JSON.parse(full.stdout) as { summary: { toFail: number } }).summary.toFail).toBeGreaterThan(0);
    const names = await parts(count, ...MIGRATION, "--format", "json");
    const merged = await run(dir, "merge", ...names);
    expect(merged.stderr).toBe("");
    expect(merged.stdout).toBe(full.stdout);
    expect(merged.status).toBe(1);
    expect((await run(dir, "merge", "--format", "pretty", ...names)).stdout).toBe((await once(...MIGRATION)).stdout);
    expect((await run(dir, "merge", "--format", "sarif", ...names)).stdout).toBe((await once(...MIGRATION, "--format", "sarif")).stdout);
  }, SLOW);

  it("a migration report's SARIF parts merge into its single SARIF", async () => {
    const names = await parts(3, ...MIGRATION, "--format", "sarif");
    const merged = await run(dir, "merge", ...names);
    expect(merged.stdout).toBe((await once(...MIGRATION, "--format", "sarif")).stdout);
    expect(merged.status).toBe(1);
  }, SLOW);

  it("--jobs changes nothing in a part", async () => {
    const args = [...CHECK, "--format", "json", "--shard", "2/3"];
    const [withJobs, without] = await Promise.all([once(...args, "--jobs", "2"), once(...args)]);
    expect(withJobs.stdout).toBe(without.stdout);
  }, SLOW);

  it("an empty shard is a valid part, and merges", async () => {
    // One program in 2 shards: one of them is empty.
    const single = "programs/good-copies/copy-0.ts";
    const empty = shardOf(readFileSync(join(dir, single), "utf8"), 2) === 1 ? 2 : 1;
    const [part, other, full] = await Promise.all([
      once(single, "--format", "json", "--shard", `${empty}/2`),
      once(single, "--format", "json", "--shard", `${3 - empty}/2`),
      once(single, "--format", "json"),
    ]);
    expect(part.status).toBe(0);
    expect((JSON.parse(part.stdout) as { results: unknown[] }).results).toEqual([]);
    writeFileSync(join(dir, "empty.json"), part.stdout);
    writeFileSync(join(dir, "other.json"), other.stdout);
    expect((await run(dir, "merge", "empty.json", "other.json")).stdout).toBe(full.stdout);
  }, SLOW);

  it("pretty output of a shard shows its programs only", async () => {
    const names = filesOf((await parts(3, ...CHECK, "--format", "json"))[1] as string);
    const pretty = await once(...CHECK, "--shard", "2/3");
    const shown = pretty.stdout.split("\n").flatMap((line) => /^(pass|fail) (\S+)$/.exec(line)?.[2] ?? []);
    expect(shown).toEqual(names);
  }, SLOW);

  it("is stable: adding a program moves no other program to another shard", async () => {
    const shardsOf = async (...paths: string[]): Promise<Map<string, number>> =>
      new Map((await parts(3, ...paths, "--format", "json")).flatMap((name, i) => filesOf(name).map((file) => [file, i] as const)));
    const before = await shardsOf("programs");
    writeFileSync(join(dir, "added.js"), "console.log('a program added later');\n");
    const after = await shardsOf("programs", "added.js");
    expect(after.size).toBe(before.size + 1);
    for (const [file, shard] of before) expect(after.get(file), file).toBe(shard);
  }, SLOW);
});
