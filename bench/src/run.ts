/**
 * `pnpm bench`: every figure of the benchmark (bench/README.md) with its baselines, in one invocation, as a table on stdout and
 * `bench/results.json`. Progress goes to stderr. Flags: `--quick` (a smoke run of about a minute), `--dry` (build
 * the workload and check that our checker passes every generated program; time nothing), `--only 1,3` (figures),
 * `--seed N`, `--out FILE`.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, platform, release, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { batchPrograms, runBatch, runCold } from "./figures/cli.js";
import { runEslint } from "./figures/eslint.js";
import { runLsp } from "./figures/lsp.js";
import { runMemory } from "./figures/memory.js";
import { runLarge, type LargePlan } from "./figures/large.js";
import { runMigration } from "./figures/migration.js";
import { runServe } from "./figures/serve.js";
import { runWarm } from "./figures/warm.js";
import { generatePrograms, type Language, type Program } from "./generate.js";
import type { LargeKind } from "./generate-large.js";
import { loadGgDts } from "./guest-env.js";
import { createOurChecker, loadCompilerOptions, type OurChecker } from "./ours.js";
import { central, ratio, value, type Figure, type Measure, type Target } from "./report.js";
import { renderFigure, renderTargets } from "./table.js";
import { findTools } from "./tools.js";
import { loadCorpus, REPO_ROOT } from "./workload.js";

interface Plan {
  readonly mode: "full" | "quick";
  readonly seed: number;
  readonly warm: { sizes: number[]; languages: Language[]; samples: number; naiveSamples: number; warmup: number; jitRounds: number };
  readonly coldRuns: number;
  readonly batch: { count: number; runs: number };
  readonly serve: { count: number; seconds: number; warmupPerWorker: number };
  readonly lsp: { edits: number; warming: number };
  readonly eslintPasses: number;
  readonly memory: { checks: number; every: number; from: number };
  readonly large: Omit<LargePlan, "seed">;
}

// tsc 7 itself grows faster than linearly on a program whose every line fails: four times the lines (8,000 → 32,000)
// took it 14 times as long on a 2-core machine, so 100,000 lines would take it minutes, and any check that runs it.
const FAILURES_BEYOND = "tsc 7 itself grows faster than linearly on a program whose every line fails (4× the lines took it 14× the time from 8,000 lines): minutes at this length, for it and for any check that runs it";

function planFor(quick: boolean, seed: number): Plan {
  const warm = { sizes: [20, 100, 400, 1500], languages: ["ts", "js"] as Language[] };
  const large = { sizes: [1_000, 10_000, 100_000], kinds: ["mixture", "failures"] as LargeKind[], languages: ["ts", "js"] as Language[] };
  return quick
    ? {
        mode: "quick",
        seed,
        warm: { ...warm, samples: 3, naiveSamples: 1, warmup: 1, jitRounds: 3 },
        coldRuns: 2,
        batch: { count: 60, runs: 1 },
        serve: { count: 60, seconds: 3, warmupPerWorker: 10 },
        lsp: { edits: 5, warming: 10 },
        eslintPasses: 1,
        memory: { checks: 500, every: 50, from: 50 },
        large: { ...large, samples: 1, limit: { mixture: { lines: 10_000, reason: "100,000 lines are measured in the full run only" }, failures: { lines: 10_000, reason: FAILURES_BEYOND } } },
      }
    : {
        mode: "full",
        seed,
        warm: { ...warm, samples: 15, naiveSamples: 5, warmup: 3, jitRounds: 20 },
        coldRuns: 10,
        batch: { count: 1_000, runs: 1 },
        serve: { count: 300, seconds: 8, warmupPerWorker: 200 },
        lsp: { edits: 30, warming: 100 },
        eslintPasses: 15,
        memory: { checks: 10_000, every: 1_000, from: 1_000 },
        large: { ...large, samples: 3, limit: { mixture: { lines: 100_000, reason: "" }, failures: { lines: 10_000, reason: FAILURES_BEYOND } } },
      };
}

interface Args {
  readonly quick: boolean;
  readonly dry: boolean;
  readonly only: ReadonlySet<number> | undefined;
  readonly seed: number;
  readonly out: string;
}

function parseArgs(argv: readonly string[]): Args {
  let quick = false;
  let dry = false;
  let only: Set<number> | undefined;
  let seed = 20_261_202;
  let out = join(REPO_ROOT, "bench", "results.json");
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--quick") quick = true;
    else if (arg === "--dry") dry = true;
    else if (arg === "--only") only = new Set((argv[++i] ?? "").split(",").map(Number));
    else if (arg === "--seed") seed = Number(argv[++i]);
    else if (arg === "--out") out = argv[++i] ?? out;
    else throw new Error(`unknown argument ${String(arg)} (use --quick, --dry, --only 1,2, --seed N, --out FILE)`);
  }
  if (!Number.isInteger(seed)) throw new Error("--seed needs a whole number");
  return { quick, dry, only, seed, out };
}

function log(message: string): void {
  process.stderr.write(`bench: ${message}\n`);
}

function machine(): Record<string, string | number> {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? "unknown",
    cores: cpu.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${platform()} ${release()}`,
    node: process.version,
  };
}

/** Adds a ratio column `name` = column a / column b to every row of a figure. */
function withRatio(figure: Figure, name: string, a: string, b: string): Figure {
  return {
    ...figure,
    columns: [...figure.columns, name],
    rows: figure.rows.map((row) => {
      const r = ratio(row.cells[a], row.cells[b]);
      const cell: Measure = r === undefined ? { kind: "na", reason: `${a} or ${b} missing` } : value("×", r);
      return { ...row, cells: { ...row.cells, [name]: cell } };
    }),
  };
}

function cell(figures: readonly Figure[], id: string, rowStart: string, column: string): Measure | undefined {
  return figures.find((f) => f.id === id)?.rows.find((r) => r.case.startsWith(rowStart))?.cells[column];
}

function targetsOf(figures: readonly Figure[], plan: Plan): Target[] {
  const t = (text: string, measured: number | undefined, limit: number, direction: "max" | "min", unit = "×"): Target => ({
    text,
    measured,
    limit,
    direction,
    unit,
  });
  const targets: Target[] = [];
  for (const language of ["ts", "js"]) {
    targets.push(t(`warm 100-line ${language}: ours ÷ B5`, central(cell(figures, "fig1", `100 lines ${language}`, "ours/B5")), 1.5, "max"));
    targets.push(t(`warm 100-line ${language}: ours ÷ B4`, central(cell(figures, "fig1", `100 lines ${language}`, "ours/B4")), 0.4, "max"));
  }
  const cold = cell(figures, "fig2", "gg-check", "ours");
  targets.push(t("cold single file: ours ÷ B1", ratio(cold, cell(figures, "fig2", "gg-check", "B1 tsc 6")), 0.3, "max"));
  targets.push(t("cold single file: ours ÷ B2", ratio(cold, cell(figures, "fig2", "gg-check", "B2 tsc 7")), 4, "max"));
  const batch = figures.find((f) => f.id === "fig3")?.rows[0];
  targets.push(t("batch: ours ÷ B6", ratio(batch?.cells.ours, batch?.cells["B6 tsc 7 one project"]), 4, "max"));
  const serve = figures.find((f) => f.id === "fig4")?.rows[0];
  targets.push(t("serve: 2 workers ÷ 1 worker", ratio(serve?.cells["2 workers"], serve?.cells["1 worker"]), 1.6, "min"));
  const load = serve?.cells["latency @80% (2 workers)"];
  targets.push(t("serve at 80% load: p99 ÷ median", load?.kind === "sample" ? load.summary.p99 / load.summary.median : undefined, 5, "max"));
  // The warmed row: a session's steady state (the first edits after open are shown beside it in the figure).
  const lsp = figures.find((f) => f.id === "fig5")?.rows[1]?.cells;
  targets.push(t("LSP edit to diagnostics, warmed median (default settings)", central(lsp?.["default settings"]), 30, "max", " ms"));
  targets.push(t("LSP edit to diagnostics, warmed median (debounceMs 0)", central(lsp?.["debounceMs 0"]), 30, "max", " ms"));
  targets.push(t("ESLint: with our rules ÷ without", central(figures.find((f) => f.id === "fig6")?.rows[0]?.cells.ratio), 1.15, "max"));
  const migration = figures.find((f) => f.id === "fig8")?.rows[0];
  targets.push(t("migration report ÷ plain batch", ratio(migration?.cells.report, migration?.cells["plain batch"]), 2.2, "max"));
  // Linear cost: a realistic program ten times as long costs no more per line (1.5× for noise). The program of
  // failures is held to tsc 7 instead: the compiler's own time on it grows faster than linearly, in ours as in tsc.
  const large = figures.find((f) => f.id === "fig9")?.rows;
  const cellOf = (start: string, column: string): Measure | undefined => large?.find((r) => r.case.startsWith(start))?.cells[column];
  targets.push(t("mixture ts: ours per 1,000 lines at 10,000 lines ÷ at 1,000", ratio(cellOf("mixture ts, 10,000 lines", "ours"), cellOf("mixture ts, 1,000 lines", "ours")), 1.5, "max"));
  targets.push(t("failures ts, 10,000 lines: ours ÷ B2 tsc 7", central(cellOf("failures ts, 10,000 lines", "ours/B2")), 2.5, "max"));
  const memory = figures.find((f) => f.id === "fig7")?.rows;
  const span = `check ${plan.memory.from.toLocaleString("en")} → ${plan.memory.checks.toLocaleString("en")}`;
  targets.push(t(`serve + compiler RSS growth, ${span}`, central(memory?.[0]?.cells.growth), 10, "max", "%"));
  return targets;
}

function dryRun(plan: Plan, checker: OurChecker, corpus: readonly Program[]): number {
  const programs: Program[] = [];
  for (const size of plan.warm.sizes) for (const language of plan.warm.languages) programs.push(...generatePrograms(size, language, 3, plan.seed + size));
  programs.push(...batchPrograms(40, plan.seed));
  let failed = 0;
  for (const program of programs) {
    const result = checker.check({ source: program.source, language: program.language, fileName: program.name });
    if (result.verdict !== "pass") {
      failed += 1;
      const first = result.diagnostics.find((d) => d.severity === "error");
      log(`generated ${program.name} does not pass: ${first === undefined ? result.verdict : `${first.code} line ${first.line}: ${first.message}`}`);
    }
  }
  process.stdout.write(`dry run: ${programs.length} generated programs, ${failed} not passing; corpus: ${corpus.length} programs\n`);
  return failed === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const plan = planFor(args.quick, args.seed);
  const started = Date.now();
  const corpus = loadCorpus();
  const checker = await createOurChecker();
  if (args.dry) {
    try {
      return dryRun(plan, checker, corpus);
    } finally {
      checker.close();
    }
  }
  const tools = await findTools();
  const ggDts = await loadGgDts();
  const workDir = mkdtempSync(join(tmpdir(), "gg-bench-"));
  const wanted = (n: number): boolean => args.only === undefined || args.only.has(n);
  const figures: Figure[] = [];
  const step = async (n: number, name: string, run: () => Figure | Figure[] | Promise<Figure>): Promise<void> => {
    if (!wanted(n)) return;
    const start = Date.now();
    log(`figure ${n}: ${name}…`);
    const done = await run();
    figures.push(...(Array.isArray(done) ? done : [done]));
    log(`figure ${n} done in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  };
  try {
    // Its ratio columns are its own: medians of per-program ratios, each pair timed side by side.
    await step(1, "warm checks", () => runWarm({ ...plan.warm, seed: plan.seed }, checker, ggDts, corpus));
    await step(2, "cold single file", () => {
      const [cold, breakdown] = runCold(tools, ggDts, workDir, plan.coldRuns, plan.seed);
      return [withRatio(withRatio(cold, "ours/B1", "ours", "B1 tsc 6"), "ours/B2", "ours", "B2 tsc 7"), breakdown];
    });
    await step(3, "batch", () =>
      withRatio(runBatch(tools, ggDts, workDir, plan.batch.count, plan.batch.runs, plan.seed), "ours/B6", "ours", "B6 tsc 7 one project"),
    );
    await step(4, "serve", async () => withRatio(await runServe(tools, plan.serve, plan.seed), "2w/1w", "2 workers", "1 worker"));
    await step(5, "LSP", () => runLsp(tools, plan.lsp.edits, plan.lsp.warming, plan.seed));
    const lintPrograms = corpus.length > 0 ? corpus : generatePrograms(100, "ts", 20, plan.seed);
    await step(6, "ESLint", () => runEslint(lintPrograms, plan.eslintPasses));
    await step(7, "memory", () => runMemory(tools, plan.memory.checks, plan.memory.every, plan.memory.from, plan.seed));
    await step(8, "migration report", () => withRatio(runMigration(tools, workDir, plan.batch.count, plan.batch.runs, plan.seed), "report/plain", "report", "plain batch"));
    await step(9, "large programs", async () => {
      // Size and time limits raised: the largest programs are over the default 1 MiB, and their time is the figure.
      const unlimited = await createOurChecker({ maxBytes: 64 * 1024 * 1024, timeoutMs: 600_000 });
      try {
        return runLarge({ ...plan.large, seed: plan.seed }, tools, unlimited, ggDts, await loadCompilerOptions(), workDir);
      } finally {
        unlimited.close();
      }
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    checker.close();
  }
  const targets = targetsOf(figures, plan);
  const date = new Date().toISOString();
  const info = machine();
  const versions = {
    typescript: tools.tsc6Version,
    typescript7: "version" in tools.tsc7 ? tools.tsc7.version : "missing",
  };
  const header = [
    `gg static tools benchmark (${plan.mode}), ${date}`,
    `machine: ${String(info.cpu)}, ${String(info.cores)} cores, ${String(info.memoryGb)} GB, ${String(info.os)}, Node ${String(info.node)}; typescript ${versions.typescript}, typescript7 ${versions.typescript7}`,
    `workload: corpus ${corpus.length} programs + generated (seed ${plan.seed}); cells are median / p95 unless one value; total ${((Date.now() - started) / 1000).toFixed(0)} s`,
  ];
  const text = [header.join("\n"), ...figures.map(renderFigure), renderTargets(targets)].join("\n\n");
  process.stdout.write(`${text}\n`);
  writeFileSync(args.out, `${JSON.stringify({ date, mode: plan.mode, machine: info, versions, plan, figures, targets }, null, 2)}\n`);
  log(`wrote ${args.out}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
