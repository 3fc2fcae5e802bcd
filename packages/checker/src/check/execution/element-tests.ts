/**
 * What a test written in place answers for each element of a constant list: `(d) => d.startsWith("~")`,
 * `(k) => k.length > 5`, `Boolean`. The test's parameter takes each element in turn; the rest of its answer is
 * folded from constants (`folding.ts`). Only what the guest computes the same way every time is folded: the
 * parameter, literals, constants of the program, `!`, `typeof`, comparisons, arithmetic, `&&`, `||`, `??`, `?:`, a
 * string's `length` and the string methods the guest has unchanged. Anything else leaves the answer unknown.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Declaration, Scopes } from "./scopes.js";
import { arithmetic, ARITHMETIC, compare, COMPARISONS, stringMethod, STRING_METHODS } from "./folding.js";
import { fields, isAsync, isGenerator, onlyAnswer, unparenthesised } from "./syntax.js";

/** What the model knows to fold a test: constants, bindings, and whether the guest's methods are its own. */
export interface ElementTestContext {
  readonly scopes: Scopes;
  /** The constant an expression of the program always is (`Values.constant`). */
  constant(expression: Node): string | number | undefined;
  /** Whether the guest's `owner.prototype[method]` (or global function `owner`) is as the guest made it. */
  intact(owner: string, method: string | undefined): boolean;
}

// A folded value: a primitive the guest computes, or UNKNOWN.
const UNKNOWN = Symbol("unknown");
type Folded = string | number | boolean | undefined | null | typeof UNKNOWN;

// How deep an answer is folded before it counts as unknown.
const MAX_DEPTH = 16;

/**
 * Whether `test` (a function written in place, or the guest's `Boolean`) answers falsy for every one of `items`; false
 * where some answer is truthy or unknown.
 */
export function passesNone(test: Node, items: readonly (string | number)[], ctx: ElementTestContext): boolean {
  const t = unparenthesised(test);
  if (t.kind === SyntaxKind.Identifier && fields(t).text === "Boolean" && ctx.scopes.declarationOf(t) === undefined && ctx.intact("Boolean", undefined)) return items.every((item) => !item);
  if ((t.kind !== SyntaxKind.ArrowFunction && t.kind !== SyntaxKind.FunctionExpression) || isAsync(t) || isGenerator(t)) return false;
  const [first] = fields(t).parameters ?? [];
  const name = first === undefined ? undefined : fields(first).name;
  const parameter = name?.kind === SyntaxKind.Identifier ? ctx.scopes.declarationOf(name) : undefined;
  const answer = onlyAnswer(t);
  if (answer === undefined || (first !== undefined && (parameter === undefined || parameter.writes > 0 || fields(first).initializer !== undefined || (first as Node & { readonly dotDotDotToken?: Node }).dotDotDotToken !== undefined))) return false;
  return items.every((item) => {
    const value = fold(answer, parameter, item, ctx, 0);
    return value !== UNKNOWN && !value;
  });
}

function fold(expression: Node, parameter: Declaration | undefined, item: string | number, ctx: ElementTestContext, depth: number): Folded {
  if (depth > MAX_DEPTH) return UNKNOWN;
  const n = unparenthesised(expression);
  const f = fields(n);
  const sub = (e: Node | undefined): Folded => (e === undefined ? UNKNOWN : fold(e, parameter, item, ctx, depth + 1));
  switch (n.kind) {
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
      return f.text ?? "";
    case SyntaxKind.NumericLiteral:
      return Number(f.text);
    case SyntaxKind.TrueKeyword:
      return true;
    case SyntaxKind.FalseKeyword:
      return false;
    case SyntaxKind.NullKeyword:
      return null;
    case SyntaxKind.Identifier: {
      const d = ctx.scopes.declarationOf(n);
      if (d !== undefined && d === parameter) return item;
      if (d === undefined && f.text === "undefined") return undefined;
      return ctx.constant(n) ?? UNKNOWN;
    }
    case SyntaxKind.PrefixUnaryExpression: {
      const operand = sub(f.operand as Node);
      if (operand === UNKNOWN) return UNKNOWN;
      if (f.operator === SyntaxKind.ExclamationToken) return !operand;
      if (typeof operand !== "number") return UNKNOWN;
      return f.operator === SyntaxKind.MinusToken ? -operand : f.operator === SyntaxKind.PlusToken ? operand : UNKNOWN;
    }
    case SyntaxKind.TypeOfExpression: {
      const operand = sub(f.expression as Node);
      return operand === UNKNOWN ? UNKNOWN : operand === null ? "object" : typeof operand;
    }
    case SyntaxKind.ConditionalExpression: {
      const test = sub(f.condition as Node);
      return test === UNKNOWN ? UNKNOWN : sub((test ? f.whenTrue : f.whenFalse) as Node);
    }
    case SyntaxKind.BinaryExpression: {
      const op = f.operatorToken?.kind ?? SyntaxKind.Unknown;
      const left = sub(f.left as Node);
      if (left === UNKNOWN) return UNKNOWN;
      if (op === SyntaxKind.AmpersandAmpersandToken) return left ? sub(f.right as Node) : left;
      if (op === SyntaxKind.BarBarToken) return left ? left : sub(f.right as Node);
      if (op === SyntaxKind.QuestionQuestionToken) return left ?? sub(f.right as Node);
      const right = sub(f.right as Node);
      if (right === UNKNOWN || (typeof left !== "string" && typeof left !== "number") || (typeof right !== "string" && typeof right !== "number")) {
        // `x === null`, `x !== undefined`: identity of primitives the text fixes.
        if (right !== UNKNOWN && (op === SyntaxKind.EqualsEqualsEqualsToken || op === SyntaxKind.ExclamationEqualsEqualsToken)) return (left === right) === (op === SyntaxKind.EqualsEqualsEqualsToken);
        return UNKNOWN;
      }
      if (COMPARISONS.has(op)) return compare(op, left, right);
      return ARITHMETIC.has(op) ? (arithmetic(op, left, right) ?? UNKNOWN) : UNKNOWN;
    }
    case SyntaxKind.PropertyAccessExpression: {
      // `k.length` of text: its own length, whatever the program adds to prototypes.
      const owner = sub(f.expression as Node);
      return typeof owner === "string" && f.name?.text === "length" && f.questionDotToken === undefined ? owner.length : UNKNOWN;
    }
    case SyntaxKind.CallExpression: {
      const callee = unparenthesised(f.expression as Node);
      const method = callee.kind === SyntaxKind.PropertyAccessExpression ? (fields(callee).name?.text ?? "") : "";
      if (!STRING_METHODS.has(method) || fields(callee).questionDotToken !== undefined || !ctx.intact("String", method)) return UNKNOWN;
      const text = sub(fields(callee).expression as Node);
      const args = (f.arguments ?? []).map((a) => (a.kind === SyntaxKind.SpreadElement ? UNKNOWN : sub(a)));
      if (typeof text !== "string" || !args.every((a): a is string | number => typeof a === "string" || typeof a === "number")) return UNKNOWN;
      return stringMethod(text, method, args) ?? UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}
