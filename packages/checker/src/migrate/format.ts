/**
 * A migration report as text, JSON or SARIF. SARIF carries the new findings only (the diagnostics and refusals the
 * new catalogue brings), so code scanning shows what the change breaks and nothing that was there before.
 */
import { programResults, sarifLog } from "../format/sarif.js";
import type { SarifResult } from "../format/sarif.js";
import type { CheckerInfo } from "../format/json.js";
import { TEXT } from "../texts.js";
import type { CheckResult, Language } from "../types.js";
import type { MigrationReport, ProgramChange } from "./compare.js";

/** The report as text for a terminal: each changed program, then a summary line. */
export function formatMigrationPretty(report: MigrationReport): string {
  const out: string[] = [];
  for (const c of report.programs) {
    out.push(c.before === c.after ? `${c.after} ${c.file} (${TEXT.migration.sameVerdict})` : `${c.before} → ${c.after} ${c.file}`);
    for (const d of c.newDiagnostics) out.push(`  + ${c.file}:${d.line}:${d.column} ${d.severity} ${d.code}: ${d.message}`);
    for (const d of c.vanishedDiagnostics) out.push(`  - ${c.file}:${d.line}:${d.column} ${d.severity} ${d.code}: ${d.message}`);
    if (c.lostReach.length > 0) out.push(`  ${TEXT.migration.lostReach}: ${c.lostReach.join(", ")}`);
    if (c.newReach.length > 0) out.push(`  ${TEXT.migration.newReach}: ${c.newReach.join(", ")}`);
    for (const r of c.newRefusals) out.push(`  + ${c.file}:${r.line}:${r.column} ${TEXT.refused} ${r.operation}: ${r.message}`);
    for (const r of c.vanishedRefusals) out.push(`  - ${c.file}:${r.line}:${r.column} ${TEXT.refused} ${r.operation}: ${r.message}`);
    out.push("");
  }
  out.push(TEXT.migration.summary(report.summary));
  return `${out.join("\n")}\n`;
}

/** The report as JSON: `{ checker, summary, programs }`, keys in a fixed order (`shard`, a shard part's record, after `checker`). */
export function formatMigrationJson(report: MigrationReport, checker: CheckerInfo, shard?: unknown): string {
  const document = { checker, ...(shard === undefined ? {} : { shard }), summary: report.summary, programs: report.programs };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** The new findings as SARIF 2.1.0: what the change brings to each program. */
export function formatMigrationSarif(report: MigrationReport, checker: CheckerInfo, cwd: string): string {
  return sarifLog(migrationSarifGroups(report, cwd).flatMap((group) => group.results), checker);
}

/** The programs a migration's SARIF shows (those with new findings), each with its SARIF results, in report order. */
export function migrationSarifGroups(report: MigrationReport, cwd: string): { change: ProgramChange; results: SarifResult[] }[] {
  return report.programs
    .filter((c) => c.newDiagnostics.length > 0 || c.newRefusals.length > 0)
    .map((change) => ({ change, results: programResults(newFindings(change), cwd) }));
}

function newFindings(c: ProgramChange): CheckResult {
  const language: Language = /\.[cm]?ts$/.test(c.file) ? "ts" : "js";
  return {
    file: c.file,
    language,
    verdict: c.after === "pass" ? "pass" : "fail",
    diagnostics: c.newDiagnostics,
    reaches: [],
    calls: [],
    ...(c.newRefusals.length > 0 ? { refusals: c.newRefusals } : {}),
  };
}
