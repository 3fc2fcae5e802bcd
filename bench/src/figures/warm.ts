/**
 * Figure 1: warm check time per program, library API, one thread, by program size, for our checker and the
 * in-process baselines B3 (naive compiler API), B4 (careful compiler API) and B5 (TypeScript 7 API).
 */
import { createCarefulChecker, createNaiveChecker, type BaselineChecker } from "../baselines/ts-api.js";
import { createTs7ApiChecker } from "../baselines/ts7-api.js";
import { generatePrograms, type Language, type Program } from "../generate.js";
import type { OurChecker } from "../ours.js";
import { na, sample, value, type Figure, type Measure, type Row } from "../report.js";
import { nowMs, quantile } from "../stats.js";

/** The ratio columns: ours against a baseline, paired by program. */
const PAIRED = [
  ["ours/B4", "B4 careful API"],
  ["ours/B5", "B5 TS7 API"],
] as const;

/** How many checks figure 1 times. */
export interface WarmPlan {
  readonly sizes: readonly number[];
  readonly languages: readonly Language[];
  /** Timed checks per size and language (sizes up to 100 lines get twice as many, the largest size half). */
  readonly samples: number;
  /** Timed checks of the naive baseline, which is slow. */
  readonly naiveSamples: number;
  /** Untimed checks of each row before its timing starts. */
  readonly warmup: number;
  /** Untimed checks of 100-line programs of each language by every implementation before the first row. */
  readonly jitRounds: number;
  readonly seed: number;
}

interface Implementation {
  readonly column: string;
  readonly check: ((program: Program) => void) | undefined;
  readonly missing?: string;
  readonly naive?: boolean;
}

/**
 * Times every implementation on the same programs, in turns: the programs are cut into runs of `BLOCK`, and each
 * implementation checks a run in a row (the order rotating from run to run) before the next takes the same run. All
 * of them so see the same drifting state of a shared machine, while each still meets its programs one after
 * another, as a service does (checked one at a time, alternately, a native compiler idles and its process is
 * descheduled between checks, which costs the API's baseline far more than ours). The first check of each turn, of
 * a program of its own, is untimed: it pays for the switch from the other implementation. The first `warmup`
 * programs are checked untimed. Answers each implementation's times, index-aligned by timed program (undefined
 * where it was not timed).
 */
function timeInTurns(impls: readonly ((program: Program) => void)[], limits: readonly number[], programs: readonly Program[], warmup: number): (number | undefined)[][] {
  const times: (number | undefined)[][] = impls.map(() => []);
  for (const program of programs.slice(0, warmup)) for (const check of impls) check(program);
  const rest = programs.slice(warmup);
  for (let from = 0, turn = 0; from < rest.length; from += BLOCK + 1, turn++) {
    const run = rest.slice(from, from + BLOCK + 1);
    for (let j = 0; j < impls.length; j++) {
      const i = (j + turn) % impls.length;
      const check = impls[i] as (program: Program) => void;
      const mine = times[i] as (number | undefined)[];
      run.forEach((program, k) => {
        const index = from + k;
        if (k === 0) {
          if (index < (limits[i] as number)) check(program);
          return;
        }
        if (index >= (limits[i] as number)) {
          mine.push(undefined);
          return;
        }
        const start = nowMs();
        check(program);
        mine.push(nowMs() - start);
      });
    }
  }
  return times;
}

/** Timed programs per turn of `timeInTurns` (each turn checks one more, untimed, first). */
const BLOCK = 4;

/** Programs to generate for `samples` timed checks in turns of `BLOCK`, after `warmup` untimed ones. */
function programsFor(samples: number, warmup: number): number {
  return warmup + Math.ceil(samples / BLOCK) * (BLOCK + 1);
}

/**
 * The median of per-program ratios of two implementations' times: each program's pair was timed side by side, so
 * this cancels most of the machine's drift that a ratio of two separate medians carries.
 */
function pairedRatio(a: readonly (number | undefined)[], b: readonly (number | undefined)[]): number | undefined {
  const ratios: number[] = [];
  a.forEach((x, k) => {
    const y = b[k];
    if (x !== undefined && y !== undefined && y > 0) ratios.push(x / y);
  });
  return ratios.length === 0 ? undefined : quantile([...ratios].sort((p, q) => p - q), 0.5);
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
  const timed = implementations.flatMap((impl) => (impl.check === undefined ? [] : [impl]));
  const measureRow = (label: string, programs: readonly Program[], naiveCount: number, warmup: number): void => {
    // The naive baseline, slow, checks only the first runs.
    const limits = timed.map((impl) => (impl.naive === true ? Math.max(1, Math.floor(naiveCount / BLOCK)) * (BLOCK + 1) : programs.length));
    const times = timeInTurns(
      timed.map((impl) => impl.check as (program: Program) => void),
      limits,
      programs,
      warmup,
    );
    const cells: Record<string, Measure> = {};
    const byColumn = new Map<string, (number | undefined)[]>();
    timed.forEach((impl, i) => byColumn.set(impl.column, times[i] as (number | undefined)[]));
    for (const impl of implementations) {
      const t = byColumn.get(impl.column);
      cells[impl.column] = t === undefined ? na(impl.missing ?? "unavailable") : sample("ms", t.filter((x): x is number => x !== undefined));
    }
    const ours = byColumn.get("ours") ?? [];
    for (const [column, against] of PAIRED) {
      const other = byColumn.get(against);
      const r = other === undefined ? undefined : pairedRatio(ours, other);
      cells[column] = r === undefined ? na(`${against} missing`) : value("×", r);
    }
    rows.push({ case: label, cells });
  };
  // The JIT compiles our passes (and the compiler client of ours and B5) over the first checks: untimed rounds of
  // every size and language first, so that the first row is not measured on colder code than the last.
  for (const language of plan.languages) {
    for (const program of generatePrograms(100, language, plan.jitRounds, plan.seed + 7)) for (const impl of timed) if (impl.naive !== true) impl.check?.(program);
  }
  for (const size of plan.sizes) {
    for (const language of plan.languages) {
      const samples = size >= 1000 ? Math.max(3, Math.ceil(plan.samples / 2)) : size <= 100 ? plan.samples * 2 : plan.samples;
      // The same programs for every implementation; each timed check sees a program it has not seen before.
      const programs = generatePrograms(size, language, programsFor(samples, plan.warmup), plan.seed + size * 1000);
      measureRow(`${size} lines ${language}`, programs, Math.min(plan.naiveSamples, samples), plan.warmup);
    }
  }
  if (corpus.length > 0) measureRow(`corpus (${corpus.length} programs)`, [...corpus.slice(0, 1), ...corpus], plan.naiveSamples * 2, 1);
  b5?.close?.();
  return {
    id: "fig1",
    title: "1. Warm check time per program (library API, one thread)",
    columns: [...implementations.map((i) => i.column), ...PAIRED.map(([column]) => column)],
    rows,
    notes: [
      "B3: ts.createProgram per check, nothing cached; B4: lib and gg.d.ts SourceFiles cached, oldProgram reuse;",
      "B5: typescript@7 `unstable/sync` API, virtual files, one snapshot update per program. Same programs for all,",
      "checked in turns of 4 programs (order rotating); ours/B4 and ours/B5 are medians of per-program ratios.",
    ],
  };
}
