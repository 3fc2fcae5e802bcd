/**
 * Reads one shard part: its JSON, which of the four kinds it is (a check or a migration report, as JSON or SARIF), and
 * its shard record, checked field by field so that a part merge cannot use is refused with what is wrong and where.
 */
import { readFileSync } from "node:fs";
import { TEXT } from "../texts.js";
import type { CheckerInfo } from "../format/json.js";
import type { SarifResult } from "../format/sarif.js";
import type { ProgramChange } from "../migrate/compare.js";
import { parseShard } from "../cli/shard.js";
import type { Shard } from "../cli/shard.js";
import { refuse } from "./error.js";
import type { Merged } from "./error.js";

/** What every part's record says, validated. */
export interface PartIdentity {
  readonly shard: Shard;
  readonly kind: "check" | "migration";
  readonly format: "json" | "sarif";
  readonly checker: CheckerInfo;
  readonly catalogue: string;
  readonly grant: string | null;
  readonly baseline: string | null;
  readonly baselineGrant: string | null;
  readonly inputs: string;
  readonly programs: number;
  readonly positions: readonly number[];
  readonly exit: 0 | 1;
}

/** A migration report's summary. */
export interface Summary {
  readonly programs: number;
  readonly toFail: number;
  readonly toPass: number;
  readonly changed: number;
  readonly unchanged: number;
}

/** What a part holds, by kind: results in the part's order, with what merge needs to put them in the run's. */
export type PartBody =
  | { readonly kind: "check-json"; readonly results: readonly unknown[] }
  | { readonly kind: "check-sarif"; readonly groups: readonly SarifResult[][] }
  | { readonly kind: "migration-json"; readonly summary: Summary; readonly programs: readonly ProgramChange[] }
  | { readonly kind: "migration-sarif"; readonly groups: readonly { readonly change: Pick<ProgramChange, "file" | "before" | "after">; readonly results: SarifResult[] }[] };

/** One part, read. */
export interface Part {
  /** The path as given on the command line. */
  readonly name: string;
  readonly identity: PartIdentity;
  readonly body: PartBody;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
const isHash = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
const isHashOrNull = (value: unknown): value is string | null => value === null || isHash(value);
const VERDICTS = ["pass", "fail", "inconclusive"];

/** Reads and checks one part. */
export function readPart(name: string): Merged<Part> {
  let text: string;
  try {
    text = readFileSync(name, "utf8");
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : String(error);
    return refuse("unreadable", code === "ENOENT" ? TEXT.missingFile(name) : TEXT.unreadableFile(name, code));
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return refuse("not-json", TEXT.merge.notJson(name, error instanceof Error ? error.message : String(error)));
  }
  if (!isObject(document)) return refuse("not-a-part", TEXT.merge.notPart(name));
  const run = Array.isArray(document.runs) && isObject(document.runs[0]) ? document.runs[0] : undefined;
  const format = run !== undefined ? "sarif" : "json";
  const record = run !== undefined ? (isObject(run.properties) ? run.properties.shard : undefined) : document.shard;
  if (!isObject(record)) return refuse("not-a-part", TEXT.merge.notPart(name));
  const broken = (what: string): Merged<Part> => refuse("broken-record", TEXT.merge.badRecord(name, what));

  const shard = typeof record.shard === "string" ? parseShard(record.shard) : undefined;
  if (shard === undefined) return broken("shard is not I/N");
  if (record.kind !== "check" && record.kind !== "migration") return broken('kind is not "check" or "migration"');
  if (record.format !== format) return broken(`format is not "${format}", the part's`);
  const checker = record.checker;
  if (!isObject(checker) || typeof checker.name !== "string" || typeof checker.version !== "string" || typeof checker.typescript !== "string") {
    return broken("checker is not { name, version, typescript }");
  }
  if (!isHash(record.catalogue)) return broken("catalogue is not a sha256");
  for (const key of ["grant", "baseline", "baselineGrant"] as const) if (!isHashOrNull(record[key])) return broken(`${key} is not a sha256 or null`);
  if ((record.baseline === null) !== (record.kind === "check")) return broken("a migration report, and only one, has a baseline");
  if (!isHash(record.inputs)) return broken("inputs is not a sha256");
  if (!isCount(record.programs)) return broken("programs is not a count");
  const total = record.programs;
  const positions = record.positions;
  if (!Array.isArray(positions) || !positions.every((at, i) => isCount(at) && at < total && (i === 0 || at > (positions[i - 1] as number)))) {
    return broken("positions are not increasing places among the programs");
  }
  if (record.exit !== 0 && record.exit !== 1) return broken("exit is not 0 or 1");
  const identity: PartIdentity = {
    shard,
    kind: record.kind,
    format,
    checker: { name: checker.name, version: checker.version, typescript: checker.typescript },
    catalogue: record.catalogue,
    grant: record.grant as string | null,
    baseline: record.baseline as string | null,
    baselineGrant: record.baselineGrant as string | null,
    inputs: record.inputs,
    programs: total,
    positions: positions as number[],
    exit: record.exit,
  };

  let body: PartBody;
  if (run !== undefined) {
    const results = run.results;
    if (!Array.isArray(results) || !results.every(isObject)) return broken("the run has no results list");
    const counts: unknown[] = identity.kind === "check" ? (Array.isArray(record.results) ? record.results : []) : Array.isArray(record.changes) ? record.changes.map((c) => (isObject(c) ? c.results : undefined)) : [];
    if (!counts.every(isCount) || counts.reduce((sum: number, n) => sum + (n as number), 0) !== results.length) {
      return broken(`${identity.kind === "check" ? "results" : "changes"} do not count the run's results`);
    }
    let from = 0;
    const groups = (counts as number[]).map((n) => {
      from += n;
      return results.slice(from - n, from) as unknown as SarifResult[];
    });
    if (identity.kind === "check") {
      if (groups.length !== identity.positions.length) return broken("results do not count one entry per position");
      body = { kind: "check-sarif", groups };
    } else {
      const changes = record.changes as Json[];
      if (!changes.every((c) => typeof c.file === "string" && VERDICTS.includes(c.before as string) && VERDICTS.includes(c.after as string))) {
        return broken("changes are not { file, before, after, results }");
      }
      body = { kind: "migration-sarif", groups: groups.map((results, i) => ({ change: changes[i] as unknown as ProgramChange, results })) };
    }
  } else if (identity.kind === "check") {
    if (!Array.isArray(document.results)) return broken("the part has no results list");
    if (document.results.length !== identity.positions.length) return broken("positions do not count one entry per result");
    body = { kind: "check-json", results: document.results };
  } else {
    const summary = document.summary;
    if (!isObject(summary) || !["programs", "toFail", "toPass", "changed", "unchanged"].every((key) => isCount(summary[key]))) return broken("the report has no summary");
    if (summary.programs !== identity.positions.length) return broken("the summary does not count one program per position");
    if (!Array.isArray(document.programs) || !document.programs.every((c) => isObject(c) && typeof c.file === "string" && VERDICTS.includes(c.before as string) && VERDICTS.includes(c.after as string))) {
      return broken("the report has no programs list");
    }
    body = { kind: "migration-json", summary: summary as unknown as Summary, programs: document.programs as unknown as ProgramChange[] };
  }
  return { ok: true, value: { name, identity, body } };
}
