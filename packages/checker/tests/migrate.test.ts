// Migration reports: stored programs checked against a baseline catalogue and a new one, compared — verdict flips
// (pass → fail first), findings, reach and refusals that appear and vanish — in TypeScript and JavaScript, with
// and without grants, as text, JSON and SARIF, with the exit code a CI gate reads.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compareResults, migrationReport } from "../src/migrate/compare.js";
import type { CheckResult } from "../src/types.js";

const CLI = fileURLToPath(new URL("../dist/gg-check.cjs", import.meta.url));
const DEFAULT = fileURLToPath(new URL("../../catalogue/catalogue.json", import.meta.url));

interface CatalogueData {
  operations: { id: string; binding: { kind: string; capability?: string } }[];
}

/** A folder with the baseline (the shipped catalogue), a next catalogue, grants and programs. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gg-migrate-"));
  const next = JSON.parse(readFileSync(DEFAULT, "utf8")) as CatalogueData;
  // files.read_file renamed away, web.fetch re-bound to another capability (a refusal change only).
  next.operations = next.operations.filter((op) => op.id !== "files.read_file");
  for (const op of next.operations) if (op.id === "web.fetch") op.binding = { kind: "capability", capability: "shell" };
  writeFileSync(join(dir, "next.json"), JSON.stringify(next));
  writeFileSync(join(dir, "grant.json"), JSON.stringify({ capabilities: ["net", "fs.read"], allowlist: ["web.fetch", "files.glob"] }));
  const programs: Record<string, string> = {
    "reads.ts": 'const t = gg.files.readFile("a");\nconsole.log(t);\n',
    "reads.js": 'import { files } from "gg";\nconsole.log(files.readFile("a"));\n',
    "fetches.ts": 'console.log(gg.web.fetch("https://example.com").status);\n',
    "globs.js": 'console.log(gg.files.glob("*"));\n',
    "broken.ts": "const n: number = 'x';\nexport {};\n",
  };
  for (const [name, text] of Object.entries(programs)) writeFileSync(join(dir, name), text);
  return dir;
}

function run(dir: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8" });
}

const PROGRAMS = ["broken.ts", "fetches.ts", "globs.js", "reads.js", "reads.ts"];

describe("gg-check --baseline", () => {
  it("lists the programs that turn to fail first, with their new findings and lost reach; exit 1", () => {
    const dir = workspace();
    const { status, stdout } = run(dir, "--baseline", DEFAULT, "--catalogue", "next.json", ...PROGRAMS);
    expect(status).toBe(1);
    expect(stdout.split("\n").filter((l) => /^(pass|fail)/.test(l))).toEqual(["pass → fail reads.js", "pass → fail reads.ts"]);
    expect(stdout).toContain("  no longer reaches: files.read_file");
    expect(stdout).toContain("+ reads.ts:1:20 error TS2339: `gg.files.readFile` does not exist");
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("5 programs checked against both catalogues: 2 pass → fail, 0 fail → pass, 0 changed, 3 unchanged");
  });

  it("with a grant: refusals that appear (the re-bound web.fetch) and vanish, with the host's messages", () => {
    const dir = workspace();
    const { status, stdout } = run(dir, "--baseline", DEFAULT, "--catalogue", "next.json", "--grant", "grant.json", "--format", "json", ...PROGRAMS);
    expect(status).toBe(1);
    const report = JSON.parse(stdout) as { summary: unknown; programs: { file: string; before: string; after: string; newRefusals: { operation: string; message: string }[] }[] };
    expect(report.summary).toEqual({ programs: 5, toFail: 2, toPass: 0, changed: 1, unchanged: 2 });
    const fetches = report.programs.find((p) => p.file === "fetches.ts");
    expect(fetches).toMatchObject({ before: "pass", after: "pass", newRefusals: [{ operation: "web.fetch", message: "`gg.web.fetch` is not available." }] });
  });

  it("a grant each (--baseline-grant) when one grant does not fit both catalogues; the misfit named", () => {
    const dir = workspace();
    writeFileSync(join(dir, "old-grant.json"), JSON.stringify({ capabilities: ["fs.read"], allowlist: ["files.read_file"] }));
    const misfit = run(dir, "--baseline", DEFAULT, "--catalogue", "next.json", "--grant", "old-grant.json", "reads.ts");
    expect(misfit.status).toBe(2);
    expect(misfit.stderr).toContain("the grant is not valid for the new catalogue");
    expect(misfit.stderr).toContain('unknown operation "files.read_file"');
    const each = run(dir, "--baseline", DEFAULT, "--baseline-grant", "old-grant.json", "--catalogue", "next.json", "--grant", "grant.json", "reads.ts");
    expect(each.status).toBe(1);
  });

  it("exit 0 when nothing turns to fail, and a change that only fixes programs is listed as such", () => {
    const dir = workspace();
    const { status, stdout } = run(dir, "--baseline", "next.json", "--catalogue", DEFAULT, ...PROGRAMS);
    expect(status).toBe(0);
    expect(stdout.split("\n").filter((l) => /^(pass|fail)/.test(l))).toEqual(["fail → pass reads.js", "fail → pass reads.ts"]);
  });

  it("--baseline-grant without --baseline, and --baseline in serve, are usage errors", () => {
    const dir = workspace();
    expect(run(dir, "--baseline-grant", "grant.json", "reads.ts")).toMatchObject({ status: 2, stderr: expect.stringContaining("--baseline-grant needs --baseline") });
    expect(run(dir, "serve", "--baseline", DEFAULT)).toMatchObject({ status: 2 });
  });

  it("a broken baseline catalogue is named by file and JSON path", () => {
    const dir = workspace();
    writeFileSync(join(dir, "bad.json"), '{ "operations": [ { "id": 1 } ] }');
    const { status, stderr } = run(dir, "--baseline", "bad.json", "reads.ts");
    expect(status).toBe(2);
    expect(stderr).toMatch(/^gg-check: bad\.json: /m);
  });
});

describe("compareResults and migrationReport", () => {
  const result = (verdict: "pass" | "fail", extra: Partial<CheckResult> = {}): CheckResult => ({ file: "a.ts", language: "ts", verdict, diagnostics: [], reaches: [], calls: [], ...extra });
  const d = { code: "TS2339", severity: "error" as const, message: "m", line: 1, column: 1, endLine: 1, endColumn: 2 };

  it("sees nothing where nothing changed", () => {
    expect(compareResults("a.ts", result("pass", { reaches: ["files.glob"] }), result("pass", { reaches: ["files.glob"] }))).toBeUndefined();
  });

  it("orders flips to fail, then to pass, then other changes, each by file", () => {
    const report = migrationReport([
      { file: "c.ts", before: result("pass", { reaches: ["files.glob"] }), after: result("pass") },
      { file: "b.ts", before: result("fail", { diagnostics: [d] }), after: result("pass") },
      { file: "z.ts", before: result("pass"), after: result("fail", { diagnostics: [d] }) },
      { file: "a.ts", before: result("pass"), after: result("fail", { diagnostics: [d] }) },
      { file: "u.ts", before: result("pass"), after: result("pass") },
    ]);
    expect(report.programs.map((p) => `${p.file} ${p.before}→${p.after}`)).toEqual(["a.ts pass→fail", "z.ts pass→fail", "b.ts fail→pass", "c.ts pass→pass"]);
    expect(report.summary).toEqual({ programs: 5, toFail: 2, toPass: 1, changed: 1, unchanged: 1 });
    expect(report.programs[3]?.lostReach).toEqual(["files.glob"]);
  });
});
