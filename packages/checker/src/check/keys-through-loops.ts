/**
 * A table read by a key a loop walks, where one of the constants it walks is a key the table lacks (GG1016):
 * `PATTERNS[l].test(text)` in `for (const l of ["en", "fr"])`, or in `["en", "fr"].map((l) => …)`, of a table spelled
 * out in full with `en` and `de` only. On that turn the read gives undefined and reading on from it throws; every turn
 * runs (a built-in that hands every element on, a loop nothing ends early), and the read runs on each, so the loop
 * fails whenever it runs. A constant Map's `get` by the key is such a read too, and so is a value held in a `const`
 * the loop's body declares.
 */
import type { Node } from "../syntax/tree.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Declaration, ExecutionModel } from "./execution/index.js";
import { reachedOnEveryEntry, reachedOnEveryTurn } from "./execution/every-entry.js";
import { fields, outermost, unparenthesised } from "./execution/syntax.js";
import { functionName, lacksKey, tableRead } from "./keys-through-parameters.js";
import type { AbsentKey } from "./keys-through-parameters.js";

/** A turn of a loop on which the table lacks the key. */
export interface AbsentOnTurn {
  /** The loop's name for the key, and the first constant it walks that the table lacks. */
  readonly variable: string;
  readonly key: string;
  readonly table: Node;
  /** The read of the table by the key (`PATTERNS[l]`, `RENDERERS.get(l)`). */
  readonly read: Node;
}

// The built-ins that call back on every element, in order, whatever the callback returns.
const EVERY_ELEMENT: ReadonlySet<string> = new Set(["forEach", "map", "flatMap", "filter"]);

/** The first turn on which `owner`'s read of a table by a walked key finds nothing, where the read runs on every turn. */
export function absentKeyOnATurn(owner: Node, model: ExecutionModel): AbsentOnTurn | undefined {
  const o = unparenthesised(owner);
  const read = tableRead(o, model);
  if (read === undefined || read.key.kind !== SyntaxKind.Identifier) return undefined;
  const { access, table, key } = read;
  const turns = model.values.turnsTaken(key);
  if (turns === undefined) return undefined;
  const everyTurn = (node: Node): boolean => (turns.method === undefined ? reachedOnEveryTurn(node, turns.walker) : EVERY_ELEMENT.has(turns.method) && reachedOnEveryEntry(node, turns.walker));
  if (!everyTurn(o) || (access !== o && !everyTurn(access))) return undefined;
  const absent = turns.items.find((value) => lacksKey(read, value, model));
  return absent === undefined ? undefined : { variable: fields(key).text ?? "", key: String(absent), table, read: access };
}

/**
 * The calls that hand a function a constant list one of whose keys a table read by a callback over the list lacks:
 * `runAll("x", ["required", "email"])` of `function runAll(value, names) { return names.map((n) => validators[n](value)); }`
 * with no `email` in `validators`. The function walks its parameter on every entry (a built-in that hands on every
 * element, called before anything may leave), the callback reads the table on every turn, and nothing else uses the
 * parameter (which could change the list first); the finding stands at that call's argument.
 */
export function absentKeysThroughListParameters(owner: Node, model: ExecutionModel): readonly AbsentKey[] {
  const o = unparenthesised(owner);
  const read = tableRead(o, model);
  if (read === undefined) return [];
  const { access, table, key } = read;
  const k = key.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(key) : undefined;
  if (k === undefined) return [];
  const walked = walkOf(k);
  if (walked === undefined) return [];
  const { walk, list, everyTurn } = walked;
  const l = list.kind === SyntaxKind.Identifier ? model.scopes.declarationOf(list) : undefined;
  if (l === undefined || l.kind !== "parameter" || l.writes > 0 || l.holder.kind !== SyntaxKind.Parameter || fields(l.holder).name !== l.identifier || fields(l.holder).initializer !== undefined) return [];
  const fn = l.holder.parent as Node;
  // The list is only walked here, and the walk and the read run on every entry of their functions.
  if (!l.references.every((r) => r === l.identifier || r === list) || !reachedOnEveryEntry(walk, fn) || !everyTurn(o) || (access !== o && !everyTurn(access))) return [];
  const name = functionName(fn);
  if (name === undefined) return [];
  const found: AbsentKey[] = [];
  for (const { arg } of model.handedAt(l.holder) ?? []) {
    const items = arg === undefined ? undefined : model.values.listItems(arg);
    if (arg === undefined || items === undefined) continue;
    const absent = items.find((value) => lacksKey(read, value, model));
    if (absent !== undefined) found.push({ argument: arg, key: String(absent), fn: name, parameter: l.name, table, read: access });
  }
  return found;
}

/**
 * What walks a key binding over a list, and whether a node runs on every turn: the callback (its first parameter the
 * key) written in place as the first argument of `list.forEach(…)` or kin, or a `for (const key of list)` loop.
 */
function walkOf(k: Declaration): { readonly walk: Node; readonly list: Node; readonly everyTurn: (node: Node) => boolean } | undefined {
  if (k.writes > 0 || fields(k.holder).name !== k.identifier) return undefined;
  if (k.kind === "parameter" && k.holder.kind === SyntaxKind.Parameter) {
    const callback = k.holder.parent as Node;
    if ((fields(callback).parameters ?? [])[0] !== k.holder) return undefined;
    const walk = outermost(callback).parent;
    if (walk?.kind !== SyntaxKind.CallExpression || (fields(walk).arguments ?? [])[0] !== outermost(callback)) return undefined;
    const callee = unparenthesised(fields(walk).expression as Node);
    if (callee.kind !== SyntaxKind.PropertyAccessExpression || fields(callee).questionDotToken !== undefined || !EVERY_ELEMENT.has(fields(callee).name?.text ?? "")) return undefined;
    return { walk, list: unparenthesised(fields(callee).expression as Node), everyTurn: (node) => reachedOnEveryEntry(node, callback) };
  }
  const loop = k.holder.parent?.parent;
  if (k.kind !== "const" || k.holder.kind !== SyntaxKind.VariableDeclaration || loop?.kind !== SyntaxKind.ForOfStatement || fields(loop).initializer !== k.holder.parent || fields(loop).awaitModifier !== undefined) return undefined;
  return { walk: loop, list: unparenthesised(fields(loop).expression as Node), everyTurn: (node) => reachedOnEveryTurn(node, loop) };
}
