/**
 * `--format sarif`: SARIF 2.1.0 for code scanning. One run; a rule per finding code seen, with its meaning and
 * `helpUri` to the page that explains it; results with file URIs relative to the working directory and 1-based
 * UTF-16 regions (the compiler's columns).
 */
import { isAbsolute, relative } from "node:path";
import { codeInfo, OTHER_TS } from "../codes.js";
import { diagnosticPageUrl } from "../explain/links.js";
import type { BoundedResult } from "../types.js";
import type { CheckedProgram, CheckerInfo } from "./json.js";

/** The SARIF 2.1.0 schema the document declares. */
export const SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** Rule ids of our own results (findings use their TS/GG code). */
export const SARIF_RULES = { refusal: "gg/refusal", inconclusive: "gg/inconclusive" } as const;

const DESCRIPTIONS: Record<string, string> = {
  [SARIF_RULES.refusal]: "A call the given grant refuses at run time (a forecast; never part of the verdict).",
  [SARIF_RULES.inconclusive]: "The check could not finish within its limits.",
};

function describe(id: string): string {
  if (DESCRIPTIONS[id] !== undefined) return DESCRIPTIONS[id];
  // A code of the table has its one-line meaning; TypeScript's other codes are described by TypeScript's message.
  const info = codeInfo(id);
  if (info !== undefined && info.page !== OTHER_TS.page) return info.meaning;
  return id.startsWith("TS") ? `TypeScript finding ${id}` : `gg check finding ${id}`;
}

/** A rule of the log: its id, what it means, and the page that explains it (every finding code has one). */
function rule(id: string): { id: string; shortDescription: { text: string }; helpUri?: string } {
  const helpUri = diagnosticPageUrl(id);
  return { id, shortDescription: { text: describe(id) }, ...(helpUri === undefined ? {} : { helpUri }) };
}

/** A relative URI reference for a file path, each segment percent-encoded. */
export function fileUri(path: string, cwd: string): string {
  const rel = isAbsolute(path) ? relative(cwd, path) : path;
  return rel.split(/[\\/]/).map((segment) => (segment === "." || segment === ".." ? segment : encodeURIComponent(segment))).join("/");
}

/** One SARIF result, as the log writes it (its `ruleIndex` is set when the log is assembled). */
export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: "error" | "warning" | "note";
  message: { text: string };
  locations: Array<{
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: string };
      region?: { startLine: number; startColumn: number; endLine?: number; endColumn?: number };
    };
  }>;
}

/** The SARIF results of one program, in the order the log lists them (their `ruleIndex` still unset: -1). */
export function programResults(result: BoundedResult, cwd: string): SarifResult[] {
  const artifactLocation = { uri: fileUri(result.file, cwd), uriBaseId: "%SRCROOT%" };
  if (result.verdict === "inconclusive") {
    return [
      {
        ruleId: SARIF_RULES.inconclusive,
        ruleIndex: -1,
        level: "error",
        message: { text: `${result.error.code}: ${result.error.message}` },
        locations: [{ physicalLocation: { artifactLocation } }],
      },
    ];
  }
  const results: SarifResult[] = [];
  for (const d of result.diagnostics) {
    results.push({
      ruleId: d.code,
      ruleIndex: -1,
      level: d.severity,
      message: { text: d.message },
      locations: [
        {
          physicalLocation: {
            artifactLocation,
            region: { startLine: d.line, startColumn: d.column, endLine: d.endLine, endColumn: d.endColumn },
          },
        },
      ],
    });
  }
  for (const r of result.refusals ?? []) {
    results.push({
      ruleId: SARIF_RULES.refusal,
      ruleIndex: -1,
      level: "note",
      message: { text: r.elsewhere === true ? `${r.message} (Taken as a value here: refused wherever it is called.)` : r.message },
      locations: [{ physicalLocation: { artifactLocation, region: { startLine: r.line, startColumn: r.column } } }],
    });
  }
  return results;
}

/**
 * The SARIF log of results in order: rules listed in the order their ids are first seen, each result's `ruleIndex`
 * set to its rule's place. `properties` (a shard part's record) goes on the run, where SARIF allows a property bag.
 */
export function sarifLog(results: readonly SarifResult[], checker: CheckerInfo, properties?: Record<string, unknown>): string {
  const rules: string[] = [];
  const ruleIndex = new Map<string, number>();
  for (const result of results) {
    let at = ruleIndex.get(result.ruleId);
    if (at === undefined) {
      at = rules.push(result.ruleId) - 1;
      ruleIndex.set(result.ruleId, at);
    }
    result.ruleIndex = at;
  }
  const log = {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "gg-check",
            semanticVersion: checker.version,
            version: checker.version,
            rules: rules.map(rule),
          },
        },
        columnKind: "utf16CodeUnits",
        results,
        ...(properties === undefined ? {} : { properties }),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** The SARIF log of all programs, pretty-printed with a final newline. */
export function formatSarif(programs: readonly CheckedProgram[], checker: CheckerInfo, cwd: string): string {
  return sarifLog(programs.flatMap(({ result }) => programResults(result, cwd)), checker);
}
