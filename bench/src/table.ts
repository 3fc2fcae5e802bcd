/** Renders figures and targets as Markdown tables (stdout, and the README's Performance section). */
import { isMet, type Figure, type Measure, type Target } from "./report.js";

function number(v: number): string {
  if (!Number.isFinite(v)) return "–";
  if (Math.abs(v) >= 100) return v.toFixed(0);
  if (Math.abs(v) >= 10) return v.toFixed(1);
  return v.toFixed(2);
}

/** One cell: `median / p95 unit` for a sample, `value unit` for a value, `n/a` for a missing one. */
export function formatMeasure(m: Measure | undefined): string {
  if (m === undefined) return "";
  if (m.kind === "na") return "n/a";
  if (m.kind === "value") return m.unit === "×" ? `${number(m.value)}×` : `${number(m.value)} ${m.unit}`;
  return `${number(m.summary.median)} / ${number(m.summary.p95)} ${m.unit}`;
}

/** A figure as a Markdown table, its notes and the reasons for any n/a below it. */
export function renderFigure(figure: Figure): string {
  const lines = [`**${figure.title}**`, "", `| case | ${figure.columns.join(" | ")} |`, `|---|${figure.columns.map(() => "---:").join("|")}|`];
  const reasons = new Set<string>();
  for (const row of figure.rows) {
    lines.push(`| ${row.case} | ${figure.columns.map((c) => formatMeasure(row.cells[c])).join(" | ")} |`);
    for (const cell of Object.values(row.cells)) if (cell.kind === "na") reasons.add(cell.reason);
  }
  lines.push("");
  for (const note of figure.notes ?? []) lines.push(`- ${note}`);
  for (const reason of reasons) lines.push(`- n/a: ${reason}`);
  return lines.join("\n");
}

/** The targets as a Markdown table: measured, limit, met or missed (and by how much). */
export function renderTargets(targets: readonly Target[]): string {
  const lines = ["**Targets**", "", "| target | measured | limit | verdict |", "|---|---:|---:|---|"];
  for (const t of targets) {
    const met = isMet(t);
    const measured = t.measured === undefined ? "n/a" : `${number(t.measured)}${t.unit}`;
    const limit = `${t.direction === "max" ? "≤" : "≥"} ${number(t.limit)}${t.unit}`;
    let verdict: string;
    if (met === undefined) verdict = `not measured${t.reason === undefined ? "" : `: ${t.reason}`}`;
    else if (met) verdict = "met";
    else {
      const off = t.measured === undefined ? 0 : t.direction === "max" ? t.measured / t.limit : t.limit / t.measured;
      verdict = `missed by ${number(off)}×`;
    }
    lines.push(`| ${t.text} | ${measured} | ${limit} | ${verdict} |`);
  }
  return lines.join("\n");
}
