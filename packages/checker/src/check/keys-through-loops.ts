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
import type { ExecutionModel } from "./execution/index.js";
import { reachedOnEveryEntry, reachedOnEveryTurn } from "./execution/every-entry.js";
import { fields, OBJECT_PROTOTYPE, unparenthesised } from "./execution/syntax.js";
import { heldElement, lacks, mapGet } from "./keys-through-parameters.js";

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
  const access = o.kind === SyntaxKind.ElementAccessExpression || mapGet(o) ? o : o.kind === SyntaxKind.Identifier ? heldElement(o, model) : undefined;
  if (access === undefined) return undefined;
  const got = access.kind === SyntaxKind.CallExpression;
  const table = unparenthesised(fields(got ? unparenthesised(fields(access).expression as Node) : access).expression as Node);
  const key = unparenthesised(got ? ((fields(access).arguments ?? [])[0] as Node) : (access as Node & { readonly argumentExpression: Node }).argumentExpression);
  if (table.kind !== SyntaxKind.Identifier || key.kind !== SyntaxKind.Identifier) return undefined;
  const turns = model.values.turnsTaken(key);
  if (turns === undefined) return undefined;
  const everyTurn = (node: Node): boolean => (turns.method === undefined ? reachedOnEveryTurn(node, turns.walker) : EVERY_ELEMENT.has(turns.method) && reachedOnEveryEntry(node, turns.walker));
  if (!everyTurn(o) || (access !== o && !everyTurn(access))) return undefined;
  for (const value of turns.items) {
    const absent = got ? model.values.mapEntryFor(access, value) === "absent" : !OBJECT_PROTOTYPE.has(String(value)) && lacks(model.values.memberHeld(table, String(value)));
    if (absent) return { variable: fields(key).text ?? "", key: String(value), table, read: access };
  }
  return undefined;
}
