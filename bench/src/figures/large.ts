/**
 * Figure 9: how a check's cost grows with a program's length. Check time per 1,000 lines at 1,000, 10,000 and
 * 100,000 lines, ours (library, one thread, warm) beside B2 (`tsc` 7, native, one process per program, the same file
 * with the checker's compiler options), for a realistic mixture and for a program in which every line is a certain
 * failure. Linear cost keeps ours per 1,000 lines flat as the program grows; the ratio to tsc is from the same run.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { largeProgram, type LargeKind } from "../generate-large.js";
import type { Language, Program } from "../generate.js";
import { GUEST_DTS } from "../guest-env.js";
import type { CompilerOptionsFor, OurChecker } from "../ours.js";
import { na, sample, value, type Figure, type Measure, type Row } from "../report.js";
import { nowMs } from "../stats.js";
import { timeProcess, type Tools } from "../tools.js";

/** What figure 9 measures. */
export interface LargePlan {
  readonly sizes: readonly number[];
  readonly kinds: readonly LargeKind[];
  readonly languages: readonly Language[];
  /** Timed checks of each program by each side. */
  readonly samples: number;
  /** Per kind, the length past which it is not measured in this mode, and why. */
  readonly limit: Readonly<Record<LargeKind, { readonly lines: number; readonly reason: string }>>;
  readonly seed: number;
}

/** Writes a project of one program for `tsc -p`, with gg.d.ts, the guest's console and the checker's options. */
function writeOne(dir: string, ggDts: string, program: Program, options: Readonly<Record<string, unknown>>): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = `program.${program.language}`;
  writeFileSync(join(dir, "gg.d.ts"), ggDts);
  writeFileSync(join(dir, "guest.d.ts"), GUEST_DTS);
  writeFileSync(join(dir, file), program.source);
  writeFileSync(join(dir, "tsconfig.json"), `${JSON.stringify({ compilerOptions: options, files: ["gg.d.ts", "guest.d.ts", file] }, null, 2)}\n`);
}

const perThousand = (ms: number, lines: number): number => (ms * 1000) / lines;

/** Runs figure 9. `ours` must accept programs of the largest size (its size and time limits raised). */
export function runLarge(plan: LargePlan, tools: Tools, ours: OurChecker, ggDts: string, optionsFor: CompilerOptionsFor, workDir: string): Figure {
  const tsc7 = "path" in tools.tsc7 ? tools.tsc7.path : undefined;
  const rows: Row[] = [];
  const notes: string[] = [];
  for (const kind of plan.kinds) {
    for (const language of plan.languages) {
      // Warm: a check of the kind's smallest program first, so no timed check starts the compiler.
      ours.check({ source: largeProgram(kind, 50, language, plan.seed).source, language });
      for (const lines of plan.sizes) {
        const label = `${kind} ${language}, ${lines.toLocaleString("en")} lines`;
        if (lines > plan.limit[kind].lines) {
          const reason = plan.limit[kind].reason;
          rows.push({ case: label, cells: { ours: na(reason), "B2 tsc 7": na(reason), "ours/B2": na(reason) } });
          continue;
        }
        const program = largeProgram(kind, lines, language, plan.seed + lines);
        const oursMs: number[] = [];
        const tscMs: number[] = [];
        let verdict = "";
        for (let i = 0; i < plan.samples; i += 1) {
          const start = nowMs();
          const result = ours.check({ source: program.source, language, fileName: program.name });
          oursMs.push(perThousand(nowMs() - start, lines));
          verdict = `${result.verdict}, ${result.diagnostics.length} findings`;
        }
        let b2: Measure = na("missing" in tools.tsc7 ? tools.tsc7.missing : "tsc 7 unavailable");
        if (tsc7 !== undefined) {
          const dir = join(workDir, `large-${kind}-${language}-${lines}`);
          writeOne(dir, ggDts, program, optionsFor(language));
          for (let i = 0; i < plan.samples; i += 1) tscMs.push(perThousand(timeProcess(tsc7, ["-p", "."], dir).ms, lines));
          b2 = sample("ms", tscMs);
          rmSync(dir, { recursive: true, force: true });
        }
        const mine = sample("ms", oursMs);
        const median = (m: Measure): number | undefined => (m.kind === "sample" ? m.summary.median : undefined);
        const b2Median = median(b2);
        const oursMedian = median(mine);
        const r = b2Median === undefined || oursMedian === undefined ? na("tsc 7 unavailable") : value("×", oursMedian / b2Median);
        rows.push({ case: `${label} (${(program.source.length / 1024).toFixed(0)} KiB; ours: ${verdict})`, cells: { ours: mine, "B2 tsc 7": b2, "ours/B2": r } });
      }
    }
  }
  notes.push(
    "Cells are milliseconds per 1,000 lines (median / p95 of the samples). Ours: the library, warm, one thread, with the size and time limits raised so the largest programs are checked (the default size limit is 1 MiB).",
    "B2: the native tsc binary of typescript@7 on the same file, `tsc -p` with the checker's compiler options, gg.d.ts and the guest's console: one process per check, so its start is in every figure.",
    "mixture: the generator's realistic blocks (functions, loops, gg calls), passing; failures: every line a certain failure (an unknown name called, a gg operation misspelt, a const assigned).",
  );
  return { id: "fig9", title: "9. Large programs: check time per 1,000 lines as programs grow", columns: ["ours", "B2 tsc 7", "ours/B2"], rows, notes };
}
