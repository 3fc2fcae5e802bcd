/**
 * A shard's output in its part form: the format a full run writes, plus the shard's record — in JSON a `shard` key
 * after `checker`, in SARIF the run's property bag — holding what `gg-check merge` needs to put each program back in
 * its place and to refuse parts that do not belong together.
 */
import { jsonDocument, toJsonResult } from "../format/json.js";
import type { CheckedProgram, CheckerInfo } from "../format/json.js";
import { programResults, sarifLog } from "../format/sarif.js";
import { formatMigrationJson, migrationSarifGroups } from "../migrate/format.js";
import type { MigrationReport } from "../migrate/compare.js";
import type { ShardRecord } from "./shard.js";

/** A check's shard part: JSON results, or SARIF with the number of results each program gave (`results`, by position). */
export function formatCheckPart(format: "json" | "sarif", checked: readonly CheckedProgram[], checker: CheckerInfo, cwd: string, record: ShardRecord): string {
  if (format === "json") return jsonDocument(checker, checked.map((program) => toJsonResult(program.result)), record);
  const groups = checked.map((program) => programResults(program.result, cwd));
  return sarifLog(groups.flat(), checker, { shard: { ...record, results: groups.map((group) => group.length) } });
}

/** A migration report's shard part: the JSON report, or SARIF with each shown program's change and result count (`changes`). */
export function formatMigrationPart(format: "json" | "sarif", report: MigrationReport, checker: CheckerInfo, cwd: string, record: ShardRecord): string {
  if (format === "json") return formatMigrationJson(report, checker, record);
  const groups = migrationSarifGroups(report, cwd);
  const changes = groups.map(({ change, results }) => ({ file: change.file, before: change.before, after: change.after, results: results.length }));
  return sarifLog(groups.flatMap((group) => group.results), checker, { shard: { ...record, changes } });
}
