// gg-check merge refuses, in one line naming the part and exit 2, what cannot make the single run's report: parts of
// different runs (catalogue, grant, checker, format, programs, split), a shard twice or missing, files that are not
// parts; and the command line's usage errors for --shard and merge.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseArgs } from "../src/cli/args.js";
import { run, shardWorkspace } from "./support/shard-workspace.js";

const SLOW = 240_000;
const FOUR = "programs/good-copies";

let dir: string;

/** Writes a run's output to `file` in the workspace. */
async function save(file: string, ...args: string[]): Promise<void> {
  const { stdout, stderr } = await run(dir, ...args);
  expect(stderr).toBe("");
  writeFileSync(join(dir, file), stdout);
}

/** Rewrites a JSON part's shard record. */
function edit(from: string, to: string, change: (record: Record<string, unknown>) => void): void {
  const document = JSON.parse(readFileSync(join(dir, from), "utf8")) as { shard: Record<string, unknown> };
  change(document.shard);
  writeFileSync(join(dir, to), JSON.stringify(document, null, 2));
}

beforeAll(async () => {
  dir = shardWorkspace();
  await Promise.all([
    save("a1.json", FOUR, "--format", "json", "--shard", "1/2"),
    save("a2.json", FOUR, "--format", "json", "--shard", "2/2"),
    save("full.json", FOUR, "--format", "json"),
    save("sarif.json", FOUR, "--format", "sarif", "--shard", "1/1"),
    save("next2.json", FOUR, "--format", "json", "--shard", "2/2", "--catalogue", "next.json"),
    save("grant2.json", FOUR, "--format", "json", "--shard", "2/2", "--grant", "grant.json"),
    save("three2.json", FOUR, "--format", "json", "--shard", "2/3"),
    save("other2.json", "programs/broken", "--format", "json", "--shard", "2/2"),
  ]);
  edit("a2.json", "version2.json", (record) => {
    record.checker = { name: "@gg/checker", version: "9.9.9", typescript: "7.0.2" };
  });
  const taken = (JSON.parse(readFileSync(join(dir, "a1.json"), "utf8")) as { shard: { positions: number[] } }).shard.positions[0];
  edit("a2.json", "positions2.json", (record) => {
    record.positions = [taken];
  });
  edit("a2.json", "broken2.json", (record) => {
    record.shard = "3/2";
  });
  writeFileSync(join(dir, "not-json.json"), "{ results: [");
}, SLOW);

describe("gg-check merge refuses parts that do not make one run", () => {
  it.each([
    ["another catalogue", ["a1.json", "next2.json"], "gg-check: next2.json and a1.json are parts of different runs: checked against different catalogues\n"],
    ["a grant on one part only", ["a1.json", "grant2.json"], "gg-check: grant2.json and a1.json are parts of different runs: one checked with a grant, the other without\n"],
    ["another format", ["a1.json", "sarif.json"], "gg-check: sarif.json and a1.json are parts of different runs: one is sarif, the other json\n"],
    ["another checker version", ["a1.json", "version2.json"], "gg-check: version2.json and a1.json are parts of different runs: made by @gg/checker 9.9.9 (typescript 7.0.2) and by @gg/checker 0.1.0 (typescript 7.0.2)\n"],
    ["other programs", ["a1.json", "other2.json"], "gg-check: other2.json and a1.json are parts of different runs: over different programs (other files, order or contents): run every shard on the same checkout with the same arguments\n"],
    ["another split", ["a1.json", "three2.json"], "gg-check: three2.json and a1.json are parts of different runs: split 3 ways and 2 ways\n"],
    ["a shard twice", ["a1.json", "a2.json", "a1.json"], "gg-check: a1.json and a1.json are both shard 1/2\n"],
    ["a shard missing", ["a2.json"], "gg-check: shard 1 of 2 is missing\n"],
    ["positions that overlap", ["a1.json", "positions2.json"], "gg-check: positions2.json: its programs overlap another part's\n"],
    ["a broken shard record", ["a1.json", "broken2.json"], "gg-check: broken2.json: a broken shard record (shard is not I/N)\n"],
    ["a missing file", ["a1.json", "gone.json"], "gg-check: gone.json: no such file or directory\n"],
    ["a file that is not JSON", ["not-json.json"], "gg-check: not-json.json: not a JSON part ("],
    ["a full run's output", ["a1.json", "full.json"], "gg-check: full.json: not a shard part (no shard record): write parts with gg-check --shard I/N --format json or sarif\n"],
    ["pretty from a check's parts", ["--format", "pretty", "a1.json", "a2.json"], "gg-check: json parts of a check cannot be written as pretty (it shows the programs' text, which parts do not hold)\n"],
    ["JSON from SARIF parts", ["--format", "json", "sarif.json"], "gg-check: sarif parts of a check cannot be written as json\n"],
  ])("%s", async (_what, args, message) => {
    const merged = await run(dir, "merge", ...args);
    expect(merged.stderr.slice(0, message.length)).toBe(message);
    expect(merged.stderr.split("\n").length).toBe(2);
    expect(merged.stdout).toBe("");
    expect(merged.status).toBe(2);
  }, SLOW);

  it("the two parts of the same run merge (the refusals above are not the parts' own fault)", async () => {
    const merged = await run(dir, "merge", "a2.json", "a1.json");
    expect(merged.stdout).toBe(readFileSync(join(dir, "full.json"), "utf8"));
  }, SLOW);
});

describe("--shard and merge on the command line", () => {
  it.each([
    [["--shard", "0/3", "a.ts"], '--shard needs I/N, whole numbers with 1 <= I <= N, not "0/3"'],
    [["--shard", "4/3", "a.ts"], '--shard needs I/N, whole numbers with 1 <= I <= N, not "4/3"'],
    [["--shard", "a/b", "a.ts"], '--shard needs I/N, whole numbers with 1 <= I <= N, not "a/b"'],
    [["--shard", "1/0", "a.ts"], '--shard needs I/N, whole numbers with 1 <= I <= N, not "1/0"'],
    [["serve", "--shard", "1/2"], "serve checks what it is sent; --shard is for files"],
    [["merge"], "merge needs the parts to join (the outputs of gg-check --shard I/N)"],
    [["merge", "--grant", "g.json", "p.json"], "merge takes only --format, not --grant (the parts hold how they were checked)"],
    [["merge", "--format", "xml", "p.json"], 'unknown format "xml": use one of pretty, json, sarif'],
  ])("%j is a usage error", (args, message) => {
    expect(parseArgs(args)).toEqual({ ok: false, message });
  });

  it("a usage error is one line through the bin, exit 2", async () => {
    const bad = await run(dir, "--shard", "4/3", "programs");
    expect(bad).toEqual({ status: 2, stdout: "", stderr: 'gg-check: --shard needs I/N, whole numbers with 1 <= I <= N, not "4/3"; see gg-check --help\n' });
  });

  it("parses a shard and a merge", () => {
    expect(parseArgs(["--shard", "2/3", "p"])).toEqual({ ok: true, command: { kind: "check", paths: ["p"], format: "pretty", shard: { index: 2, count: 3 } } });
    expect(parseArgs(["merge", "--format", "sarif", "a.json", "b.json"])).toEqual({ ok: true, command: { kind: "merge", parts: ["a.json", "b.json"], format: "sarif" } });
    expect(parseArgs(["--", "merge", "a.json"])).toEqual({ ok: true, command: { kind: "check", paths: ["merge", "a.json"], format: "pretty" } });
  });

  it("--help shows both", async () => {
    const help = await run(dir, "--help");
    expect(help.stdout).toContain("--shard I/N");
    expect(help.stdout).toContain("gg-check merge [--format json|sarif|pretty] PART...");
  });
});
