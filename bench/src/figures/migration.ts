/**
 * Figure 8: the migration report of a catalogue change. `gg-check --baseline OLD --catalogue NEW DIR` checks every
 * program against both catalogues and keeps what the change brings; its baseline is the plain batch
 * `gg-check --catalogue NEW DIR` on the same programs, timed alternately in the same run.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { value, sample, type Figure } from "../report.js";
import { timeProcess, type Tools } from "../tools.js";
import { batchPrograms } from "./cli.js";

const require = createRequire(import.meta.url);

/** The operation the new catalogue drops: a change that turns the verdict of every program calling it. */
const DROPPED = "files.glob";

interface CatalogueJson {
  operations: { id: string }[];
}

/** Writes the old catalogue (the shipped one) and the new one (without DROPPED); returns their paths. */
function writeCatalogues(dir: string): { old: string; changed: string } {
  const text = readFileSync(require.resolve("@gg/catalogue/catalogue.json"), "utf8");
  const changed = JSON.parse(text) as CatalogueJson;
  changed.operations = changed.operations.filter((op) => op.id !== DROPPED);
  const old = join(dir, "old.json");
  const next = join(dir, "new.json");
  writeFileSync(old, text);
  writeFileSync(next, `${JSON.stringify(changed, null, 2)}\n`);
  return { old, changed: next };
}

/** Figure 8: the migration report over `count` programs against the plain batch, `runs` times each. */
export function runMigration(tools: Tools, workDir: string, count: number, runs: number, seed: number): Figure {
  const dir = join(workDir, "migration");
  const programs = join(dir, "programs");
  mkdirSync(programs, { recursive: true });
  batchPrograms(count, seed).forEach((p, k) => writeFileSync(join(programs, `p${String(k).padStart(4, "0")}.${p.language}`), p.source));
  const { old, changed } = writeCatalogues(dir);
  const plain: number[] = [];
  const report: number[] = [];
  const notes: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    const a = timeProcess(process.execPath, [tools.ggCheck, "--format", "json", "--catalogue", changed, programs], dir);
    const b = timeProcess(process.execPath, [tools.ggCheck, "--format", "json", "--baseline", old, "--catalogue", changed, programs], dir);
    plain.push(a.ms);
    report.push(b.ms);
    if (i === 0) {
      try {
        const parsed = JSON.parse(b.stdout) as { summary?: unknown; programs?: unknown[] };
        notes.push(`the report: ${JSON.stringify(parsed.summary)}, ${(parsed.programs ?? []).length} programs listed (exit ${String(b.status)}); the plain batch exited ${String(a.status)}.`);
      } catch {
        notes.push(`the report was not JSON (exit ${String(b.status)}): ${b.stderr.trim().slice(0, 200)}`);
      }
    }
  }
  const cell = (values: number[]) => (values.length === 1 ? value("ms", values[0] ?? Number.NaN) : sample("ms", values));
  return {
    id: "fig8",
    title: `8. Migration report: ${count} programs against two catalogues (the new one drops ${DROPPED})`,
    columns: ["report", "plain batch"],
    rows: [{ case: `gg-check --baseline old.json --catalogue new.json (${runs} run${runs === 1 ? "" : "s"})`, cells: { report: cell(report), "plain batch": cell(plain) } }],
    notes: ["plain batch: gg-check --catalogue new.json over the same programs.", ...notes],
  };
}
