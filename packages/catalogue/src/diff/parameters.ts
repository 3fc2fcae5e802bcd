// Changes to one operation's parameters. The SDK's calls are positional, so a parameter is matched by name first,
// then by position; a name at another position has moved, and a new name at the same position is a rename.
import { diff as text } from "../messages.js";
import { formatTypeRef } from "../type-ref.js";
import type { Operation, Param } from "../types.js";
import { change, type CatalogueChange } from "./change.js";
import type { Namer } from "./names.js";
import { within } from "./type-order.js";

/** The index of the first parameter a call may leave out: TypeScript makes only a trailing run of option<T> optional. */
export function firstOptional(params: readonly Param[]): number {
  let i = params.length;
  while (i > 0 && params[i - 1]?.type.kind === "option") i--;
  return i;
}

/** Parameter changes between two versions of one operation; `next` names them (it is what programs must now call). */
export function diffParameters(old: Operation, next: Operation, names: Namer): CatalogueChange[] {
  const out: CatalogueChange[] = [];
  const pairs = matchParameters(old.params, next.params);
  const paired = new Set(pairs.map(([, j]) => j));
  const oldOptional = firstOptional(old.params);
  const newOptional = firstOptional(next.params);
  const operation = next.id;

  old.params.forEach((p, i) => {
    if (pairs.some(([k]) => k === i)) return;
    const type = formatTypeRef(p.type);
    out.push(change("parameter-removed", names.parameter(next, p.name), text.parameterRemoved(names.parameterName(p.name), type, i + 1), { operation, parameter: p.name, before: type }));
  });
  next.params.forEach((p, j) => {
    if (paired.has(j)) return;
    const type = formatTypeRef(p.type);
    const context = { operation, parameter: p.name, after: type };
    const shown = names.parameter(next, p.name);
    if (j >= newOptional) out.push(change("parameter-added-optional", shown, text.parameterAddedOptional(names.parameterName(p.name), type, j + 1), context));
    else out.push(change("parameter-added-required", shown, text.parameterAddedRequired(names.parameterName(p.name), type, j + 1), context));
  });

  for (const [i, j] of pairs) {
    const was = old.params[i] as Param;
    const is = next.params[j] as Param;
    const shown = names.parameter(next, is.name);
    const context = { operation, parameter: is.name };
    if (was.name !== is.name) {
      out.push(change("parameter-renamed", shown, text.parameterRenamed(names.parameterName(was.name), names.parameterName(is.name)), { ...context, before: was.name, after: is.name }));
    } else if (i !== j) {
      out.push(change("parameter-moved", shown, text.parameterMoved(i + 1, j + 1), { ...context, before: String(i + 1), after: String(j + 1) }));
    }
    const wasOptional = i >= oldOptional;
    const isOptional = j >= newOptional;
    const before = formatTypeRef(was.type);
    const after = formatTypeRef(is.type);
    // Wrapping in option<T> and joining the optional tail is one change ("made optional"), not two; unwrapping and
    // leaving it likewise. Every other type change is reported beside the change of optionality.
    const wrapped = is.type.kind === "option" && formatTypeRef(is.type.element) === before;
    const unwrapped = was.type.kind === "option" && formatTypeRef(was.type.element) === after;
    const typeChange = before !== after && !(wrapped && isOptional && !wasOptional) && !(unwrapped && wasOptional && !isOptional);
    if (typeChange) {
      const typed = { ...context, before, after };
      if (within(was.type, is.type)) out.push(change("parameter-widened", shown, text.parameterWidened(before, after), typed));
      else out.push(change("parameter-retyped", shown, text.parameterRetyped(before, after), typed));
    }
    if (!wasOptional && isOptional) out.push(change("parameter-made-optional", shown, text.parameterMadeOptional(), { ...context, before, after }));
    if (wasOptional && !isOptional) out.push(change("parameter-made-required", shown, text.parameterMadeRequired(), { ...context, before, after }));
  }
  return out;
}

/** Pairs [old index, new index]: the same name anywhere, then what is left at the same position. */
function matchParameters(old: readonly Param[], next: readonly Param[]): [number, number][] {
  const pairs: [number, number][] = [];
  const usedNew = new Set<number>();
  old.forEach((p, i) => {
    const j = next.findIndex((n) => n.name === p.name);
    if (j >= 0) {
      pairs.push([i, j]);
      usedNew.add(j);
    }
  });
  const usedOld = new Set(pairs.map(([i]) => i));
  old.forEach((_, i) => {
    if (!usedOld.has(i) && i < next.length && !usedNew.has(i)) {
      pairs.push([i, i]);
      usedNew.add(i);
    }
  });
  return pairs.sort((a, b) => a[0] - b[0]);
}
