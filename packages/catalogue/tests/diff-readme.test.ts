// gen-readme-diff-table --check: the README's table of change ids and its diff example are what the code makes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/cli-run.js";
import { CHANGE_RULES } from "../src/diff/rules.js";

const SCRIPT = fileURLToPath(new URL("../scripts/gen-readme-diff-table.mjs", import.meta.url));
const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

function run(...args: string[]): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: "utf8", cwd: tmpdir() });
  return { code: r.status, out: r.stdout + r.stderr };
}
function copy(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), "gg-diff-readme-")), "README.md");
  writeFileSync(path, text);
  return path;
}

describe("the README's diff table and example", () => {
  it("--check passes on the committed README", () => {
    expect(run("--check")).toEqual({ code: 0, out: expect.stringContaining("is up to date") });
  });

  it("has one row per id of CHANGE_RULES, with its level, in the table's order", () => {
    const rows = [...README.matchAll(/^\| `([a-z-]+)` \| (breaking|refusal|info) \|/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(CHANGE_RULES.map((r) => [r.id, r.level]));
  });

  it("shows the command's real output on the example pair", () => {
    const pkg = (p: string): string => fileURLToPath(new URL(`../${p}`, import.meta.url));
    const out = runCli(["diff", pkg("catalogue.json"), pkg("examples/catalogue-next.json")]);
    expect(out.code).toBe(1);
    expect(README).toContain(`$ npx gg-catalogue diff catalogue.json examples/catalogue-next.json\n${out.stdout}$ echo $?\n1\n`);
  });

  it("--check fails when a level in the table drifts", () => {
    const drifted = copy(README.replace("| `summary-changed` | info |", "| `summary-changed` | breaking |"));
    const r = run("--check", "--target", drifted);
    expect([r.code, r.out]).toEqual([1, expect.stringContaining("the diff table or example drifted from the code")]);
  });

  it("--check fails when the example drifts", () => {
    const drifted = copy(README.replace("3 breaking, 2 refusal, 7 info", "3 breaking, 2 refusal, 6 info"));
    expect(run("--check", "--target", drifted).code).toBe(1);
  });

  it("--check fails when the markers are gone", () => {
    const r = run("--check", "--target", copy(README.replace("<!-- end diff table -->", "")));
    expect([r.code, r.out]).toEqual([1, expect.stringContaining("lacks the diff table or diff example markers")]);
  });

  it("writing fixes a drifted copy", () => {
    const drifted = copy(README.replace("| `summary-changed` | info |", "| `summary-changed` | breaking |"));
    expect(run("--target", drifted).code).toBe(0);
    expect(readFileSync(drifted, "utf8")).toBe(README);
  });
});
