// Changes to declared types: types added, removed, changed in kind or TypeScript home, record fields and enum cases.
import { diff as text } from "../messages.js";
import { tsQualifiedTypeName } from "../sdk/typescript.js";
import { formatTypeRef } from "../type-ref.js";
import type { Catalogue, Field, TypeDef } from "../types.js";
import { change, type CatalogueChange } from "./change.js";
import { missing } from "./lists.js";
import type { Namer } from "./names.js";
import { sameType, within } from "./type-order.js";
import { directions, type Direction } from "./usage.js";

/** Every change to the declared types. A type's changes are named as the old catalogue spells it: as stored programs do. */
export function diffTypes(before: Catalogue, after: Catalogue, names: Namer): CatalogueChange[] {
  const out: CatalogueChange[] = [];
  const oldDefs = new Map(before.types.map((t) => [t.name, t] as const));
  const newDefs = new Map(after.types.map((t) => [t.name, t] as const));
  for (const t of before.types) {
    if (!newDefs.has(t.name)) out.push(change("type-removed", names.type(before, t.name), text.typeRemoved(t.kind), { type: t.name }));
  }
  for (const t of after.types) {
    if (!oldDefs.has(t.name)) out.push(change("type-added", names.type(after, t.name), text.typeAdded(t.kind), { type: t.name }));
  }
  const direction = directions(before);
  for (const old of before.types) {
    const next = newDefs.get(old.name);
    if (!next) continue;
    const shown = names.type(before, old.name);
    if (old.kind !== next.kind) {
      out.push(change("type-kind-changed", shown, text.typeKindChanged(withArticle(old.kind), withArticle(next.kind)), { type: old.name, before: old.kind, after: next.kind }));
      continue;
    }
    const from = tsQualifiedTypeName(before, old.name);
    const to = tsQualifiedTypeName(after, old.name);
    if (from !== to) out.push(change("type-moved", shown, text.typeMoved(from, to), { type: old.name, before: from, after: to }));
    if (old.kind === "enum" && next.kind === "enum") out.push(...diffCases(before, old.name, old.cases, next.cases, names));
    if (old.kind === "record" && next.kind === "record") {
      out.push(...diffFields(before, old, next, direction.get(old.name) ?? "read", names));
    }
  }
  return out;
}

const withArticle = (kind: string): string => (kind === "enum" ? "an enum" : `a ${kind}`);

function diffCases(before: Catalogue, type: string, oldCases: readonly string[], newCases: readonly string[], names: Namer): CatalogueChange[] {
  return [
    ...missing(oldCases, newCases).map((c) => change("enum-case-removed", names.enumCase(before, type, c), text.enumCaseRemoved(), { type, case: c })),
    ...missing(newCases, oldCases).map((c) => change("enum-case-added", names.enumCase(before, type, c), text.enumCaseAdded(), { type, case: c })),
  ];
}

/** Fields by name (their order does not matter to any arm). What is safe depends on whether programs write or read the record. */
function diffFields(before: Catalogue, old: TypeDef & { kind: "record" }, next: TypeDef & { kind: "record" }, direction: Direction, names: Namer): CatalogueChange[] {
  const out: CatalogueChange[] = [];
  const type = old.name;
  const oldFields = new Map(old.fields.map((f) => [f.name, f] as const));
  const name = (f: Field): string => names.field(before, type, f.name);
  for (const f of old.fields) {
    const now = next.fields.find((n) => n.name === f.name);
    const was = formatTypeRef(f.type);
    if (!now) {
      out.push(change("record-field-removed", name(f), text.fieldRemoved(was), { type, field: f.name, before: was }));
      continue;
    }
    if (sameType(f.type, now.type)) continue;
    const is = formatTypeRef(now.type);
    const context = { type, field: f.name, before: was, after: is };
    if (direction === "written" && within(f.type, now.type)) out.push(change("record-field-widened", name(f), text.fieldWidened(was, is), context));
    else if (direction === "read" && within(now.type, f.type)) out.push(change("record-field-narrowed", name(f), text.fieldNarrowed(was, is), context));
    else out.push(change("record-field-retyped", name(f), text.fieldRetyped(was, is), context));
  }
  for (const f of next.fields) {
    if (oldFields.has(f.name)) continue;
    const is = formatTypeRef(f.type);
    const context = { type, field: f.name, after: is };
    // A field's optionality in TypeScript is exactly its being option<T> (`name?: T`).
    if (f.type.kind === "option") out.push(change("record-field-added-optional", name(f), text.fieldAddedOptional(is), context));
    else if (direction === "read") out.push(change("record-field-added-to-result", name(f), text.fieldAddedToResult(is), context));
    else out.push(change("record-field-added-required", name(f), text.fieldAddedRequired(is), context));
  }
  return out;
}
