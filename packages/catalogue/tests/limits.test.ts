// The size and nesting scan the checker and the ESLint plugin share: tested once here; each package tests its own use of it.
import { describe, expect, it } from "vitest";
import { checkLimits, DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH, firstTooDeep, lineColumnOf } from "../src/limits.js";

describe("nesting depth scan", () => {
  it.each([
    ["parentheses", "(".repeat(5) + ")".repeat(5), 5, undefined],
    ["one too many", "(".repeat(6) + ")".repeat(6), 5, 5],
    ["mixed brackets", "f([{a: [(1)]}])", 4, 8],
    ["brackets in a string", `const s = "((((((((";`, 2, undefined],
    ["brackets in a single-quoted string", `const s = '[[[[[[';`, 2, undefined],
    ["brackets in a line comment", "// ((((((((\nx", 2, undefined],
    ["brackets in a block comment", "/* {{{{{{ */ x", 2, undefined],
    ["brackets in a template", "const t = `(((((((`;", 2, undefined],
    ["a template substitution counts", "const t = `${`${`${1}`}`}`;", 2, 17],
    ["brackets in a regex", "const r = /[(((((]/;", 2, undefined],
    ["a regex after return", "function f() { return /((((/.test(s); }", 3, undefined],
    ["division is not a regex", "const x = (a) / (b) / ((((c))));", 3, 25],
    ["escaped quotes", `const s = "\\"(((((";`, 2, undefined],
  ])("%s", (_name, text, limit, expected) => {
    expect(firstTooDeep(text, limit)).toBe(expected);
  });

  it("is iterative: a million levels do not overflow the stack", () => {
    expect(firstTooDeep("[".repeat(1_000_000), 500)).toBe(500);
  });
});

describe("size", () => {
  it("counts UTF-8 bytes, not UTF-16 units", () => {
    expect(checkLimits("é".repeat(6), 12, 500)).toBeUndefined();
    expect(checkLimits("é".repeat(7), 12, 500)).toEqual({ kind: "too_large", bytes: 14, limit: 12 });
  });

  it("is checked before depth", () => {
    expect(checkLimits("[[[[", 3, 2)).toEqual({ kind: "too_large", bytes: 4, limit: 3 });
  });
});

describe("defaults", () => {
  it("are 1 MiB and 100 levels", () => {
    expect([DEFAULT_MAX_BYTES, DEFAULT_MAX_DEPTH]).toEqual([1024 * 1024, 100]);
    expect(checkLimits("[".repeat(100) + "]".repeat(100))).toBeUndefined();
    expect(checkLimits("x".repeat(10) + "[".repeat(101))).toEqual({ kind: "too_deep", offset: 110, limit: 100 });
  });
});

describe("line and column of an offset", () => {
  it.each([
    ["the start", "abc", 0, { line: 1, column: 1 }],
    ["\\r\\n, \\r and U+2028", "a\r\nb\rc\u2028d", 7, { line: 4, column: 1 }],
    ["after a \\r\\n", "ab\r\ncd", 5, { line: 2, column: 2 }],
    ["U+2029", "a\u2029bc", 3, { line: 2, column: 2 }],
    ["a byte order mark is a column here (the checker discounts it)", "\ufeff[", 1, { line: 1, column: 2 }],
  ])("%s", (_name, text, offset, expected) => {
    expect(lineColumnOf(text, offset)).toEqual(expected);
  });
});
