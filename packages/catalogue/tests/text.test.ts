// The text module: one answer for every surface to which files are programs, where a byte order mark counts, where
// lines end, and what is open at a place in a program's text.
import { describe, expect, it } from "vitest";
import { BOM, bomLength, closingText, firstTooDeep, languageOfPath, lineStarts, offsetAt, positionAt, PROGRAM_EXTENSIONS, PROGRAM_GLOB, stripBom } from "../src/text/index.js";

describe("which files are gg programs", () => {
  it.each([
    ["a.ts", "ts"],
    ["a.mts", "ts"],
    ["a.cts", "ts"],
    ["a.js", "js"],
    ["a.mjs", "js"],
    ["a.cjs", "js"],
    ["dir/a.tsx", undefined],
    ["a.jsx", undefined],
    ["a.d.ts", undefined],
    ["a.d.mts", undefined],
    ["a.d.cts", undefined],
    ["a.json", undefined],
    ["A.TS", undefined],
    ["noext", undefined],
    ["dir.ts/file", undefined],
    ["file:///w/program.mjs", "js"],
    ["C:\\work\\program.cts", "ts"],
  ] as const)("%s → %s", (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it("gives every program extension a reason, and ESLint a glob of exactly them", () => {
    for (const [extension, entry] of PROGRAM_EXTENSIONS) expect(entry.why.length, extension).toBeGreaterThan(10);
    expect(PROGRAM_GLOB).toBe("**/*.{ts,mts,cts,js,mjs,cjs}");
  });
});

describe("the byte order mark", () => {
  it("is the program's offset 1 in the text and no part of the program", () => {
    expect(bomLength(`${BOM}x`)).toBe(1);
    expect(bomLength("x\uFEFF")).toBe(0);
    expect(stripBom(`${BOM}x`)).toBe("x");
    expect(stripBom("x")).toBe("x");
  });
});

describe("lines", () => {
  const text = "a\r\nb\rc\nd\u2028e\u2029f";
  it("end at LF, CR, CRLF, U+2028 and U+2029 as TypeScript and ESLint count", () => {
    expect(lineStarts(text)).toEqual([0, 3, 5, 7, 9, 11]);
  });

  it("end at LF, CR and CRLF only as LSP counts", () => {
    expect(lineStarts(text, "lsp")).toEqual([0, 3, 5, 7]);
  });

  it("convert offsets and UTF-16 positions both ways, clamped", () => {
    const starts = lineStarts("ab\n𐐀c\n", "lsp");
    expect(positionAt(starts, 7, 5)).toEqual({ line: 1, character: 2 });
    expect(offsetAt(starts, 7, { line: 1, character: 2 })).toBe(5);
    expect(offsetAt(starts, 7, { line: 0, character: 99 })).toBe(3);
    expect(positionAt(starts, 7, 99)).toEqual({ line: 2, character: 0 });
    expect(offsetAt(starts, 7, { line: 9, character: 0 })).toBe(7);
  });
});

describe("what is open at the end of a text", () => {
  it.each([
    ["nothing", "gg.files.readFile(1);", ""],
    ["brackets, innermost first", "f([{ a: g(", ")}])"],
    ["a string, then the condition's parenthesis", 'if (e.operation === "re', '")'],
    ["a single-quoted string in a call", "f('a", "')"],
    ["a template", "`a", "`"],
    ["a template substitution", "`a${f(", ")}`"],
    ["a template in a substitution", "`a${`b", "`}`"],
    ["a block comment", "x; /* note", "*/"],
    ["a line comment", "f( // note", "\n)"],
    ["a regular expression", "const r = /(a", "/"],
    ["a regular expression class", "const r = /[(", "]/"],
    ["brackets in strings and comments do not count", 'f("(((", /* [[ */ x', ")"],
  ])("%s", (_what, text, expected) => {
    expect(closingText(text)).toBe(expected);
  });

  it("is iterative: a million open brackets close without overflowing the stack", () => {
    expect(closingText("[".repeat(1_000_000))).toHaveLength(1_000_000);
  });

  it("agrees with the depth scan: brackets in a string are no depth", () => {
    const inString = `const s = "${"(".repeat(101)}";`;
    expect(firstTooDeep(inString, 100)).toBeUndefined();
    expect(closingText(inString)).toBe("");
  });
});
