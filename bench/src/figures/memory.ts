/** Figure 7: RSS of one checker over 10,000 checks, in a child process of its own (no growth = no leak). */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { na, value, type Figure, type Measure } from "../report.js";

interface ChildReport {
  readonly samples: readonly { readonly checks: number; readonly rssMb: number; readonly heapUsedMb: number }[];
  readonly maxRssMb: number;
  readonly ms: number;
}

/** The RSS growth (a fraction) from the sample at `from` checks to the last one, when both exist. */
export function growth(report: ChildReport, from: number): number | undefined {
  const first = report.samples.find((s) => s.checks === from);
  const last = report.samples[report.samples.length - 1];
  return first === undefined || last === undefined ? undefined : (last.rssMb - first.rssMb) / first.rssMb;
}

/** Runs figure 7: `checks` checks, RSS sampled every `every`; growth measured from check `from`. */
export function runMemory(checks: number, every: number, from: number, seed: number): Figure {
  const child = fileURLToPath(new URL("./memory-child.js", import.meta.url));
  const run = spawnSync(process.execPath, ["--expose-gc", child, String(checks), String(every), String(seed)], {
    encoding: "utf8",
    maxBuffer: 1 << 24,
  });
  let cells: Record<string, Measure>;
  const notes: string[] = [];
  try {
    if (run.status !== 0) throw new Error(`exit ${String(run.status)}: ${run.stderr.trim().slice(0, 300)}`);
    const report = JSON.parse(run.stdout) as ChildReport;
    const at = (n: number): Measure => {
      const s = report.samples.find((x) => x.checks === n);
      return s === undefined ? na(`no sample at ${n}`) : value("MB", s.rssMb);
    };
    const g = growth(report, from);
    cells = {
      [`RSS @${from}`]: at(from),
      [`RSS @${checks}`]: at(checks),
      growth: g === undefined ? na("too few samples") : value("%", g * 100),
      "peak RSS": value("MB", report.maxRssMb),
    };
    notes.push(
      `RSS after a full GC and 0.6 s of idle every ${every} checks: ${report.samples.map((s) => s.rssMb).join(", ")} MB (heap used: ${report.samples.map((s) => s.heapUsedMb).join(", ")} MB); ${(report.ms / 1000).toFixed(0)} s for ${checks} checks.`,
    );
  } catch (error) {
    const reason = `memory child failed: ${error instanceof Error ? error.message : String(error)}`;
    cells = { [`RSS @${from}`]: na(reason), [`RSS @${checks}`]: na(reason), growth: na(reason), "peak RSS": na(reason) };
  }
  return {
    id: "fig7",
    title: `7. Memory: RSS of one checker over ${checks} checks (child process, distinct 20/100-line programs)`,
    columns: [`RSS @${from}`, `RSS @${checks}`, "growth", "peak RSS"],
    rows: [{ case: `${checks} checks`, cells }],
    notes,
  };
}
