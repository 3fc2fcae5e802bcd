/**
 * What `new.target` holds where the text decides it. It is the function `new` was applied to, or undefined on a
 * plain call, so it follows from how the function it is read in is entered:
 * - a class constructor runs only under `new` (through `super()` of a subclass too);
 * - a method, an accessor, a generator and an async function are never constructors, so it is undefined there;
 * - a function declared once and never written, whose every use is `new F(…)`, or every use a plain call
 *   (`F(…)`, `F.call(…)`, `F.apply(…)`), is entered one way only.
 * An arrow reads the `new.target` of the function around it.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { anywhereInProgram, bindingFunction, calledInPlace, fields, isAsync, isGenerator, onlyTested, outermost, unparenthesised } from "./syntax.js";

/** How a function is entered, as `new.target` tells it: `constructed` (always under `new`), `called` (never). */
export type NewTarget = "constructed" | "called";

/** Whether `node` is `new.target`. */
export function isNewTarget(node: Node): boolean {
  const n = unparenthesised(node);
  return n.kind === SyntaxKind.MetaProperty && (n as Node & { readonly keywordToken?: SyntaxKind }).keywordToken === SyntaxKind.NewKeyword;
}

/** How the function that `newTarget` (a `new.target`) is read in is entered; undefined where the text does not fix it. */
export function newTargetOf(newTarget: Node, scopes: Scopes): NewTarget | undefined {
  const fn = bindingFunction(newTarget);
  if (fn === undefined) return undefined;
  if (fn.kind === SyntaxKind.Constructor) return "constructed";
  if (fn.kind !== SyntaxKind.FunctionDeclaration && fn.kind !== SyntaxKind.FunctionExpression) return "called";
  if (isAsync(fn) || isGenerator(fn)) return "called";
  const name = fields(fn).name;
  const d = name === undefined ? undefined : scopes.declarationOf(name);
  // A function expression's own name binds only inside it; its uses outside go through what holds it.
  if (d === undefined || d.holder !== fn || d.writes > 0 || d.count > 1) return undefined;
  const uses = d.references.filter((r) => r !== d.identifier);
  if (uses.length === 0) return undefined;
  if (uses.every(constructs)) return "constructed";
  return uses.every(callsPlainly) ? "called" : undefined;
}

const constructing = new WeakMap<Node, boolean>();

/**
 * Whether `new.target === C` (of `newTarget`, in a constructor of class `C` bound by `cls`) can never hold: no `new` of
 * the program names `C`, none constructs a value it does not name (`new this()`, `new Ctor()` of a parameter), nothing
 * hands `C` on (to `Reflect.construct`) and nothing writes it, so `C`'s constructor runs only through a subclass's
 * `super()`.
 */
export function neverTargetOf(newTarget: Node, cls: Node, scopes: Scopes): boolean {
  const fn = bindingFunction(newTarget);
  const c = unparenthesised(cls);
  const d = c.kind === SyntaxKind.Identifier ? scopes.declarationOf(c) : undefined;
  if (fn?.kind !== SyntaxKind.Constructor || d === undefined || d.kind !== "class" || d.holder !== fn.parent || d.writes > 0 || d.count > 1) return false;
  // Only the class's own uses that make nothing: `extends C`, `C.x`, `x instanceof C`, `=== C`, `typeof C`.
  if (!d.references.every((r) => r === d.identifier || extended(r) || inert(r))) return false;
  return !anywhereInProgram(newTarget, constructing, (n) => {
    if (n.kind === SyntaxKind.Identifier) return fields(n).text === "Reflect";
    if (n.kind !== SyntaxKind.NewExpression) return false;
    const callee = unparenthesised(fields(n).expression as Node);
    if (callee.kind !== SyntaxKind.Identifier) return true;
    const target = scopes.declarationOf(callee);
    return target !== undefined && target.kind !== "class" && target.kind !== "function";
  });
}

function constructs(r: Node): boolean {
  const outer = outermost(r);
  return outer.parent?.kind === SyntaxKind.NewExpression && fields(outer.parent).expression === outer;
}

function callsPlainly(r: Node): boolean {
  if (calledInPlace(r)) return true;
  const outer = outermost(r);
  const parent = outer.parent;
  // `F.call(this, …)`, `F.apply(this, args)`: a plain call with a receiver.
  if (parent?.kind !== SyntaxKind.PropertyAccessExpression || fields(parent).expression !== outer) return false;
  const method = fields(parent).name?.text;
  const call = parent.parent;
  return (method === "call" || method === "apply") && call?.kind === SyntaxKind.CallExpression && fields(call).expression === parent;
}

// `class Text extends C`: the subclass constructs through `super()`, with itself as `new.target`.
function extended(r: Node): boolean {
  const outer = outermost(r);
  return outer.parent?.kind === SyntaxKind.ExpressionWithTypeArguments && outer.parent.parent?.kind === SyntaxKind.HeritageClause;
}

// A use that hands the class to nothing: a member read (not `C.prototype`, nor a call of a static on it, which may
// `new this()`: the program-wide test catches that), `instanceof`, a comparison, `typeof`.
function inert(r: Node): boolean {
  const outer = outermost(r);
  const parent = outer.parent;
  if (parent?.kind === SyntaxKind.PropertyAccessExpression) return fields(parent).expression === outer && fields(parent).name?.text !== "prototype";
  return onlyTested(r);
}
