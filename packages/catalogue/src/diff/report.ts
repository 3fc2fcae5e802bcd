// What `gg-catalogue diff` prints: the JSON report and the text grouped by level.
import type { Arm } from "../types.js";
import type { CatalogueChange } from "./change.js";
import { CHANGE_LEVELS, type ChangeLevel } from "./rules.js";

/** The `--json` document: the arm the names are spelled in, every change, and how many there are of each level. */
export interface DiffReport {
  readonly arm: Arm;
  readonly changes: readonly CatalogueChange[];
  readonly summary: Readonly<Record<ChangeLevel, number>>;
}

/** The report of a list of changes (already in order). */
export function diffReport(changes: readonly CatalogueChange[], arm: Arm): DiffReport {
  const summary = { breaking: 0, refusal: 0, info: 0 };
  for (const c of changes) summary[c.level]++;
  return { arm, changes, summary };
}

/** `3 breaking, 1 refusal, 2 info` */
export function summaryLine(report: DiffReport): string {
  return CHANGE_LEVELS.map((level) => `${report.summary[level]} ${level}`).join(", ");
}

/**
 * The text: one line per change (level, id, name, message) in columns, a blank line between levels, then the summary
 * line. Nothing changed is said in so many words.
 */
export function formatDiff(report: DiffReport): string {
  if (report.changes.length === 0) return "no changes\n";
  const idWidth = Math.max(...report.changes.map((c) => c.id.length));
  const nameWidth = Math.max(...report.changes.map((c) => c.name.length));
  const levelWidth = Math.max(...CHANGE_LEVELS.map((l) => l.length));
  const blocks = CHANGE_LEVELS.map((level) =>
    report.changes
      .filter((c) => c.level === level)
      .map((c) => `${c.level.padEnd(levelWidth)}  ${c.id.padEnd(idWidth)}  ${c.name.padEnd(nameWidth)}  ${c.message}`)
      .join("\n"),
  ).filter((block) => block !== "");
  return `${blocks.join("\n\n")}\n\n${summaryLine(report)}\n`;
}
