// File-system escapes: whatever a program names, no surface opens a host file for it, no canary text reaches any output,
// and the output is the same whether the named path exists or not (no existence oracle).
import fs from "node:fs";
import fsp from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createChecker } from "@gg/checker";
import type { CheckResult } from "@gg/checker";
import { CANARY_TEXT, createCanary, ESCAPES } from "./support/canary.js";
import type { Canary } from "./support/canary.js";
import { lint } from "./support/eslint.js";
import { open, startLsp } from "./support/lsp-client.js";
import { CLI } from "./support/paths.js";
import { run, runNode } from "./support/process.js";
import { startServe } from "./support/serve-client.js";

let canary: Canary;
const checker = createChecker();

beforeAll(() => {
  canary = createCanary();
  // Warm: the guest library is read at creation; a first check fills TypeScript's lazy caches before any spy.
  checker.check({ source: "export {};\n", language: "ts" });
  checker.check({ source: "export {};\n", language: "js" });
});

afterAll(() => {
  canary?.remove();
});

/** Same output but for the path the program itself wrote (in whatever spelling: slashes, backslashes, a URL). */
function normalise(text: string): string {
  return text.replace(/([\\/])absent/g, "$1canary");
}

const SYNC = ["openSync", "readFileSync", "existsSync", "statSync", "lstatSync", "readdirSync", "realpathSync", "accessSync", "readlinkSync", "opendirSync", "watch", "watchFile", "createReadStream"] as const;
const ASYNC = ["open", "readFile", "stat", "lstat", "readdir", "realpath", "access", "opendir", "readlink"] as const;

function spyAll(): { calls(): string[]; restore(): void } {
  const spies: { name: string; spy: { mock: { calls: unknown[][] }; mockRestore(): void } }[] = [];
  for (const name of SYNC) spies.push({ name: `fs.${name}`, spy: vi.spyOn(fs, name as never) });
  for (const name of ASYNC) {
    spies.push({ name: `fs.${name}`, spy: vi.spyOn(fs, name as never) });
    spies.push({ name: `fs/promises.${name}`, spy: vi.spyOn(fsp, name as never) });
  }
  // ESM named imports of node:fs read the builtin's exports: make them see the spies too.
  syncBuiltinESMExports();
  return {
    calls: () => spies.flatMap(({ name, spy }) => spy.mock.calls.map((args) => `${name}(${String(args[0])})`)),
    restore: () => {
      for (const { spy } of spies) spy.mockRestore();
      syncBuiltinESMExports();
    },
  };
}

describe("the library (built @gg/checker) opens nothing a program names", () => {
  for (const [name, language, program] of ESCAPES) {
    it(`${name}: no fs call, no canary text, the same result whether the path exists`, () => {
      const spies = spyAll();
      let present: CheckResult;
      let absent: CheckResult;
      try {
        present = checker.check({ source: program(canary.present), language });
        absent = checker.check({ source: program(canary.absent), language });
      } finally {
        spies.restore();
      }
      expect(spies.calls()).toEqual([]);
      expect(JSON.stringify(present)).not.toContain(CANARY_TEXT);
      expect(normalise(JSON.stringify(absent))).toBe(normalise(JSON.stringify(present)));
    });
  }

  // A JSDoc type (`@type {import(…)}`, `@import`, `@typedef`) is a comment when the program runs: it loads nothing,
  // so it is no failure; what it names stays unfound, which the checker says (a warning in JavaScript).
  const JSDOC = /JSDoc/;

  it("an escape never makes what it names visible: every importing escape fails", () => {
    const passing = ESCAPES.filter(([name]) => !/@jsxImportSource|amd-dependency/.test(name) && !JSDOC.test(name))
      .map(([name, language, program]) => [name, checker.check({ source: program(canary.present), language }).verdict])
      .filter(([, verdict]) => verdict !== "fail");
    expect(passing).toEqual([]);
  });

  it("an import in JSDoc makes nothing visible either: the module it names is not found", () => {
    const found = ESCAPES.filter(([name, language]) => JSDOC.test(name) && language === "js")
      .map(([name, language, program]) => ({ name, codes: checker.check({ source: program(canary.present), language }).diagnostics.map((d) => d.code) }))
      .filter(({ codes }) => !codes.includes("TS2307") && !codes.includes("TS2732"))
      .map(({ name }) => name);
    expect(found).toEqual([]);
  });
});

describe("ESLint with the recommended config opens nothing a program names", () => {
  it("no fs call for any escape and the same messages whether the path exists", () => {
    // Warm the rules (catalogue loaded once) before spying.
    lint("export {};\n", "ts");
    lint("export {};\n", "js");
    const spies = spyAll();
    const diffs: string[] = [];
    try {
      for (const [name, language, program] of ESCAPES) {
        const present = JSON.stringify(lint(program(canary.present), language));
        const absent = JSON.stringify(lint(program(canary.absent), language));
        if (present.includes(CANARY_TEXT) || normalise(present) !== normalise(absent)) diffs.push(name);
      }
    } finally {
      spies.restore();
    }
    expect(spies.calls()).toEqual([]);
    expect(diffs).toEqual([]);
  });
});

describe("the CLI, serve and the LSP", () => {
  it("the CLI's JSON and SARIF hold no canary text and do not depend on the path existing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-robust-fs-"));
    try {
      const files = (which: string): string[] =>
        ESCAPES.map(([, language, program], i) => {
          const file = join(dir, `${which}${String(i).padStart(2, "0")}.${language}`);
          writeFileSync(file, program(which === "p" ? canary.present : canary.absent));
          return file;
        });
      const present = files("p");
      const absent = files("a");
      for (const format of ["json", "sarif"]) {
        const [a, b] = await Promise.all([
          runNode([CLI, "--format", format, "--jobs", "1", ...present], { cwd: dir, limitMs: 120_000 }),
          runNode([CLI, "--format", format, "--jobs", "1", ...absent], { cwd: dir, limitMs: 120_000 }),
        ]);
        const out = a.stdout.toString("utf8");
        expect(out + a.stderr).not.toContain(CANARY_TEXT);
        expect(normalise(b.stdout.toString("utf8")).replace(/(["/])a(\d\d)\./g, "$1p$2.")).toBe(normalise(out));
        expect(a.code).toBe(1);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("serve answers every escape without canary text, the same whether the path exists", async () => {
    const serve = startServe(["--jobs", "1"]);
    try {
      ESCAPES.forEach(([, language, program], i) => {
        serve.send({ id: `p${i}`, language, source: program(canary.present) });
        serve.send({ id: `a${i}`, language, source: program(canary.absent) });
      });
      await serve.answers(ESCAPES.length * 2, 120_000);
      expect(serve.lines().join("\n") + serve.stderr()).not.toContain(CANARY_TEXT);
      for (let i = 0; i < ESCAPES.length; i++) {
        const p = await serve.answer(`p${i}`);
        const a = await serve.answer(`a${i}`);
        expect(normalise(JSON.stringify({ ...a, id: "" }))).toBe(normalise(JSON.stringify({ ...p, id: "" })));
      }
    } finally {
      await serve.end();
    }
  }, 180_000);

  it("the LSP publishes no canary text and the same diagnostics whether the path exists", async () => {
    const lsp = startLsp();
    try {
      await lsp.initialize();
      const texts: string[] = [];
      for (const [i, [, language, program]] of ESCAPES.entries()) {
        const languageId = language === "ts" ? "typescript" : "javascript";
        open(lsp, `file:///w/p${i}.${language}`, program(canary.present), languageId);
        open(lsp, `file:///w/a${i}.${language}`, program(canary.absent), languageId);
      }
      for (const [i, [, language]] of ESCAPES.entries()) {
        const p = await lsp.diagnostics(`file:///w/p${i}.${language}`);
        const a = await lsp.diagnostics(`file:///w/a${i}.${language}`);
        texts.push(JSON.stringify(p));
        expect(normalise(JSON.stringify(a.diagnostics))).toBe(normalise(JSON.stringify(p.diagnostics)));
      }
      expect(texts.join("\n") + lsp.stderr()).not.toContain(CANARY_TEXT);
    } finally {
      await lsp.shutdown();
    }
  }, 180_000);
});

// A second witness outside the process: the kernel's record of every path the process and its threads asked for.
// Without strace the witness is skipped locally and FAILS in CI (CI=true), where `.ci/run` installs it.
const hasStrace = spawnSync("strace", ["-V"]).status === 0;
const inCI = process.env.CI === "true";
const FILE_CALLS = "trace=open,openat,openat2,stat,lstat,newfstatat,statx,access,faccessat,faccessat2,readlink,readlinkat,execve";

describe.runIf(hasStrace || inCI)("strace: no system call names the canary directory", () => {
  it.runIf(!hasStrace)("needs strace, which CI installs", () => {
    throw new Error("strace is not installed: CI must install the Debian package `strace` (see .ci/run)");
  });
  it("the CLI checking every escape", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-robust-fs-"));
    try {
      const files = ESCAPES.map(([, language, program], i) => {
        const file = join(dir, `p${String(i).padStart(2, "0")}.${language}`);
        writeFileSync(file, program(canary.present));
        return file;
      });
      const log = join(dir, "strace.log");
      const done = await run("strace", ["-f", "-qq", "-e", FILE_CALLS, "-o", log, process.execPath, CLI, "--format", "json", "--jobs", "1", ...files], { cwd: dir, limitMs: 120_000 });
      expect(done.code).toBe(1);
      const trace = fs.readFileSync(log, "utf8");
      expect(trace).toContain(files[0] as string);
      expect(trace.split("\n").filter((l) => l.includes(canary.dir))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("serve checking every escape", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-robust-fs-"));
    try {
      const input = ESCAPES.map(([, language, program], i) => JSON.stringify({ id: i, language, source: program(canary.present) })).join("\n") + "\n";
      const log = join(dir, "strace.log");
      const done = await run("strace", ["-f", "-qq", "-e", FILE_CALLS, "-o", log, process.execPath, CLI, "serve", "--jobs", "1"], { input, limitMs: 120_000 });
      expect(done.stdout.toString("utf8").trim().split("\n")).toHaveLength(ESCAPES.length);
      const trace = fs.readFileSync(log, "utf8");
      expect(trace.split("\n").filter((l) => l.includes(canary.dir))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it("the LSP analysing every escape, with hover and completion", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-robust-fs-"));
    const log = join(dir, "strace.log");
    const lsp = startLsp(process.env, ["strace", "-f", "-qq", "-e", FILE_CALLS, "-o", log]);
    try {
      await lsp.initialize();
      for (const [i, [, language, program]] of ESCAPES.entries()) {
        const uri = `file://${canary.present}${i}.${language}`;
        open(lsp, uri, program(canary.present), language === "ts" ? "typescript" : "javascript");
        await lsp.diagnostics(uri);
        await lsp.request("textDocument/hover", { textDocument: { uri }, position: { line: 0, character: 10 } });
        await lsp.request("textDocument/completion", { textDocument: { uri }, position: { line: 0, character: 10 } });
      }
    } finally {
      await lsp.shutdown();
    }
    try {
      const trace = fs.readFileSync(log, "utf8");
      expect(trace.split("\n").filter((l) => l.includes(canary.dir))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
