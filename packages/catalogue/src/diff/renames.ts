// Likely renames: an operation removed and one added with the same parameter types, result and binding.
import { formatTypeRef } from "../type-ref.js";
import type { Binding, Operation } from "../types.js";

/** How removed and added operations pair up: one-to-one renames, and the candidates of the rest. */
export interface RenameMatch {
  /** [removed, added]: the only removed and the only added operation with their signature and binding. */
  readonly renames: readonly (readonly [Operation, Operation])[];
  /** For a removed or added operation that shares its signature and binding with more than one on the two sides: the other side's ids. */
  readonly candidates: ReadonlyMap<Operation, readonly string[]>;
}

/**
 * Groups removed and added operations by signature and binding. A group of exactly one removed and one added is a
 * rename; in a bigger group any pairing would be a guess, so none is made and each member names the other side's.
 * Parameter names do not count: calls are positional.
 */
export function matchRenames(removed: readonly Operation[], added: readonly Operation[]): RenameMatch {
  const groups = new Map<string, { removed: Operation[]; added: Operation[] }>();
  const group = (op: Operation): { removed: Operation[]; added: Operation[] } => {
    const key = signatureKey(op);
    let g = groups.get(key);
    if (!g) {
      g = { removed: [], added: [] };
      groups.set(key, g);
    }
    return g;
  };
  for (const op of removed) group(op).removed.push(op);
  for (const op of added) group(op).added.push(op);
  const renames: (readonly [Operation, Operation])[] = [];
  const candidates = new Map<Operation, readonly string[]>();
  for (const g of groups.values()) {
    if (g.removed.length === 0 || g.added.length === 0) continue;
    const [r] = g.removed;
    const [a] = g.added;
    if (g.removed.length === 1 && g.added.length === 1 && r && a) {
      renames.push([r, a]);
      continue;
    }
    for (const op of g.removed) candidates.set(op, g.added.map((o) => o.id));
    for (const op of g.added) candidates.set(op, g.removed.map((o) => o.id));
  }
  return { renames, candidates };
}

function signatureKey(op: Operation): string {
  return JSON.stringify([op.params.map((p) => formatTypeRef(p.type)), formatTypeRef(op.result), bindingKey(op.binding)]);
}

function bindingKey(b: Binding): string {
  switch (b.kind) {
    case "capability":
      return `capability ${b.capability}`;
    case "ending":
      return `ending ${b.role}`;
    default:
      return b.kind;
  }
}
