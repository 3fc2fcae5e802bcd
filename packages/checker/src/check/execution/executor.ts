/**
 * A Promise executor settles its promise once: after `resolve(…)` or `reject(…)` has run, what the executor throws is
 * thrown away (the promise is already settled), so nothing fails there. Kept to what the text shows: the executor
 * written in place as `new Promise((resolve, reject) => …)` of the guest's `Promise`, its parameters never written,
 * and a call of one of them as a statement that certainly ran before the throwing code, in the executor's own body.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { quietStatement } from "./quiet.js";
import { guestPromiseExecutor } from "./settling.js";
import { fields, outermost, statementsOf, unparenthesised } from "./syntax.js";

/** Whether `node`, in the body of `fn`, runs only after `fn`, a Promise executor, has settled its promise. */
export function settledBefore(node: Node, fn: Node, scopes: Scopes): boolean {
  const settlers = executorSettlers(fn, scopes);
  if (settlers === undefined) return false;
  const settles = (s: Node): boolean => {
    if (s.kind !== SyntaxKind.ExpressionStatement) return false;
    const call = unparenthesised(fields(s).expression as Node);
    if (call.kind !== SyntaxKind.CallExpression) return false;
    const callee = unparenthesised(fields(call).expression as Node);
    const d = callee.kind === SyntaxKind.Identifier ? scopes.declarationOf(callee) : undefined;
    return d !== undefined && settlers.includes(d.identifier);
  };
  let child = node;
  for (let parent = node.parent; parent !== undefined && child !== fn; child = parent, parent = parent.parent) {
    const list = statementsOf(parent);
    if (list !== undefined) {
      // A statement before this one in the same list ran to its end, or this one would not run.
      for (const s of list) {
        if (s === child) break;
        if (settles(s)) return true;
      }
    }
    // A `finally` runs after its `try` block, which settled where a settling call comes before anything that can throw.
    if (parent.kind === SyntaxKind.TryStatement && child === fields(parent).finallyBlock) {
      const block = fields(parent).tryBlock as Node;
      for (const s of statementsOf(block) ?? []) {
        if (settles(s) && plainArguments(s)) return true;
        if (!quietStatement(s, block, scopes)) break;
      }
    }
    // Only statement lists and blocks carry the order: in a nested function the order of its calls decides.
    if (parent !== fn && (parent.kind === SyntaxKind.ArrowFunction || parent.kind === SyntaxKind.FunctionExpression || parent.kind === SyntaxKind.FunctionDeclaration)) return false;
  }
  return false;
}

// The identifiers of an executor's `resolve` and `reject`, where `fn` is one written in place and they are never written.
function executorSettlers(fn: Node, scopes: Scopes): readonly Node[] | undefined {
  const made = outermost(fn).parent;
  if (made?.kind !== SyntaxKind.NewExpression || guestPromiseExecutor(made, scopes) !== fn) return undefined;
  const settlers: Node[] = [];
  for (const p of (fields(fn).parameters ?? []).slice(0, 2)) {
    const name = fields(p).name;
    const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
    if (d !== undefined && d.writes === 0 && d.count === 1) settlers.push(d.identifier);
  }
  return settlers;
}

// `resolve(1)`, `resolve(value)`: arguments whose evaluation cannot throw, so the call certainly happens.
function plainArguments(statement: Node): boolean {
  const call = unparenthesised(fields(statement).expression as Node);
  return (fields(call).arguments ?? []).every((a) => {
    const v = unparenthesised(a);
    return PLAIN.has(v.kind);
  });
}

const PLAIN: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.NumericLiteral, SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword, SyntaxKind.Identifier, SyntaxKind.ArrowFunction, SyntaxKind.FunctionExpression,
]);
