/** The command line of `gg-check`, parsed (with `node:util`'s parseArgs) into a value, never a throw. */
import { parseArgs as parseNodeArgs } from "node:util";
import { closest } from "@gg/catalogue";
import { isFormat } from "../format/formats.js";
import type { Format } from "../format/formats.js";
import { TEXT } from "../texts.js";
import { parseShard } from "./shard.js";
import type { Shard } from "./shard.js";

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
      /** A migration report: the programs checked against this catalogue (the baseline) too, and compared. */
      readonly baseline?: string;
      /** The grant of the baseline catalogue (default: `grant`). */
      readonly baselineGrant?: string;
      /** Check only this shard's programs, and write a part `gg-check merge` joins. */
      readonly shard?: Shard;
    }
  /** `gg-check merge PART…`: shard parts joined into the single run's report (`format`: the output's, default the parts'). */
  | { readonly kind: "merge"; readonly parts: readonly string[]; readonly format?: Format }
  | { readonly kind: "serve"; readonly catalogue?: string; readonly jobs?: number; readonly compilerThreads?: number }
  /** `gg-check explain [CODE]`: the page of one code, or with none the list of every code. */
  | { readonly kind: "explain"; readonly code?: string };

/** A parsed command line or the usage error it holds. */
export type ParsedArgs = { readonly ok: true; readonly command: Command } | { readonly ok: false; readonly message: string };

const OPTIONS = {
  format: { type: "string" },
  catalogue: { type: "string" },
  grant: { type: "string" },
  jobs: { type: "string" },
  "compiler-threads": { type: "string" },
  baseline: { type: "string" },
  "baseline-grant": { type: "string" },
  shard: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

type Values = { format?: string; catalogue?: string; grant?: string; jobs?: string; "compiler-threads"?: string; baseline?: string; "baseline-grant"?: string; shard?: string; help?: boolean; version?: boolean };

/** The option closest to one the command line does not have (`--frmat` → `--format`), if any is close. */
function nearestOption(rawName: string): string | undefined {
  const near = closest(rawName.replace(/^-+/, ""), Object.keys(OPTIONS), 1)[0];
  return near === undefined ? undefined : `--${near}`;
}

/** Parses `gg-check`'s arguments (without `node` and the script). Accepts `--flag value` and `--flag=value`; `--` ends the options. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  // Not strict: an unknown option or a missing value is reported below, in our words.
  const { tokens } = parseNodeArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
  const values: Values = {};
  const positionals: string[] = [];
  // `serve` and `explain` are commands only as the first word, and only before `--`.
  let serve = false;
  let explain = false;
  let merge = false;
  let afterTerminator = false;
  for (const token of tokens) {
    if (token.kind === "option-terminator") {
      afterTerminator = true;
      continue;
    }
    if (token.kind === "positional") {
      const first = positionals.length === 0 && !serve && !explain && !merge && !afterTerminator;
      if (first && token.value === "serve") serve = true;
      else if (first && token.value === "merge") merge = true;
      else if (first && token.value === "explain") explain = true;
      else positionals.push(token.value);
      continue;
    }
    if (!(token.name in OPTIONS)) return { ok: false, message: TEXT.unknownOption(token.rawName, nearestOption(token.rawName)) };
    if (token.name === "help") return { ok: true, command: { kind: "help" } };
    if (token.name === "version") return { ok: true, command: { kind: "version" } };
    if (explain) return { ok: false, message: TEXT.explainTakesNoOptions(token.rawName) };
    if (token.value === undefined || token.value === "") return { ok: false, message: TEXT.missingValue(token.rawName) };
    if (merge && token.name !== "format") return { ok: false, message: TEXT.mergeTakesOnlyFormat(token.rawName) };
    values[token.name as "format" | "catalogue" | "grant" | "jobs" | "compiler-threads" | "baseline" | "baseline-grant" | "shard"] = token.value;
  }
  const paths = positionals;
  if (explain) {
    if (paths[1] !== undefined) return { ok: false, message: TEXT.explainTakesOneCode(paths[1]) };
    return { ok: true, command: paths[0] === undefined ? { kind: "explain" } : { kind: "explain", code: paths[0] } };
  }
  if (merge) {
    if (paths.length === 0) return { ok: false, message: TEXT.mergeNoParts };
    if (values.format !== undefined && !isFormat(values.format)) return { ok: false, message: TEXT.badFormat(values.format) };
    return { ok: true, command: { kind: "merge", parts: paths, ...(values.format === undefined ? {} : { format: values.format as Format }) } };
  }
  let shard: Shard | undefined;
  if (values.shard !== undefined) {
    shard = parseShard(values.shard);
    if (shard === undefined) return { ok: false, message: TEXT.badShard(values.shard) };
  }
  let jobs: number | undefined;
  if (values.jobs !== undefined) {
    jobs = /^[0-9]+$/.test(values.jobs) ? Number(values.jobs) : NaN;
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256) return { ok: false, message: TEXT.badJobs(values.jobs) };
  }
  let compilerThreads: number | undefined;
  if (values["compiler-threads"] !== undefined) {
    compilerThreads = /^[0-9]+$/.test(values["compiler-threads"]) ? Number(values["compiler-threads"]) : NaN;
    if (!Number.isInteger(compilerThreads) || compilerThreads < 1 || compilerThreads > 256) return { ok: false, message: TEXT.badCompilerThreads(values["compiler-threads"]) };
  }
  const shared = { ...(values.catalogue === undefined ? {} : { catalogue: values.catalogue }), ...(jobs === undefined ? {} : { jobs }) };
  if (serve) {
    if (paths[0] !== undefined) return { ok: false, message: TEXT.serveTakesNoFiles(paths[0]) };
    if (values.grant !== undefined) return { ok: false, message: TEXT.grantInServe };
    if (values.format !== undefined) return { ok: false, message: TEXT.formatInServe };
    if (values.baseline !== undefined || values["baseline-grant"] !== undefined) return { ok: false, message: TEXT.baselineInServe };
    if (shard !== undefined) return { ok: false, message: TEXT.shardInServe };
    return { ok: true, command: { kind: "serve", ...shared, ...(compilerThreads === undefined ? {} : { compilerThreads }) } };
  }
  if (compilerThreads !== undefined) return { ok: false, message: TEXT.compilerThreadsOutsideServe };
  const format = values.format ?? "pretty";
  if (!isFormat(format)) return { ok: false, message: TEXT.badFormat(format) };
  if (paths.length === 0) return { ok: false, message: TEXT.noFiles };
  if (values["baseline-grant"] !== undefined && values.baseline === undefined) return { ok: false, message: TEXT.baselineGrantAlone };
  return {
    ok: true,
    command: {
      kind: "check",
      paths,
      format,
      ...shared,
      ...(values.grant === undefined ? {} : { grant: values.grant }),
      ...(values.baseline === undefined ? {} : { baseline: values.baseline }),
      ...(values["baseline-grant"] === undefined ? {} : { baselineGrant: values["baseline-grant"] }),
      ...(shard === undefined ? {} : { shard }),
    },
  };
}
