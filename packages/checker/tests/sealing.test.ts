// The sealed host: a check never touches the file system, whatever the program names, and its output does not
// reveal whether a named path exists (no existence oracle).
import fs, { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createChecker } from "../src/checker.js";
import ts from "../src/typescript.js";
import type { Checker } from "../src/types.js";
import type { Language } from "../src/types.js";

const CANARY_TEXT = "CANARY-7f3a9c-never-read";
let dir: string;
let canary: string;
let missing: string;
let checker: Checker;

beforeAll(() => {
  // Created before any spy: reading the guest library once, here, is the checker's only disk access.
  checker = createChecker();
  dir = mkdtempSync(join(tmpdir(), "gg-sealing-"));
  canary = join(dir, "canary.ts");
  missing = join(dir, "absent.ts"); // same length as canary.ts, so every column agrees
  writeFileSync(canary, `export const canary = "${CANARY_TEXT}";\ndeclare global { var leaked: string }\n`);
  writeFileSync(join(dir, "canary.d.ts"), `declare const leaked: "${CANARY_TEXT}";\n`);
  writeFileSync(join(dir, "package.json"), `{ "name": "${CANARY_TEXT}", "types": "canary.d.ts" }\n`);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Programs that name a path in every way TypeScript could follow. `P` is replaced by the path. */
const ESCAPES: [string, Language, string][] = [
  ["absolute import", "ts", `import { canary } from "P";\nconsole.log(canary);\n`],
  ["relative import", "ts", `import { canary } from "REL";\nconsole.log(canary);\n`],
  ["side-effect import", "ts", `import "P";\n`],
  ["export from", "ts", `export * from "P";\n`],
  ["dynamic import", "ts", `const m = await import("P");\nconsole.log(m);\n`],
  ["import type", "ts", `let t: typeof import("P");\nconsole.log(t);\n`],
  ["reference path", "ts", `/// <reference path="P" />\nconsole.log(leaked);\n`],
  ["reference types", "ts", `/// <reference types="DIR" />\nconsole.log(leaked);\n`],
  ["reference lib", "ts", `/// <reference lib="dom" />\nconsole.log(document.title);\n`],
  ["url import", "ts", `import x from "file://P";\nconsole.log(x);\n`],
  ["node: import", "ts", `import { readFileSync } from "node:fs";\nconsole.log(readFileSync("P", "utf8"));\n`],
  ["node_modules package", "ts", `import x from "canary-package";\nconsole.log(x);\n`],
  ["json import", "ts", `import data from "P.json" with { type: "json" };\nconsole.log(data);\n`],
  ["unc path", "ts", `import x from "\\\\\\\\server\\\\share\\\\P";\nconsole.log(x);\n`],
  ["require in js", "js", `const c = require("P");\nconsole.log(c);\n`],
  ["jsdoc import in js", "js", `/** @type {import("P").Canary} */\nlet c;\nconsole.log(c);\n`],
  ["js reference path", "js", `/// <reference path="P" />\nconsole.log(leaked);\n`],
  ["jsx import source", "ts", `/** @jsxImportSource P */\nexport {};\n`],
];

const FS_METHODS = [
  "readFileSync", "existsSync", "statSync", "lstatSync", "readdirSync", "realpathSync", "openSync", "accessSync", "readFile", "stat", "open",
] as const;

// TypeScript's own view of the disk: a route to `fs` captured when TypeScript loaded (`realpathSync.native`)
// escapes a spy on `fs`, so every `ts.sys` function that reads the disk is watched too.
const SYS_METHODS = [
  "readFile", "fileExists", "directoryExists", "getDirectories", "readDirectory", "realpath", "getFileSize", "getModifiedTime", "watchFile", "watchDirectory",
] as const;

function spyAll(): Array<{ mockRestore(): void; mock: { calls: unknown[][] } }> {
  const target = fs as unknown as Record<(typeof FS_METHODS)[number], (...args: unknown[]) => unknown>;
  const sys = ts.sys as unknown as Record<(typeof SYS_METHODS)[number], ((...args: unknown[]) => unknown) | undefined>;
  return [...FS_METHODS.map((m) => vi.spyOn(target, m)), ...SYS_METHODS.filter((m) => typeof sys[m] === "function").map((m) => vi.spyOn(sys, m as never))];
}

function program(template: string, path: string): string {
  return template.replaceAll("REL", `./${relative(dir, path).replace(/\.ts$/, "")}`).replaceAll("DIR", dir).replaceAll("P", path);
}

describe("a check never touches the file system", () => {
  it.each(ESCAPES)("%s: no fs call, no canary text, same output whether the path exists", (_name, language, template) => {
    const spies = spyAll();
    try {
      const withCanary = checker.check({ source: program(template, canary), language });
      const withMissing = checker.check({ source: program(template, missing), language });
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      const text = JSON.stringify(withCanary);
      expect(text).not.toContain(CANARY_TEXT);
      // Identical but for the path the program itself wrote.
      expect(JSON.stringify(withMissing).replaceAll("absent", "canary")).toBe(text);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("the spy is live: TypeScript's own file system reads the canary through the watched functions", () => {
    const spies = spyAll();
    try {
      // ts.sys is what a default compiler host would use for every hook the sealed host replaces.
      expect(ts.sys.fileExists(canary)).toBe(true);
      expect(ts.sys.readFile(canary)).toContain(CANARY_TEXT);
      expect(ts.sys.directoryExists(dir)).toBe(true);
      expect(ts.sys.realpath?.(canary)).toBe(canary);
      // Four ts.sys functions, and under them fs's readFileSync and statSync.
      expect(spies.filter((s) => s.mock.calls.length > 0).length).toBeGreaterThanOrEqual(6);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("names only \"gg\" as importable for every escape that imports", () => {
    const result = checker.check({ source: `import { canary } from "${canary}";\n`, language: "ts" });
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics.map((d) => d.code)).toEqual(["GG1001"]);
    expect(result.diagnostics[0]?.message).toBe(
      `Only "gg" can be imported: "${canary}" does not exist in the guest (it has ECMAScript 2023, \`console\` and "gg").`,
    );
  });

  it("fails every escape program (nothing it names becomes visible)", () => {
    for (const [name, language, template] of ESCAPES) {
      if (name === "jsx import source" || name === "jsdoc import in js") continue;
      expect({ name, verdict: checker.check({ source: program(template, canary), language }).verdict }).toEqual({ name, verdict: "fail" });
    }
  });
});
