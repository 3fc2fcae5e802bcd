// gg-catalogue as a user runs it: a spawned `node packages/catalogue/dist/cli.js` (built by `tsc -b` before tests).
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { opIndex, rawCatalogue } from "./fixtures.js";

const CLI = fileURLToPath(new URL("../dist/cli.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "gg-catalogue-cli-"));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// Asynchronous, so the spawned processes of a describe.concurrent block overlap.
function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { encoding: "utf8", cwd: tmpdir() }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : null) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const reviewerGrant = file("reviewer.json", JSON.stringify({ capabilities: ["fs.read"], allowlist: ["files.read_file"], ending: "reviewer" }));
const broken = rawCatalogue();
broken.operations[3]!.binding = { kind: "capability", capability: "fs.raed" };
broken.operations[4]!.id = "views.stat";
const brokenCatalogue = file("broken.json", JSON.stringify(broken, null, 2));
const badJson = file("bad.json", '{\n  "roles": [\n}\n');
const emptyFile = file("empty.json", "");
const twiceKeyed = file("twice.json", JSON.stringify(rawCatalogue(), null, 2).replace('"capability": "fs.read"', '"capability": "shell",\n        "capability": "fs.read"'));
const aDirectory = mkdtempSync(join(dir, "a-directory-"));

// One of each kind of malformed catalogue, all in one file: the loader must report every one with its path.
const sixWays = rawCatalogue();
sixWays.operations[0]!.binding = { kind: "capability", capability: "fs.raed" };
sixWays.operations[1]!.id = "views.read_file";
sixWays.operations[2]!.binding = { kind: "machine" };
sixWays.operations[3]!.result = "list<strnig>";
sixWays.operations[4]!.id = "Files.Grep!";
sixWays.operations[opIndex("session.approve")]!.binding = { kind: "ending", role: "boss" };
const sixWaysBroken = file("six-ways.json", JSON.stringify(sixWays, null, 2));

describe.concurrent("gg-catalogue", () => {
  it("starts with a #!/usr/bin/env node line", () => {
    expect(spawnSync("head", ["-1", CLI], { encoding: "utf8" }).stdout).toBe("#!/usr/bin/env node\n");
  });

  it("--help lists every command and exits 0", async () => {
    const r = await run("--help");
    expect(r.code).toBe(0);
    for (const c of ["validate", "dts", "search", "view", "spell", "refusal"]) expect(r.stdout).toContain(`  ${c} `);
  });

  it.each(["validate", "dts", "search", "view", "spell", "refusal"])("%s --help shows the command's usage and exits 0", async (command) => {
    const r = await run(command, "--help");
    expect([r.code, r.stdout.startsWith(`Usage: gg-catalogue ${command}`)]).toEqual([0, true]);
  });

  it("no command is a usage error (2)", async () => {
    const r = await run();
    expect([r.code, r.stdout, r.stderr]).toEqual([2, "", "gg-catalogue: no command given; see gg-catalogue --help\n"]);
  });

  it("an unknown command is a usage error (2)", async () => {
    expect((await run("frobnicate")).code).toBe(2);
    expect((await run("serch", "x")).stderr).toBe('gg-catalogue: unknown command "serch" (did you mean search?); see gg-catalogue --help\n');
  });

  it.each(["--version", "-v"])("%s prints the package's version and exits 0", async (flag) => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
    expect(await run(flag)).toEqual({ code: 0, stdout: `${version}\n`, stderr: "" });
    expect(JSON.parse((await run(flag, "--json")).stdout)).toEqual({ version });
  });

  it("an unknown option close to a real one names it", async () => {
    expect((await run("search", "x", "--limt", "3")).stderr).toBe('gg-catalogue: unknown option "--limt" (did you mean --limit?); see gg-catalogue --help\n');
  });

  it("an unknown option is a usage error (2) that names it, without a stack trace", async () => {
    const r = await run("search", "x", "--colour=red");
    expect([r.code, r.stderr]).toEqual([2, 'gg-catalogue: unknown option "--colour"; see gg-catalogue --help\n']);
  });

  it("an unknown short option is a usage error (2) that names it", async () => {
    expect((await run("view", "-x", "files.read_file")).stderr).toBe('gg-catalogue: unknown option "-x"; see gg-catalogue --help\n');
  });

  it("after --, a word starting with - is a query, not an option", async () => {
    expect((await run("search", "--", "-x")).code).toBe(0);
  });

  it("an option that does not apply is a usage error (2)", async () => {
    expect((await run("spell", "files.read_file", "--grant", reviewerGrant)).stderr).toContain("--grant does not apply to spell");
  });

  it("an unknown arm is a usage error (2)", async () => {
    const r = await run("spell", "files.read_file", "--arm", "cobol");
    expect([r.code, r.stderr.split("\n")[0]]).toEqual([2, 'gg-catalogue: unknown arm "cobol" (expected one of typescript, javascript, purescript, python, ruby, rust, java, kotlin, swift, cpp, csharp); see gg-catalogue --help']);
  });

  it("a usage error with --json is JSON on stdout", async () => {
    const r = await run("view", "--json");
    expect([r.code, JSON.parse(r.stdout)]).toEqual([2, { error: { code: "usage", message: "missing NAME" } }]);
  });
});

describe.concurrent("gg-catalogue validate", () => {
  it("accepts the shipped catalogue", async () => {
    const r = await run("validate", fileURLToPath(new URL("../catalogue.json", import.meta.url)));
    expect([r.code, r.stdout.endsWith(": valid (25 operations, 13 types)\n")]).toEqual([0, true]);
  });

  it("names each problem of a broken catalogue with its path, exit 1", async () => {
    const r = await run("validate", brokenCatalogue);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `${brokenCatalogue}: operations[3].binding.capability: unknown capability "fs.raed"\n` +
        `${brokenCatalogue}: operations[4].id: key "stat" is already used by "files.stat" at operations[2]: keys are unique across the whole catalogue, because a failure carries the key alone\n`,
    );
  });

  it("names each of six different problems in one file with its path", async () => {
    const r = await run("validate", sixWaysBroken);
    expect(r.code).toBe(1);
    expect(r.stderr.split("\n").filter(Boolean).map((line) => line.slice(sixWaysBroken.length + 2))).toEqual([
      'operations[0].binding.capability: unknown capability "fs.raed"',
      'operations[1].id: key "read_file" is already used by "files.read_file" at operations[0]: keys are unique across the whole catalogue, because a failure carries the key alone',
      'operations[2].binding.kind: "files.stat" cannot have a machine binding: the only machine-bound operation is "delegation.transition_state"',
      'operations[3].result: undeclared type "strnig"',
      'operations[4].id: malformed operation id "Files.Grep!": write it namespace.key, each lower-case words joined by "_"',
      `operations[${opIndex("session.approve")}].binding.role: ending names undeclared role "boss"`,
    ]);
  });

  it("--json gives the problems as data", async () => {
    const r = await run("validate", brokenCatalogue, "--json");
    const out = JSON.parse(r.stdout) as { error: { code: string; problems: { path: string }[] } };
    expect([r.code, out.error.code, out.error.problems.map((p) => p.path)]).toEqual([1, "invalid_catalogue", ["operations[3].binding.capability", "operations[4].id"]]);
  });

  it("reports invalid JSON with line and column", async () => {
    const r = await run("validate", badJson);
    expect([r.code, r.stderr]).toEqual([1, `${badJson}: invalid JSON: unexpected "}", expected a JSON value at line 3, column 1\n`]);
  });

  it("reports a key written twice by its JSON path, line and column", async () => {
    const r = await run("validate", twiceKeyed);
    expect([r.code, r.stderr]).toEqual([1, `${twiceKeyed}: operations[0].binding: duplicate key "capability" at line 30, column 9 (first at line 29, column 9)\n`]);
  });

  it("reports a missing file", async () => {
    const r = await run("validate", join(dir, "nope.json"));
    expect([r.code, r.stderr]).toEqual([1, `${join(dir, "nope.json")}: cannot read ${join(dir, "nope.json")}: no such file\n`]);
  });

  it("reports a directory given as the file", async () => {
    expect(await run("validate", aDirectory)).toEqual({ code: 1, stdout: "", stderr: `${aDirectory}: cannot read ${aDirectory}: it is a directory\n` });
  });

  it("reports an empty file as invalid JSON at line 1, column 1", async () => {
    expect(await run("validate", emptyFile)).toEqual({ code: 1, stdout: "", stderr: `${emptyFile}: invalid JSON: unexpected end of input, expected a JSON value at line 1, column 1\n` });
  });

  it("--grant reports a directory and an empty file the same way", async () => {
    const [d, e] = await Promise.all([run("validate", "--grant", aDirectory), run("validate", "--grant", emptyFile)]);
    expect([d.code, d.stderr, e.code, e.stderr]).toEqual([
      1,
      `${aDirectory}: cannot read ${aDirectory}: it is a directory\n`,
      1,
      `${emptyFile}: invalid JSON: unexpected end of input, expected a JSON value at line 1, column 1\n`,
    ]);
  });

  it("without FILE is a usage error", async () => {
    expect((await run("validate")).code).toBe(2);
  });

  it("--grant checks a grant against the catalogue", async () => {
    const bad = file("bad-grant.json", JSON.stringify({ capabilities: ["fs.raed"], allowlist: ["delegation.transition_state"] }));
    const r = await run("validate", "--grant", bad);
    expect(r.code).toBe(1);
    expect(r.stderr.split("\n").filter(Boolean).map((l) => l.split(": ")[1])).toEqual(["capabilities[0]", "allowlist[0]"]);
  });

  it("--grant accepts a valid grant", async () => {
    expect((await run("validate", "--grant", reviewerGrant)).code).toBe(0);
  });
});

describe.concurrent("gg-catalogue dts", () => {
  it("prints gg.d.ts", async () => {
    const r = await run("dts");
    expect([r.code, r.stdout.startsWith("// Generated by @gg/catalogue")]).toEqual([0, true]);
  });

  it("takes no argument", async () => {
    const r = await run("dts", "extra");
    expect([r.code, r.stdout, r.stderr.split("\n")[0]]).toEqual([2, "", 'gg-catalogue: unexpected argument "extra"; see gg-catalogue --help']);
  });

  it("uses --catalogue and fails on a broken one", async () => {
    expect((await run("dts", "--catalogue", brokenCatalogue)).code).toBe(1);
  });
});

describe.concurrent("gg-catalogue search", () => {
  it("lists hits, name and summary", async () => {
    const r = await run("search", "read", "a", "file", "--limit", "1");
    expect([r.code, r.stdout]).toEqual([0, "gg.files.readFile  Read a UTF-8 text file.\n"]);
  });

  it("shows only what --grant allows, as JSON", async () => {
    const r = await run("search", "file", "--grant", reviewerGrant, "--json");
    expect((JSON.parse(r.stdout) as { hits: { id: string }[] }).hits.map((h) => h.id)).toEqual(["files.read_file"]);
  });

  it("rejects a bad --limit", async () => {
    expect((await run("search", "x", "--limit", "many")).code).toBe(2);
  });

  it("reports a broken grant file with exit 1", async () => {
    const r = await run("search", "x", "--grant", badJson);
    expect([r.code, r.stderr.startsWith(`${badJson}: invalid JSON`)]).toEqual([1, true]);
  });
});

describe.concurrent("gg-catalogue view", () => {
  it("shows the view", async () => {
    const r = await run("view", "gg.files.readFile");
    expect([r.code, r.stdout.split("\n").slice(0, 6)]).toEqual([0, ["### `gg.files.readFile`", "", "```typescript", 'import { files } from "gg";', "", "files.readFile(path: string): string"]]);
  });

  it("answers a refused operation with its refusal, exit 1", async () => {
    const r = await run("view", "gg.session.finish", "--grant", reviewerGrant);
    expect([r.code, r.stdout]).toEqual([1, "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.\n"]);
  });

  it("an unknown name is exit 1", async () => {
    const r = await run("view", "gg.files.readFle", "--json");
    expect([r.code, JSON.parse(r.stdout)]).toEqual([1, { error: { code: "not_found", message: 'no operation is named "gg.files.readFle"' } }]);
  });
});

describe.concurrent("gg-catalogue spell", () => {
  it("prints the arm's qualified name", async () => {
    expect((await run("spell", "files.read_file", "--arm", "ruby")).stdout).toBe("GG::Files.read_file\n");
  });

  it("prints all eleven arms without --arm", async () => {
    expect((await run("spell", "files.read_file")).stdout.trim().split("\n")).toHaveLength(11);
  });

  it("--json gives every part", async () => {
    expect(JSON.parse((await run("spell", "files.read_file", "--arm", "rust", "--json")).stdout)).toEqual({
      id: "files.read_file",
      spellings: [{ arm: "rust", qualified: "gg::files::read_file", importLine: "use gg::files;", shortened: "files::read_file" }],
    });
  });
});

describe.concurrent("gg-catalogue refusal", () => {
  it("prints the refusal in the arm's spelling", async () => {
    expect((await run("refusal", "session.finish", "--grant", reviewerGrant, "--arm", "csharp")).stdout).toBe(
      "`Gg.Session.Finish` is not available. Use `Gg.Session.Approve` or `Gg.Session.RequestChanges` instead.\n",
    );
  });

  it("says when the call is available", async () => {
    const r = await run("refusal", "files.read_file", "--grant", reviewerGrant, "--json");
    expect([r.code, JSON.parse(r.stdout)]).toEqual([0, { id: "files.read_file", granted: true }]);
  });

  it("needs --grant", async () => {
    expect((await run("refusal", "files.read_file")).code).toBe(2);
  });
});

describe.concurrent("gg-catalogue --catalogue on every command", () => {
  it.each([
    ["dts"],
    ["search", "read"],
    ["view", "files.read_file"],
    ["spell", "files.read_file"],
    ["refusal", "files.read_file", "--grant", reviewerGrant],
    ["validate", "--grant", reviewerGrant],
  ])("%s … reads the catalogue given, and reports its problems (exit 1)", async (...args) => {
    const r = await run(...args, "--catalogue", sixWaysBroken, "--json");
    const out = JSON.parse(r.stdout) as { error: { code: string; problems: unknown[] } };
    expect([r.code, out.error.code, out.error.problems.length]).toEqual([1, "invalid_catalogue", 6]);
  });
});

describe.concurrent("gg-catalogue --json on every command", () => {
  it.each([
    ["--help"],
    ["validate", "--help"],
    ["validate", fileURLToPath(new URL("../catalogue.json", import.meta.url))],
    ["validate", "--grant", reviewerGrant],
    ["dts"],
    ["search", "read"],
    ["view", "files.read_file", "--arm", "python"],
    ["spell", "files.read_file"],
    ["refusal", "session.finish", "--grant", reviewerGrant],
  ])("%s … exits 0 with one JSON document on stdout", async (...args) => {
    const r = await run(...args, "--json");
    expect([r.code, r.stderr, typeof JSON.parse(r.stdout)]).toEqual([0, "", "object"]);
  });

  it.each<[1 | 2, ...string[]]>([
    [1, "validate", emptyFile],
    [1, "validate", aDirectory],
    [1, "dts", "--catalogue", sixWaysBroken],
    [1, "search", "x", "--grant", badJson],
    [1, "view", "gg.session.finish", "--grant", reviewerGrant],
    [1, "spell", "files.readFle"],
    [1, "refusal", "files.read_file", "--grant", aDirectory],
    [2, "frobnicate"],
    [2, "search", "x", "--colour"],
    [2, "dts", "extra"],
  ])("exit %i for %s … with the error as JSON on stdout and nothing on stderr", async (code, ...args) => {
    const r = await run(...args, "--json");
    expect([r.code, r.stderr, typeof JSON.parse(r.stdout)]).toEqual([code, "", "object"]);
  });
});
