/**
 * Every user-facing text of the CLI, the worker pool and the service, kept together so they can be reviewed as a
 * set. (What the checker says to a guest about its program lives in messages.ts.)
 */
import { NOT_PROGRAMS, PROGRAM_EXTENSIONS } from "@gg/catalogue";
import { FORMATS } from "./format/formats.js";

// The extensions of a program, as @gg/catalogue decides them: `.ts, .mts, …`.
const EXTENSIONS = [...PROGRAM_EXTENSIONS.keys()];
const listed = `${EXTENSIONS.slice(0, -1).join(", ")} or ${EXTENSIONS.at(-1) ?? ""}`;

/** Why a name with an extension that is never a program (`.tsx`, `.d.ts`) is refused, from @gg/catalogue's table; empty for others. */
function notProgramWhy(file: string): string {
  for (const [extension, why] of NOT_PROGRAMS) if (file.endsWith(extension)) return `${extension}: ${why}; `;
  return "";
}

/** The texts of `gg-check`, its pool and `serve`. */
export const TEXT = {
  usage: [
    "Usage: gg-check [options] <file|dir>...",
    "       gg-check serve [--catalogue F] [--jobs N] [--compiler-threads N]",
    "       gg-check explain [CODE]",
    "       gg-check merge [--format json|sarif|pretty] PART...",
    "",
    `Type-checks gg guest programs (${EXTENSIONS.join(", ")}; directories recursively, node_modules skipped).`,
    "explain prints the page of a code (GG1004, TS2304 or 2304, gg/operation-key); with no code, lists them all.",
    "",
    "Options:",
    "  --format pretty|json|sarif  output format (default: pretty)",
    "  --catalogue F               catalogue file (default: the shipped catalogue)",
    "  --grant F                   grant file: also forecast the calls the host would refuse",
    "  --jobs N                    worker threads (default: none up to 128 programs, then one per 128, at most one per core)",
    "  --compiler-threads N        serve: threads each worker's compiler runs on at once (GOMAXPROCS; default: one",
    "                              per core)",
    "  --baseline F                a migration report: check against catalogue F too and show what the new one",
    "                              (--catalogue, default: the shipped one) changes; exit 1 when a program turns to fail",
    "  --baseline-grant F          the grant for the baseline catalogue (default: --grant)",
    "  --shard I/N                 check only shard I of N (a program's shard is a hash of its content) and write a",
    "                              part (json or sarif) for merge; run I = 1 … N on as many machines",
    "  --help                      show this text",
    "  --version                   show the version",
    "",
    "merge joins the parts of every shard of one run (json or sarif, checks or migration reports) into the report the",
    "run would have written unsharded, byte for byte, with its exit status; parts of different runs, or a shard twice",
    "or missing, are refused. --format: the output's (default: the parts'); json parts can also be written as sarif",
    "(and a migration report's as pretty).",
    "",
    "Colour: pretty output is coloured on a terminal; NO_COLOR=1 turns it off, FORCE_COLOR=1 forces it on (also",
    "through a pipe, and over NO_COLOR), FORCE_COLOR=0 turns it off.",
    "",
    "Exit status: 0 every program passes, 1 some program fails or is inconclusive, 2 usage or input error.",
    "",
  ].join("\n"),
  unknownOption: (flag: string, near: string | undefined) => `unknown option ${flag}${near === undefined ? "" : ` (did you mean ${near}?)`}`,
  seeHelp: (message: string) => `${message}; see gg-check --help`,
  missingValue: (flag: string) => `option ${flag} needs a value`,
  badFormat: (value: string) => `unknown format "${value}": use one of ${FORMATS.join(", ")}`,
  badJobs: (value: string) => `--jobs needs a whole number from 1 to 256, not "${value}"`,
  badCompilerThreads: (value: string) => `--compiler-threads needs a whole number from 1 to 256, not "${value}"`,
  compilerThreadsOutsideServe: "--compiler-threads is an option of serve",
  noFiles: "no files given",
  serveTakesNoFiles: (file: string) => `serve reads programs from stdin; it takes no file (${file})`,
  grantInServe: "serve takes the grant per request, not --grant",
  formatInServe: "serve answers JSON lines; it takes no --format",
  baselineInServe: "serve checks against one catalogue; --baseline and --baseline-grant are for files",
  badShard: (value: string) => `--shard needs I/N, whole numbers with 1 <= I <= N, not "${value}"`,
  shardInServe: "serve checks what it is sent; --shard is for files",
  mergeTakesOnlyFormat: (flag: string) => `merge takes only --format, not ${flag} (the parts hold how they were checked)`,
  mergeNoParts: "merge needs the parts to join (the outputs of gg-check --shard I/N)",
  merge: {
    notJson: (part: string, reason: string) => `${part}: not a JSON part (${reason})`,
    notPart: (part: string) => `${part}: not a shard part (no shard record): write parts with gg-check --shard I/N --format json or sarif`,
    badRecord: (part: string, what: string) => `${part}: a broken shard record (${what})`,
    differ: (part: string, first: string, what: string) => `${part} and ${first} are parts of different runs: ${what}`,
    sameShard: (part: string, other: string, shard: string) => `${part} and ${other} are both shard ${shard}`,
    missingShards: (shards: readonly string[], count: number) =>
      `shard${shards.length === 1 ? "" : "s"} ${shards.join(", ")} of ${count} ${shards.length === 1 ? "is" : "are"} missing`,
    positions: (part: string) => `${part}: its programs overlap another part's`,
    uncovered: (held: number, total: number) => `the parts hold ${held} of the run's ${total} programs`,
    cannotWrite: (from: string, kind: string, to: string) => `${from} parts of a ${kind} cannot be written as ${to}${to === "pretty" ? " (it shows the programs' text, which parts do not hold)" : ""}`,
  },
  baselineGrantAlone: "--baseline-grant needs --baseline (the catalogue it belongs to)",
  baselineGrantBroken: (which: string) => `the grant is not valid for the ${which} catalogue (give each catalogue its own with --grant and --baseline-grant)`,
  explainTakesOneCode: (extra: string) => `explain takes one code at a time (${extra})`,
  explainTakesNoOptions: (flag: string) => `explain takes no option ${flag}`,
  unknownCode: (code: string, close: readonly string[]) =>
    `unknown code "${code}"${close.length === 0 ? "" : `: close codes are ${close.join(", ")}`} (gg-check explain lists every code)`,
  noPlugin: (code: string) =>
    `unknown code "${code}": the rules' pages come with @gg/eslint-plugin, which is not installed beside gg-check`,
  pageMissing: (page: string) => `the page ${page}.md is missing from this installation of @gg/checker (docs/diagnostics)`,
  explainIntro: "Every code gg-check and the gg ESLint rules report. `gg-check explain CODE` prints its page.",
  checkerCodes: "gg-check (GG codes are the checker's own, TS codes TypeScript's):",
  pluginCodes: "@gg/eslint-plugin:",
  noPluginListed: "(not installed beside gg-check: its rules' pages come with it)",
  missingFile: (file: string) => `${file}: no such file or directory`,
  unreadableFile: (file: string, reason: string) => `${file}: cannot read (${reason})`,
  unsupportedFile: (file: string) => `${file}: not a program (${notProgramWhy(file)}use ${listed})`,
  emptyDirectory: (dir: string) => `${dir}: no ${listed} files in this directory`,
  invalidUtf8: (file: string) => `${file}: not valid UTF-8`,
  prefix: "gg-check: ",
  timeout: (ms: number) => `the check took longer than ${ms} ms and was stopped`,
  outOfMemory: (mb: number) => `the check needed more than ${mb} MB of memory and was stopped`,
  workerDied: "the worker checking this program stopped unexpectedly",
  workerFailedToStart: (reason: string) => `the checker could not start: ${reason}`,
  checkerThrew: (reason: string) => `the checker failed on this program: ${reason}`,
  poolClosed: "the checker is shutting down",
  lineTooLong: (limit: number) => `the request line is longer than ${limit} bytes`,
  invalidUtf8Line: "the line is not valid UTF-8",
  lineFailed: (reason: string) => `the service could not read this line (${reason}); it goes on with the next`,
  badJson: (reason: string) => `the line is not JSON: ${reason}`,
  duplicateKeys: (problems: string) => `a key is written twice, so which value is meant is ambiguous: ${problems}`,
  notAnObject: "a request is a JSON object",
  badId: "`id` must be a string, a number or null",
  badMethod: (method: string) => `unknown method "${method}": use "check" or "ping"`,
  badSource: "`source` must be a string",
  badLanguage: '`language` must be "ts" or "js"',
  badFileName: "`fileName` must be a string",
  blankLine: "the line is blank: a request is a JSON object on one line",
  unknownKey: (key: string, near: string | undefined, known: readonly string[]) =>
    `unknown key ${JSON.stringify(key)}${near === undefined ? "" : ` (did you mean ${JSON.stringify(near)}?)`}: a request has only ${known.join(", ")}`,
  badGrant: (problems: string) => `the grant is not valid: ${problems}`,
  summary: (files: number, passed: number, failed: number, inconclusive: number) =>
    `${files} ${files === 1 ? "program" : "programs"} checked: ${passed} passed, ${failed} failed` +
    (inconclusive > 0 ? `, ${inconclusive} inconclusive` : ""),
  progress: (done: number, total: number) => `checking ${done}/${total}`,
  refused: "refused",
  migration: {
    sameVerdict: "same verdict, findings changed",
    lostReach: "no longer reaches",
    newReach: "now reaches",
    summary: (s: { programs: number; toFail: number; toPass: number; changed: number; unchanged: number }): string =>
      `${s.programs} ${s.programs === 1 ? "program" : "programs"} checked against both catalogues: ${s.toFail} pass → fail, ${s.toPass} fail → pass, ${s.changed} changed, ${s.unchanged} unchanged`,
  },
  refusedElsewhere: "refused wherever it is called",
  inconclusive: "inconclusive",
} as const;
