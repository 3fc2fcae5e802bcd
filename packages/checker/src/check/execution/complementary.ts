/**
 * Complementary tests of one value: `a === b || a !== b` is always true and `a === b && a !== b` always false, as
 * are `==` beside `!=`, and `!x` beside `x`, whatever the operands hold, as long as reading them twice gives the
 * same values. That holds for a binding, and for a chain of property reads in a program that runs none of its own
 * code on a read or a comparison (no getter, no `defineProperty`, no `Proxy`, no `valueOf` or `toString` of its
 * own). A call may answer differently each time, so an operand never holds one. `a < b || a >= b` is not among
 * them: both are false when either side is NaN (`undefined < 0`).
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, memberName, unparenthesised } from "./syntax.js";

// Each equality operator beside the one that always answers the opposite.
const OPPOSITE: ReadonlyMap<SyntaxKind, SyntaxKind> = new Map([
  [SyntaxKind.EqualsEqualsEqualsToken, SyntaxKind.ExclamationEqualsEqualsToken],
  [SyntaxKind.ExclamationEqualsEqualsToken, SyntaxKind.EqualsEqualsEqualsToken],
  [SyntaxKind.EqualsEqualsToken, SyntaxKind.ExclamationEqualsToken],
  [SyntaxKind.ExclamationEqualsToken, SyntaxKind.EqualsEqualsToken],
]);

/** What the program may run of its own code: on a member read (a getter), on a loose comparison (a conversion). */
export interface Hooks {
  readonly getters: boolean;
  readonly conversions: boolean;
}

/**
 * Whether `left` and `right` always have opposite truth: `a === b` and `a !== b` (either operand order), `a == b`
 * and `a != b`, `!x` and `x`.
 */
export function complementary(left: Node, right: Node, scopes: Scopes, hooks: Hooks): boolean {
  const l = unparenthesised(left);
  const r = unparenthesised(right);
  const stableReads = !hooks.getters;
  const same = (a: Node | undefined, b: Node | undefined): boolean => a !== undefined && b !== undefined && sameRead(a, b, scopes, stableReads);
  const negated = (n: Node): Node | undefined => (n.kind === SyntaxKind.PrefixUnaryExpression && fields(n).operator === SyntaxKind.ExclamationToken ? fields(n).operand : undefined);
  if (same(negated(l), r) || same(l, negated(r))) return true;
  if (l.kind !== SyntaxKind.BinaryExpression || r.kind !== SyntaxKind.BinaryExpression) return false;
  const lf = fields(l);
  const rf = fields(r);
  const op = lf.operatorToken?.kind;
  if (op === undefined || OPPOSITE.get(op) !== rf.operatorToken?.kind) return false;
  // `==` converts an object to a primitive, by the program's own `valueOf` where it has one.
  if ((op === SyntaxKind.EqualsEqualsToken || op === SyntaxKind.ExclamationEqualsToken) && hooks.conversions) return false;
  return (same(lf.left, rf.left) && same(lf.right, rf.right)) || (same(lf.left, rf.right) && same(lf.right, rf.left));
}

/**
 * Whether two operands read the same value: literals of one text, one binding by scope, `this`, or the same member
 * chain of such a base (only where reads run no code of the program). `undefined` and other globals are read the
 * same way twice only under the same condition.
 */
function sameRead(a: Node, b: Node, scopes: Scopes, stableReads: boolean): boolean {
  const x = unparenthesised(a);
  const y = unparenthesised(b);
  if (x.kind !== y.kind) return false;
  switch (x.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
    case SyntaxKind.NumericLiteral:
      return fields(x).text === fields(y).text;
    case SyntaxKind.NullKeyword:
    case SyntaxKind.TrueKeyword:
    case SyntaxKind.FalseKeyword:
    case SyntaxKind.ThisKeyword:
      return true;
    case SyntaxKind.Identifier: {
      if (fields(x).text !== fields(y).text) return false;
      const d = scopes.declarationOf(x);
      // A global may be an accessor of the global object; a binding is read as it is.
      return d === undefined ? scopes.declarationOf(y) === undefined && stableReads : d === scopes.declarationOf(y);
    }
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression: {
      const name = memberName(x);
      if (!stableReads || name === undefined || name !== memberName(y)) return false;
      if (fields(x).questionDotToken !== undefined || fields(y).questionDotToken !== undefined) return false;
      return sameRead(fields(x).expression as Node, fields(y).expression as Node, scopes, stableReads);
    }
    default:
      return false;
  }
}
