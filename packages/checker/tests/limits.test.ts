// Deterministic limits, checked before TypeScript sees the program (the shared scan itself is tested in @gg/catalogue).
import { describe, expect, it } from "vitest";
import { createChecker } from "../src/create-checker.js";
import { check } from "./support/check.js";

describe("results over a limit", () => {
  it("a program over the size limit fails with GG9001 before TypeScript sees it", () => {
    const checker = createChecker({ maxBytes: 64 });
    const result = checker.check({ source: `console.log("${"x".repeat(100)}");\n`, language: "ts" });
    expect(result).toEqual({
      file: "program.ts",
      language: "ts",
      verdict: "fail",
      diagnostics: [{ code: "GG9001", severity: "error", message: "The program is 117 bytes of UTF-8; the limit is 64 bytes.", line: 1, column: 1, endLine: 1, endColumn: 1 }],
      reaches: [],
      calls: [],
    });
  });

  it("the default size limit is 1 MiB", () => {
    const source = `// ${"x".repeat(1024 * 1024)}\n`;
    expect(check(source).diagnostics.map((d) => d.code)).toEqual(["GG9001"]);
  });

  it("a program nested too deep fails with GG9002 at the opener that goes too deep", () => {
    const source = `const a = 1;\nconsole.log(${"[".repeat(200)}${"]".repeat(200)});\n`;
    const result = check(source, "js");
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics).toEqual([
      { code: "GG9002", severity: "error", message: "The program nests brackets, braces or parentheses more than 100 levels deep; the limit is 100.", line: 2, column: 112, endLine: 2, endColumn: 113 },
    ]);
  });

  it("a leading byte order mark takes no column, as in TypeScript's positions", () => {
    const checker = createChecker({ maxDepth: 3 });
    const [d] = checker.check({ source: "\ufeffconst a = [[[[1]]]];\n", language: "ts" }).diagnostics;
    expect(d).toMatchObject({ code: "GG9002", line: 1, column: 14, endLine: 1, endColumn: 15 });
  });

  it.each([
    ["parentheses", "(".repeat(10_000) + "1" + ")".repeat(10_000)],
    ["arrays", "[".repeat(10_000) + "]".repeat(10_000)],
    ["blocks", "{".repeat(10_000) + "}".repeat(10_000)],
  ])("10k-deep %s: too_deep, whatever the stack", (_name, body) => {
    expect(check(`const x = ${body};\n`).diagnostics.map((d) => d.code)).toEqual(["GG9002"]);
  });

  it("a custom depth limit applies", () => {
    const checker = createChecker({ maxDepth: 3 });
    expect(checker.check({ source: "const a = [[[1]]];\n", language: "ts" }).verdict).toBe("pass");
    expect(checker.check({ source: "const a = [[[[1]]]];\n", language: "ts" }).diagnostics.map((d) => d.code)).toEqual(["GG9002"]);
  });

  it("a grant adds empty forecasts to an over-limit result", () => {
    const checker = createChecker({ maxBytes: 8 });
    const result = checker.check({ source: "console.log(1);", language: "ts", grant: { capabilities: [], allowlist: [] } });
    expect(result.refusals).toEqual([]);
    expect(result.malformed).toEqual([]);
  });
});

describe("syntax depth without brackets", () => {
  it.each([
    ["a 5,000-link call chain", `const o: any = {};\no${".f()".repeat(5000)};\n`],
    ["16k terms of s+s+…", `const s = "a";\nconst t = ${Array.from({ length: 16_000 }, () => "s").join("+")};\nconsole.log(t);\n`],
    ["a 10,000-link member chain", `const o: any = {};\nconsole.log(o${".f".repeat(10_000)});\n`],
    ["5,000 unary operators", `const x = ${"!".repeat(5000)}1;\n`],
    ["a 5,000-arm ternary", `const a = Math.random() > 1;\nconst x = ${"a ? 1 : ".repeat(5000)}2;\n`],
    ["5,000 arrows", `const f = ${"x => ".repeat(5000)}1;\n`],
    ["5,000 nested generics", `type T = ${"Array<".repeat(5000)}1${">".repeat(5000)};\n`],
    ["5,000 new", `class C {}\nconst x = ${"new ".repeat(5000)}C;\n`],
  ])("%s: too_deep at 1:1 (whichever of the parser and the limit sees it first), never a stack overflow", (_name, source) => {
    const result = check(source);
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics).toEqual([
      {
        code: "GG9002",
        severity: "error",
        message: "The program's syntax nests more than 300 levels deep (a long chain of calls, members or operators); the limit is 300.",
        line: 1,
        column: 1,
        endLine: 1,
        endColumn: 2,
      },
    ]);
    // The parser's state survives an overflow: the next check is normal.
    expect(check(`const n: number = "s";\n`).diagnostics.map((d) => d.code)).toEqual(["TS2322"]);
  });

  it("a chain within the syntax limit is checked normally", () => {
    // 140 links of `.f()` are 280 levels of tree (a call and a member access each).
    expect(check(`const o: any = {};\no${".f()".repeat(140)};\n`).verdict).toBe("pass");
    expect(check(`const o: any = {};\no${".f()".repeat(160)};\n`).diagnostics.map((d) => d.code)).toEqual(["GG9002"]);
  });
});
