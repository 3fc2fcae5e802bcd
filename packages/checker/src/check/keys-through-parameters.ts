/**
 * A table read by a key a function's parameter holds, where one call hands a constant key the table lacks (GG1016):
 * `PATTERNS[locale].replace(…)` in `function formatDate(locale)` and a call `formatDate("fr")` of a table spelled out
 * in full with `en` and `es` only. That call reads undefined and throws reading on from it, where the read runs on
 * every entry of the function (`every-entry.ts`); the finding stands at that call's argument, whatever other calls
 * hand. A constant Map's `get` by the parameter is such a read too (`RENDERERS.get(channel)(message)`), and a value
 * held in a `const` the function declares (`const c = CURRENCIES[code]; c.digits`) is the table's.
 */
import type { Node } from "../syntax/tree.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { ExecutionModel } from "./execution/index.js";
import { reachedOnEveryEntry } from "./execution/every-entry.js";
import { fields, OBJECT_PROTOTYPE, unparenthesised } from "./execution/syntax.js";

/** One call that hands a key the table lacks. */
export interface AbsentKey {
  /** The argument that hands the key. */
  readonly argument: Node;
  readonly key: string;
  /** The function's and its parameter's names, and the table's text. */
  readonly fn: string;
  readonly parameter: string;
  readonly table: Node;
  /** The read of the table by the parameter (`PATTERNS[locale]`, `RENDERERS.get(channel)`). */
  readonly read: Node;
}

/** The calls that hand the key `owner` reads a table by a constant the table lacks, where `owner`'s use runs on every entry. */
export function absentKeysThroughParameters(owner: Node, model: ExecutionModel): readonly AbsentKey[] {
  const o = unparenthesised(owner);
  const read = tableRead(o, model);
  if (read === undefined) return [];
  const { access, table, key } = read;
  const d = key.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(key) : undefined;
  if (d === undefined || d.kind !== "parameter" || d.writes > 0 || d.holder.kind !== SyntaxKind.Parameter || fields(d.holder).name !== d.identifier || fields(d.holder).initializer !== undefined) return [];
  const fn = d.holder.parent as Node;
  if (!reachedOnEveryEntry(o, fn) || (access !== o && !reachedOnEveryEntry(access, fn))) return [];
  const name = functionName(fn);
  if (name === undefined) return [];
  const found: AbsentKey[] = [];
  for (const { arg } of model.handedAt(d.holder) ?? []) {
    const value = arg === undefined ? undefined : model.values.constant(arg);
    if (arg === undefined || value === undefined) continue;
    if (lacksKey(read, value, model)) found.push({ argument: arg, key: String(value), fn: name, parameter: d.name, table, read: access });
  }
  return found;
}

/** A read of a table by a key: the access, the table (a name) and the key. */
export interface TableRead {
  /** `PATTERNS[locale]`, or `RENDERERS.get(channel)` of a constant Map (`got`). */
  readonly access: Node;
  readonly got: boolean;
  readonly table: Node;
  readonly key: Node;
}

/**
 * The table read `owner` is: `PATTERNS[locale]`, `RENDERERS.get(channel)`, or `c` of `const c = CURRENCIES[code]` (the
 * element it holds), of a table named by a binding; undefined for anything else.
 */
export function tableRead(owner: Node, model: ExecutionModel): TableRead | undefined {
  const o = unparenthesised(owner);
  const access = o.kind === SyntaxKind.ElementAccessExpression || mapGet(o) ? o : o.kind === SyntaxKind.Identifier ? heldElement(o, model) : undefined;
  if (access === undefined) return undefined;
  const got = access.kind === SyntaxKind.CallExpression;
  const table = unparenthesised(fields(got ? unparenthesised(fields(access).expression as Node) : access).expression as Node);
  const key = unparenthesised(got ? ((fields(access).arguments ?? [])[0] as Node) : (access as Node & { readonly argumentExpression: Node }).argumentExpression);
  return table.kind === SyntaxKind.Identifier ? { access, got, table, key } : undefined;
}

/** Whether the table a read reads (a constant Map, or an object spelled out in full) lacks the key `value`. */
export function lacksKey(read: TableRead, value: string | number, model: ExecutionModel): boolean {
  if (read.got) return model.values.mapEntryFor(read.access, value) === "absent";
  return !OBJECT_PROTOTYPE.has(String(value)) && lacks(model.values.memberHeld(read.table, String(value)));
}

// Whether every value a member may hold is its absence.
function lacks(held: readonly (Node | "absent")[] | undefined): boolean {
  return held !== undefined && held.length > 0 && held.every((v) => v === "absent");
}

// `TABLE.get(key)` of one argument.
function mapGet(node: Node): boolean {
  if (node.kind !== SyntaxKind.CallExpression) return false;
  const callee = unparenthesised(fields(node).expression as Node);
  const args = fields(node).arguments ?? [];
  return callee.kind === SyntaxKind.PropertyAccessExpression && fields(callee).name?.text === "get" && args.length === 1 && args[0]?.kind !== SyntaxKind.SpreadElement;
}

// The element a `const` holds, where it is declared with one (`const c = CURRENCIES[code]`).
function heldElement(name: Node, model: ExecutionModel): Node | undefined {
  const d = model.scopes.declarationOf(name);
  if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
  const init = fields(d.holder).initializer;
  return init !== undefined && (unparenthesised(init).kind === SyntaxKind.ElementAccessExpression || mapGet(unparenthesised(init))) ? unparenthesised(init) : undefined;
}

/** The name a function is called by: its declaration's, or that of the `const` it is written in. */
export function functionName(fn: Node): string | undefined {
  const holder = fn.kind === SyntaxKind.FunctionDeclaration ? fn : fn.parent?.kind === SyntaxKind.VariableDeclaration ? fn.parent : undefined;
  const name = holder === undefined ? undefined : fields(holder).name;
  return name?.kind === SyntaxKind.Identifier ? fields(name).text : undefined;
}
