/**
 * Figures 2 and 3, against the CLI baselines: cold `gg-check one.ts` against B1 (`tsc` 6) and B2 (`tsc` 7, native),
 * one process per program; and `gg-check` over a batch of programs against B6 (`tsc` 7 checking the batch as one project).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateProgram, type Program } from "../generate.js";
import { writeProject } from "../guest-env.js";
import { na, sample, value, type Figure, type Measure } from "../report.js";
import { timeProcess, type Timed, type Tools } from "../tools.js";

function failureNote(what: string, run: Timed, expected: number): string | undefined {
  return run.status === expected ? undefined : `${what} exited ${String(run.status)}: ${(run.stdout + run.stderr).trim().slice(0, 300)}`;
}

/** Figure 2: cold single-file wall time, `runs` times each, interleaved so drift hits every tool alike. */
export function runCold(tools: Tools, ggDts: string, workDir: string, runs: number, seed: number): Figure {
  const program = generateProgram(100, "ts", seed);
  const dir = join(workDir, "cold");
  writeProject(dir, ggDts, [{ fileName: "one.ts", source: program.source }]);
  const times: Record<string, number[]> = { ours: [], b1: [], b2: [] };
  const notes: string[] = [];
  const tsc7 = "path" in tools.tsc7 ? tools.tsc7.path : undefined;
  for (let i = 0; i < runs; i += 1) {
    const ours = timeProcess(process.execPath, [tools.ggCheck, "one.ts"], dir);
    const b1 = timeProcess(process.execPath, [tools.tsc6, "-p", "."], dir);
    times.ours?.push(ours.ms);
    times.b1?.push(b1.ms);
    if (i === 0) notes.push(...[failureNote("gg-check", ours, 0), failureNote("tsc 6", b1, 0)].filter((n) => n !== undefined));
    if (tsc7 !== undefined) {
      const b2 = timeProcess(tsc7, ["-p", "."], dir);
      times.b2?.push(b2.ms);
      if (i === 0) notes.push(...[failureNote("tsc 7", b2, 0)].filter((n) => n !== undefined));
    }
  }
  const b2: Measure = "missing" in tools.tsc7 ? na(tools.tsc7.missing) : sample("ms", times.b2 ?? []);
  return {
    id: "fig2",
    title: "2. Cold single file: process start to exit (100-line TS program)",
    columns: ["ours", "B1 tsc 6", "B2 tsc 7"],
    rows: [
      {
        case: `gg-check one.ts vs tsc -p (${runs} runs)`,
        cells: { ours: sample("ms", times.ours ?? []), "B1 tsc 6": sample("ms", times.b1 ?? []), "B2 tsc 7": b2 },
      },
    ],
    notes: [
      `B1: node typescript@${tools.tsc6Version}/lib/tsc.js -p DIR; B2: the native tsc binary of typescript@7 run directly (no Node wrapper).`,
      ...notes,
    ],
  };
}

/** The batch: sizes and languages mixed as a repository of programs would be (about 155 lines on average). */
export function batchPrograms(count: number, seed: number): Program[] {
  const sizes = [20, 100, 100, 400];
  return Array.from({ length: count }, (_, k) => generateProgram(sizes[k % sizes.length] ?? 100, k % 2 === 0 ? "ts" : "js", seed + k));
}

/** Figure 3: `gg-check` over a directory of `count` programs vs B6, `runs` times each. */
export function runBatch(tools: Tools, ggDts: string, workDir: string, count: number, runs: number, seed: number): Figure {
  const programs = batchPrograms(count, seed);
  const dir = join(workDir, "batch");
  mkdirSync(dir, { recursive: true });
  const files = programs.map((p, k) => ({ fileName: `p${String(k).padStart(4, "0")}.${p.language}`, source: p.source }));
  for (const file of files) writeFileSync(join(dir, file.fileName), file.source);
  const projectDir = writeProject(join(workDir, "batch-project"), ggDts, files);
  const ours: number[] = [];
  const b6: number[] = [];
  const notes: string[] = [];
  const tsc7 = "path" in tools.tsc7 ? tools.tsc7.path : undefined;
  for (let i = 0; i < runs; i += 1) {
    const run = timeProcess(process.execPath, [tools.ggCheck, "--format", "json", dir], workDir);
    ours.push(run.ms);
    if (i === 0) {
      try {
        const parsed = JSON.parse(run.stdout) as { results?: { verdict?: string }[] };
        const results = parsed.results ?? [];
        const passed = results.filter((r) => r.verdict === "pass").length;
        notes.push(`gg-check: ${results.length} results, ${passed} pass (exit ${String(run.status)}).`);
      } catch {
        notes.push(`gg-check output was not JSON (exit ${String(run.status)}): ${run.stderr.trim().slice(0, 200)}`);
      }
    }
    if (tsc7 !== undefined) {
      const base = timeProcess(tsc7, ["-p", "."], projectDir);
      b6.push(base.ms);
      if (i === 0) notes.push(...[failureNote("tsc 7 (batch)", base, 0)].filter((n) => n !== undefined));
    }
  }
  return {
    id: "fig3",
    title: `3. Batch: ${count} programs, wall time on this machine's cores`,
    columns: ["ours", "B6 tsc 7 one project"],
    rows: [
      {
        case: `${count} programs (20–400 lines, TS and JS), ${runs} run${runs === 1 ? "" : "s"}`,
        cells: {
          ours: runs === 1 ? value("ms", ours[0] ?? Number.NaN) : sample("ms", ours),
          "B6 tsc 7 one project": tsc7 === undefined ? na("missing" in tools.tsc7 ? tools.tsc7.missing : "") : runs === 1 ? value("ms", b6[0] ?? Number.NaN) : sample("ms", b6),
        },
      },
    ],
    notes: ["ours checks each program in isolation (its own program per file); B6 checks all of them as one program.", ...notes],
  };
}
