// Changes to the catalogue's plain lists: capabilities, roles and failure codes.
import { diff as text } from "../messages.js";
import type { Catalogue } from "../types.js";
import { change, type CatalogueChange } from "./change.js";
import type { Namer } from "./names.js";

/** Capabilities, roles and failure codes added and removed. */
export function diffLists(before: Catalogue, after: Catalogue, names: Namer): CatalogueChange[] {
  const out: CatalogueChange[] = [];
  for (const c of missing(before.capabilities, after.capabilities)) out.push(change("capability-removed", c, text.capabilityRemoved(), { capability: c }));
  for (const c of missing(after.capabilities, before.capabilities)) out.push(change("capability-added", c, text.capabilityAdded(), { capability: c }));
  for (const r of missing(before.roles, after.roles)) out.push(change("role-removed", r, text.roleRemoved(), { role: r }));
  for (const r of missing(after.roles, before.roles)) out.push(change("role-added", r, text.roleAdded(), { role: r }));
  for (const f of missing(before.failureCodes, after.failureCodes)) {
    out.push(change("failure-code-removed", names.failureCode(f), text.failureCodeRemoved(), { failureCode: f }));
  }
  for (const f of missing(after.failureCodes, before.failureCodes)) {
    out.push(change("failure-code-added", names.failureCode(f), text.failureCodeAdded(), { failureCode: f }));
  }
  return out;
}

/** The items of `from` that `to` lacks, in `from`'s order. */
export function missing(from: readonly string[], to: readonly string[]): string[] {
  const there = new Set(to);
  return from.filter((x) => !there.has(x));
}
