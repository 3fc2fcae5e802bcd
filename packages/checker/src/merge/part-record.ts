/**
 * A part's shard record, checked field by field: what the run was (checker, catalogues, grants, programs, split) and
 * where the part's programs stand in it. A record merge cannot trust is refused with the field that is wrong.
 */
import type { CheckerInfo } from "../format/json.js";
import { parseShard } from "../cli/shard.js";
import type { Shard } from "../cli/shard.js";
import { isCount, isObject } from "./json-shape.js";

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

const isHash = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
const isHashOrNull = (value: unknown): value is string | null => value === null || isHash(value);

/** The identity a record states for a part of `format`, or what is wrong with it. */
export function readRecord(record: unknown, format: "json" | "sarif"): { ok: true; identity: PartIdentity } | { ok: false; what: string } {
  const broken = (what: string): { ok: false; what: string } => ({ ok: false, what });
  if (!isObject(record)) return broken("not an object");
  const shard = typeof record.shard === "string" ? parseShard(record.shard) : undefined;
  if (shard === undefined) return broken("shard is not I/N");
  if (record.kind !== "check" && record.kind !== "migration") return broken('kind is not "check" or "migration"');
  if (record.format !== format) return broken(`format is not "${format}", the part's`);
  const checker = record.checker;
  if (!isObject(checker) || typeof checker.name !== "string" || typeof checker.version !== "string" || typeof checker.typescript !== "string") {
    return broken("checker is not { name, version, typescript }");
  }
  const { catalogue, grant, baseline, baselineGrant, inputs, programs, positions, exit } = record;
  if (!isHash(catalogue)) return broken("catalogue is not a sha256");
  if (!isHashOrNull(grant)) return broken("grant is not a sha256 or null");
  if (!isHashOrNull(baseline) || (baseline === null) !== (record.kind === "check")) return broken("baseline is not a sha256 for a migration report, null for a check");
  if (!isHashOrNull(baselineGrant)) return broken("baselineGrant is not a sha256 or null");
  if (!isHash(inputs)) return broken("inputs is not a sha256");
  if (!isCount(programs)) return broken("programs is not a count");
  if (!Array.isArray(positions) || !positions.every((at, i) => isCount(at) && at < programs && (i === 0 || at > (positions[i - 1] as number)))) {
    return broken("positions are not increasing places among the programs");
  }
  if (exit !== 0 && exit !== 1) return broken("exit is not 0 or 1");
  return {
    ok: true,
    identity: {
      shard,
      kind: record.kind,
      format,
      checker: { name: checker.name, version: checker.version, typescript: checker.typescript },
      catalogue,
      grant,
      baseline,
      baselineGrant,
      inputs,
      programs,
      positions: positions as number[],
      exit,
    },
  };
}
