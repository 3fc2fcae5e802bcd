// The result is a pure function of the program and the catalogue: the same bytes whatever the order of checks,
// a fresh or a warm checker, the grant, the locale, the time zone or the working directory.
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createChecker } from "../src/create-checker.js";
import { isCheckerError } from "../src/checker-error.js";
import type { CheckInput } from "../src/types.js";
import { check } from "./support/check.js";

const PROGRAMS: CheckInput[] = [
  { source: `import { files } from "gg";\nconst sizes = new Map<string, number>();\nfor (const e of files.listDir(".")) sizes.set(e.kind, (sizes.get(e.kind) ?? 0) + e.size);\nconst k: "a" | "b" | 1 = "c";\n`, language: "ts" },
  { source: `const x = Math.random() > 0.5 ? "a" : 1;\nconst y: boolean = x;\nconst u = [1, "a", true, null] as const;\nconst v: number = u;\n`, language: "ts" },
  { source: `import { readFile } from "gg";\nnope(); files.stat("a"); process.exit();\n// @ts-ignore\ngg.files.readFle();\n`, language: "ts" },
  { source: `const r = gg.shell.run("ls");\nconsole.log(r.stdout.then, r.exitCode.toFixed(), q);\n`, language: "js" },
  { source: `type A = { kind: "x"; a: 1 } | { kind: "y"; b: 2 } | { kind: "z"; c: 3 };\nconst a: A = { kind: "w" };\nfunction f(x: string | number | boolean | bigint): void { const n: never = x; }\n`, language: "ts" },
];

const run = (checker: ReturnType<typeof createChecker>, order: readonly number[]): string[] => {
  const out: string[] = [];
  for (const i of order) out[i] = JSON.stringify(checker.check(PROGRAMS[i] as CheckInput));
  return out;
};

describe("determinism", () => {
  it("gives the same bytes on a fresh and a warm checker, in any order", () => {
    const forward = run(createChecker(), [0, 1, 2, 3, 4]);
    const warm = createChecker();
    run(warm, [4, 3, 2, 1, 0]);
    expect(run(warm, [2, 4, 0, 3, 1])).toEqual(forward);
  });

  it("sorts diagnostics by position, then code", () => {
    for (const input of PROGRAMS) {
      const d = check(input.source, input.language).diagnostics;
      const sorted = [...d].sort((a, b) => a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
      expect(d).toEqual(sorted);
    }
  });

  it("never shows a path of the host or of the virtual file system, only the given file name", () => {
    const result = createChecker().check({ source: `import x from "./y";\nconst n: number = "s";\n`, language: "ts", fileName: "tasks/sum.ts" });
    const text = JSON.stringify(result);
    expect(result.file).toBe("tasks/sum.ts");
    expect(text).not.toContain("gg-virtual");
    expect(text).not.toContain(process.cwd());
    expect(text).not.toMatch(/lib\.es\d+/);
  });

  it("defaults the file name by language", () => {
    expect(check("1;\n", "ts").file).toBe("program.ts");
    expect(check("1;\n", "js").file).toBe("program.js");
  });
});

describe("positions", () => {
  it("counts columns in UTF-16 code units: an astral character takes two", () => {
    expect(check(`const a = "a𐐀b"; nope;\n`).diagnostics[0]).toMatchObject({ code: "TS2304", line: 1, column: 19, endColumn: 23 });
  });

  it.each([
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["CR", "\r"],
    ["U+2028", "\u2028"],
    ["U+2029", "\u2029"],
  ])("breaks lines at %s", (_name, eol) => {
    expect(check(`const a = 1;${eol}${eol}console.log(a, nope);${eol}`).diagnostics[0]).toMatchObject({ line: 3, column: 16 });
  });

  it("keeps positions after a byte order mark and a shebang", () => {
    expect(check(`\uFEFFnope;\n`).diagnostics[0]).toMatchObject({ line: 1, column: 1, endColumn: 5 });
    expect(check(`#!/usr/bin/env node\nnope;\n`, "js").diagnostics[0]).toMatchObject({ line: 2, column: 1 });
  });
});

describe("failures of the checker itself", () => {
  it("an internal exception becomes a CheckerError with code internal and no host path", () => {
    const checker = createChecker();
    // A grant that throws stands in for any exception inside a check (TypeScript's exports cannot be spied on).
    const exploding = {
      allowlist: [],
      get capabilities(): string[] {
        throw new Error("Debug Failure. False expression at /home/someone/node_modules/typescript/lib/typescript.js:1:2\n    at stack");
      },
    };
    let caught: unknown;
    try {
      checker.check({ source: `gg.files.readFile("a");\n`, language: "ts", grant: exploding });
    } catch (error) {
      caught = error;
    }
    expect(isCheckerError(caught)).toBe(true);
    expect(caught).toMatchObject({ code: "internal", message: "The checker failed on this program: Debug Failure. False expression at <path>" });
    // The next check works.
    expect(checker.check({ source: `gg.files.readFile("a");\n`, language: "ts" }).verdict).toBe("pass");
  });

  it.each([
    ["no source", { language: "ts" }, "`source` must be a string."],
    ["an unknown language", { source: "1", language: "py" }, '`language` must be "ts" or "js".'],
  ])("a bad request (%s) is a CheckerError with code bad_request", (_name, input, message) => {
    let caught: unknown;
    try {
      createCheckerOnce().check(input as unknown as CheckInput);
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ code: "bad_request", message });
  });
});

let shared: ReturnType<typeof createChecker> | undefined;
function createCheckerOnce(): ReturnType<typeof createChecker> {
  shared ??= createChecker();
  return shared;
}

const DIST = fileURLToPath(new URL("../dist/index.js", import.meta.url));

describe("the environment of the process", () => {
  const script = `import { createChecker } from ${JSON.stringify(DIST)};
const c = createChecker();
const out = ${JSON.stringify(PROGRAMS)}.map((p) => c.check(p));
process.stdout.write(JSON.stringify(out));`;
  const runIn = (env: Record<string, string>, cwd: string): string =>
    execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd, env: { ...process.env, ...env }, encoding: "utf8" });

  it("LANG, LC_ALL, TZ, NODE_ENV and the working directory change no byte", () => {
    const base = runIn({ LANG: "C", TZ: "UTC" }, process.cwd());
    expect(base.length).toBeGreaterThan(100);
    expect(runIn({ LANG: "de_DE.UTF-8", LC_ALL: "ja_JP.UTF-8", TZ: "Asia/Tokyo", NODE_ENV: "production" }, tmpdir())).toBe(base);
    expect(base).toContain("Type 'string' is not assignable to type 'boolean'.");
  });
});
