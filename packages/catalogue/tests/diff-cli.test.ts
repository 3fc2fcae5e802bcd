// gg-catalogue diff: exit codes, text and JSON output, broken catalogues and usage errors. Most cases call runCli (the
// whole command, without a process); a few spawn the built CLI to prove the exit code reaches the shell.
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/cli-run.js";
import { rawOp, removeOp, type Raw } from "./diff-fixtures.js";
import { rawCatalogue } from "./fixtures.js";

const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const SHIPPED = fileURLToPath(new URL("../catalogue.json", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "gg-catalogue-diff-"));

/** Writes a copy of the shipped catalogue, edited, and answers its path. */
function variant(name: string, edit: (raw: Raw) => void): string {
  const raw = rawCatalogue();
  edit(raw);
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(raw, null, 2));
  return path;
}
function text(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const renamed = variant("renamed.json", (raw) => {
  rawOp(raw, "files.read_file").id = "files.read_text";
  (raw.roles as string[]).push("auditor");
});
const roleAdded = variant("role-added.json", (raw) => {
  (raw.roles as string[]).push("auditor");
});
const rebound = variant("rebound.json", (raw) => {
  rawOp(raw, "web.fetch").binding = { kind: "capability", capability: "shell" };
});
const removed = variant("removed.json", (raw) => removeOp(raw, "files.delete_file"));
const broken = variant("broken.json", (raw) => {
  (raw.operations[3] as Record<string, unknown>).binding = { kind: "capability", capability: "fs.raed" };
  (raw.operations[4] as Record<string, unknown>).id = "views.stat";
});
const badJson = text("bad.json", '{\n  "roles": [\n}\n');
const missing = join(dir, "nope.json");

const diff = (...args: string[]) => runCli(["diff", ...args]);
const usageError = (detail: string) => ({ code: 2, stdout: "", stderr: `gg-catalogue: ${detail}; see gg-catalogue --help\n` });

describe("gg-catalogue diff: exit status and text", () => {
  it("something breaking: exit 1, lines grouped by level, breaking first, then the counts", () => {
    expect(diff(SHIPPED, renamed)).toEqual({
      code: 1,
      stdout:
        "breaking  operation-renamed  gg.files.readFile  likely renamed from `gg.files.readFile` to `gg.files.readText` (same parameter types, result and binding)\n" +
        "\n" +
        "info      role-added         auditor            new role\n" +
        "\n" +
        "1 breaking, 0 refusal, 1 info\n",
      stderr: "",
    });
  });

  it("only info: exit 0 (the level column is as wide as the widest level, whichever levels appear)", () => {
    expect(diff(SHIPPED, roleAdded)).toEqual({ code: 0, stdout: "info      role-added  auditor  new role\n\n0 breaking, 0 refusal, 1 info\n", stderr: "" });
  });

  it("a refusal is not breaking: exit 0", () => {
    expect(diff(SHIPPED, rebound)).toEqual({
      code: 0,
      stdout: 'refusal   binding-capability-changed  gg.web.fetch  re-bound: was capability "net", now capability "shell"\n\n0 breaking, 1 refusal, 0 info\n',
      stderr: "",
    });
  });

  it("no change: says so, exit 0", () => {
    expect(diff(SHIPPED, SHIPPED)).toEqual({ code: 0, stdout: "no changes\n", stderr: "" });
  });

  it("a removal is breaking (exit 1); the same operation added back is not (exit 0)", () => {
    expect(diff(removed, SHIPPED).code).toBe(0);
    expect(diff(SHIPPED, removed).code).toBe(1);
  });

  it("--arm spells the names in that arm", () => {
    expect(diff(SHIPPED, renamed, "--arm", "ruby").stdout.split("\n")[0]).toBe(
      "breaking  operation-renamed  GG::Files.read_file  likely renamed from `GG::Files.read_file` to `GG::Files.read_text` (same parameter types, result and binding)",
    );
    expect(diff(SHIPPED, removed, "--arm", "csharp").stdout.split("\n")[0]).toBe("breaking  operation-removed  Gg.Files.DeleteFile  removed");
  });

  it("the same arguments give the same bytes", () => {
    expect(diff(SHIPPED, renamed, "--json")).toEqual(diff(SHIPPED, renamed, "--json"));
  });
});

describe("gg-catalogue diff --json", () => {
  it("{ arm, changes, summary } with each change's catalogue terms", () => {
    const r = diff(SHIPPED, renamed, "--json", "--arm", "python");
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual({
      arm: "python",
      changes: [
        {
          id: "operation-renamed",
          level: "breaking",
          name: "gg.files.read_file",
          message: "likely renamed from `gg.files.read_file` to `gg.files.read_text` (same parameter types, result and binding)",
          operation: "files.read_file",
          renamedTo: "files.read_text",
        },
        { id: "role-added", level: "info", name: "auditor", message: "new role", role: "auditor" },
      ],
      summary: { breaking: 1, refusal: 0, info: 1 },
    });
  });

  it("no change: an empty list, exit 0", () => {
    const r = diff(SHIPPED, SHIPPED, "--json");
    expect([r.code, JSON.parse(r.stdout)]).toEqual([0, { arm: "typescript", changes: [], summary: { breaking: 0, refusal: 0, info: 0 } }]);
  });
});

describe("gg-catalogue diff: a broken catalogue is an input error (2)", () => {
  it("named by file and JSON path exactly as validate names it", () => {
    const validate = runCli(["validate", broken]);
    expect(validate.stderr).toContain(`${broken}: operations[3].binding.capability: unknown capability "fs.raed"\n`);
    expect(diff(broken, SHIPPED)).toEqual({ code: 2, stdout: "", stderr: validate.stderr });
    expect(diff(SHIPPED, broken)).toEqual({ code: 2, stdout: "", stderr: validate.stderr });
  });

  it("both broken: both named, OLD first", () => {
    expect(diff(badJson, broken)).toEqual({ code: 2, stdout: "", stderr: runCli(["validate", badJson]).stderr + runCli(["validate", broken]).stderr });
  });

  it("invalid JSON with line and column, a missing file by its reason", () => {
    expect(diff(SHIPPED, badJson).stderr).toBe(`${badJson}: invalid JSON: unexpected "}", expected a JSON value at line 3, column 1\n`);
    expect(diff(missing, SHIPPED)).toEqual({ code: 2, stdout: "", stderr: `${missing}: cannot read ${missing}: no such file\n` });
  });

  it("with --json: the error as JSON on stdout, each problem with its file", () => {
    const r = diff(SHIPPED, broken, "--json");
    expect([r.code, r.stderr]).toEqual([2, ""]);
    expect(JSON.parse(r.stdout)).toEqual({
      error: {
        code: "invalid_catalogue",
        message: runCli(["validate", broken]).stderr.trimEnd(),
        problems: [
          { file: broken, path: "operations[3].binding.capability", message: 'unknown capability "fs.raed"' },
          {
            file: broken,
            path: "operations[4].id",
            message: 'key "stat" is already used by "files.stat" at operations[2]: keys are unique across the whole catalogue, because a failure carries the key alone',
          },
        ],
      },
    });
  });
});

describe("gg-catalogue diff: usage errors (2)", () => {
  it.each<[string, string[], string]>([
    ["no catalogue", [], "missing OLD and NEW (the catalogues to compare)"],
    ["one catalogue", [SHIPPED], "missing NEW (the catalogue to compare with OLD)"],
    ["three", [SHIPPED, SHIPPED, "extra.json"], 'unexpected argument "extra.json"'],
    ["--catalogue", [SHIPPED, SHIPPED, "--catalogue", SHIPPED], "--catalogue does not apply to diff"],
    ["--grant", [SHIPPED, SHIPPED, "--grant", "g.json"], "--grant does not apply to diff"],
    ["--limit", [SHIPPED, SHIPPED, "--limit", "3"], "--limit does not apply to diff"],
    ["an unknown option", [SHIPPED, SHIPPED, "--colour"], 'unknown option "--colour"'],
    ["an unknown arm", [SHIPPED, SHIPPED, "--arm", "cobol"], 'unknown arm "cobol" (expected one of typescript, javascript, purescript, python, ruby, rust, java, kotlin, swift, cpp, csharp)'],
  ])("%s", (_, args, detail) => {
    expect(diff(...args)).toEqual(usageError(detail));
  });

  it("a usage error checks nothing else: a broken file is not read", () => {
    expect(diff(broken, "--arm", "cobol").stderr.split("\n")[0]).toBe("gg-catalogue: missing NEW (the catalogue to compare with OLD); see gg-catalogue --help");
  });

  it("with --json: the usage error as JSON", () => {
    expect(diff(SHIPPED, "--json")).toEqual({ code: 2, stdout: `${JSON.stringify({ error: { code: "usage", message: "missing NEW (the catalogue to compare with OLD)" } }, null, 2)}\n`, stderr: "" });
  });
});

describe("gg-catalogue diff --help", () => {
  it("shows the command's usage, levels and exit status", () => {
    const r = diff("--help");
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith("Usage: gg-catalogue diff OLD NEW [--arm ARM] [--json]\n")).toBe(true);
    expect(r.stdout).toContain("Exit 0 when nothing is breaking, 1 when something is, 2 for a usage error or a broken catalogue");
  });

  it("the tool's help lists it", () => {
    expect(runCli(["--help"]).stdout).toContain("\n  diff OLD NEW [--arm A]            what changing catalogue OLD into NEW does to stored programs\n");
  });
});

// Asynchronous, so the spawned processes overlap.
function spawn(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { encoding: "utf8", cwd: tmpdir() }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr });
    });
  });
}

describe.concurrent("gg-catalogue diff as a process", () => {
  it.each<[0 | 1 | 2, string[]]>([
    [0, [SHIPPED, roleAdded]],
    [1, [SHIPPED, renamed]],
    [2, [SHIPPED, broken]],
    [2, [SHIPPED]],
  ])("exits %i for diff %s", async (code, args) => {
    const r = await spawn("diff", ...args);
    expect(r).toEqual({ ...diff(...args), code });
  });
});
