/**
 * A counting loop's last turn, past a constant list's end: `items[i].name` in `for (let i = 0; i <= items.length; i++)`,
 * or `rows[i + 1]` in `for (let i = 0; i < rows.length; i++)`. The counter starts at a constant, goes up by one and is
 * written nowhere else, so it takes every value up to the last the test lets through; there the index is past the
 * end of a list the program wrote out and only ever reads, and the element is undefined.
 *
 * Certain only where every turn reaches the read: the body holds no `break`, `continue`, `return`, `throw`, `yield` or
 * `await` (outside functions it makes), and nothing on the way from the body to the read is behind a condition or a
 * short circuit. An element held in a `const` the body declares on every turn (`const item = items[i];`) is the element.
 */
import { isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { ExecutionModel } from "./model.js";
import { fields, unparenthesised } from "./syntax.js";
import { alwaysRunsPart, RUN_WHOLE } from "./every-entry.js";

/** Where a read is past the end on a loop's last turn: the element access, the counter's last value, and the list's length. */
export interface LastTurn {
  readonly access: Node;
  readonly counter: string;
  readonly last: number;
  readonly length: number;
}

// What leaves a loop's turn early, or may keep it from going on.
const LEAVES: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.BreakStatement, SyntaxKind.ContinueStatement, SyntaxKind.ReturnStatement, SyntaxKind.ThrowStatement,
  SyntaxKind.YieldExpression, SyntaxKind.AwaitExpression, SyntaxKind.LabeledStatement,
]);

/** The last turn on which `owner` (a value whose member is read) is an element past the end of a constant list; undefined otherwise. */
export function pastTheEndOnLastTurn(owner: Node, model: ExecutionModel): LastTurn | undefined {
  const o = unparenthesised(owner);
  let access = o;
  if (o.kind === SyntaxKind.Identifier) {
    // `const item = items[i];` on every turn, then `item.name`.
    const d = model.scopes.declarationOf(o);
    const init = d?.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    if (init === undefined) return undefined;
    access = unparenthesised(init);
  }
  if (access.kind !== SyntaxKind.ElementAccessExpression) return undefined;
  const list = unparenthesised(fields(access).expression as Node);
  const argument = (access as Node & { readonly argumentExpression?: Node }).argumentExpression;
  const index = argument === undefined ? undefined : unparenthesised(argument);
  if (list.kind !== SyntaxKind.Identifier || index === undefined) return undefined;
  // `i`, `i + 1`, `i - 1`: the counter and a constant step from it.
  const [counter, offset] = counterAndOffset(index, model);
  if (counter === undefined) return undefined;
  const d = model.scopes.declarationOf(counter);
  const declarations = d?.holder.parent;
  const loop = declarations?.parent;
  if (d === undefined || d.kind !== "let" || d.count !== 1 || d.writes !== 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || loop?.kind !== SyntaxKind.ForStatement || fields(loop).initializer !== declarations) return undefined;
  if (!stepsByOne(fields(loop).incrementor, d.identifier, model)) return undefined;
  const start = fields(d.holder).initializer === undefined ? undefined : model.values.constant(fields(d.holder).initializer as Node);
  const elements = model.literalElements(list);
  const bound = fields(loop).condition === undefined ? undefined : lastValue(fields(loop).condition as Node, d.identifier, list, model);
  if (typeof start !== "number" || !Number.isInteger(start) || elements === undefined || bound === undefined || start > bound) return undefined;
  const at = bound + offset;
  if (at < elements.length) return undefined;
  const body = fields(loop).statement as Node;
  if (!everyTurn(access, body) || (o !== access && !everyTurn(o, body)) || leavesEarly(body)) return undefined;
  return { access, counter: fields(counter).text ?? "", last: bound, length: elements.length };
}

// The counter an index reads, and the constant it adds (`i + 1`: 1); [undefined, 0] for any other index.
function counterAndOffset(index: Node, model: ExecutionModel): readonly [Node | undefined, number] {
  if (index.kind === SyntaxKind.Identifier) return [index, 0];
  if (index.kind !== SyntaxKind.BinaryExpression) return [undefined, 0];
  const op = fields(index).operatorToken?.kind;
  const left = unparenthesised(fields(index).left as Node);
  const step = model.values.constant(fields(index).right as Node);
  if (left.kind !== SyntaxKind.Identifier || typeof step !== "number" || !Number.isInteger(step)) return [undefined, 0];
  if (op === SyntaxKind.PlusToken) return [left, step];
  if (op === SyntaxKind.MinusToken) return [left, -step];
  return [undefined, 0];
}

// Whether a `for`'s update adds one to the counter: `i++`, `++i`, `i += 1`.
function stepsByOne(update: Node | undefined, counter: Node, model: ExecutionModel): boolean {
  if (update === undefined) return false;
  const u = unparenthesised(update);
  const same = (n: Node | undefined): boolean => n !== undefined && model.scopes.declarationOf(unparenthesised(n))?.identifier === counter;
  if (u.kind === SyntaxKind.PostfixUnaryExpression || u.kind === SyntaxKind.PrefixUnaryExpression) return fields(u).operator === SyntaxKind.PlusPlusToken && same(fields(u).operand);
  return u.kind === SyntaxKind.BinaryExpression && fields(u).operatorToken?.kind === SyntaxKind.PlusEqualsToken && same(fields(u).left) && model.values.constant(fields(u).right as Node) === 1;
}

/**
 * The counter's last value the test `i <= list.length` (or `i < list.length + k`, `list.length >= i`) lets through,
 * where the length is of the same list the element is read from; undefined for any other test.
 */
function lastValue(condition: Node, counter: Node, list: Node, model: ExecutionModel): number | undefined {
  const test = unparenthesised(condition);
  if (test.kind !== SyntaxKind.BinaryExpression) return undefined;
  let op = fields(test).operatorToken?.kind;
  let [left, right] = [unparenthesised(fields(test).left as Node), unparenthesised(fields(test).right as Node)];
  if (op === SyntaxKind.GreaterThanToken || op === SyntaxKind.GreaterThanEqualsToken) {
    [left, right] = [right, left];
    op = op === SyntaxKind.GreaterThanToken ? SyntaxKind.LessThanToken : SyntaxKind.LessThanEqualsToken;
  }
  if ((op !== SyntaxKind.LessThanToken && op !== SyntaxKind.LessThanEqualsToken) || left.kind !== SyntaxKind.Identifier || model.scopes.declarationOf(left)?.identifier !== counter) return undefined;
  // `list.length`, `list.length + 1`, `list.length - 1`.
  let extra = 0;
  let length = right;
  if (length.kind === SyntaxKind.BinaryExpression) {
    const k = model.values.constant(fields(length).right as Node);
    const sign = fields(length).operatorToken?.kind === SyntaxKind.PlusToken ? 1 : fields(length).operatorToken?.kind === SyntaxKind.MinusToken ? -1 : 0;
    if (typeof k !== "number" || !Number.isInteger(k) || sign === 0) return undefined;
    extra = sign * k;
    length = unparenthesised(fields(length).left as Node);
  }
  if (length.kind !== SyntaxKind.PropertyAccessExpression || fields(length).name?.text !== "length") return undefined;
  const owner = unparenthesised(fields(length).expression as Node);
  const elements = owner.kind === SyntaxKind.Identifier && model.scopes.declarationOf(owner) === model.scopes.declarationOf(list) ? model.literalElements(owner) : undefined;
  if (elements === undefined) return undefined;
  return elements.length + extra - (op === SyntaxKind.LessThanToken ? 1 : 0);
}

// Whether `node` runs whenever the loop's body does: nothing between them is a condition's branch, a short circuit's
// right side, an optional chain's rest, or a function.
function everyTurn(node: Node, body: Node): boolean {
  let child = node;
  for (let parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
    if (child === body) return true;
    // A block of the body runs its statements in order: the body holds nothing that leaves a turn early.
    if (isFunctionLike(parent) || (parent.kind !== SyntaxKind.Block && !RUN_WHOLE.has(parent.kind)) || !alwaysRunsPart(parent, child)) return false;
  }
  return false;
}

// Whether a loop's body may end a turn early or stop the loop: a jump, a `return`, a `throw`, a `yield` or an `await`
// anywhere in it outside the functions it makes.
function leavesEarly(body: Node): boolean {
  if (LEAVES.has(body.kind)) return true;
  return body.forEachChild((c) => (!isFunctionLike(c) && leavesEarly(c) ? true : undefined)) === true;
}
