/**
 * Joins parts that agree into the single run's report: each program's results put back at its place in the run (a
 * check) or in the report's order (a migration), counts summed, SARIF rules re-listed in first-seen order, and no
 * shard record left. The output is what the formatters of a single run write, so it matches it byte for byte.
 */
import type { Format } from "../format/formats.js";
import { jsonDocument } from "../format/json.js";
import { programResults, sarifLog } from "../format/sarif.js";
import type { SarifResult } from "../format/sarif.js";
import { reportOrder } from "../migrate/compare.js";
import type { MigrationReport, ProgramChange } from "../migrate/compare.js";
import { formatMigrationJson, formatMigrationPretty, formatMigrationSarif } from "../migrate/format.js";
import { TEXT } from "../texts.js";
import type { BoundedResult } from "../types.js";
import { refuse } from "./error.js";
import type { Merged } from "./error.js";
import type { Part } from "./read-part.js";

/** The merged report and the exit status the single run would have had. */
export interface Joined {
  readonly text: string;
  readonly exit: 0 | 1;
}

/** Items of every part, each with its key, in key order. */
function ordered<T, K>(parts: readonly Part[], items: (part: Part) => readonly (readonly [K, T])[], compare: (a: K, b: K) => number): T[] {
  return parts
    .flatMap(items)
    .sort((a, b) => compare(a[0], b[0]))
    .map(([, item]) => item);
}

const byPosition = (a: number, b: number): number => a - b;

/** A JSON result as the SARIF writer reads it: it reads no field the JSON result lacks (the call sites). */
function asResult(json: unknown): BoundedResult {
  return json as BoundedResult;
}

/** Joins parts (already checked to agree) into one report in `format` (default: the parts'). */
export function join(parts: readonly Part[], format: Format | undefined, cwd: string): Merged<Joined> {
  const { identity } = parts[0] as Part;
  const output = format ?? identity.format;
  const exit = parts.some((part) => part.identity.exit === 1) ? 1 : 0;
  const what = identity.kind === "check" ? "check" : "migration report";
  const cannot = (): Merged<Joined> => refuse("format", TEXT.merge.cannotWrite(identity.format, what, output));
  const checker = identity.checker;
  const done = (text: string): Merged<Joined> => ({ ok: true, value: { text, exit } });

  if (identity.kind === "check") {
    if (identity.format === "json") {
      const results = ordered(parts, (p) => (p.body.kind === "check-json" ? p.body.results.map((r, i) => [p.identity.positions[i] as number, r] as const) : []), byPosition);
      if (output === "json") return done(jsonDocument(checker, results));
      if (output === "sarif") return done(sarifLog(results.flatMap((r) => programResults(asResult(r), cwd)), checker));
      return cannot();
    }
    if (output !== "sarif") return cannot();
    const groups = ordered(parts, (p) => (p.body.kind === "check-sarif" ? p.body.groups.map((g, i) => [p.identity.positions[i] as number, g] as const) : []), byPosition);
    return done(sarifLog(groups.flat(), checker));
  }

  if (identity.format === "sarif") {
    if (output !== "sarif") return cannot();
    const groups = ordered(parts, (p) => (p.body.kind === "migration-sarif" ? p.body.groups.map((g) => [g.change, g.results] as const) : []), reportOrder);
    return done(sarifLog(groups.flat() as SarifResult[], checker));
  }
  const programs = ordered(parts, (p) => (p.body.kind === "migration-json" ? p.body.programs.map((c) => [c, c] as const) : []), reportOrder) as ProgramChange[];
  const sum = (key: keyof MigrationReport["summary"]): number => parts.reduce((total, p) => total + (p.body.kind === "migration-json" ? p.body.summary[key] : 0), 0);
  const report: MigrationReport = {
    programs,
    summary: { programs: sum("programs"), toFail: sum("toFail"), toPass: sum("toPass"), changed: sum("changed"), unchanged: sum("unchanged") },
  };
  if (output === "json") return done(formatMigrationJson(report, checker));
  if (output === "sarif") return done(formatMigrationSarif(report, checker, cwd));
  return done(formatMigrationPretty(report));
}
