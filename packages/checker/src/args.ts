/**
 * The command line of `gg-check`, parsed into a value (never a throw), and every user-facing text of
 * the CLI, the pool and the service, kept together so they can be reviewed as a set.
 */

/** Output formats of `gg-check`. */
export const FORMATS = ["pretty", "json", "sarif"] as const;
/** One output format. */
export type Format = (typeof FORMATS)[number];

/** The user-facing texts of the CLI, the worker pool and `serve`. */
export const TEXT = {
  usage: [
    "Usage: gg-check [options] <file|dir>...",
    "       gg-check serve [--catalogue F] [--jobs N]",
    "",
    "Type-checks gg guest programs (.ts, .mts, .js, .mjs; directories recursively, node_modules skipped).",
    "",
    "Options:",
    "  --format pretty|json|sarif  output format (default: pretty)",
    "  --catalogue F               catalogue file (default: the shipped catalogue)",
    "  --grant F                   grant file: also forecast the calls the host would refuse",
    "  --jobs N                    worker threads (default: none up to 32 programs, then one per 32, at most one per core)",
    "  --help                      show this text",
    "  --version                   show the version",
    "",
    "Exit status: 0 every program passes, 1 some program fails or is inconclusive, 2 usage or input error.",
    "",
  ].join("\n"),
  unknownOption: (flag: string) => `unknown option ${flag}`,
  missingValue: (flag: string) => `option ${flag} needs a value`,
  badFormat: (value: string) => `unknown format "${value}": use one of ${FORMATS.join(", ")}`,
  badJobs: (value: string) => `--jobs needs a whole number from 1 to 256, not "${value}"`,
  noFiles: "no files given",
  serveTakesNoFiles: (file: string) => `serve reads programs from stdin; it takes no file (${file})`,
  grantInServe: "serve takes the grant per request, not --grant",
  formatInServe: "serve answers JSON lines; it takes no --format",
  missingFile: (file: string) => `${file}: no such file or directory`,
  unreadableFile: (file: string, reason: string) => `${file}: cannot read (${reason})`,
  unsupportedFile: (file: string) => `${file}: not a program (use .ts, .mts, .js or .mjs)`,
  emptyDirectory: (dir: string) => `${dir}: no .ts, .mts, .js or .mjs files in this directory`,
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
  notAnObject: "a request is a JSON object",
  badId: "`id` must be a string, a number or null",
  badMethod: (method: string) => `unknown method "${method}": use "check" or "ping"`,
  badSource: "`source` must be a string",
  badLanguage: '`language` must be "ts" or "js"',
  badFileName: "`fileName` must be a string",
  badGrant: (problems: string) => `the grant is not valid: ${problems}`,
  summary: (files: number, passed: number, failed: number, inconclusive: number) =>
    `${files} ${files === 1 ? "program" : "programs"} checked: ${passed} passed, ${failed} failed` +
    (inconclusive > 0 ? `, ${inconclusive} inconclusive` : ""),
  progress: (done: number, total: number) => `checking ${done}/${total}`,
  refused: "refused",
  inconclusive: "inconclusive",
} as const;

/** What the command line asks for. */
export type Command =
  | { readonly kind: "help" }
  | { readonly kind: "version" }
  | {
      readonly kind: "check";
      readonly paths: readonly string[];
      readonly format: Format;
      readonly catalogue?: string;
      readonly grant?: string;
      readonly jobs?: number;
    }
  | { readonly kind: "serve"; readonly catalogue?: string; readonly jobs?: number };

/** A parsed command line or the usage error it holds. */
export type ParsedArgs = { readonly ok: true; readonly command: Command } | { readonly ok: false; readonly message: string };

function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/** Parses `gg-check`'s arguments (without `node` and the script). Accepts `--flag value` and `--flag=value`. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const paths: string[] = [];
  const options: { format?: string; catalogue?: string; grant?: string; jobs?: string } = {};
  let serve = false;
  let onlyPaths = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? "";
    if (onlyPaths || !arg.startsWith("-") || arg === "-") {
      if (!serve && paths.length === 0 && arg === "serve" && !onlyPaths) serve = true;
      else paths.push(arg);
      continue;
    }
    if (arg === "--") {
      onlyPaths = true;
      continue;
    }
    if (arg === "--help" || arg === "-h") return { ok: true, command: { kind: "help" } };
    if (arg === "--version" || arg === "-v") return { ok: true, command: { kind: "version" } };
    const eq = arg.indexOf("=");
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const name = flag.slice(2);
    if (flag !== "--format" && flag !== "--catalogue" && flag !== "--grant" && flag !== "--jobs") {
      return { ok: false, message: TEXT.unknownOption(flag) };
    }
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i += 1;
    }
    if (value === undefined || value === "") return { ok: false, message: TEXT.missingValue(flag) };
    options[name as keyof typeof options] = value;
  }
  let jobs: number | undefined;
  if (options.jobs !== undefined) {
    jobs = /^[0-9]+$/.test(options.jobs) ? Number(options.jobs) : NaN;
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) return { ok: false, message: TEXT.badJobs(options.jobs) };
  }
  const shared = {
    ...(options.catalogue === undefined ? {} : { catalogue: options.catalogue }),
    ...(jobs === undefined ? {} : { jobs }),
  };
  if (serve) {
    if (paths[0] !== undefined) return { ok: false, message: TEXT.serveTakesNoFiles(paths[0]) };
    if (options.grant !== undefined) return { ok: false, message: TEXT.grantInServe };
    if (options.format !== undefined) return { ok: false, message: TEXT.formatInServe };
    return { ok: true, command: { kind: "serve", ...shared } };
  }
  const format = options.format ?? "pretty";
  if (!isFormat(format)) return { ok: false, message: TEXT.badFormat(format) };
  if (paths.length === 0) return { ok: false, message: TEXT.noFiles };
  return {
    ok: true,
    command: {
      kind: "check",
      paths,
      format,
      ...shared,
      ...(options.grant === undefined ? {} : { grant: options.grant }),
    },
  };
}
