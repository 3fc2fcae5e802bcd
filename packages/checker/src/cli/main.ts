#!/usr/bin/env node
/**
 * `gg-check`: checks programs through a pool (worker threads, or this thread for a few programs) and prints them as
 * pretty text, JSON or SARIF, or with `--baseline` the migration report between two catalogues;
 * `gg-check serve` answers JSON lines; `gg-check explain` prints the page of a code; `--shard I/N` checks one share
 * and `gg-check merge` joins the parts. Exit 0 all pass, 1 any fail or inconclusive (with `--baseline`: 1 when a
 * program turns to fail), 2 usage or input error.
 */
// First: its module's evaluation is the first mark of a timed run.
import { mark } from "../timings.js";
// Second: it starts the compiler of a plain check while the rest of the CLI is still being evaluated.
import { closeCompilerAhead, takeCompilerAhead } from "./compiler-ahead.js";
import { availableParallelism } from "node:os";
import { defaultCatalogue, formatProblems, loadCatalogueFile, loadGrantFile } from "@gg/catalogue";
import type { Catalogue, Grant } from "@gg/catalogue";
import { parseArgs } from "./args.js";
import { TEXT } from "../texts.js";
import type { Command } from "./args.js";
import { expandPaths, readProgram } from "./files.js";
import type { ProgramFile } from "./files.js";
import { migrationReport } from "../migrate/compare.js";
import { formatMigrationJson, formatMigrationPretty, formatMigrationSarif } from "../migrate/format.js";
import { formatJson } from "../format/json.js";
import type { CheckedProgram } from "../format/json.js";
import { formatPretty } from "../format/pretty.js";
import { formatSarif } from "../format/sarif.js";
import { createDirectPool } from "../pool/direct.js";
import { checkerInfo, createPool } from "../pool/pool.js";
import { colorWanted } from "./color.js";
import { createProgress } from "./progress.js";
import type { Progress } from "./progress.js";
import { explain, listCodes } from "../explain/explain.js";
import { runServe } from "../serve/serve.js";
import { shardRecord, shareOf } from "./shard.js";
import type { ShardShare } from "./shard.js";
import { formatCheckPart, formatMigrationPart } from "./shard-part.js";
import { runMerge } from "./merge.js";

type Exit = 0 | 1 | 2;

/**
 * Programs per worker thread. A worker costs a thread and a compiler process to start (0.3–0.5 s), and the CLI's
 * own thread checks 128 programs as one project, so a further worker pays off only past one such batch. Measured
 * on 2 cores: 64 programs 1.0 s in the CLI's thread against 1.7–2.7 s with two workers; 128, 1.8 s against 1.9–2.5 s.
 */
const FILES_PER_WORKER = 128;

function fail(message: string): Exit {
  // One prefixed line per problem, never a stack trace.
  const lines = message.trimEnd().split("\n");
  process.stderr.write(lines.map((line) => `${TEXT.prefix}${line}\n`).join(""));
  return 2;
}

/** Loads the catalogue named on the command line, or the default; a bad file is reported by path and JSON path. */
export function catalogueFrom(path: string | undefined): { ok: true; catalogue: Catalogue } | { ok: false; message: string } {
  if (path === undefined) return { ok: true, catalogue: defaultCatalogue() };
  const loaded = loadCatalogueFile(path);
  return loaded.ok ? { ok: true, catalogue: loaded.value } : { ok: false, message: formatProblems(loaded.problems, path) };
}

// A reader that stops early (`gg-check dir | head`) closes the pipe. What is left to print has nowhere to go, which
// is no failure of the run: the rest is dropped, and the run ends with its own exit status, not a stack trace.
let outputGone = false;
const waitingForDrain = new Set<() => void>();
// Any other failure to write is the run's: one line, exit 2.
let outputFailed = false;
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE" && !outputFailed) {
    outputFailed = true;
    process.stderr.write(`${TEXT.prefix}cannot write the output: ${error.message}\n`);
  }
  outputGone = true;
  for (const resolve of waitingForDrain) resolve();
  waitingForDrain.clear();
});

function write(text: string): Promise<void> {
  return new Promise((resolve) => {
    if (outputGone || process.stdout.write(text)) resolve();
    else {
      waitingForDrain.add(resolve);
      process.stdout.once("drain", () => {
        waitingForDrain.delete(resolve);
        resolve();
      });
    }
  });
}

/** Loads a grant for a catalogue, or the message that says why it cannot be used. */
function grantFrom(path: string | undefined, catalogue: Catalogue): { ok: true; grant: Grant | undefined } | { ok: false; message: string } {
  if (path === undefined) return { ok: true, grant: undefined };
  const loaded = loadGrantFile(path, catalogue);
  return loaded.ok ? { ok: true, grant: loaded.value } : { ok: false, message: formatProblems(loaded.problems, path) };
}

/** One program read from disk. */
interface ProgramText {
  readonly file: ProgramFile;
  readonly source: string;
}

/** Checks every program against one catalogue, in a pool sized for the run. */
async function checkAll(programs: readonly ProgramText[], catalogue: Catalogue, cataloguePath: string | undefined, grant: Grant | undefined, jobs: number | undefined, progress: Progress): Promise<CheckedProgram[]> {
  const count = programs.length;
  // An empty shard starts no pool.
  if (count === 0) return [];
  const size = Math.min(count, jobs ?? Math.min(availableParallelism(), Math.ceil(count / FILES_PER_WORKER)));
  // Where the pool would start one worker, the main thread checks instead (no thread start); --jobs always gets workers.
  const direct = jobs === undefined && size === 1;
  // The compiler started ahead is the direct pool's; workers start their own.
  const ahead = direct ? takeCompilerAhead() : undefined;
  closeCompilerAhead();
  const pool = direct ? createDirectPool({ catalogue, ...(ahead === undefined ? {} : { ahead }) }) : createPool({ size, ...(cataloguePath === undefined ? {} : { catalogue: cataloguePath }) });
  try {
    return await Promise.all(
      programs.map(async ({ file, source }) => {
        const result = await pool.check({ source, language: file.language, fileName: file.path, ...(grant === undefined ? {} : { grant }) });
        progress.tick();
        return { source, result };
      }),
    );
  } finally {
    await pool.close();
  }
}

async function check(command: Extract<Command, { kind: "check" }>): Promise<Exit> {
  const catalogue = catalogueFrom(command.catalogue);
  if (!catalogue.ok) return fail(catalogue.message);
  const grant = grantFrom(command.grant, catalogue.catalogue);
  if (!grant.ok) return fail(command.baseline === undefined ? grant.message : `${TEXT.baselineGrantBroken("new")}\n${grant.message}`);
  const expanded = expandPaths(command.paths);
  if (!expanded.ok) return fail(expanded.message);
  const programs: ProgramText[] = [];
  for (const file of expanded.files) {
    const read = readProgram(file.path);
    if (!read.ok) return fail(read.message);
    programs.push({ file, source: read.source });
  }
  const share = command.shard === undefined ? undefined : shareOf(programs, command.shard);
  const selected = share?.programs ?? programs;
  if (command.baseline !== undefined) return migrate(command, selected, catalogue.catalogue, grant.grant, share);
  mark("inputs");

  const progress = createProgress(process.stderr, selected.length, progressDelay());
  let checked: CheckedProgram[];
  try {
    checked = await checkAll(selected, catalogue.catalogue, command.catalogue, grant.grant, command.jobs, progress);
  } finally {
    progress.done();
  }
  mark("checked");
  const info = checkerInfo();
  const color = colorWanted(process.env, process.stdout.isTTY === true);
  const exit = checked.every((program) => program.result.verdict === "pass") ? 0 : 1;
  if (share !== undefined && command.format !== "pretty") {
    const record = shardRecord(share, { kind: "check", format: command.format, catalogue: catalogue.catalogue, grant: grant.grant }, info, exit);
    await write(formatCheckPart(command.format, checked, info, process.cwd(), record));
  } else if (command.format === "json") await write(formatJson(checked, info));
  else if (command.format === "sarif") await write(formatSarif(checked, info, process.cwd()));
  else await write(formatPretty(checked, { color }));
  mark("written");
  return exit;
}

/**
 * A migration report: every program checked against the baseline catalogue and the new one (each with its pool, as a
 * plain run), then compared. Exit 1 when some program turns to fail. With a share, the programs are the shard's.
 */
async function migrate(command: Extract<Command, { kind: "check" }>, programs: readonly ProgramText[], catalogue: Catalogue, grant: Grant | undefined, share: ShardShare<ProgramText> | undefined): Promise<Exit> {
  const baselinePath = command.baseline as string;
  const baseline = catalogueFrom(baselinePath);
  if (!baseline.ok) return fail(baseline.message);
  const baselineGrant = grantFrom(command.baselineGrant ?? command.grant, baseline.catalogue);
  if (!baselineGrant.ok) return fail(`${TEXT.baselineGrantBroken("baseline")}\n${baselineGrant.message}`);
  const progress = createProgress(process.stderr, programs.length * 2, progressDelay());
  let before: CheckedProgram[];
  let after: CheckedProgram[];
  try {
    before = await checkAll(programs, baseline.catalogue, baselinePath, baselineGrant.grant, command.jobs, progress);
    after = await checkAll(programs, catalogue, command.catalogue, grant, command.jobs, progress);
  } finally {
    progress.done();
  }
  const report = migrationReport(programs.map((p, i) => ({ file: p.file.path, before: (before[i] as CheckedProgram).result, after: (after[i] as CheckedProgram).result })));
  const info = checkerInfo();
  const exit = report.summary.toFail > 0 ? 1 : 0;
  if (share !== undefined && command.format !== "pretty") {
    const settings = { kind: "migration", format: command.format, catalogue, grant, baseline: baseline.catalogue, baselineGrant: baselineGrant.grant } as const;
    await write(formatMigrationPart(command.format, report, info, process.cwd(), shardRecord(share, settings, info, exit)));
  } else if (command.format === "json") await write(formatMigrationJson(report, info));
  else if (command.format === "sarif") await write(formatMigrationSarif(report, info, process.cwd()));
  else await write(formatMigrationPretty(report));
  return exit;
}

/** GG_CHECK_PROGRESS_DELAY_MS: how long a run lasts before progress shows (default 1 s; tests set 0). */
function progressDelay(): number | undefined {
  const text = process.env.GG_CHECK_PROGRESS_DELAY_MS ?? "";
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

async function main(argv: readonly string[]): Promise<Exit> {
  mark("main");
  const parsed = parseArgs(argv);
  if (!parsed.ok) {
    // One line, not the whole help: the mistake stays visible, and --help is one command away.
    process.stderr.write(`${TEXT.prefix}${TEXT.seeHelp(parsed.message)}\n`);
    return 2;
  }
  const { command } = parsed;
  switch (command.kind) {
    case "help":
      await write(TEXT.usage);
      return 0;
    case "version":
      await write(`${checkerInfo().version}\n`);
      return 0;
    case "serve": {
      const catalogue = catalogueFrom(command.catalogue);
      if (!catalogue.ok) return fail(catalogue.message);
      return runServe({
        catalogue: catalogue.catalogue,
        ...(command.catalogue === undefined ? {} : { cataloguePath: command.catalogue }),
        ...(command.jobs === undefined ? {} : { jobs: command.jobs }),
        ...(command.compilerThreads === undefined ? {} : { compilerThreads: command.compilerThreads }),
      });
    }
    case "check":
      return check(command);
    case "merge":
      return runMerge(command, write);
    case "explain": {
      if (command.code === undefined) {
        await write(listCodes());
        return 0;
      }
      const explained = explain(command.code);
      if (!explained.ok) return fail(explained.message);
      await write(explained.text);
      return 0;
    }
  }
}

main(process.argv.slice(2))
  .then(
    (code) => {
      process.exitCode = outputFailed ? 2 : code;
    },
    (error: unknown) => {
      // Never a stack trace to a user: one line, exit 2.
      process.stderr.write(`${TEXT.prefix}${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 2;
    },
  )
  // A run that ended before its check (a usage or input error) never took the compiler started for it.
  .finally(closeCompilerAhead)
  .then(exitNow);

/**
 * Ends the process at once, once everything it printed has left it: a natural exit would first tear down the
 * heap, which nothing needs (tens of ms). The compiler is already killed (the pool closed it, and the TypeScript 7
 * client kills any left at exit), so nothing is orphaned; the system reaps it.
 */
function exitNow(): void {
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit();
}
