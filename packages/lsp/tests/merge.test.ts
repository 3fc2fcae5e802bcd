import type { Diagnostic } from "@gg/checker";
import plugin from "@gg/eslint-plugin";
import type { LintFinding } from "../src/analysis/lint.js";
import { mergeFindings } from "../src/analysis/merge.js";

const tsc = (code: string, column: number, endColumn: number, message = "tsc says"): Diagnostic => ({
  code,
  severity: "error",
  message,
  line: 1,
  column,
  endLine: 1,
  endColumn,
});

const rule = (name: string, column: number, endColumn: number, message = "rule says"): LintFinding => ({
  rule: `gg/${name}`,
  severity: "error",
  message,
  span: { start: { line: 0, character: column - 1 }, end: { line: 0, character: endColumn - 1 } },
  fatal: false,
  fix: undefined,
  suggestions: [{ description: "Add the import line", fix: { start: 0, end: 0, text: 'import { files } from "gg";\n' } }],
  // What the lint runner attaches: the codes the rule itself declares it duplicates.
  duplicates: ((plugin.rules as Record<string, { meta: { docs?: { duplicatesTypeScript?: readonly number[] } } }>)[name]?.meta.docs?.duplicatesTypeScript ?? []).map((code) => `TS${code}`),
});

describe("mergeFindings", () => {
  it("shows tsc's and the rule's same finding once: the rule's message, the compiler's code, the rule's fixes", () => {
    const merged = mergeFindings([tsc("TS2304", 1, 6)], [rule("no-unqualified-name", 1, 6)]);
    expect(merged).toEqual([
      {
        code: "TS2304",
        severity: "error",
        message: "rule says",
        span: { start: { line: 0, character: 0 }, end: { line: 0, character: 5 } },
        rule: "gg/no-unqualified-name",
        fixes: [{ title: "gg: Add the import line", fix: { start: 0, end: 0, text: 'import { files } from "gg";\n' }, preferred: false }],
      },
    ]);
  });

  it("pairs by the codes the rule declares, none of its own", () => {
    const declared: LintFinding = { ...rule("some-rule", 1, 6), duplicates: ["TS2322"] };
    expect(mergeFindings([tsc("TS2322", 1, 6)], [declared]).map((f) => [f.code, f.message])).toEqual([["TS2322", "rule says"]]);
    expect(mergeFindings([tsc("TS2304", 1, 6)], [{ ...rule("no-unqualified-name", 1, 6), duplicates: [] }])).toHaveLength(2);
  });

  it("keeps both when the codes do not correspond", () => {
    expect(mergeFindings([tsc("TS2322", 1, 6)], [rule("no-unqualified-name", 1, 6)]).map((f) => f.code)).toEqual(["TS2322", "gg/no-unqualified-name"]);
  });

  it("keeps both when the ranges are apart", () => {
    expect(mergeFindings([tsc("TS2304", 1, 6)], [rule("no-unqualified-name", 10, 15)])).toHaveLength(2);
  });

  it("pairs each compiler finding with one rule finding at most", () => {
    const merged = mergeFindings([tsc("TS2304", 1, 6)], [rule("no-unqualified-name", 1, 6, "first"), rule("no-unqualified-name", 1, 6, "second")]);
    expect(merged.map((f) => [f.code, f.message])).toEqual([
      ["TS2304", "first"],
      ["gg/no-unqualified-name", "second"],
    ]);
  });

  it("drops the linter's parse error when the checker already reports the syntax", () => {
    const parse: LintFinding = { ...rule("x", 1, 1), rule: undefined, fatal: true, suggestions: [] };
    expect(mergeFindings([tsc("TS1005", 1, 2)], [parse]).map((f) => f.code)).toEqual(["TS1005"]);
  });

  it("sorts by position", () => {
    const merged = mergeFindings([tsc("TS2339", 20, 25), tsc("TS2304", 1, 6)], []);
    expect(merged.map((f) => f.code)).toEqual(["TS2304", "TS2339"]);
  });
});
