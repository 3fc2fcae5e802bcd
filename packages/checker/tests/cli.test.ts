import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative as relativePath } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseArgs } from "../src/cli/args.js";
import { expandPaths, languageOf, readProgram } from "../src/cli/files.js";
import { createProgress } from "../src/cli/progress.js";
import { colorWanted } from "../src/cli/color.js";
import { sarifProblems } from "./fixtures/sarif-structure.js";
import type { Json } from "./fixtures/sarif-structure.js";

// Run from the fixtures folder so file names in the output are short and relative.
const cwd = new URL("./fixtures/cli/", import.meta.url).pathname;
const cli = new URL("../dist/gg-check.cjs", import.meta.url).pathname;

const runs = new Map<string, { code: number | null; stdout: string; stderr: string }>();

/** Runs the CLI once per distinct command line (each run starts TypeScript; tests share the runs they read). */
function run(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const key = JSON.stringify(args);
  const known = runs.get(key);
  if (known !== undefined) return known;
  const { status, stdout, stderr } = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "" },
  });
  const result = { code: status, stdout, stderr };
  runs.set(key, result);
  return result;
}

interface JsonOutput {
  checker: { name: string; version: string; typescript: string };
  results: Array<Record<string, unknown> & { file: string; verdict: string }>;
}

describe("gg-check: usage and input errors exit 2 with one clear message", () => {
  it.each([
    ["an unknown flag", ["--frmat", "json", "bad.ts"], "gg-check: unknown option --frmat (did you mean --format?); see gg-check --help\n"],
    ["an unknown flag with nothing close", ["--colour", "bad.ts"], "gg-check: unknown option --colour; see gg-check --help\n"],
    ["an unknown format", ["--format", "xml", "bad.ts"], 'gg-check: unknown format "xml": use one of pretty, json, sarif; see gg-check --help\n'],
    ["no files", [], "gg-check: no files given; see gg-check --help\n"],
    ["a bad --jobs", ["--jobs", "0", "bad.ts"], 'gg-check: --jobs needs a whole number from 1 to 256, not "0"; see gg-check --help\n'],
  ])("%s: one line and a pointer to --help, not the whole help", (_what, args, whole) => {
    const { code, stdout, stderr } = run(...args);
    expect([code, stdout, stderr]).toEqual([2, "", whole]);
  });

  it.each([["--help"], ["-h"], ["--version"], ["-v"]])("%s answers on stdout and exits 0", (flag) => {
    const { code, stdout, stderr } = run(flag);
    expect([code, stderr]).toEqual([0, ""]);
    if (flag.includes("h")) expect(stdout).toContain("Usage: gg-check");
    else expect(stdout).toBe(`${(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version}\n`);
  });

  it.each([
    ["a missing file", ["nope.ts"], "gg-check: nope.ts: no such file or directory\n"],
    ["a file that is not a program", ["programs/notes.md"], "gg-check: programs/notes.md: not a program (use .ts, .mts, .cts, .js, .mjs or .cjs)\n"],
    [
      "a .tsx file, with the reason",
      ["programs/notes.tsx"],
      "gg-check: programs/notes.tsx: not a program (.tsx: JSX: the guest runs no JSX transform, and `<T>value` means something else in a .tsx file; use .ts, .mts, .cts, .js, .mjs or .cjs)\n",
    ],
    ["a directory without programs", ["broken-dir-that-has-none"], "gg-check: broken-dir-that-has-none: no such file or directory\n"],
    [
      "a broken catalogue, by file and JSON path",
      ["--catalogue", "broken-catalogue.json", "bad.ts"],
      'gg-check: broken-catalogue.json: operations[0].binding.capability: unknown capability "fs.raed"\n',
    ],
    [
      "a broken grant, by file and JSON path",
      ["--grant", "broken-grant.json", "bad.ts"],
      'gg-check: broken-grant.json: allowlist[0]: unknown operation "files.read_flie"\n',
    ],
    ["a grant that is not JSON, by file, line and column", ["--grant", "syntax-error.json", "bad.ts"], "gg-check: syntax-error.json: "],
    [
      "a grant with a key written twice, by file, line and column",
      ["--grant", "twice-keyed-grant.json", "bad.ts"],
      'gg-check: twice-keyed-grant.json: duplicate key "capabilities" at line 4, column 3 (first at line 2, column 3)\n',
    ],
    ["a missing grant file", ["--grant", "missing-grant.json", "bad.ts"], "gg-check: missing-grant.json: "],
    ["a program that is not UTF-8", ["bad.ts", "not-utf8.ts"], "gg-check: not-utf8.ts: not valid UTF-8\n"],
  ])("%s", (_what, args, expected) => {
    const { code, stdout, stderr } = run(...args);
    expect([code, stdout]).toEqual([2, ""]);
    expect(stderr.startsWith(expected)).toBe(true);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("a grant that is not JSON names the line and column", () => {
    expect(run("--grant", "syntax-error.json", "bad.ts").stderr).toMatch(/line 2, column 1/);
  });
});

// Each run below starts TypeScript in a worker: seconds on a shared machine, so these get a long timeout.
describe("gg-check: checking programs", { timeout: 180_000 }, () => {
  it("exits 0 when every program passes, walking directories in sorted order and skipping node_modules and dot folders", () => {
    const { code, stdout } = run("--format", "json", "programs");
    const output = JSON.parse(stdout) as JsonOutput;
    expect(output.results.map((r) => [r.file, r.verdict])).toEqual([
      ["programs/good.ts", "pass"],
      ["programs/nested/listing.js", "pass"],
    ]);
    expect(code).toBe(0);
  });

  it("checks a file once however it is spelt, under the first spelling given", () => {
    const { code, stdout } = run("--format", "json", "./bad.ts", "bad.ts", "programs/../bad.ts", `${cwd}bad.ts`, "programs", "./programs/good.ts");
    expect((JSON.parse(stdout) as JsonOutput).results.map((r) => r.file)).toEqual(["./bad.ts", "programs/good.ts", "programs/nested/listing.js"]);
    expect(code).toBe(1);
  });

  it("exits 1 when some program fails, results in the order given", () => {
    const { code, stdout } = run("--format", "json", "programs/nested", "bad.ts", "programs/good.ts");
    expect((JSON.parse(stdout) as JsonOutput).results.map((r) => r.file)).toEqual(["programs/nested/listing.js", "bad.ts", "programs/good.ts"]);
    expect(code).toBe(1);
  });

  it("prints JSON in the exact shape the README documents", () => {
    const { stdout } = run("--format", "json", "programs/nested", "bad.ts", "programs/good.ts");
    const output = JSON.parse(stdout) as JsonOutput;
    expect(output.checker).toEqual({ name: "@gg/checker", version: "0.1.0", typescript: "7.0.2" });
    expect(output.results[2]).toEqual({
      file: "programs/good.ts",
      language: "ts",
      verdict: "pass",
      diagnostics: [],
      reaches: ["files.read_file"],
    });
    expect(Object.keys(output.results[1] ?? {})).toEqual(["file", "language", "verdict", "diagnostics", "reaches"]);
    expect(output.results[1]).toMatchObject({
      file: "bad.ts",
      verdict: "fail",
      diagnostics: [{ code: "TS2304", severity: "error", line: 2, column: 17, endLine: 2, endColumn: 22 }],
    });
  });

  it("adds the refusal forecast with --grant, without changing the verdict", () => {
    const { code, stdout } = run("--format", "json", "--grant", "grant.json", "shell.mts");
    const [result] = (JSON.parse(stdout) as JsonOutput).results;
    expect(code).toBe(0);
    expect(result).toMatchObject({
      verdict: "pass",
      refusals: [{ operation: "shell.run", key: "run", message: "`gg.shell.run` is not available.", line: 2 }],
    });
  });

  it("prints SARIF 2.1.0 with relative URIs", () => {
    const { code, stdout } = run("--format", "sarif", "bad.ts", "programs");
    const log = JSON.parse(stdout) as Json;
    expect(sarifProblems(log)).toEqual([]);
    const results = (log.runs as Array<{ results: Array<{ ruleId: string; locations: unknown }> }>)[0]?.results ?? [];
    expect(results).toMatchObject([
      {
        ruleId: "TS2304",
        level: "error",
        locations: [{ physicalLocation: { artifactLocation: { uri: "bad.ts" }, region: { startLine: 2, startColumn: 17 } } }],
      },
    ]);
    expect(code).toBe(1);
  });

  it("prints pretty code frames, a summary, no colour through a pipe and nothing on stderr", () => {
    const { code, stdout, stderr } = run("bad.ts", "programs/good.ts");
    expect(stdout).toContain("fail bad.ts\n");
    expect(stdout).toContain('bad.ts:2:17 - error TS2304: ');
    expect(stdout).toContain('2 const entries = files.listDir(".");\n                  ~~~~~\n');
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("2 programs checked: 1 passed, 1 failed");
    expect(stdout).not.toContain("\u001b[");
    expect([code, stderr]).toEqual([1, ""]);
  });

  it("shows refusals in pretty output when --grant is given", () => {
    const { stdout } = run("--grant", "grant.json", "shell.mts");
    expect(stdout).toMatch(/shell\.mts:2:\d+ - refused shell\.run: `gg\.shell\.run` is not available\./);
  });

  it("gives the same results whatever --jobs says", () => {
    const many = run("--format", "json", "--jobs", "3", "programs/nested", "bad.ts", "programs/good.ts");
    expect(many.stdout).toBe(run("--format", "json", "programs/nested", "bad.ts", "programs/good.ts").stdout);
  });
});

describe("gg-check through a pipe its reader closes early (gg-check dir | head)", { timeout: 180_000 }, () => {
  it("drops the rest of the output and ends with the run's own exit status, nothing on stderr", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-check-pipe-"));
    try {
      // Far more output than a pipe holds, so the write meets the closed pipe.
      writeFileSync(join(dir, "many.js"), Array.from({ length: 3000 }, (_, i) => `missingName${i}();\n`).join(""));
      const child = spawn(process.execPath, [cli, "many.js"], { cwd: dir, env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "" } });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
      child.stdout.once("data", () => child.stdout.destroy());
      const code = await new Promise<number | null>((resolve) => child.once("close", (status) => resolve(status)));
      expect([code, stderr]).toEqual([1, ""]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("gg-check on a terminal", { timeout: 180_000 }, () => {
  /** Runs the CLI in a pseudo-terminal (util-linux `script`), so stdout and stderr are both TTYs; returns what the terminal showed. */
  function inTerminal(args: string[], env: Record<string, string>): { code: number | null; screen: string } {
    const quoted = [process.execPath, cli, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(" ");
    const { status, stdout } = spawnSync("script", ["-qec", quoted, "/dev/null"], { cwd, encoding: "utf8", env: { ...process.env, ...env } });
    return { code: status, screen: stdout };
  }

  it("colours its output and shows progress on stderr for a long run, erased before the results", () => {
    // 129 programs: more than the CLI checks on its own thread, so the run goes through the worker pool; progress
    // shows at once (it waits a second by default, longer than such a run now takes).
    const dir = mkdtempSync(join(tmpdir(), "gg-check-tty-"));
    try {
      for (let i = 0; i < 129; i++) writeFileSync(join(dir, `p${String(i).padStart(3, "0")}.ts`), `import { files } from "gg";\nconsole.log(files.readFile("a${i}"));\n`);
      const { code, screen } = inTerminal([dir], { NO_COLOR: "", FORCE_COLOR: "", GG_CHECK_PROGRESS_DELAY_MS: "0" });
      expect(code).toBe(0);
      expect(screen).toContain("\r\u001b[2Kchecking ");
      expect(screen).toMatch(/checking \d+\/129/);
      // The progress line is erased before the first result is printed.
      expect(screen.indexOf("\r\u001b[2K\u001b[32mpass")).toBeGreaterThanOrEqual(0);
      expect(screen).toContain("\u001b[32mpass\u001b[0m");
      expect(screen).toContain("129 programs checked: 129 passed, 0 failed");
      // NO_COLOR turns the colour off even on a terminal.
      const plain = inTerminal([join(dir, "p000.ts"), join(dir, "p001.ts")], { NO_COLOR: "1", FORCE_COLOR: "" });
      expect(plain.screen).toContain("pass ");
      expect(plain.screen).not.toContain("\u001b[32m");
      // FORCE_COLOR=0 too.
      const off = inTerminal([join(dir, "p000.ts")], { NO_COLOR: "", FORCE_COLOR: "0" });
      expect(off.screen).toContain("pass ");
      expect(off.screen).not.toContain("\u001b[32m");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("gg-check colour through a pipe (CI)", () => {
  function piped(env: Record<string, string>): string {
    const { status, stdout } = spawnSync(process.execPath, [cli, "programs/good.ts"], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "", ...env } });
    expect(status).toBe(0);
    return stdout;
  }

  it("is off by default, forced on by FORCE_COLOR (over NO_COLOR), and off with FORCE_COLOR=0 or false", () => {
    expect(piped({})).not.toContain("\u001b[");
    expect(piped({ FORCE_COLOR: "1" })).toContain("\u001b[32mpass\u001b[0m");
    expect(piped({ FORCE_COLOR: "1", NO_COLOR: "1" })).toContain("\u001b[32mpass\u001b[0m");
    expect(piped({ FORCE_COLOR: "0" })).not.toContain("\u001b[");
    expect(piped({ FORCE_COLOR: "false" })).not.toContain("\u001b[");
  });
});

describe("colorWanted", () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: "1" }, true, false],
    [{ NO_COLOR: "" }, true, true],
    [{ FORCE_COLOR: "1" }, false, true],
    [{ FORCE_COLOR: "3" }, false, true],
    [{ FORCE_COLOR: "1", NO_COLOR: "1" }, false, true],
    [{ FORCE_COLOR: "0" }, true, false],
    [{ FORCE_COLOR: "FALSE", NO_COLOR: "" }, true, false],
    [{ FORCE_COLOR: "" }, false, false],
  ])("%j on a terminal %s: %s", (env, tty, wanted) => {
    expect(colorWanted(env, tty)).toBe(wanted);
  });
});

describe("parseArgs", () => {
  it("reads files and every option, in both spellings", () => {
    expect(parseArgs(["--format=sarif", "--catalogue", "c.json", "--grant=g.json", "--jobs", "3", "a.ts", "dir"])).toEqual({
      ok: true,
      command: { kind: "check", paths: ["a.ts", "dir"], format: "sarif", catalogue: "c.json", grant: "g.json", jobs: 3 },
    });
  });

  it("defaults to pretty", () => {
    expect(parseArgs(["a.ts"])).toEqual({ ok: true, command: { kind: "check", paths: ["a.ts"], format: "pretty" } });
  });

  it("reads serve and its options", () => {
    expect(parseArgs(["serve", "--jobs", "2"])).toEqual({ ok: true, command: { kind: "serve", jobs: 2 } });
    expect(parseArgs(["serve", "--jobs", "2", "--compiler-threads=1"])).toEqual({ ok: true, command: { kind: "serve", jobs: 2, compilerThreads: 1 } });
  });

  it("treats everything after -- as a path, even serve and flags", () => {
    expect(parseArgs(["--", "serve", "--help"])).toEqual({ ok: true, command: { kind: "check", paths: ["serve", "--help"], format: "pretty" } });
  });

  it("reads explain, with one code or none", () => {
    expect(parseArgs(["explain", "GG1004"])).toEqual({ ok: true, command: { kind: "explain", code: "GG1004" } });
    expect(parseArgs(["explain"])).toEqual({ ok: true, command: { kind: "explain" } });
    expect(parseArgs(["explain", "--", "gg/operation-key"])).toEqual({ ok: true, command: { kind: "explain", code: "gg/operation-key" } });
    expect(parseArgs(["explain", "--help"])).toEqual({ ok: true, command: { kind: "help" } });
  });

  it("treats explain as a path after -- or after another word", () => {
    expect(parseArgs(["--", "explain"])).toEqual({ ok: true, command: { kind: "check", paths: ["explain"], format: "pretty" } });
    expect(parseArgs(["a.ts", "explain"])).toEqual({ ok: true, command: { kind: "check", paths: ["a.ts", "explain"], format: "pretty" } });
  });

  it.each([
    [["--grant"], "option --grant needs a value"],
    [["serve", "a.ts"], "serve reads programs from stdin; it takes no file (a.ts)"],
    [["serve", "--grant", "g.json"], "serve takes the grant per request, not --grant"],
    [["--jobs", "2x", "a.ts"], '--jobs needs a whole number from 1 to 256, not "2x"'],
    [["serve", "--compiler-threads", "0"], '--compiler-threads needs a whole number from 1 to 256, not "0"'],
    [["--compiler-threads", "1", "a.ts"], "--compiler-threads is an option of serve"],
    [["explain", "GG1004", "TS2304"], "explain takes one code at a time (TS2304)"],
    [["explain", "--format", "json", "GG1004"], "explain takes no option --format"],
  ])("refuses %j", (argv, message) => {
    expect(parseArgs(argv)).toEqual({ ok: false, message });
  });
});

describe("expandPaths", () => {
  it("knows the program extensions (@gg/catalogue's) and skips declaration and JSX files", () => {
    expect(["a.ts", "a.mts", "a.cts", "a.js", "a.mjs", "a.cjs", "a.d.ts", "a.tsx", "a.json"].map(languageOf)).toEqual(["ts", "ts", "ts", "js", "js", "js", undefined, undefined, undefined]);
  });

  it("lists a directory's programs once each, in sorted order", () => {
    const expanded = expandPaths([`${cwd}programs/nested`, `${cwd}programs`]);
    expect(expanded.ok && expanded.files.map((f) => f.path.slice(cwd.length))).toEqual(["programs/nested/listing.js", "programs/good.ts"]);
  });

  it("lists a file once however it is named: ./, a/../, absolute or relative, a symbolic link, a directory holding it", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-check-same-"));
    try {
      mkdirSync(join(dir, "a"));
      writeFileSync(join(dir, "ok.ts"), "export {};\n");
      symlinkSync(join(dir, "ok.ts"), join(dir, "link.ts"));
      symlinkSync(join(dir, "a"), join(dir, "dir-link"));
      const relative = relativePath(process.cwd(), join(dir, "ok.ts"));
      const expanded = expandPaths([`${dir}/./ok.ts`, `${dir}/ok.ts`, `${dir}//ok.ts`, `${dir}/a/../ok.ts`, `${dir}/dir-link/../ok.ts`, relative, `${dir}/link.ts`, dir]);
      expect(expanded).toEqual({ ok: true, files: [{ path: `${dir}/./ok.ts`, language: "ts" }] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keeps a link whose name gives another language apart: it is another program", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-check-same-"));
    try {
      writeFileSync(join(dir, "ok.ts"), "export {};\n");
      symlinkSync(join(dir, "ok.ts"), join(dir, "ok.js"));
      symlinkSync(join(dir, "ok.ts"), join(dir, "ok.mts"));
      expect(expandPaths([`${dir}/ok.ts`, `${dir}/ok.js`, `${dir}/ok.mts`])).toEqual({
        ok: true,
        files: [
          { path: `${dir}/ok.ts`, language: "ts" },
          { path: `${dir}/ok.js`, language: "js" },
        ],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads a program that is not UTF-8 as an input error", () => {
    expect(readProgram(`${cwd}not-utf8.ts`)).toEqual({ ok: false, message: `${cwd}not-utf8.ts: not valid UTF-8` });
  });
});

describe("createProgress", () => {
  function stream(isTTY: boolean) {
    const written: string[] = [];
    return { isTTY, written, write: (text: string) => written.push(text) > 0 };
  }
  // The delay is a timer: fake timers move the clock, so no test waits on the real one.
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("writes nothing when stderr is not a TTY", () => {
    const out = stream(false);
    const progress = createProgress(out, 2, 1000);
    vi.advanceTimersByTime(5000);
    progress.tick();
    progress.done();
    expect(out.written).toEqual([]);
  });

  it("on a TTY shows the count once the run lasts its delay, and erases it at the end", () => {
    const out = stream(true);
    const progress = createProgress(out, 2, 1000);
    vi.advanceTimersByTime(999);
    expect(out.written).toEqual([]);
    vi.advanceTimersByTime(1);
    progress.tick();
    progress.done();
    expect(out.written).toEqual(["\r\u001b[2Kchecking 0/2", "\r\u001b[2Kchecking 1/2", "\r\u001b[2K"]);
  });

  it("on a TTY stays silent for a run shorter than its delay, and after it ends", () => {
    const out = stream(true);
    const progress = createProgress(out, 2, 1000);
    vi.advanceTimersByTime(500);
    progress.tick();
    progress.done();
    vi.advanceTimersByTime(5000);
    expect(out.written).toEqual([]);
  });

  it("stays silent for a single program", () => {
    const out = stream(true);
    const progress = createProgress(out, 1, 1000);
    vi.advanceTimersByTime(5000);
    progress.done();
    expect(out.written).toEqual([]);
  });
});
