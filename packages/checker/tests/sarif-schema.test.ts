// gg-check's SARIF output against the official SARIF 2.1.0 JSON schema (fixtures/sarif-2.1.0-rtm.5.json: the OASIS
// schema as GitHub code scanning validates uploads with it, taken unchanged from the npm package
// @microsoft/jest-sarif@1.0.0-beta.0, MIT). The hand-written structure check (sarif-structure.ts) explains failures
// in our words; this proves the log is what code scanning accepts. (One of its patterns, for a language tag, is not
// valid with the u flag: hence unicodeRegExp off.)
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import AjvDraft04 from "ajv-draft-04";
import { describe, expect, it } from "vitest";
import { formatSarif } from "../src/format/sarif.js";
import { failing, passing, timedOut } from "./fixtures/format-results.js";

const schema = JSON.parse(readFileSync(new URL("./fixtures/sarif-2.1.0-rtm.5.json", import.meta.url), "utf8")) as object;
// A CommonJS module: its class is `default` under NodeNext types (module.exports is the class too at run time).
const ajv = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
// The schema's three formats, checked by the platform's own parsers (no ajv-formats dependency for three lines).
ajv.addFormat("uri", (text: string) => URL.canParse(text));
ajv.addFormat("uri-reference", (text: string) => URL.canParse(text, "file:///base/") && !/\s/.test(text));
ajv.addFormat("date-time", (text: string) => /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)));
const validate = ajv.compile(schema);
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const CLI = fileURLToPath(new URL("../dist/gg-check.cjs", import.meta.url));

function problems(log: unknown): string[] {
  return validate(log) ? [] : (validate.errors ?? []).map((error: { instancePath: string; message?: string }) => `${error.instancePath} ${error.message ?? ""}`);
}

describe("SARIF against the official 2.1.0 schema", () => {
  it("gg-check --baseline --format sarif (the new findings of a migration report) is valid", () => {
    const run = spawnSync(
      process.execPath,
      [CLI, "--baseline", "packages/catalogue/catalogue.json", "--catalogue", "packages/catalogue/examples/catalogue-next.json", "--format", "sarif", "examples"],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(run.status).toBe(1);
    const log = JSON.parse(run.stdout) as { runs: Array<{ results: unknown[] }> };
    expect(problems(log)).toEqual([]);
    expect(log.runs[0]?.results.length).toBeGreaterThan(0);
  });

  it("a log of a pass, a failure and an inconclusive check is valid", () => {
    const checker = { name: "@gg/checker", version: "0.1.0", typescript: "6.0.3" };
    expect(problems(JSON.parse(formatSarif([passing, failing, timedOut], checker, "/work")))).toEqual([]);
  });

  it("gg-check --format sarif over the examples, with a grant's refusals, is valid", () => {
    const run = spawnSync(process.execPath, [CLI, "examples", "--grant", "examples/grant.json", "--format", "sarif"], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).toBe(1);
    const log = JSON.parse(run.stdout) as { runs: Array<{ results: Array<{ level: string }> }> };
    expect(problems(log)).toEqual([]);
    const levels = new Set(log.runs[0]?.results.map((r) => r.level));
    expect([...levels].sort()).toEqual(["error", "note"]);
  });

  it("a shard part in SARIF (its record in the run's property bag), of a check and of a migration report, is valid", () => {
    for (const args of [
      ["examples", "--grant", "examples/grant.json"],
      ["--baseline", "packages/catalogue/catalogue.json", "--catalogue", "packages/catalogue/examples/catalogue-next.json", "examples"],
    ]) {
      const run = spawnSync(process.execPath, [CLI, ...args, "--format", "sarif", "--shard", "1/2"], { cwd: ROOT, encoding: "utf8" });
      const log = JSON.parse(run.stdout) as { runs: Array<{ properties?: { shard?: { shard: string } } }> };
      expect(log.runs[0]?.properties?.shard?.shard).toBe("1/2");
      expect(problems(log)).toEqual([]);
    }
  });

  it("the schema check itself rejects a broken log", () => {
    expect(problems({ version: "2.1.0", runs: [{ tool: { driver: {} }, results: [{ level: "fatal", message: {} }] }] }).length).toBeGreaterThan(0);
    const badUri = { version: "2.1.0", runs: [{ tool: { driver: { name: "x", informationUri: "not a uri" } } }] };
    expect(problems(badUri)).toEqual(["/runs/0/tool/driver/informationUri must match format \"uri\""]);
  });
});
