/**
 * Where a program may run its own code on a member read or a loose comparison: a getter (`get x()`,
 * `defineProperty`, `defineProperties`, `__defineGetter__`, `Object.create` with descriptors, a `Proxy`) runs on a
 * read; a conversion of its own (a `valueOf` or `toString` it defines, or a computed key such as
 * `Symbol.toPrimitive`) runs when `==` compares an object. Without either, reading `a.b` twice in a row gives the
 * same value twice, and `a == b` answers the same twice.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, memberName } from "./syntax.js";

/** What a node may hook: member reads (a getter), or conversions of an object to a primitive. */
export type ReadHook = "getter" | "conversion";

const DEFINERS: ReadonlySet<string> = new Set(["defineProperty", "defineProperties", "__defineGetter__"]);
const CONVERSIONS: ReadonlySet<string> = new Set(["valueOf", "toString"]);

/** What `node` itself (not its children) may hook, if anything. */
export function readHookOf(node: Node, scopes: Scopes): ReadHook | undefined {
  switch (node.kind) {
    case SyntaxKind.GetAccessor:
      return "getter";
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.PropertyAssignment:
    case SyntaxKind.PropertyDeclaration:
    case SyntaxKind.ShorthandPropertyAssignment: {
      const name = fields(node).name;
      return name?.kind === SyntaxKind.ComputedPropertyName || CONVERSIONS.has(name?.text ?? "") ? "conversion" : undefined;
    }
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression: {
      const name = memberName(node);
      if (name !== undefined && DEFINERS.has(name)) return "getter";
      const parent = node.parent;
      if (name === "create" && parent?.kind === SyntaxKind.CallExpression && fields(parent).expression === node && (fields(parent).arguments ?? []).length > 1) return "getter";
      // `o.valueOf = …`, `o[key] = …`: a conversion the program adds.
      const assigned = parent?.kind === SyntaxKind.BinaryExpression && fields(parent).left === node && fields(parent).operatorToken?.kind === SyntaxKind.EqualsToken;
      return assigned && (name === undefined || CONVERSIONS.has(name)) ? "conversion" : undefined;
    }
    case SyntaxKind.Identifier:
      return fields(node).text === "Proxy" && scopes.declarationOf(node) === undefined ? "getter" : undefined;
    default:
      return undefined;
  }
}
