/**
 * `--format sarif`: SARIF 2.1.0 for code scanning. One run; a rule per finding code seen, with its meaning and
 * `helpUri` to the page that explains it; results with file URIs relative to the working directory and 1-based
 * UTF-16 regions (the compiler's columns).
 */
import { isAbsolute, relative } from "node:path";
import { codeInfo, OTHER_TS } from "../codes.js";
import { diagnosticPageUrl } from "../explain/links.js";
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

interface SarifResult {
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

/** The SARIF log of all programs, pretty-printed with a final newline. */
export function formatSarif(programs: readonly CheckedProgram[], checker: CheckerInfo, cwd: string): string {
  const rules: string[] = [];
  const ruleIndex = (id: string): number => {
    const at = rules.indexOf(id);
    if (at !== -1) return at;
    rules.push(id);
    return rules.length - 1;
  };
  const results: SarifResult[] = [];
  for (const { result } of programs) {
    const artifactLocation = { uri: fileUri(result.file, cwd), uriBaseId: "%SRCROOT%" };
    if (result.verdict === "inconclusive") {
      results.push({
        ruleId: SARIF_RULES.inconclusive,
        ruleIndex: ruleIndex(SARIF_RULES.inconclusive),
        level: "error",
        message: { text: `${result.error.code}: ${result.error.message}` },
        locations: [{ physicalLocation: { artifactLocation } }],
      });
      continue;
    }
    for (const d of result.diagnostics) {
      results.push({
        ruleId: d.code,
        ruleIndex: ruleIndex(d.code),
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
        ruleIndex: ruleIndex(SARIF_RULES.refusal),
        level: "note",
        message: { text: r.elsewhere === true ? `${r.message} (Taken as a value here: refused wherever it is called.)` : r.message },
        locations: [{ physicalLocation: { artifactLocation, region: { startLine: r.line, startColumn: r.column } } }],
      });
    }
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
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
