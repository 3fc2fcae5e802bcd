// Changes to operations: added, removed, likely renamed, and for each operation on both sides its binding,
// parameters, result and summary.
import { diff as text } from "../messages.js";
import { formatTypeRef } from "../type-ref.js";
import type { Binding, Catalogue, Operation } from "../types.js";
import { change, type CatalogueChange } from "./change.js";
import type { Namer } from "./names.js";
import { diffParameters } from "./parameters.js";
import { matchRenames } from "./renames.js";
import { sameType, within } from "./type-order.js";

/** Every operation change. Operations are the same when their ids are; a likely rename pairs two that are not. */
export function diffOperations(before: Catalogue, after: Catalogue, names: Namer): CatalogueChange[] {
  const out: CatalogueChange[] = [];
  const oldById = new Map(before.operations.map((o) => [o.id, o] as const));
  const newById = new Map(after.operations.map((o) => [o.id, o] as const));
  const removed = before.operations.filter((o) => !newById.has(o.id));
  const added = after.operations.filter((o) => !oldById.has(o.id));
  const { renames, candidates } = matchRenames(removed, added);
  const renamed = new Set(renames.flat());
  // A candidate is named in the arm as its own catalogue spells it.
  const spelled = (ids: readonly string[], from: ReadonlyMap<string, Operation>): string[] => ids.map((id) => names.operation(from.get(id) as Operation));

  for (const op of removed) {
    if (renamed.has(op)) continue;
    const others = candidates.get(op);
    const message = others ? text.removedWithCandidates(spelled(others, newById)) : text.operationRemoved();
    out.push(change("operation-removed", names.operation(op), message, { operation: op.id, ...(others ? { candidates: others } : {}) }));
  }
  for (const op of added) {
    if (renamed.has(op)) continue;
    const others = candidates.get(op);
    const message = others ? text.addedWithCandidates(spelled(others, oldById)) : text.operationAdded();
    out.push(change("operation-added", names.operation(op), message, { operation: op.id, ...(others ? { candidates: others } : {}) }));
  }
  for (const [old, next] of renames) {
    const from = names.operation(old);
    out.push(change("operation-renamed", from, text.operationRenamed(from, names.operation(next)), { operation: old.id, renamedTo: next.id }));
    out.push(...diffOperation(old, next, names));
  }
  for (const old of before.operations) {
    const next = newById.get(old.id);
    if (next) out.push(...diffOperation(old, next, names));
  }
  return out;
}

/** The changes between two versions of one operation (or the two sides of a likely rename). */
function diffOperation(old: Operation, next: Operation, names: Namer): CatalogueChange[] {
  const out: CatalogueChange[] = [];
  const shown = names.operation(next);
  const operation = next.id;
  const rebinding = bindingChange(old.binding, next.binding);
  if (rebinding) {
    const [before, after] = [describeBinding(old.binding), describeBinding(next.binding)];
    out.push(change(rebinding, shown, text.rebound(before, after), { operation, before, after }));
  }
  out.push(...diffParameters(old, next, names));
  if (!sameType(old.result, next.result)) {
    const [before, after] = [formatTypeRef(old.result), formatTypeRef(next.result)];
    const narrowed = within(next.result, old.result);
    out.push(change(narrowed ? "result-narrowed" : "result-retyped", shown, narrowed ? text.resultNarrowed(before, after) : text.resultRetyped(before, after), { operation, before, after }));
  }
  if (old.summary !== next.summary) out.push(change("summary-changed", shown, text.summaryChanged(old.summary, next.summary), { operation, before: old.summary, after: next.summary }));
  return out;
}

function bindingChange(old: Binding, next: Binding): "binding-kind-changed" | "binding-capability-changed" | "binding-role-changed" | undefined {
  if (old.kind !== next.kind) return "binding-kind-changed";
  if (old.kind === "capability" && next.kind === "capability" && old.capability !== next.capability) return "binding-capability-changed";
  if (old.kind === "ending" && next.kind === "ending" && old.role !== next.role) return "binding-role-changed";
  return undefined;
}

function describeBinding(b: Binding): string {
  switch (b.kind) {
    case "capability":
      return text.bindingCapability(b.capability);
    case "ending":
      return text.bindingEnding(b.role);
    case "machine":
      return text.bindingMachine();
    case "always":
      return text.bindingAlways();
  }
}
