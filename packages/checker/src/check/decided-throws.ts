/**
 * A read that is always `undefined` (a field a gg record lacks: `r.code` of a command's result, `res.ok` of a web
 * response) which decides a test whose taken branch throws: `if (r.code !== 0) throw new Error("git failed")` always
 * throws, whatever the operation answered. The read itself throws nothing, so the finding about it is a warning on its
 * own; here it is certain, where the `if` runs on every run (the top level's order, through calls that certainly
 * happen, as the execution model places it) and nothing catches the throw.
 */
import { SyntaxKind } from "../syntax/tree.js";
import type { Node } from "../syntax/tree.js";
import type { ExecutionModel } from "./execution/index.js";
import { constReads, constValue, fields, forEachCode, outermost, unparenthesised } from "./execution/syntax.js";
import { fixedTruth } from "./execution/fixed-truth.js";

/**
 * Whether the tests that lead to `node` (the conditions of the `if`s, conditionals and short circuits around it, in
 * its own function and those around) may read a value the text does not fix when they run: a `var` of another
 * function, which a call before its statement reads as `undefined` (`function main() { if (FLAG) throw …; } main();
 * var FLAG = true;`), or anything at all in a program that runs text by `eval`.
 */
export function testsMayMislead(node: Node, model: ExecutionModel, text: string): boolean {
  if (/\beval\b/.test(text)) return true;
  for (let child = node, p = node.parent; p !== undefined; child = p, p = p.parent) {
    const test = p.kind === SyntaxKind.IfStatement ? fields(p).expression : p.kind === SyntaxKind.ConditionalExpression ? fields(p).condition : p.kind === SyntaxKind.BinaryExpression && fields(p).right === child ? fields(p).left : undefined;
    if (test !== undefined && test !== child && readsOuterVar(test as Node, model)) return true;
  }
  return false;
}

// Whether an expression reads a `var` declared in another function than the one it stands in.
function readsOuterVar(expression: Node, model: ExecutionModel): boolean {
  let found = false;
  const own = model.functionOf(expression);
  forEachCode(expression, (n) => {
    if (found || n.kind !== SyntaxKind.Identifier) return;
    const d = model.scopes.declarationOf(n);
    if (d?.kind === "var" && model.functionOf(d.identifier) !== own) found = true;
  });
  return found;
}

/** What a test gives where one of its operands is `undefined`, as far as the text fixes it. */
type Outcome = boolean | undefined;

/**
 * The test (an `if`'s condition) a read always `undefined` decides to take a branch that always throws, where that
 * `if` runs on every run and nothing catches the throw; undefined otherwise.
 */
export function decidedThrow(read: Node, model: ExecutionModel, text: string): { readonly test: Node; readonly statement: Node } | undefined {
  return decidedFrom(read, "undefined", model, text, 0);
}

// The read's own value is `undefined`; past a `!` or a comparison, only whether the test's value is truthy. A `const`
// that holds such a value (`const ok = r.code === 0; if (!ok) throw …`) hands it on to each of its reads.
function decidedFrom(read: Node, start: "undefined" | boolean, model: ExecutionModel, text: string, depth: number): { readonly test: Node; readonly statement: Node } | undefined {
  let node = outermost(read);
  let value = start;
  for (let parent = node.parent; parent !== undefined; node = outermost(parent), parent = node.parent) {
    if (parent.kind === SyntaxKind.VariableDeclaration && fields(parent).initializer === node) return depth < 4 ? throughConst(node, value, model, text, depth) : undefined;
    if (parent.kind === SyntaxKind.IfStatement && fields(parent).expression === node) {
      const truthy = value === "undefined" ? false : value;
      const branch = truthy ? fields(parent).thenStatement : fields(parent).elseStatement;
      const thrown = branch === undefined ? undefined : throwOf(branch);
      if (thrown === undefined) return undefined;
      const point = model.deadByText.atTopLevel(parent);
      if (point === undefined || point.caught === true || !model.runs(parent) || model.caught(thrown) || testsMayMislead(thrown, model, text)) return undefined;
      return { test: fields(parent).expression as Node, statement: thrown };
    }
    const next = step(parent, node, value, model);
    if (next === undefined) return undefined;
    value = next;
  }
  return undefined;
}

// The first decided throw among the reads of a `const` declared once whose initializer, `initializer`, holds `value`.
function throughConst(initializer: Node, value: "undefined" | boolean, model: ExecutionModel, text: string, depth: number): { readonly test: Node; readonly statement: Node } | undefined {
  for (const reference of constReads(initializer, model.scopes) ?? []) {
    const found = decidedFrom(reference, value, model, text, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

// The value of `parent` given its operand `child` holds `value`; undefined where the text does not fix it.
function step(parent: Node, child: Node, value: "undefined" | boolean, model: ExecutionModel): "undefined" | boolean | undefined {
  const truthy = value === "undefined" ? false : value;
  if (parent.kind === SyntaxKind.PrefixUnaryExpression && fields(parent).operator === SyntaxKind.ExclamationToken) return !truthy;
  if (parent.kind !== SyntaxKind.BinaryExpression) return undefined;
  const op = fields(parent).operatorToken?.kind;
  const other = (fields(parent).left === child ? fields(parent).right : fields(parent).left) as Node;
  if (op === SyntaxKind.BarBarToken || op === SyntaxKind.AmpersandAmpersandToken) {
    const known = fixedTruth(other, model.scopes);
    // `!r.ok || …` is true whatever follows, and `r.ok && …` false; otherwise the other side decides, where known.
    if (op === SyntaxKind.BarBarToken) return truthy || known === true ? true : known === false ? false : undefined;
    return !truthy || known === false ? false : known === true ? true : undefined;
  }
  if (value !== "undefined" || op === undefined) return undefined;
  return compareUndefined(op, literalOf(other, model));
}

// A literal operand's value: a number, text, a boolean, null or `undefined`, written in place or in a `const` of one
// (`r.code !== OK` of `const OK = 0`); "other" for anything else.
function literalOf(node: Node, model: ExecutionModel, depth = 0): number | string | boolean | null | undefined | "other" {
  const n = unparenthesised(node);
  switch (n.kind) {
    case SyntaxKind.Identifier: {
      if (model.scopes.declarationOf(n) === undefined) return fields(n).text === "undefined" ? undefined : "other";
      const init = constValue(n, model.scopes);
      return init === undefined || depth > 4 ? "other" : literalOf(init, model, depth + 1);
    }
    case SyntaxKind.NumericLiteral:
      return Number(fields(n).text);
    case SyntaxKind.StringLiteral:
    case SyntaxKind.NoSubstitutionTemplateLiteral:
      return fields(n).text ?? "other";
    case SyntaxKind.TrueKeyword:
      return true;
    case SyntaxKind.FalseKeyword:
      return false;
    case SyntaxKind.NullKeyword:
      return null;
    case SyntaxKind.PrefixUnaryExpression: {
      const operand = unparenthesised(fields(n).operand as Node);
      return fields(n).operator === SyntaxKind.MinusToken && operand.kind === SyntaxKind.NumericLiteral ? -Number(fields(operand).text) : "other";
    }
    default:
      return "other";
  }
}

// `undefined OP literal` (or `literal OP undefined`: each operator here gives the same either way round), as
// JavaScript computes it; undefined for an operand the text does not fix.
function compareUndefined(op: SyntaxKind, literal: number | string | boolean | null | undefined | "other"): Outcome {
  if (literal === "other") return undefined;
  switch (op) {
    case SyntaxKind.EqualsEqualsEqualsToken:
      return literal === undefined;
    case SyntaxKind.ExclamationEqualsEqualsToken:
      return literal !== undefined;
    case SyntaxKind.EqualsEqualsToken:
      return literal === undefined || literal === null;
    case SyntaxKind.ExclamationEqualsToken:
      return !(literal === undefined || literal === null);
    // `undefined` turns into NaN, so every ordering is false, on either side.
    case SyntaxKind.LessThanToken:
    case SyntaxKind.LessThanEqualsToken:
    case SyntaxKind.GreaterThanToken:
    case SyntaxKind.GreaterThanEqualsToken:
      return false;
    default:
      return undefined;
  }
}

/**
 * The `throw` a branch always reaches once entered: the branch itself, or the last statement of a block before which
 * stand only expressions and declarations (a call that throws first fails the program as well).
 */
function throwOf(branch: Node): Node | undefined {
  if (branch.kind === SyntaxKind.ThrowStatement) return branch;
  if (branch.kind !== SyntaxKind.Block) return undefined;
  const list = fields(branch).statements ?? [];
  const last = list[list.length - 1];
  if (last?.kind !== SyntaxKind.ThrowStatement) return undefined;
  return list.slice(0, -1).every((s) => s.kind === SyntaxKind.ExpressionStatement || s.kind === SyntaxKind.VariableStatement) ? last : undefined;
}
