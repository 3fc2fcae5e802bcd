/**
 * Code that runs on every entry of its function: reached from the function's first step through statements that
 * cannot leave early and parts of expressions that always run. A call of the function that makes such code fail fails
 * itself, whatever other calls do; the findings that say so stand at that call.
 */
import { isFunctionLike, SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { containsNode, fields, isAsync, isGenerator, isShortCircuit } from "./syntax.js";

/**
 * Expressions and statements whose parts all run, in order, whenever they run (for a conditional, an `if` or a short
 * circuit, only the part that decides: see `alwaysRunsPart`). A block is not among them: one of its statements may
 * leave it before the next.
 */
export const RUN_WHOLE: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.ExpressionStatement, SyntaxKind.ReturnStatement, SyntaxKind.VariableStatement, SyntaxKind.VariableDeclarationList,
  SyntaxKind.VariableDeclaration, SyntaxKind.CallExpression, SyntaxKind.NewExpression, SyntaxKind.PropertyAccessExpression,
  SyntaxKind.ElementAccessExpression, SyntaxKind.ParenthesizedExpression, SyntaxKind.TemplateExpression, SyntaxKind.TemplateSpan,
  SyntaxKind.ArrayLiteralExpression, SyntaxKind.ObjectLiteralExpression, SyntaxKind.PropertyAssignment,
  SyntaxKind.ShorthandPropertyAssignment, SyntaxKind.SpreadElement, SyntaxKind.SpreadAssignment, SyntaxKind.PrefixUnaryExpression,
  SyntaxKind.PostfixUnaryExpression, SyntaxKind.TypeOfExpression, SyntaxKind.BinaryExpression, SyntaxKind.AwaitExpression,
  SyntaxKind.IfStatement, SyntaxKind.ConditionalExpression,
]);

// What may leave a function's body before its next statement runs.
const LEAVING: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.ReturnStatement, SyntaxKind.ThrowStatement, SyntaxKind.BreakStatement, SyntaxKind.ContinueStatement,
  SyntaxKind.YieldExpression, SyntaxKind.TryStatement, SyntaxKind.LabeledStatement,
]);

/**
 * Whether `node` runs whenever `fn` is entered: `fn` is a plain function (not async, whose failure would reject a
 * promise instead, nor a generator), `node` stands in a statement of its body's own list (or is its expression body)
 * through parts that always run (not a branch of a test, the right of a short circuit, or past an optional chain's
 * `?.`), and no statement before that one may leave the body early. `asyncToo`: an async function's code too, for a
 * caller that follows its failure to the promise the call returns (and asks whether an `await` may stop it for ever).
 */
export function reachedOnEveryEntry(node: Node, fn: Node, asyncToo = false): boolean {
  if (!isFunctionLike(fn) || fn.kind === SyntaxKind.GetAccessor || fn.kind === SyntaxKind.SetAccessor || (isAsync(fn) && !asyncToo) || isGenerator(fn)) return false;
  const body = fields(fn).body;
  return body !== undefined && reachedThrough(node, fn, body);
}

/**
 * Whether `node` runs whenever `body`, the body of `owner` (a function, a loop), does: it is the body, or stands in a
 * statement of the body's own list through parts that always run, after no statement that may leave the list.
 */
function reachedThrough(node: Node, owner: Node, body: Node): boolean {
  let child = node;
  for (let p = node.parent; p !== undefined; child = p, p = p.parent) {
    if (p === owner) return child === body;
    // An expression body runs whole, as the parts of any expression that always runs do.
    if (p === body && body.kind === SyntaxKind.Block) {
      const statements = fields(body).statements ?? [];
      const at = statements.indexOf(child);
      return at >= 0 && statements.slice(0, at).every((s) => s.kind === SyntaxKind.FunctionDeclaration || !containsNode(s, (n) => !isFunctionLike(n) && LEAVING.has(n.kind)));
    }
    if (!RUN_WHOLE.has(p.kind) || !alwaysRunsPart(p, child)) return false;
  }
  return false;
}

// What may end a loop before its next turn: a turn that throws fails whatever comes after it.
const ENDING_LOOP: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ReturnStatement, SyntaxKind.BreakStatement, SyntaxKind.YieldExpression, SyntaxKind.LabeledStatement]);

/**
 * Whether `node` runs on every turn of the `for…of` loop `loop`, and every turn runs: it stands in a statement of the
 * body's own list (or is the body) through parts that always run, no statement before that one may leave the turn,
 * and nothing in the body may end the loop early (a `break`, a `return`, a `yield`).
 */
export function reachedOnEveryTurn(node: Node, loop: Node): boolean {
  const body = fields(loop).statement;
  if (loop.kind !== SyntaxKind.ForOfStatement || body === undefined || containsNode(body, (n) => ENDING_LOOP.has(n.kind))) return false;
  return reachedThrough(node, loop, body);
}

/**
 * Whether `child` of `parent` runs whenever `parent` does: the test of an `if` or `?:`, the left of a short circuit,
 * what an optional chain's `?.` reads (not what it reads on to), and every part of the rest.
 */
export function alwaysRunsPart(parent: Node, child: Node): boolean {
  const f = fields(parent);
  if (parent.kind === SyntaxKind.IfStatement) return child === f.expression;
  if (parent.kind === SyntaxKind.ConditionalExpression) return child === f.condition;
  if (parent.kind === SyntaxKind.BinaryExpression && isShortCircuit(f.operatorToken?.kind ?? SyntaxKind.Unknown)) return child === f.left;
  if ((parent.kind === SyntaxKind.PropertyAccessExpression || parent.kind === SyntaxKind.ElementAccessExpression || parent.kind === SyntaxKind.CallExpression) && f.questionDotToken !== undefined) return child === f.expression;
  return true;
}
