import { describe, expect, it } from "vitest";
import { parseJsonText } from "../src/json-text.js";

// "‸" marks where the error is; it is removed before parsing.
const MARK = "‸";

/** Every kind of syntax error, each a whole JSON value with its fault marked, and what is said about it. */
const FAULTS: ReadonlyArray<readonly [string, string, string]> = [
  ["a missing colon", `{"a" ${MARK}1}`, 'unexpected "1", expected ":"'],
  ["a missing comma between members", `{"a": 1 ${MARK}"b": 2}`, 'unexpected "\\"", expected "," or "}"'],
  ["a missing comma between elements", `[1 ${MARK}2]`, 'unexpected "2", expected "," or "]"'],
  ["a trailing comma in an array", `[1,${MARK}]`, 'unexpected "]", expected a JSON value'],
  ["a trailing comma in an object", `{"a": 1,${MARK}}`, 'unexpected "}", expected a double-quoted property name'],
  ["an unquoted property name", `{${MARK}a: 1}`, 'unexpected "a", expected a double-quoted property name'],
  ["a single-quoted property name", `{${MARK}'a': 1}`, "unexpected \"'\", expected a double-quoted property name"],
  ["a bracket that does not match", `[1${MARK}}`, 'unexpected "}", expected "," or "]"'],
  ["a misspelt literal", `[tru${MARK}x]`, 'unexpected "x", expected "true"'],
  ["a literal cut short", `[nul${MARK}]`, 'unexpected "]", expected "null"'],
  ["a word that is not a literal", `[${MARK}undefined]`, 'unexpected "u", expected a JSON value'],
  ["NaN", `[${MARK}NaN]`, 'unexpected "N", expected a JSON value'],
  ["a plus sign", `[${MARK}+1]`, 'unexpected "+", expected a JSON value'],
  ["a bare fraction", `[${MARK}.5]`, 'unexpected ".", expected a JSON value'],
  ["a minus without digits", `[-${MARK}a]`, 'unexpected "a", expected a digit'],
  ["a point without digits", `[1.${MARK}e5]`, 'unexpected "e", expected a digit'],
  ["an exponent without digits", `[1e+${MARK}]`, 'unexpected "]", expected a digit'],
  ["a leading zero", `[0${MARK}1]`, 'unexpected "1", expected "," or "]"'],
  ["a raw tab in a string", `["a${MARK}\tb"]`, 'control character "\\u0009" in string'],
  ["an unknown escape", `["a${MARK}\\qb"]`, "invalid escape in string"],
  ["a short \\u escape", `["a${MARK}\\u12G4"]`, "invalid \\u escape"],
  ["a byte order mark inside", `[${MARK}\ufeff1]`, 'unexpected "\\ufeff", expected a JSON value'],
  ["a character outside the BMP", `[${MARK}😀]`, 'unexpected "😀", expected a JSON value'],
  ["a lone surrogate", `[${MARK}\ud800]`, 'unexpected "\\ud800", expected a JSON value'],
  ["a comment", `[1, ${MARK}// no\n2]`, 'unexpected "/", expected a JSON value'],
];

/** Faults at the end of the input: nothing may follow them. */
const ENDINGS: ReadonlyArray<readonly [string, string, string]> = [
  ["an unterminated string", `["abc${MARK}`, "unterminated string"],
  ["an array cut after a comma", `[1,${MARK}`, "unexpected end of input, expected a JSON value"],
  ["an object cut after a value", `{"a": 1${MARK}`, 'unexpected end of input, expected "," or "}"'],
  ["an object cut after a name", `{"a"${MARK}`, 'unexpected end of input, expected ":"'],
  ["nothing at all", MARK, "unexpected end of input, expected a JSON value"],
];

function marked(fragment: string): { text: string; offset: number } {
  return { text: fragment.replace(MARK, ""), offset: fragment.indexOf(MARK) };
}

function syntaxProblem(line: number, column: number, detail: string) {
  return { ok: false, problems: [{ path: "", line, column, message: `invalid JSON: ${detail} at line ${line}, column ${column}` }] };
}

// 100,000 levels: far deeper than the call stack of a recursive reader (which used to answer line 1, column 1).
const LEVELS = 50_000;
const OPEN = '{"k": ['.repeat(LEVELS);
const CLOSE = "]}".repeat(LEVELS);

describe("parseJsonText: every kind of syntax error, at the character where it is", () => {
  it.each(FAULTS)("%s, at the top", (_what, fragment, detail) => {
    const { text, offset } = marked(fragment);
    expect(parseJsonText(text)).toEqual(syntaxProblem(1, offset + 1, detail));
  });

  it.each(FAULTS)("%s, 100,000 levels deep on line 3", (_what, fragment, detail) => {
    const { text, offset } = marked(fragment);
    expect(parseJsonText(`${OPEN}\n\n    ${text}\n${CLOSE}`)).toEqual(syntaxProblem(3, offset + 5, detail));
  });

  it.each(ENDINGS)("%s, at the top", (_what, fragment, detail) => {
    const { text, offset } = marked(fragment);
    expect(parseJsonText(text)).toEqual(syntaxProblem(1, offset + 1, detail));
  });

  it.each(ENDINGS)("%s, 100,000 levels deep on line 2", (_what, fragment, detail) => {
    const { text, offset } = marked(fragment);
    expect(parseJsonText(`${OPEN}\n  ${text}`)).toEqual(syntaxProblem(2, offset + 3, detail));
  });

  it("text after the document, at the top and after 100,000 levels", () => {
    expect(parseJsonText("{}\n }")).toEqual(syntaxProblem(2, 2, 'unexpected "}", expected end of input'));
    expect(parseJsonText(`${OPEN}${CLOSE}\n]`)).toEqual(syntaxProblem(2, 1, 'unexpected "]", expected end of input'));
  });

  it("a million open brackets closed by a brace", () => {
    expect(parseJsonText(`${"[".repeat(1_000_000)}}`)).toEqual(syntaxProblem(1, 1_000_001, 'unexpected "}", expected a JSON value'));
  });

  it("reads valid JSON 100,000 levels deep", () => {
    const parsed = parseJsonText(`${OPEN}1${CLOSE}`);
    expect(parsed.ok).toBe(true);
  });

  it("counts lines by line feeds only, and columns from after a byte order mark", () => {
    expect(parseJsonText('\ufeff{\r\n  "a": 1,\r\n  "b" 2\r\n}')).toEqual(syntaxProblem(3, 7, 'unexpected "2", expected ":"'));
  });
});

describe("parseJsonText: a duplicated key is an error named by the object's JSON path", () => {
  it("at the root", () => {
    expect(parseJsonText('{\n  "roles": [],\n  "roles": ["worker"]\n}')).toEqual({
      ok: false,
      problems: [{ path: "", line: 3, column: 3, message: 'duplicate key "roles" at line 3, column 3 (first at line 2, column 3)' }],
    });
  });

  it("in nested objects and arrays, each one, in the order of the text", () => {
    const text = '{"a": [{"b": {"c": 1, "c": 2}}, {"d": 0, "d": 0, "d": 0}], "x-y": {"z": 1, "z": 1}}';
    expect(parseJsonText(text)).toEqual({
      ok: false,
      problems: [
        { path: "a[0].b", line: 1, column: 23, message: 'duplicate key "c" at line 1, column 23 (first at line 1, column 15)' },
        { path: "a[1]", line: 1, column: 42, message: 'duplicate key "d" at line 1, column 42 (first at line 1, column 34)' },
        { path: "a[1]", line: 1, column: 50, message: 'duplicate key "d" at line 1, column 50 (first at line 1, column 34)' },
        { path: '["x-y"]', line: 1, column: 76, message: 'duplicate key "z" at line 1, column 76 (first at line 1, column 68)' },
      ],
    });
  });

  it("however the key is escaped", () => {
    expect(parseJsonText('{"kind": "capability", "\\u006bind": "always"}')).toEqual({
      ok: false,
      problems: [{ path: "", line: 1, column: 24, message: 'duplicate key "kind" at line 1, column 24 (first at line 1, column 2)' }],
    });
  });

  it("but not equal keys of different objects, nor keys that differ only in case", () => {
    expect(parseJsonText('{"a": {"k": 1}, "b": {"k": 1}, "c": [{"k": 1}, {"k": 1}], "K": 1, "k": 1}')).toEqual({
      ok: true,
      value: { a: { k: 1 }, b: { k: 1 }, c: [{ k: 1 }, { k: 1 }], K: 1, k: 1 },
    });
  });

  it("10,000 levels deep", () => {
    const parsed = parseJsonText(`${'{"k": ['.repeat(10_000)}{"a": 1, "a": 2}${"]}".repeat(10_000)}`);
    expect(parsed.ok).toBe(false);
    const [only] = parsed.ok ? [] : parsed.problems;
    expect(only?.path).toBe("k[0]".repeat(10_000).replace(/\]k/g, "].k"));
    expect(only?.message).toBe(`duplicate key "a" at line 1, column ${70_000 + 10} (first at line 1, column ${70_000 + 2})`);
  });

  it("is not reported while the text has a syntax error, which comes first", () => {
    expect(parseJsonText('{"a": 1, "a": 2,}')).toEqual(syntaxProblem(1, 17, 'unexpected "}", expected a double-quoted property name'));
  });
});
