// Which declared types programs write (some parameter reaches them) and which they only read.
import { namedTypesIn } from "../type-ref.js";
import type { Catalogue, TypeRef } from "../types.js";

/** How programs meet a declared type: they pass it (`written`), get it back (`read`), or both. */
export type Direction = "written" | "read" | "both";

/** Each declared type's direction. A type no operation reaches counts as read: no program can pass one to the host. */
export function directions(catalogue: Catalogue): ReadonlyMap<string, Direction> {
  const written = reach(catalogue, catalogue.operations.flatMap((op) => op.params.map((p) => p.type)));
  const read = reach(catalogue, catalogue.operations.map((op) => op.result));
  const out = new Map<string, Direction>();
  for (const t of catalogue.types) out.set(t.name, written.has(t.name) ? (read.has(t.name) ? "both" : "written") : "read");
  return out;
}

/** The declared types the given types reach, through record fields, lists and options. */
function reach(catalogue: Catalogue, roots: readonly (TypeRef | null)[]): ReadonlySet<string> {
  const defs = new Map(catalogue.types.map((t) => [t.name, t] as const));
  const reached = new Set<string>();
  const visit = (name: string): void => {
    if (reached.has(name)) return;
    reached.add(name);
    const def = defs.get(name);
    if (def?.kind === "record") for (const f of def.fields) for (const n of namedTypesIn(f.type)) visit(n);
  };
  for (const root of roots) for (const n of namedTypesIn(root)) visit(n);
  return reached;
}
