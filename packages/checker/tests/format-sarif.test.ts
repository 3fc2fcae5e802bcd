import { describe, expect, it } from "vitest";
import { fileUri, formatSarif, SARIF_SCHEMA } from "../src/format/sarif.js";
import { failing, passing, timedOut } from "./fixtures/format-results.js";

const checker = { name: "@gg/checker", version: "0.1.0", typescript: "6.0.3" };

type Json = Record<string, unknown>;

// The properties each SARIF 2.1.0 object may carry (the schema sets additionalProperties: false on these).
const ALLOWED: Record<string, readonly string[]> = {
  sarifLog: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
  run: ["tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds", "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates", "baselineGuid", "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses", "translations", "policies", "webRequests", "webResponses", "specialLocations", "properties"],
  tool: ["driver", "extensions", "properties"],
  toolComponent: ["guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription", "fullName", "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri", "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language", "contents", "isComprehensive", "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties"],
  reportingDescriptor: ["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription", "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships", "properties"],
  multiformatMessageString: ["text", "markdown", "properties"],
  result: ["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid", "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest", "webResponse", "properties"],
  message: ["text", "markdown", "id", "arguments", "properties"],
  location: ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"],
  physicalLocation: ["address", "artifactLocation", "region", "contextRegion", "properties"],
  artifactLocation: ["uri", "uriBaseId", "index", "description", "properties"],
  region: ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties"],
};

/** Every way `log` breaks the required structure of SARIF 2.1.0 that our output uses, as readable strings. */
function sarifProblems(log: Json): string[] {
  const problems: string[] = [];
  const object = (value: unknown, kind: string, where: string, required: readonly string[] = []): value is Json => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      problems.push(`${where}: not an object`);
      return false;
    }
    for (const key of Object.keys(value)) if (!(ALLOWED[kind] ?? []).includes(key)) problems.push(`${where}.${key}: not allowed in ${kind}`);
    for (const key of required) if (!(key in value)) problems.push(`${where}.${key}: required`);
    return true;
  };
  const positive = (value: unknown, where: string): void => {
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= 1)) problems.push(`${where}: not an integer >= 1`);
  };
  if (!object(log, "sarifLog", "$", ["version", "runs"])) return problems;
  if (log.version !== "2.1.0") problems.push("$.version: not 2.1.0");
  if (typeof log.$schema !== "string") problems.push("$.$schema: not a URI");
  if (!Array.isArray(log.runs)) return [...problems, "$.runs: not an array"];
  log.runs.forEach((run: unknown, r) => {
    const at = `$.runs[${r}]`;
    if (!object(run, "run", at, ["tool"])) return;
    if (run.columnKind !== undefined && !["utf16CodeUnits", "unicodeCodePoints"].includes(String(run.columnKind))) problems.push(`${at}.columnKind: bad value`);
    if (!object(run.tool, "tool", `${at}.tool`, ["driver"])) return;
    const driver = run.tool.driver;
    if (!object(driver, "toolComponent", `${at}.tool.driver`, ["name"])) return;
    const rules = (driver.rules ?? []) as unknown[];
    rules.forEach((rule, i) => {
      if (object(rule, "reportingDescriptor", `${at}.tool.driver.rules[${i}]`, ["id"]) && rule.shortDescription !== undefined) {
        object(rule.shortDescription, "multiformatMessageString", `${at}.tool.driver.rules[${i}].shortDescription`, ["text"]);
      }
    });
    ((run.results ?? []) as unknown[]).forEach((result, i) => {
      const where = `${at}.results[${i}]`;
      if (!object(result, "result", where, ["message"])) return;
      if (object(result.message, "message", `${where}.message`) && typeof result.message.text !== "string") problems.push(`${where}.message.text: required`);
      if (!["none", "note", "warning", "error"].includes(String(result.level))) problems.push(`${where}.level: bad value`);
      const rule = rules[result.ruleIndex as number] as Json | undefined;
      if (rule?.id !== result.ruleId) problems.push(`${where}.ruleIndex: does not point at rule ${String(result.ruleId)}`);
      ((result.locations ?? []) as unknown[]).forEach((location, j) => {
        const lw = `${where}.locations[${j}]`;
        if (!object(location, "location", lw) || !object(location.physicalLocation, "physicalLocation", `${lw}.physicalLocation`)) return;
        const physical = location.physicalLocation;
        if (object(physical.artifactLocation, "artifactLocation", `${lw}.physicalLocation.artifactLocation`)) {
          const uri = physical.artifactLocation.uri;
          if (typeof uri !== "string" || /^[a-z]+:/i.test(uri) || uri.startsWith("/") || / /.test(uri)) problems.push(`${lw}: uri is not a relative URI reference`);
        }
        if (physical.region !== undefined && object(physical.region, "region", `${lw}.physicalLocation.region`)) {
          for (const key of ["startLine", "startColumn", "endLine", "endColumn"]) positive(physical.region[key], `${lw}.physicalLocation.region.${key}`);
        }
      });
    });
  });
  return problems;
}

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
