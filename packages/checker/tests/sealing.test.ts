// The seal: a check never touches the file system, whatever the program names, and its output does not reveal
// whether a named path exists (no existence oracle). Two witnesses: no `fs` call in this process during a check,
// and every path the native compiler asks about answered from memory, but for the guest library's own files, which
// it reads itself by their exact paths (it has no other route to the disk of its own).
import fs, { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createCheckerWith } from "../src/create-checker.js";
import { guestLibrary, libraryLayout, nativeCompiler } from "../src/engine/guest-library.js";
import { JOINED_LIBRARY_PATH } from "../src/engine/joined-library.js";
import type { FsAnswer } from "../src/engine/sealed-fs.js";
import type { Checker } from "../src/types.js";
import type { Language } from "../src/types.js";

const CANARY_TEXT = "CANARY-7f3a9c-never-read";
let dir: string;
let canary: string;
let missing: string;
let checker: Checker;
const asked: { callback: string; path: string; answer: FsAnswer }[] = [];

beforeAll(() => {
  // Created and started before any spy: reading the guest library once, here, is the checker's only disk access.
  checker = createCheckerWith({}, { spy: (callback, path, answer) => asked.push({ callback, path, answer }) });
  checker.check({ source: "export {};\n", language: "ts" });
  checker.check({ source: "export {};\n", language: "js" });
  dir = mkdtempSync(join(tmpdir(), "gg-sealing-"));
  canary = join(dir, "canary.ts");
  missing = join(dir, "absent.ts"); // same length as canary.ts, so every column agrees
  writeFileSync(canary, `export const canary = "${CANARY_TEXT}";\ndeclare global { var leaked: string }\n`);
  writeFileSync(join(dir, "canary.d.ts"), `declare const leaked: "${CANARY_TEXT}";\n`);
  writeFileSync(join(dir, "package.json"), `{ "name": "${CANARY_TEXT}", "types": "canary.d.ts" }\n`);
});

afterAll(() => {
  checker.close();
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

function spyAll(): Array<{ mockRestore(): void; mock: { calls: unknown[][] } }> {
  const target = fs as unknown as Record<(typeof FS_METHODS)[number], (...args: unknown[]) => unknown>;
  return FS_METHODS.map((m) => vi.spyOn(target, m));
}

function program(template: string, path: string): string {
  return template.replaceAll("REL", `./${relative(dir, path).replace(/\.ts$/, "")}`).replaceAll("DIR", dir).replaceAll("P", path);
}

describe("a check never touches the file system", () => {
  it.each(ESCAPES)("%s: no fs call, no canary text, same output whether the path exists", (_name, language, template) => {
    const spies = spyAll();
    const from = asked.length;
    try {
      const withCanary = checker.check({ source: program(template, canary), language });
      const withMissing = checker.check({ source: program(template, missing), language });
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
      // Whatever the compiler asked about the canary's directory, it was told: absent.
      for (const a of asked.slice(from)) if (a.path.startsWith(dir)) expect(a.answer).toBe("absent");
      const text = JSON.stringify(withCanary);
      expect(text).not.toContain(CANARY_TEXT);
      // Identical but for the path the program itself wrote.
      expect(JSON.stringify(withMissing).replaceAll("absent", "canary")).toBe(text);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("the fs spy is live: reading the canary is seen", () => {
    const spies = spyAll();
    try {
      expect(fs.existsSync(canary)).toBe(true);
      expect(fs.readFileSync(canary, "utf8")).toContain(CANARY_TEXT);
      expect(spies.filter((s) => s.mock.calls.length > 0).length).toBe(2);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it("the compiler's spy is live: it heard every route, and the compiler asked about the canary's paths", () => {
    expect([...new Set(asked.map((a) => a.callback))].sort()).toEqual(expect.arrayContaining(["directoryExists", "fileExists", "readFile"]));
    expect(asked.some((a) => a.path.startsWith(dir))).toBe(true);
    // Only the files the checker gave it exist for it.
    expect(asked.filter((a) => a.answer === "virtual").every((a) => a.path === "/gg-virtual" || a.path.startsWith("/gg-virtual/") || /\/lib\.[a-z0-9.-]+\.d\.ts$|\/lib$|\/guest-library$/.test(a.path))).toBe(true);
  });

  it("the compiler reads itself the joined guest library alone, by its exact path, and no library of the host's", () => {
    expect(libraryLayout().kind).toBe("joined");
    const own = asked.filter((a) => a.answer === "library");
    expect(own.map((a) => a.path)).toContain(JOINED_LIBRARY_PATH);
    for (const a of own) {
      expect(a.callback).toBe("readFile");
      expect(a.path).toBe(JOINED_LIBRARY_PATH);
    }
    // `/// <reference lib="dom" />` is not followed at all (`noLib`): no path of the compiler's library folder is asked.
    const folder = nativeCompiler().libDir;
    expect(asked.filter((a) => a.path.startsWith(`${folder}/`))).toEqual([]);
  });

  it("on the split library, it reads the guest library's files alone, and a library of the host's stays absent", () => {
    const split: { callback: string; path: string; answer: FsAnswer }[] = [];
    const own = createCheckerWith({}, { library: "split", spy: (callback, path, answer) => split.push({ callback, path, answer }) });
    try {
      expect(own.check({ source: program(`/// <reference lib="dom" />\nconsole.log(document.title);\n`, canary), language: "ts" }).verdict).toBe("fail");
    } finally {
      own.close();
    }
    const read = split.filter((a) => a.answer === "library");
    expect(read.some((a) => a.path.endsWith("/lib.es5.d.ts"))).toBe(true);
    for (const a of read) {
      expect(a.callback).toBe("readFile");
      expect(guestLibrary().has(a.path)).toBe(true);
    }
    const dom = split.filter((a) => a.path.endsWith("/lib.dom.d.ts"));
    expect(dom.length).toBeGreaterThan(0);
    for (const a of dom) expect(a.answer).toBe("absent");
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
