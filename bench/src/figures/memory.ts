/** Figure 7: RSS of one checker over 10,000 checks, in a child process of its own (no growth = no leak). */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { na, value, type Figure, type Measure } from "../report.js";

interface ChildReport {
  readonly samples: readonly { readonly checks: number; readonly rssMb: number; readonly heapUsedMb: number }[];
  readonly maxRssMb: number;
  readonly ms: number;
}

/** The growth (a fraction) of one sampled quantity from the sample at `from` checks to the last one, when both exist. */
function growth(report: ChildReport, from: number, of: (sample: ChildReport["samples"][number]) => number): number | undefined {
  const first = report.samples.find((s) => s.checks === from);
  const last = report.samples[report.samples.length - 1];
  return first === undefined || last === undefined ? undefined : (of(last) - of(first)) / of(first);
}

/** One child run: what it measured, or why it could not. */
function runChild(checks: number, every: number, seed: number): ChildReport {
  const child = fileURLToPath(new URL("./memory-child.js", import.meta.url));
  const run = spawnSync(process.execPath, ["--expose-gc", child, String(checks), String(every), String(seed)], {
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  if (run.status !== 0) throw new Error(`exit ${String(run.status)}: ${run.stderr.trim().slice(0, 300)}`);
  return JSON.parse(run.stdout) as ChildReport;
}

/**
 * Runs figure 7: `checks` checks, RSS sampled every `every`; growth measured from check `from`. The process gets the
 * default malloc (measured once beside it: `MALLOC_ARENA_MAX=2` did not flatten RSS, 139 -> 349 MB over the same
 * 10,000 checks, so it is not a fix to offer).
 */
export function runMemory(checks: number, every: number, from: number, seed: number): Figure {
  const columns = [`RSS @${from}`, `RSS @${checks}`, "growth", "heap used growth", "peak RSS"];
  const notes: string[] = [];
  let cells: Record<string, Measure>;
  try {
    const report = runChild(checks, every, seed);
    const at = (n: number): Measure => {
      const s = report.samples.find((x) => x.checks === n);
      return s === undefined ? na(`no sample at ${n}`) : value("MB", s.rssMb);
    };
    const percent = (g: number | undefined): Measure => (g === undefined ? na("too few samples") : value("%", g * 100));
    cells = {
      [`RSS @${from}`]: at(from),
      [`RSS @${checks}`]: at(checks),
      growth: percent(growth(report, from, (s) => s.rssMb)),
      "heap used growth": percent(growth(report, from, (s) => s.heapUsedMb)),
      "peak RSS": value("MB", report.maxRssMb),
    };
    notes.push(
      `default malloc: RSS after a full GC and 0.6 s of idle every ${every} checks: ${report.samples.map((s) => s.rssMb).join(", ")} MB (heap used: ${report.samples.map((s) => s.heapUsedMb).join(", ")} MB); ${(report.ms / 1000).toFixed(0)} s for ${checks} checks.`,
    );
  } catch (error) {
    const reason = na(`memory child failed: ${error instanceof Error ? error.message : String(error)}`);
    cells = Object.fromEntries(columns.map((column) => [column, reason]));
  }
  return {
    id: "fig7",
    title: `7. Memory: RSS of one checker over ${checks} checks (child process, distinct 20/100-line programs)`,
    columns,
    rows: [{ case: `${checks} checks, default malloc`, cells }],
    notes,
  };
}
