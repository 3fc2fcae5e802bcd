/**
 * Objects the program makes itself (`this` in its classes, an object or array literal, a `new`, a class): a member
 * written on one of them (`this.files = []`) is not written on gg's namespaces, which the program only ever reads.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, unparenthesised } from "./syntax.js";

/** Whether a member write (`x.files = …`, `Object.defineProperty(x, "files", …)`) may land on a gg value. */
export function mayWriteGg(write: Node, scopes: Scopes): boolean {
  const w = unparenthesised(write);
  const receiver = w.kind === SyntaxKind.CallExpression ? fields(w).arguments?.[0] : w.kind === SyntaxKind.PropertyAccessExpression || w.kind === SyntaxKind.ElementAccessExpression ? fields(w).expression : undefined;
  return receiver === undefined || !madeByProgram(receiver, scopes);
}

/** Whether an access chain starts at gg: the global `gg`, or a binding imported from "gg". */
export function rootedAtGg(expression: Node, scopes: Scopes): boolean {
  let n = unparenthesised(expression);
  while (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) n = unparenthesised(fields(n).expression as Node);
  if (n.kind !== SyntaxKind.Identifier) return false;
  const d = scopes.declarationOf(n);
  if (d === undefined) return fields(n).text === "gg";
  if (d.kind !== "import") return false;
  let declaration: Node | undefined = d.holder;
  while (declaration !== undefined && declaration.kind !== SyntaxKind.ImportDeclaration) declaration = declaration.parent;
  const specifier = declaration === undefined ? undefined : (declaration as Node & { readonly moduleSpecifier?: Node }).moduleSpecifier;
  return specifier !== undefined && fields(specifier).text === "gg";
}

// `this`, a literal, a `new`, a class, or a binding never written again that holds one.
function madeByProgram(receiver: Node, scopes: Scopes): boolean {
  const r = unparenthesised(receiver);
  if (r.kind === SyntaxKind.ThisKeyword || made(r)) return true;
  if (r.kind !== SyntaxKind.Identifier) return false;
  const d = scopes.declarationOf(r);
  if (d === undefined || d.writes > 0 || d.count > 1) return false;
  if (d.kind === "class") return true;
  if (d.holder.kind !== SyntaxKind.VariableDeclaration || fields(d.holder).name !== d.identifier) return false;
  const init = fields(d.holder).initializer;
  return init !== undefined && made(unparenthesised(init));
}

function made(n: Node): boolean {
  return n.kind === SyntaxKind.ObjectLiteralExpression || n.kind === SyntaxKind.ArrayLiteralExpression || n.kind === SyntaxKind.NewExpression || n.kind === SyntaxKind.ClassExpression;
}
