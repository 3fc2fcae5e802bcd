// Which type changes a program can notice: equality, and "every value of the old type is a value of the new".
import { formatTypeRef } from "../type-ref.js";
import type { PrimitiveName, TypeRef } from "../types.js";

/** Primitive pairs (narrower, wider) where every value of the first is a value of the second. */
const WIDER: Readonly<Record<PrimitiveName, readonly PrimitiveName[]>> = {
  string: [],
  bool: [],
  u16: ["u32", "u64", "s32"],
  u32: ["u64"],
  u64: [],
  s32: [],
};

/** Whether two types are the same (`null` is `()`). Named types are the same when their names are. */
export function sameType(a: TypeRef | null, b: TypeRef | null): boolean {
  return formatTypeRef(a) === formatTypeRef(b);
}

/**
 * Whether every value of `narrow` is a value of `wide`: u16 ⊂ u32 ⊂ u64, u16 ⊂ s32, T ⊂ option<T>, and list and
 * option follow their element. A named type is only ever within itself (its own changes are reported on the type);
 * `()` only within `()`.
 */
export function within(narrow: TypeRef | null, wide: TypeRef | null): boolean {
  if (narrow === null || wide === null) return narrow === wide;
  if (wide.kind === "option") return narrow.kind === "option" ? within(narrow.element, wide.element) : within(narrow, wide.element);
  if (narrow.kind === "option") return false;
  if (narrow.kind === "list" || wide.kind === "list") return narrow.kind === "list" && wide.kind === "list" && within(narrow.element, wide.element);
  if (narrow.kind === "named" || wide.kind === "named") return narrow.kind === "named" && wide.kind === "named" && narrow.name === wide.name;
  return narrow.name === wide.name || WIDER[narrow.name].includes(wide.name);
}
