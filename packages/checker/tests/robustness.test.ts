// Parser edge cases and odd encodings: always a result (or a typed error), never a crash or a hang.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { check, codesAt } from "./support/check.js";

describe("parser edge cases", () => {
  it.each([
    ["an unterminated template", "const s = `abc ${1", "ts", ["TS1005@1:19"]],
    ["an unterminated comment", "const a = 1; /* abc", "ts", ["TS1010@1:20"]],
    ["an unterminated regex", "const r = /abc", "js", ["GG1010@1:12"]],
    ["a stray backslash", "const a = 1; \\", "ts", ["TS1127@1:14"]],
    ["a NUL character", "const a = 1;\0\nconsole.log(a);\n", "ts", ["TS1127@1:13"]],
    ["Flow syntax in JavaScript", "// @flow\nfunction f(x: number): string { return String(x); }\n", "js", ["GG1010@2:13", "TS8010@2:15", "TS8010@2:24"]],
  ])("%s fails with a syntax error", (_name, source, language, codes) => {
    const result = check(source, language as "ts" | "js");
    expect(codesAt(result)).toEqual(codes);
    expect(result.verdict).toBe("fail");
  });

  it("a shebang line is accepted", () => {
    expect(check("#!/usr/bin/env node\nconsole.log(1);\n", "js")).toMatchObject({ verdict: "pass", diagnostics: [] });
  });

  it("a lone surrogate in a string is only text", () => {
    expect(codesAt(check("const s = '\uD800';\nnope;\n"))).toEqual(["TS2304@2:1"]);
  });

  it("a pattern that backtracks exponentially, tested on constant texts, is never run by the check", () => {
    // Run by the check, each would take longer than any test waits (more than 2^40 steps).
    const source = `const evil = /^(((a+)+)+)+$/;\nif (/^(((a+)+)+)+$/.test("aaaaaaaaaaa!")) console.log(1);\nif (/^(a|aa)+(a|aa)+(a|aa)+$/.test("aaaaaaaaaaa!")) console.log(2);\nif (evil.test("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!")) console.log(3);\n`;
    expect(check(source, "js").verdict).toBe("pass");
  });

  it("an empty program passes", () => {
    expect(check("", "ts")).toMatchObject({ verdict: "pass", diagnostics: [], reaches: [], calls: [] });
    expect(check("", "js")).toMatchObject({ verdict: "pass", diagnostics: [], reaches: [], calls: [] });
  });

  it("a huge template-literal union is refused by TypeScript, not by a crash", () => {
    const source = "type D = '0'|'1'|'2'|'3'|'4'|'5'|'6'|'7'|'8'|'9';\ntype N = `${D}${D}${D}${D}${D}`;\nconst n: N = '12345';\n";
    expect(codesAt(check(source))).toEqual(["TS2590@2:10"]);
  });

  it("output is always valid JSON, whatever the characters", () => {
    for (const source of ["\uD800\uDC00 nope", "\u2028\u2029nope", "nope\0", "\uFFFE"]) {
      const text = JSON.stringify(check(source, "js"));
      expect(JSON.parse(text)).toMatchObject({ language: "js" });
    }
  });
});

describe("questions that follow calls", () => {
  it("a recursive validator handing its parameters on to itself is answered within the check's time, not inconclusive", () => {
    // Following what calls pass a parameter, through calls that pass it on again, costs each parameter once per
    // question: a walk of every path through the calls would not end within the check's time limit.
    const source = readFileSync(fileURLToPath(new URL("./fixtures/recursive-validator.js", import.meta.url)), "utf8");
    const result = check(source, "js");
    expect(result.verdict).toBe("pass");
  });
  it("a long fluent chain, each link asked of the one before, is answered within the check's time, not inconclusive", () => {
    // Each link of `new Q().f().g()…` asks its receiver's class, then the class of what it hands back: asked afresh,
    // the questions double with each link.
    const source = `class Q { f() { return this; } g() { return new Q(); } }\nconst s = new Q()${".f().g()".repeat(70)};\nconsole.log(s.nope());\n`;
    const result = check(source, "js");
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics.map((d) => d.code)).toContain("TS2339");
  });
});
