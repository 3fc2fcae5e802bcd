/**
 * Members that only ever hold objects the program makes in place: `this.keys = []`, `this.pos = new Map()`, a field
 * `handlers = {}`, in a program that writes a member of that name nowhere else. A value read from such a member is one
 * of those objects, never an instance of the program's classes, a prototype or the global object: writing or reading
 * it by a computed key (`this.keys[p] = …`, `this.handlers[type]`) can neither give an instance a member nor take a
 * method off one.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import { freshObject, isWriteTarget } from "./own-objects.js";
import type { Scopes } from "./scopes.js";
import { fields, globalMethodCall, memberName, unparenthesised } from "./syntax.js";

const found = new WeakMap<Node, ReadonlySet<string>>();

/** The names of the members that only ever hold objects made in place, found in one walk of the program (once). */
export function freshMembers(root: Node, scopes: Scopes): ReadonlySet<string> {
  let fresh = found.get(root);
  if (fresh === undefined) {
    fresh = findFreshMembers(root, scopes);
    found.set(root, fresh);
  }
  return fresh;
}

function findFreshMembers(root: Node, scopes: Scopes): ReadonlySet<string> {
  const fresh = new Set<string>();
  const spoiled = new Set<string>();
  const computedWrites: Node[] = [];
  const visit = (n: Node): void => {
    if (n.kind === SyntaxKind.PropertyAccessExpression && isWriteTarget(n)) {
      const name = fields(n).name?.text ?? "";
      const assignment = n.parent;
      const plainWrite = assignment?.kind === SyntaxKind.BinaryExpression && fields(assignment).left === n && fields(assignment).operatorToken?.kind === SyntaxKind.EqualsToken;
      (plainWrite && madeInPlace(fields(assignment).right as Node, scopes) ? fresh : spoiled).add(name);
    } else if (n.kind === SyntaxKind.ElementAccessExpression && isWriteTarget(n)) {
      const name = memberName(n);
      if (name === undefined) computedWrites.push(n);
      else spoiled.add(name);
    } else if (n.kind === SyntaxKind.PropertyDeclaration || n.kind === SyntaxKind.PropertyAssignment) {
      const key = fields(n).name;
      const name = key?.kind === SyntaxKind.Identifier || key?.kind === SyntaxKind.StringLiteral || key?.kind === SyntaxKind.PrivateIdentifier ? fields(key).text : undefined;
      const init = fields(n).initializer;
      const made = init === undefined ? n.kind === SyntaxKind.PropertyDeclaration : madeInPlace(init, scopes);
      if (name !== undefined) (made ? fresh : spoiled).add(name);
    } else if (n.kind === SyntaxKind.ShorthandPropertyAssignment || n.kind === SyntaxKind.MethodDeclaration || n.kind === SyntaxKind.GetAccessor || n.kind === SyntaxKind.SetAccessor) {
      const key = fields(n).name;
      if (key?.kind === SyntaxKind.Identifier || key?.kind === SyntaxKind.StringLiteral) spoiled.add(fields(key).text ?? "");
    } else if (n.kind === SyntaxKind.StringLiteral) {
      // A name given as text (`Object.defineProperty(o, "keys", …)`, `Reflect.set`) may be written any way.
      spoiled.add(fields(n).text ?? "");
    }
    n.forEachChild((c) => {
      visit(c);
      return undefined;
    });
  };
  visit(root);
  for (const name of [...spoiled, ...NEVER_FRESH]) fresh.delete(name);
  // A key the program computes, written on what may be any object, may write any member.
  const known = (e: Node): boolean => freshObject(e, scopes) || readOf(e, fresh, scopes);
  if (computedWrites.some((w) => !known(fields(w).expression as Node))) return new Set();
  return fresh;
}

/** Whether an expression reads one of the fresh members (`this.keys`), or is a `const` given such a read. */
export function readOf(expression: Node, fresh: ReadonlySet<string>, scopes: Scopes): boolean {
  let e = unparenthesised(expression);
  if (e.kind === SyntaxKind.Identifier) {
    const d = scopes.declarationOf(e);
    const init = d !== undefined && d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
    if (init === undefined) return false;
    e = unparenthesised(init);
  }
  return e.kind === SyntaxKind.PropertyAccessExpression && fresh.has(fields(e).name?.text ?? "");
}

// An object made where it is written: an object or array literal, a `new` of a collection of the guest's, or
// `Object.create(null)`.
function madeInPlace(value: Node, scopes: Scopes): boolean {
  const v = unparenthesised(value);
  if (v.kind === SyntaxKind.ObjectLiteralExpression || v.kind === SyntaxKind.ArrayLiteralExpression) return true;
  if (v.kind === SyntaxKind.NewExpression) {
    const callee = unparenthesised(fields(v).expression as Node);
    return callee.kind === SyntaxKind.Identifier && scopes.declarationOf(callee) === undefined && COLLECTIONS.has(fields(callee).text ?? "");
  }
  const named = globalMethodCall(v, scopes);
  const [arg] = fields(v).arguments ?? [];
  return named?.[0] === "Object" && named[1] === "create" && arg !== undefined && unparenthesised(arg).kind === SyntaxKind.NullKeyword;
}

const COLLECTIONS: ReadonlySet<string> = new Set(["Map", "Set", "WeakMap", "WeakSet", "Array"]);

// Members that hold a prototype or the global object wherever the language puts them, whatever the program writes.
const NEVER_FRESH: readonly string[] = ["prototype", "constructor", "__proto__", "globalThis", "self", "window", "global"];

/**
 * Whether a value is read through one of `members` (`bus.events`, `this.events.list`, a `const` given such a read): it
 * may be, or be inside, an object the program writes by keys it computes.
 */
export function readThrough(value: Node, members: ReadonlySet<string>, scopes: Scopes, depth = 0): boolean {
  let e = unparenthesised(value);
  for (let hops = 0; hops < 16; hops++) {
    if (e.kind === SyntaxKind.PropertyAccessExpression && members.has(fields(e).name?.text ?? "")) return true;
    if (e.kind !== SyntaxKind.PropertyAccessExpression && e.kind !== SyntaxKind.ElementAccessExpression && e.kind !== SyntaxKind.CallExpression) break;
    e = unparenthesised(fields(e).expression as Node);
  }
  if (e.kind !== SyntaxKind.Identifier || depth > 4) return false;
  const d = scopes.declarationOf(e);
  const init = d !== undefined && d.holder.kind === SyntaxKind.VariableDeclaration && fields(d.holder).name === d.identifier ? fields(d.holder).initializer : undefined;
  return init !== undefined && readThrough(init, members, scopes, depth + 1);
}
