/**
 * Truth the text alone fixes, whatever the program does while it runs: a literal (`constantTruth`), its negation, a
 * `const` of one (`const DEBUG = true`), `undefined`. The value model (`values.ts`) knows far more, and may be wrong
 * where the run does what the text does not show (`obj.pop()` borrowed from arrays gives `obj` a `length`); a finding
 * that says code runs on every run because of a test asks this instead, so such a slip can never make it a false
 * refusal.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { constantTruth, fields, unparenthesised } from "./syntax.js";

/** What `expression` is as a test, where the text fixes it; undefined otherwise. */
export function fixedTruth(expression: Node, scopes: Scopes, depth = 0): boolean | undefined {
  const e = unparenthesised(expression);
  const literal = constantTruth(e);
  if (literal !== undefined || depth > 8) return literal;
  if (e.kind === SyntaxKind.PrefixUnaryExpression && fields(e).operator === SyntaxKind.ExclamationToken) {
    const inner = fixedTruth(fields(e).operand as Node, scopes, depth + 1);
    return inner === undefined ? undefined : !inner;
  }
  if (e.kind !== SyntaxKind.Identifier) return undefined;
  const d = scopes.declarationOf(e);
  if (d === undefined) return fields(e).text === "undefined" ? false : undefined;
  if (d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return undefined;
  const init = fields(d.holder).initializer;
  return init === undefined ? undefined : fixedTruth(init, scopes, depth + 1);
}

/** Whether `expression` is `null` or `undefined` where the text fixes it (true), is not (false), or not known. */
export function fixedNullish(expression: Node, scopes: Scopes): boolean | undefined {
  const e = unparenthesised(expression);
  if (e.kind === SyntaxKind.NullKeyword || e.kind === SyntaxKind.VoidExpression) return true;
  if (e.kind === SyntaxKind.Identifier && scopes.declarationOf(e) === undefined && fields(e).text === "undefined") return true;
  const truth = fixedTruth(e, scopes);
  return truth === true ? false : undefined;
}
