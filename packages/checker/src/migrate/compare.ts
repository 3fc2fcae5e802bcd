/**
 * A migration report: what a catalogue change does to stored programs, each checked against the old catalogue (the
 * baseline) and the new one. Per program: a verdict that flips (`pass → fail` first, as that is what breaks), the
 * diagnostics that appear and vanish, operations reached that disappear or appear, and (with grants) refusals that
 * appear or vanish, with the host's messages. Programs the change leaves as they were are only counted.
 */
import type { BoundedResult, Diagnostic, ForecastRefusal } from "../types.js";

/** What the new catalogue changes about one program. */
export interface ProgramChange {
  readonly file: string;
  readonly before: BoundedResult["verdict"];
  readonly after: BoundedResult["verdict"];
  /** Diagnostics the new catalogue brings, and those it takes away. */
  readonly newDiagnostics: readonly Diagnostic[];
  readonly vanishedDiagnostics: readonly Diagnostic[];
  /** Operation ids reached before and no longer (renamed or removed), and reached now only. */
  readonly lostReach: readonly string[];
  readonly newReach: readonly string[];
  /** Calls the new grant refuses that the old one did not, and the reverse (only with grants). */
  readonly newRefusals: readonly ForecastRefusal[];
  readonly vanishedRefusals: readonly ForecastRefusal[];
}

/** The report over a set of programs. */
export interface MigrationReport {
  /** Programs with a change, verdict flips to fail first, then flips to pass, then the rest, each by file. */
  readonly programs: readonly ProgramChange[];
  readonly summary: {
    readonly programs: number;
    readonly toFail: number;
    readonly toPass: number;
    /** Changed findings, reach or refusals with the same verdict. */
    readonly changed: number;
    readonly unchanged: number;
  };
}

const diagnosticKey = (d: Diagnostic): string => `${d.code} ${d.severity} ${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.message}`;
const refusalKey = (r: ForecastRefusal): string => `${r.operation} ${r.line}:${r.column} ${r.elsewhere === true ? "elsewhere " : ""}${r.message}`;

/** Those of `a` not in `b`, by key, in `a`'s order. */
function minus<T>(a: readonly T[], b: readonly T[], key: (x: T) => string): T[] {
  const seen = new Set(b.map(key));
  return a.filter((x) => !seen.has(key(x)));
}

/** What changed for one program between its baseline result and its new one; undefined when nothing did. */
export function compareResults(file: string, before: BoundedResult, after: BoundedResult): ProgramChange | undefined {
  const checkedBefore = before.verdict === "inconclusive" ? undefined : before;
  const checkedAfter = after.verdict === "inconclusive" ? undefined : after;
  const diagnostics = (r: typeof checkedBefore): readonly Diagnostic[] => r?.diagnostics ?? [];
  const reaches = (r: typeof checkedBefore): readonly string[] => r?.reaches ?? [];
  const refusals = (r: typeof checkedBefore): readonly ForecastRefusal[] => r?.refusals ?? [];
  const change: ProgramChange = {
    file,
    before: before.verdict,
    after: after.verdict,
    newDiagnostics: minus(diagnostics(checkedAfter), diagnostics(checkedBefore), diagnosticKey),
    vanishedDiagnostics: minus(diagnostics(checkedBefore), diagnostics(checkedAfter), diagnosticKey),
    lostReach: minus(reaches(checkedBefore), reaches(checkedAfter), (x) => x),
    newReach: minus(reaches(checkedAfter), reaches(checkedBefore), (x) => x),
    newRefusals: minus(refusals(checkedAfter), refusals(checkedBefore), refusalKey),
    vanishedRefusals: minus(refusals(checkedBefore), refusals(checkedAfter), refusalKey),
  };
  const same =
    change.before === change.after &&
    change.newDiagnostics.length + change.vanishedDiagnostics.length + change.lostReach.length + change.newReach.length + change.newRefusals.length + change.vanishedRefusals.length === 0;
  return same ? undefined : change;
}

/** The rank of a change in the report: what breaks first. */
function rank(c: Pick<ProgramChange, "before" | "after">): number {
  if (c.after === "fail" && c.before !== "fail") return 0;
  if (c.after === "pass" && c.before !== "pass") return 1;
  if (c.after === "inconclusive" && c.before !== "inconclusive") return 2;
  return 3;
}

/** The order of a report's programs: what breaks first, then by file (byte-wise); a merge of shard parts sorts by it too. */
export function reportOrder(a: Pick<ProgramChange, "file" | "before" | "after">, b: Pick<ProgramChange, "file" | "before" | "after">): number {
  return rank(a) - rank(b) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}

/** The report over every program's baseline and new result. */
export function migrationReport(pairs: readonly { readonly file: string; readonly before: BoundedResult; readonly after: BoundedResult }[]): MigrationReport {
  const programs = pairs
    .flatMap((p) => compareResults(p.file, p.before, p.after) ?? [])
    .sort(reportOrder);
  const toFail = programs.filter((c) => rank(c) === 0).length;
  const toPass = programs.filter((c) => rank(c) === 1).length;
  return { programs, summary: { programs: pairs.length, toFail, toPass, changed: programs.length - toFail - toPass, unchanged: pairs.length - programs.length } };
}
