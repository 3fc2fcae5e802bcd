import { describe, expect, it } from "vitest";
import { codeInfo } from "../src/codes.js";
import { fileUri, formatSarif, SARIF_SCHEMA } from "../src/format/sarif.js";
import { failing, passing, timedOut } from "./fixtures/format-results.js";
import { sarifProblems } from "./fixtures/sarif-structure.js";
import type { Json } from "./fixtures/sarif-structure.js";

const checker = { name: "@gg/checker", version: "0.1.0", typescript: "6.0.3" };

describe("formatSarif", () => {
  const log = JSON.parse(formatSarif([passing, failing, timedOut], checker, "/work")) as Json;

  it("has the required structure of SARIF 2.1.0", () => {
    expect(sarifProblems(log)).toEqual([]);
  });

  it("the structure check itself finds a broken log", () => {
    expect(sarifProblems({ version: "2.0.0", runs: [{ tool: { driver: {} }, results: [{ level: "fatal", extra: 1 }] }] })).toEqual([
      "$.version: not 2.1.0",
      "$.$schema: not a URI",
      "$.runs[0].tool.driver.name: required",
      "$.runs[0].results[0].extra: not allowed in result",
      "$.runs[0].results[0].message: required",
      "$.runs[0].results[0].message: not an object",
      "$.runs[0].results[0].level: bad value",
    ]);
  });

  it("declares the schema and a rule for each code seen, in order of first appearance", () => {
    expect(log.$schema).toBe(SARIF_SCHEMA);
    const run = (log.runs as Json[])[0] as { tool: { driver: { name: string; rules: Array<{ id: string }> } } };
    expect(run.tool.driver.name).toBe("gg-check");
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(["TS7006", "TS2304", "gg/refusal", "gg/inconclusive"]);
  });

  it("links each finding's rule to the page that explains its code, with the code's meaning", () => {
    const run = (log.runs as Json[])[0] as { tool: { driver: { rules: Array<{ id: string; helpUri?: string; shortDescription: { text: string } }> } } };
    const pages = "https://github.com/gg-static-tools/gg-static-tools/blob/main/packages/checker/docs/diagnostics/";
    expect(run.tool.driver.rules.map((r) => [r.id, r.helpUri])).toEqual([
      ["TS7006", `${pages}implicit-any.md`],
      ["TS2304", `${pages}TS2304.md`],
      ["gg/refusal", undefined],
      ["gg/inconclusive", undefined],
    ]);
    expect(run.tool.driver.rules[1]?.shortDescription.text).toBe(codeInfo("TS2304")?.meaning);
  });

  it("places a finding at its file and region, with its level and message", () => {
    const results = (log.runs as Array<{ results: Json[] }>)[0]?.results ?? [];
    expect(results[1]).toEqual({
      ruleId: "TS2304",
      ruleIndex: 1,
      level: "error",
      message: { text: '`files` is not in scope: write `import { files } from "gg"`, or use `gg.files`.' },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: "src/tally.ts", uriBaseId: "%SRCROOT%" },
            region: { startLine: 2, startColumn: 14, endLine: 2, endColumn: 19 },
          },
        },
      ],
    });
  });

  it("reports a refusal as a note and an inconclusive check as an error", () => {
    const results = (log.runs as Array<{ results: Json[] }>)[0]?.results ?? [];
    expect(results.map((r) => [r.ruleId, r.level])).toEqual([
      ["TS7006", "warning"],
      ["TS2304", "error"],
      ["gg/refusal", "note"],
      ["gg/inconclusive", "error"],
    ]);
  });
});

describe("fileUri", () => {
  it("percent-encodes each segment and keeps it relative", () => {
    expect(fileUri("dir/slow file.ts", "/work")).toBe("dir/slow%20file.ts");
  });

  it("makes an absolute path relative to the working directory", () => {
    expect(fileUri("/work/src/a.ts", "/work")).toBe("src/a.ts");
  });
});
