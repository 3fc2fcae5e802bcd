/**
 * Whether parts belong to one run: made by the same checker, against the same catalogues and grants, over the same
 * programs, in the same format, and every shard of the split present once — else the refusal that names the parts.
 */
import { TEXT } from "../texts.js";
import { shardText } from "../cli/shard.js";
import { refuse } from "./error.js";
import type { Merged } from "./error.js";
import type { Part, PartIdentity } from "./read-part.js";

/** The first field on which two parts' identities differ, in words ("one" is `a`), or undefined when they agree. */
function difference(a: PartIdentity, b: PartIdentity): string | undefined {
  if (a.kind !== b.kind) return `one is a ${a.kind === "check" ? "check" : "migration report"}, the other a ${b.kind === "check" ? "check" : "migration report"}`;
  if (a.format !== b.format) return `one is ${a.format}, the other ${b.format}`;
  const checker = (c: PartIdentity["checker"]): string => `${c.name} ${c.version} (typescript ${c.typescript})`;
  if (checker(a.checker) !== checker(b.checker)) return `made by ${checker(a.checker)} and by ${checker(b.checker)}`;
  if (a.catalogue !== b.catalogue) return "checked against different catalogues";
  if (a.baseline !== b.baseline) return "compared with different baseline catalogues";
  if (a.grant !== b.grant) return a.grant === null || b.grant === null ? "one checked with a grant, the other without" : "checked with different grants";
  if (a.baselineGrant !== b.baselineGrant) return "checked with different baseline grants";
  if (a.inputs !== b.inputs || a.programs !== b.programs) {
    return "over different programs (other files, order or contents): run every shard on the same checkout with the same arguments";
  }
  if (a.shard.count !== b.shard.count) return `split ${a.shard.count} ways and ${b.shard.count} ways`;
  return undefined;
}

/** The parts, checked to make up one run: each shard of its split exactly once, their programs each once. */
export function agree(parts: readonly Part[]): Merged<readonly Part[]> {
  const first = parts[0] as Part;
  for (const part of parts.slice(1)) {
    // The part first, as the message names it first.
    const differs = difference(part.identity, first.identity);
    if (differs !== undefined) return refuse("different-runs", TEXT.merge.differ(part.name, first.name, differs));
  }
  const byShard = new Map<number, Part>();
  for (const part of parts) {
    const other = byShard.get(part.identity.shard.index);
    if (other !== undefined) return refuse("same-shard", TEXT.merge.sameShard(other.name, part.name, shardText(part.identity.shard)));
    byShard.set(part.identity.shard.index, part);
  }
  const { count } = first.identity.shard;
  const missing: string[] = [];
  for (let index = 1; index <= count; index++) if (!byShard.has(index)) missing.push(String(index));
  if (missing.length > 0) return refuse("missing-shard", TEXT.merge.missingShards(missing, count));
  // Each shard chose its programs from the same list, so they cover it once; a part edited by hand may not.
  const seen = new Set<number>();
  for (const part of parts) {
    for (const at of part.identity.positions) {
      if (seen.has(at)) return refuse("overlap", TEXT.merge.positions(part.name));
      seen.add(at);
    }
  }
  if (seen.size !== first.identity.programs) return refuse("overlap", TEXT.merge.uncovered(seen.size, first.identity.programs));
  return { ok: true, value: parts };
}
