/**
 * Loops the text shows are never entered: a `for` whose first test compares its own counter's start with a constant
 * and fails (`for (let i = 0; i < RETRIES; i++)` with `const RETRIES = 0`), and a `for…in` over an object that has no
 * key whenever it is read (`{}` written in place, or a `const` of `{}` that nothing fills). Their bodies never run.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { isWriteTarget } from "./own-objects.js";
import { fields, globalMethodCall, objectLiteralOf, unparenthesised } from "./syntax.js";

/** The constants the model reads (`Values.constant`). */
export type Constant = (expression: Node) => string | number | undefined;

/**
 * Whether a `for` or `while` statement's first test is false: its body (and a `for`'s update) never run. The counter's
 * start is the `for`'s own declaration, or for a `while` the declaration in the statement right before it
 * (`let i = 0; while (i < LIMIT) …`).
 */
export function firstTestFails(loop: Node, constant: Constant, scopes: Scopes): boolean {
  const condition = loop.kind === SyntaxKind.WhileStatement ? fields(loop).expression : fields(loop).condition;
  const initializer = loop.kind === SyntaxKind.WhileStatement ? precedingDeclarations(loop) : fields(loop).initializer;
  if (condition === undefined || initializer?.kind !== SyntaxKind.VariableDeclarationList) return false;
  const test = unparenthesised(condition);
  if (test.kind !== SyntaxKind.BinaryExpression) return false;
  const declarations = (initializer as Node & { readonly declarations?: readonly Node[] }).declarations ?? [];
  // A side's value at the first test: the loop's own counter at its start, or a constant of the program.
  const start = (side: Node): string | number | undefined => {
    const s = unparenthesised(side);
    if (s.kind === SyntaxKind.Identifier) {
      const d = scopes.declarationOf(s);
      const own = declarations.find((v) => fields(v).name === d?.identifier);
      if (own !== undefined) return fields(own).initializer === undefined ? undefined : constant(fields(own).initializer as Node);
    }
    return constant(s);
  };
  const left = start(fields(test).left as Node);
  const right = start(fields(test).right as Node);
  if (typeof left !== "number" || typeof right !== "number") return false;
  switch (fields(test).operatorToken?.kind) {
    case SyntaxKind.LessThanToken:
      return !(left < right);
    case SyntaxKind.LessThanEqualsToken:
      return !(left <= right);
    case SyntaxKind.GreaterThanToken:
      return !(left > right);
    case SyntaxKind.GreaterThanEqualsToken:
      return !(left >= right);
    case SyntaxKind.ExclamationEqualsEqualsToken:
    case SyntaxKind.ExclamationEqualsToken:
      return left === right;
    default:
      return false;
  }
}

// The declarations of the statement right before `loop` in its statement list (`let i = 0;`), if it is one.
function precedingDeclarations(loop: Node): Node | undefined {
  const list = loop.parent === undefined ? undefined : (fields(loop.parent).statements as readonly Node[] | undefined);
  const at = list === undefined ? -1 : list.indexOf(loop);
  const before = at > 0 ? list?.[at - 1] : undefined;
  return before?.kind === SyntaxKind.VariableStatement ? (before as Node & { readonly declarationList?: Node }).declarationList : undefined;
}

/**
 * Whether a `for…in` runs over an object with no enumerable key: `{}` written in place, or a `const` bound to `{}`
 * whose every other use only reads it (the loop itself, `Object.keys(x)`, `JSON.stringify(x)`, `k in x`, `x[k]`). `inherits`
 * says whether the program may give every object an enumerable key (a member written on a prototype or by a key the
 * model cannot read).
 */
export function emptyObject(expression: Node, scopes: Scopes, inherits: boolean): boolean {
  if (inherits) return false;
  const n = unparenthesised(expression);
  const inPlace = objectLiteralOf(n, scopes);
  if (inPlace !== undefined) return ((inPlace as Node & { readonly properties?: readonly Node[] }).properties ?? []).length === 0;
  if (n.kind !== SyntaxKind.Identifier) return false;
  const d = scopes.declarationOf(n);
  if (d === undefined || d.kind !== "const" || d.count > 1 || d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
  const init = fields(d.holder).initializer;
  // `{}` or `Object.freeze({})`.
  const literal = init === undefined ? undefined : objectLiteralOf(init, scopes);
  if (literal?.kind !== SyntaxKind.ObjectLiteralExpression || ((literal as Node & { readonly properties?: readonly Node[] }).properties ?? []).length > 0) return false;
  return d.references.every((r) => r === d.identifier || onlyReads(r, scopes));
}

// Object statics that read an object without changing it.
const READERS: ReadonlySet<string> = new Set(["keys", "values", "entries", "getOwnPropertyNames", "isFrozen", "isSealed"]);

/** Whether the use of `reference` only reads the object it names: a `for…in` over it, a member read, `typeof`, `in`, `Object.keys`. */
export function onlyReads(reference: Node, scopes: Scopes): boolean {
  let outer = reference;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  const parent = outer.parent;
  if (parent === undefined) return false;
  switch (parent.kind) {
    case SyntaxKind.ForInStatement:
      return fields(parent).expression === outer;
    case SyntaxKind.TypeOfExpression:
      return true;
    // `overrides[key]`, `overrides.hasOwnProperty(key)`: a member read gives no key.
    case SyntaxKind.ElementAccessExpression:
    case SyntaxKind.PropertyAccessExpression:
      return fields(parent).expression === outer && !isWriteTarget(parent);
    case SyntaxKind.BinaryExpression:
      return fields(parent).right === outer && fields(parent).operatorToken?.kind === SyntaxKind.InKeyword;
    case SyntaxKind.CallExpression: {
      const named = globalMethodCall(parent, scopes);
      return named !== undefined && ((named[0] === "Object" && READERS.has(named[1])) || (named[0] === "JSON" && named[1] === "stringify")) && fields(parent).expression !== outer;
    }
    default:
      return false;
  }
}
