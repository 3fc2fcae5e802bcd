import { describe, expect, it } from "vitest";
import { formatJson, toJsonResult } from "../src/format/json.js";
import { failing, passing, timedOut } from "./fixtures/format-results.js";

const checker = { name: "@gg/checker", version: "0.1.0", typescript: "7.0.2" };

describe("formatJson", () => {
  it("prints the checker and the results in the order given", () => {
    const document = JSON.parse(formatJson([passing, failing], checker)) as { checker: unknown; results: Array<{ file: string }> };
    expect(Object.keys(document)).toEqual(["checker", "results"]);
    expect(document.checker).toEqual(checker);
    expect(document.results.map((r) => r.file)).toEqual(["ok.js", "src/tally.ts"]);
  });

  it("shows a result with the documented fields in the documented order, refusals only with a grant", () => {
    // The fixture's values, in the documented order, without the library's call sites.
    const { file, language, verdict, diagnostics, reaches, refusals, malformed } = failing.result;
    expect(JSON.stringify(toJsonResult(failing.result))).toBe(JSON.stringify({ file, language, verdict, diagnostics, reaches, refusals, malformed }));
    expect(Object.keys(toJsonResult(passing.result))).toEqual(["file", "language", "verdict", "diagnostics", "reaches"]);
  });

  it("shows an inconclusive check with its error", () => {
    expect(toJsonResult(timedOut.result)).toEqual({
      file: "dir/slow file.ts",
      language: "ts",
      verdict: "inconclusive",
      error: { code: "timeout", message: "took too long" },
    });
  });

  it("ends with one newline", () => {
    expect(formatJson([], checker).endsWith("}\n")).toBe(true);
  });
});
