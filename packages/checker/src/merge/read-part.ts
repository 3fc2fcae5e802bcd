/**
 * Reads one shard part: its JSON, which of the four kinds it is (a check or a migration report, as JSON or SARIF), its
 * shard record (part-record.ts), and its results grouped by program, so that merge can put each back in its place.
 */
import { readFileSync } from "node:fs";
import { TEXT } from "../texts.js";
import type { SarifResult } from "../format/sarif.js";
import type { ProgramChange } from "../migrate/compare.js";
import { refuse } from "./error.js";
import type { Merged } from "./error.js";
import { isCount, isObject, isVerdict } from "./json-shape.js";
import type { Json } from "./json-shape.js";
import { readRecord } from "./part-record.js";
import type { PartIdentity } from "./part-record.js";

export type { PartIdentity } from "./part-record.js";

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
  // A SARIF log keeps the record in its run's property bag; our JSON, beside `checker`.
  const run = Array.isArray(document.runs) && isObject(document.runs[0]) ? document.runs[0] : undefined;
  const record = run === undefined ? document.shard : isObject(run.properties) ? run.properties.shard : undefined;
  if (record === undefined) return refuse("not-a-part", TEXT.merge.notPart(name));
  const read = readRecord(record, run === undefined ? "json" : "sarif");
  if (!read.ok) return refuse("broken-record", TEXT.merge.badRecord(name, read.what));
  const body = run === undefined ? jsonBody(document, read.identity) : sarifBody(run, record as Json, read.identity);
  if (typeof body === "string") return refuse("broken-record", TEXT.merge.badRecord(name, body));
  return { ok: true, value: { name, identity: read.identity, body } };
}

/** A JSON part's results or report, or what is wrong with it. */
function jsonBody(document: Json, identity: PartIdentity): PartBody | string {
  if (identity.kind === "check") {
    if (!Array.isArray(document.results)) return "the part has no results list";
    if (document.results.length !== identity.positions.length) return "positions do not count one entry per result";
    return { kind: "check-json", results: document.results };
  }
  const summary = document.summary;
  if (!isObject(summary) || !["programs", "toFail", "toPass", "changed", "unchanged"].every((key) => isCount(summary[key]))) return "the report has no summary";
  if (summary.programs !== identity.positions.length) return "the summary does not count one program per position";
  const programs = document.programs;
  if (!Array.isArray(programs) || !programs.every((c) => isObject(c) && typeof c.file === "string" && isVerdict(c.before) && isVerdict(c.after))) {
    return "the report has no programs list";
  }
  return { kind: "migration-json", summary: summary as unknown as Summary, programs: programs as ProgramChange[] };
}

/** A SARIF part's results cut into one group per program (the record counts them), or what is wrong with it. */
function sarifBody(run: Json, record: Json, identity: PartIdentity): PartBody | string {
  const results = run.results;
  if (!Array.isArray(results) || !results.every(isObject)) return "the run has no results list";
  const entries = identity.kind === "check" ? record.results : record.changes;
  const what = identity.kind === "check" ? "results" : "changes";
  if (!Array.isArray(entries)) return `${what} is not a list`;
  const counts: unknown[] = identity.kind === "check" ? entries : entries.map((c) => (isObject(c) ? c.results : undefined));
  if (!counts.every(isCount) || counts.reduce((sum: number, n) => sum + (n as number), 0) !== results.length) return `${what} do not count the run's results`;
  let from = 0;
  const groups = (counts as number[]).map((n) => {
    from += n;
    return results.slice(from - n, from) as unknown as SarifResult[];
  });
  if (identity.kind === "check") {
    if (groups.length !== identity.positions.length) return "results do not count one entry per position";
    return { kind: "check-sarif", groups };
  }
  const changes = entries as Json[];
  if (!changes.every((c) => typeof c.file === "string" && isVerdict(c.before) && isVerdict(c.after))) return "changes are not { file, before, after, results }";
  return { kind: "migration-sarif", groups: groups.map((group, i) => ({ change: changes[i] as unknown as ProgramChange, results: group })) };
}
