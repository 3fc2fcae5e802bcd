// `gg-check explain` as a user runs it (the bundled bin, dist/gg-check.cjs, which finds its pages from the package's
// root, not by counting folders up from itself): it prints pages and the list, exits 2 on an unknown code, and an
// installed copy of the package (exactly the files `npm pack` ships) finds its own pages, and the rules' pages when
// @gg/eslint-plugin is installed beside it.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PACKAGE = fileURLToPath(new URL("..", import.meta.url));
const CLI = join(PACKAGE, "dist", "gg-check.cjs");
const page = (name: string): string => readFileSync(join(PACKAGE, "docs", "diagnostics", `${name}.md`), "utf8");
const rulePage = (rule: string): string => readFileSync(join(PACKAGE, "..", "eslint-plugin", "docs", "rules", `${rule}.md`), "utf8");

function run(cli: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  // Without the NODE_PATH a package manager's script runner sets, so that only the installed copy's own
  // node_modules can provide @gg/eslint-plugin.
  const { NODE_PATH: _ignored, ...env } = process.env;
  const { status, stdout, stderr } = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", env: { ...env, NO_COLOR: "" } });
  return { code: status, stdout, stderr };
}

describe("gg-check explain", () => {
  it("prints a page and exits 0", () => {
    expect(run(CLI, "explain", "gg1004")).toEqual({ code: 0, stdout: page("GG1004"), stderr: "" });
    expect(run(CLI, "explain", "gg/operation-key")).toEqual({ code: 0, stdout: rulePage("operation-key"), stderr: "" });
  });

  it("lists every code with no code", () => {
    const { code, stdout, stderr } = run(CLI, "explain");
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toMatch(/^ {2}GG1004 +A suppression directive/m);
    expect(stdout).toMatch(/^ {2}gg\/operation-key +Require a failure's/m);
  });

  it("an unknown code is a usage error naming the close codes", () => {
    expect(run(CLI, "explain", "GG1099")).toEqual({
      code: 2,
      stdout: "",
      stderr: 'gg-check: unknown code "GG1099": close codes are GG1009, GG1019, GG1001, GG1002 (gg-check explain lists every code)\n',
    });
  });

  it("is in the usage text", () => {
    expect(run(CLI, "--help").stdout).toContain("gg-check explain [CODE]");
  });
});

describe("the README's explain output", () => {
  const readme = readFileSync(join(PACKAGE, "README.md"), "utf8");
  // Each `$ npx gg-check explain …` of the README's text blocks, with the lines shown after it (`…` marks a cut).
  const shown = [...readme.matchAll(/```text\n([\s\S]*?)```/g)].flatMap((block) =>
    (block[1] ?? "").split(/^(?=\$ npx gg-check explain)/m).filter((part) => part.startsWith("$ npx gg-check explain")),
  );

  it.each(shown.map((part) => [part.split("\n")[0] ?? "", part] as const))("%s prints what the README shows", (command, part) => {
    const args = command.split(" ").slice(3);
    const { stdout, stderr } = run(CLI, ...args);
    const printed = new Set(`${stdout}${stderr}`.split("\n"));
    const lines = part.split("\n").slice(1).filter((line) => line !== "" && line.trim() !== "…");
    expect(lines.filter((line) => !printed.has(line))).toEqual([]);
  });

  it("shows some", () => {
    expect(shown.length).toBeGreaterThanOrEqual(3);
  });
});

describe("an installed copy of @gg/checker", () => {
  let root: string;
  let cli: string;

  beforeAll(() => {
    // The files a published package holds, as `npm pack` lists them.
    const packed = spawnSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: PACKAGE, encoding: "utf8" });
    expect(packed.status).toBe(0);
    const files = (JSON.parse(packed.stdout) as Array<{ files: Array<{ path: string }> }>)[0]?.files.map((f) => f.path) ?? [];
    expect(files).toContain("docs/diagnostics/GG1004.md");
    root = mkdtempSync(join(tmpdir(), "gg-explain-"));
    const installed = join(root, "node_modules", "@gg", "checker");
    for (const file of files) {
      mkdirSync(dirname(join(installed, file)), { recursive: true });
      cpSync(join(PACKAGE, file), join(installed, file));
    }
    // Its dependencies, installed beside it as a package manager would.
    const manifest = JSON.parse(readFileSync(join(PACKAGE, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    for (const dependency of Object.keys(manifest.dependencies)) {
      mkdirSync(dirname(join(root, "node_modules", dependency)), { recursive: true });
      symlinkSync(realpathSync(join(PACKAGE, "node_modules", dependency)), join(root, "node_modules", dependency));
    }
    cli = join(installed, "dist", "gg-check.cjs");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("finds its own pages", () => {
    expect(run(cli, "explain", "TS2304")).toEqual({ code: 0, stdout: page("TS2304"), stderr: "" });
  });

  it("says where a rule's page comes from until @gg/eslint-plugin is installed beside it, then prints it", () => {
    expect(run(cli, "explain", "operation-key")).toMatchObject({ code: 2, stderr: expect.stringContaining("come with @gg/eslint-plugin") });
    symlinkSync(realpathSync(join(PACKAGE, "..", "eslint-plugin")), join(root, "node_modules", "@gg", "eslint-plugin"));
    expect(run(cli, "explain", "operation-key")).toEqual({ code: 0, stdout: rulePage("operation-key"), stderr: "" });
  });
});
