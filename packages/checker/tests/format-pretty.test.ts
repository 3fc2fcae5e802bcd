import { describe, expect, it } from "vitest";
import { formatPretty } from "../src/format/pretty.js";
import type { CheckedProgram } from "../src/format/json.js";
import { failing, passing, timedOut } from "./fixtures/format-results.js";

const plain = { color: false };

describe("formatPretty", () => {
  it("shows a finding as file:line:col, the source line and an underline under the range", () => {
    const text = formatPretty([failing], plain);
    expect(text).toContain(
      [
        "src/tally.ts:2:14 - error TS2304: `files` is not in scope: write `import { files } from \"gg\"`, or use `gg.files`.",
        "",
        '2 const text = files.readFile("a.txt");',
        "               ~~~~~",
      ].join("\n"),
    );
  });

  it("marks each program pass or fail and ends with a summary line", () => {
    const lines = formatPretty([passing, failing, timedOut], plain).trimEnd().split("\n");
    expect(lines[0]).toBe("pass ok.js");
    expect(lines).toContain("fail src/tally.ts");
    expect(lines).toContain("inconclusive dir/slow file.ts");
    expect(lines.at(-1)).toBe("3 programs checked: 1 passed, 1 failed, 1 inconclusive");
  });

  it("shows the refusal forecast when the result carries one", () => {
    expect(formatPretty([failing], plain)).toContain("src/tally.ts:2:14 - refused files.read_file: `gg.files.readFile` is not available.");
  });

  it("finds the line a position names across CRLF line breaks", () => {
    expect(formatPretty([passing], plain)).toContain("2 x += 1;\n  ~");
  });

  it("counts a CR-only line break as the compiler does", () => {
    const program: CheckedProgram = { ...passing, source: "let x = 1;\rx += 1;" };
    expect(formatPretty([program], plain)).toContain("2 x += 1;\n  ~");
  });

  it("keeps tabs in the underline's indent so it lines up", () => {
    const program: CheckedProgram = {
      source: "\tfoo();",
      result: { ...passing.result, diagnostics: [{ code: "TS1", severity: "error", message: "m", line: 1, column: 2, endLine: 1, endColumn: 5 }] },
    } as CheckedProgram;
    expect(formatPretty([program], plain)).toContain("1 \tfoo();\n  \t~~~");
  });

  it("never writes control or bidirectional characters from a program to the terminal", () => {
    const program: CheckedProgram = { ...passing, source: "let x = 1;\r\nx\u202e += \u001b[2J1;" };
    const text = formatPretty([program], plain);
    expect([...text].filter((c) => c === "\u202e" || c === "\u001b")).toEqual([]);
    expect(text).toContain("x\uFFFD += \uFFFD[2J1;");
  });

  it("colours only when asked", () => {
    expect(formatPretty([failing], plain)).not.toContain("\u001b[");
    expect(formatPretty([failing], { color: true })).toContain("\u001b[31merror\u001b[0m");
  });
});
