/**
 * Figure 1: warm check time per program, library API, one thread, by program size, for our checker and the
 * in-process baselines B3 (naive compiler API), B4 (careful compiler API) and B5 (TypeScript 7 API).
 */
import { createCarefulChecker, createNaiveChecker, type BaselineChecker } from "../baselines/ts-api.js";
import { createTs7ApiChecker } from "../baselines/ts7-api.js";
import { generatePrograms, type Language, type Program } from "../generate.js";
import type { OurChecker } from "../ours.js";
import { na, sample, type Figure, type Measure, type Row } from "../report.js";
import { nowMs } from "../stats.js";

/** How many checks figure 1 times. */
export interface WarmPlan {
  readonly sizes: readonly number[];
  readonly languages: readonly Language[];
  /** Timed checks per size and language (the largest size gets half). */
  readonly samples: number;
  /** Timed checks of the naive baseline, which is slow. */
  readonly naiveSamples: number;
  /** Untimed checks before timing starts. */
  readonly warmup: number;
  readonly seed: number;
}

interface Implementation {
  readonly column: string;
  readonly check: ((program: Program) => void) | undefined;
  readonly missing?: string;
  readonly naive?: boolean;
}

function timeChecks(check: (program: Program) => void, programs: readonly Program[], warmup: number): number[] {
  for (const program of programs.slice(0, warmup)) check(program);
  const times: number[] = [];
  for (const program of programs.slice(warmup)) {
    const start = nowMs();
    check(program);
    times.push(nowMs() - start);
  }
  return times;
}

function baseline(checker: BaselineChecker): (program: Program) => void {
  return (program) => {
    checker.check(program.name, program.source);
  };
}

/** Runs figure 1 over generated programs and the corpus. */
export function runWarm(plan: WarmPlan, ours: OurChecker, ggDts: string, corpus: readonly Program[]): Figure {
  let b5: BaselineChecker | undefined;
  let b5Missing: string | undefined;
  try {
    b5 = createTs7ApiChecker(ggDts);
  } catch (error) {
    b5Missing = `TypeScript 7 API unavailable: ${error instanceof Error ? error.message : String(error)}`;
  }
  const implementations: Implementation[] = [
    {
      column: "ours",
      check: (p) => {
        ours.check({ source: p.source, language: p.language, fileName: p.name });
      },
    },
    { column: "B3 naive API", check: baseline(createNaiveChecker(ggDts)), naive: true },
    { column: "B4 careful API", check: baseline(createCarefulChecker(ggDts)) },
    b5 === undefined
      ? { column: "B5 TS7 API", check: undefined, missing: b5Missing ?? "unavailable" }
      : { column: "B5 TS7 API", check: baseline(b5) },
  ];
  const rows: Row[] = [];
  const measureRow = (label: string, programsFor: (naive: boolean) => Program[], warmup: number): void => {
    const cells: Record<string, Measure> = {};
    for (const impl of implementations) {
      if (impl.check === undefined) {
        cells[impl.column] = na(impl.missing ?? "unavailable");
        continue;
      }
      cells[impl.column] = sample("ms", timeChecks(impl.check, programsFor(impl.naive === true), warmup));
    }
    rows.push({ case: label, cells });
  };
  for (const size of plan.sizes) {
    for (const language of plan.languages) {
      const samples = size >= 1000 ? Math.max(3, Math.ceil(plan.samples / 2)) : plan.samples;
      // The same programs for every implementation; each timed check sees a program it has not seen before.
      const programs = generatePrograms(size, language, plan.warmup + samples, plan.seed + size * 1000);
      measureRow(
        `${size} lines ${language}`,
        (naive) => programs.slice(0, plan.warmup + (naive ? Math.min(plan.naiveSamples, samples) : samples)),
        plan.warmup,
      );
    }
  }
  if (corpus.length > 0) {
    measureRow(`corpus (${corpus.length} programs)`, (naive) => [...corpus.slice(0, 1), ...(naive ? corpus.slice(0, plan.naiveSamples * 2) : corpus)], 1);
  }
  b5?.close?.();
  return {
    id: "fig1",
    title: "1. Warm check time per program (library API, one thread)",
    columns: implementations.map((i) => i.column),
    rows,
    notes: [
      "B3: ts.createProgram per check, nothing cached; B4: lib and gg.d.ts SourceFiles cached, oldProgram reuse;",
      "B5: typescript@7 `unstable/sync` API, virtual files, one snapshot update per program. Same programs for all.",
    ],
  };
}
