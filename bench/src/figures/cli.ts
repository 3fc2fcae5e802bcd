/**
 * Figures 2 and 3, against the CLI baselines: cold `gg-check one.ts` against B1 (`tsc` 6) and B2 (`tsc` 7, native),
 * one process per program; and `gg-check` over a batch of programs against B6 (`tsc` 7 checking the batch as one project).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TIMINGS_VARIABLE, type Timings } from "@gg/checker/timings";
import { generateProgram, type Program } from "../generate.js";
import { joinedLibraryPath, writeProject } from "../guest-env.js";
import { central, na, sample, value, type Figure, type Measure, type Row } from "../report.js";
import { timeProcess, type Timed, type Tools } from "../tools.js";

function failureNote(what: string, run: Timed, expected: number): string | undefined {
  return run.status === expected ? undefined : `${what} exited ${String(run.status)}: ${(run.stdout + run.stderr).trim().slice(0, 300)}`;
}

/**
 * Figure 2: cold single-file wall time, `runs` times each, interleaved so drift hits every tool alike; and its
 * breakdown (figure 2b): a run of ours timed by its own phase marks, and the floor beside it, in the same loop.
 */
export function runCold(tools: Tools, ggDts: string, workDir: string, runs: number, seed: number): [Figure, Figure] {
  const program = generateProgram(100, "ts", seed);
  const dir = join(workDir, "cold");
  writeProject(dir, ggDts, [{ fileName: "one.ts", source: program.source }]);
  const floorDir = writeProject(join(workDir, "cold-floor"), ggDts, [{ fileName: "empty.ts", source: "" }]);
  const joinedFloorDir = writeProject(join(workDir, "cold-floor-joined"), ggDts, [{ fileName: "empty.ts", source: "" }], joinedLibraryPath());
  const floorScript = fileURLToPath(new URL("../floor/client-check.js", import.meta.url));
  const timingsFile = join(workDir, "cold-timings.json");
  const times: Record<string, number[]> = { ours: [], b1: [], b2: [], node: [], client: [], joined: [] };
  const phased: Phased[] = [];
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
    const timed = timePhases(tools.ggCheck, dir, timingsFile);
    if (timed !== undefined) phased.push(timed);
    times.node?.push(timeProcess(process.execPath, ["-e", ""], dir).ms);
    const client = timeProcess(process.execPath, [floorScript, floorDir], dir);
    times.client?.push(client.ms);
    if (i === 0) notes.push(...[failureNote("the floor's client check", client, 0)].filter((n) => n !== undefined));
    const joined = timeProcess(process.execPath, [floorScript, joinedFloorDir], dir);
    times.joined?.push(joined.ms);
    if (i === 0) notes.push(...[failureNote("the floor's client check on the joined library", joined, 0)].filter((n) => n !== undefined));
  }
  if (phased.length < runs) notes.push(`${runs - phased.length} timed run(s) of gg-check wrote no timings.`);
  const b2: Measure = "missing" in tools.tsc7 ? na(tools.tsc7.missing) : sample("ms", times.b2 ?? []);
  return [coldFigure(runs, times, b2, tools, notes), breakdownFigure(phased, times, runs)];
}

/** A run of ours with its phase marks, and when it was spawned and ended (ms since the epoch). */
interface Phased {
  readonly spawnedAt: number;
  readonly endedAt: number;
  readonly timings: Timings;
}

/** Runs `gg-check one.ts` with GG_CHECK_TIMINGS set; undefined when it failed or wrote no marks. */
function timePhases(ggCheck: string, dir: string, file: string): Phased | undefined {
  rmSync(file, { force: true });
  const spawnedAt = performance.timeOrigin + performance.now();
  const run = timeProcess(process.execPath, [ggCheck, "one.ts"], dir, { ...process.env, [TIMINGS_VARIABLE]: file });
  if (run.status !== 0 || !existsSync(file)) return undefined;
  return { spawnedAt, endedAt: spawnedAt + run.ms, timings: JSON.parse(readFileSync(file, "utf8")) as Timings };
}

/**
 * The phases of a cold run, in order, each from one mark to the next (ms since the process's time origin; "start"
 * is the spawn, "end" the exit as the parent saw it). bench/README.md says what each one is.
 */
const PHASES: readonly (readonly [string, string, string])[] = [
  ["exec: process to Node's time origin", "start", "origin"],
  ["Node start (bootstrap)", "origin", "bootstrap"],
  ["load: read and compile the bundle", "bootstrap", "evaluate"],
  ["evaluate modules, start the compiler", "evaluate", "main"],
  ["  of which spawning the compiler", "compiler-spawn", "compiler-spawned"],
  ["read the catalogue and the program", "main", "inputs"],
  ["checker set-up (gg.d.ts, library, watchdog)", "inputs", "session"],
  ["wait for the compiler's first answer", "session", "compiler-ready"],
  ["project load (library, gg.d.ts)", "compiler-ready", "project-open"],
  ["the check", "project-open", "checked"],
  ["print the result", "checked", "written"],
  ["close, until the exit event", "written", "exit"],
  ["exit: after the exit event", "exit", "end"],
  ["total", "start", "end"],
];

/** The time of a named point of one run, in ms since its time origin. */
function pointOf(run: Phased, name: string): number | undefined {
  const { timings } = run;
  if (name === "start") return run.spawnedAt - timings.timeOrigin;
  if (name === "end") return run.endedAt - timings.timeOrigin;
  if (name === "origin") return 0;
  if (name === "bootstrap") return timings.node.bootstrapComplete;
  return timings.marks.find((m) => m.name === name)?.at;
}

function breakdownFigure(phased: readonly Phased[], times: Readonly<Record<string, number[]>>, runs: number): Figure {
  const rows: Row[] = PHASES.map(([label, from, to]) => {
    const spans = phased.flatMap((run) => {
      const a = pointOf(run, from);
      const b = pointOf(run, to);
      return a === undefined || b === undefined ? [] : [b - a];
    });
    return { case: label, cells: { ms: spans.length === 0 ? na(`no ${from} or ${to} mark`) : sample("ms", spans) } };
  });
  const node = sample("ms", times.node ?? []);
  const client = sample("ms", times.client ?? []);
  const ours = sample("ms", times.ours ?? []);
  rows.push({ case: "floor: node -e ''", cells: { ms: node } });
  rows.push({ case: "floor: TS7 client checks an empty program", cells: { ms: client } });
  const joined = sample("ms", times.joined ?? []);
  rows.push({ case: "floor: the same, on the joined library", cells: { ms: joined } });
  const above = (central(ours) ?? Number.NaN) - (central(joined) ?? Number.NaN);
  return {
    id: "fig2b",
    title: `2b. Where a cold gg-check one.ts spends its time (${runs} timed runs, medians of each phase)`,
    columns: ["ms"],
    rows,
    notes: [
      "Phases from GG_CHECK_TIMINGS marks, each from one mark to the next; a phase's median is of its own runs, so the medians need not add up to the total's.",
      `Figure 2's untimed ours is ${above.toFixed(0)} ms above the floor's client check on the joined library, the library a check opens (medians of this run).`,
    ],
  };
}

function coldFigure(runs: number, times: Readonly<Record<string, number[]>>, b2: Measure, tools: Tools, notes: readonly string[]): Figure {
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
