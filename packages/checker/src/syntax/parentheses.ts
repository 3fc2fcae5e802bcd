/**
 * Parentheses, and the wrappers that leave an expression's value as it is: the one place the checker steps through
 * them, down from a wrapper to what it wraps, or up from an expression to the outermost wrapper around it. Each
 * caller says which wrappers count for its question (a `(x)` is always `x`; `x!`, `x as T`, `await x` only when
 * the question allows).
 */
import { isAsExpression, isAwaitExpression, isNonNullExpression, isParenthesizedExpression, isSatisfiesExpression, isTypeAssertion } from "./ast.js";
import { step } from "../time-budget.js";
import type { AsExpression, AwaitExpression, Node, NonNullExpression, ParenthesizedExpression, SatisfiesExpression, TypeAssertion } from "./ast.js";

/** A wrapper besides parentheses: `x!`, a type on it (`x as T`, `x satisfies T`, `<T>x`), or `await x`. */
export type Wrapper = "non-null" | "type" | "await";

type Wrapping = ParenthesizedExpression | NonNullExpression | AsExpression | SatisfiesExpression | TypeAssertion | AwaitExpression;

/** Whether `node` is parentheses, or one of the wrappers in `also`. */
function isWrapping(node: Node, also: readonly Wrapper[]): node is Wrapping {
  if (isParenthesizedExpression(node)) return true;
  if (also.length === 0) return false;
  if (isNonNullExpression(node)) return also.includes("non-null");
  if (isAsExpression(node) || isSatisfiesExpression(node) || isTypeAssertion(node)) return also.includes("type");
  return isAwaitExpression(node) && also.includes("await");
}

/** What `node` wraps, through any parentheses (and the wrappers in `also`): `((x))` is `x`. */
export function unparenthesised(node: Node, also: readonly Wrapper[] = []): Node {
  step();
  let n = node;
  // A wrapper the compiler recovered from an error may lack its expression: it then stands for itself.
  while (isWrapping(n, also) && (n.expression as Node | undefined) !== undefined) n = n.expression;
  return n;
}

/** The outermost parentheses (or wrappers in `also`) around `node`, or `node` itself when nothing wraps it. */
export function outermostParentheses(node: Node, also: readonly Wrapper[] = []): Node {
  let n = node;
  while (n.parent !== undefined && isWrapping(n.parent, also)) n = n.parent;
  return n;
}
