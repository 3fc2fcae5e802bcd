/**
 * Which of a Proxy handler's traps the language may call. A trap runs only when its operation is done on the proxy:
 * `set` on a write of one of its members, `has` on `in`, `apply` on a call of the proxy itself. Where every proxy the
 * program makes is held in a `const` whose every use the text shows (`env.HOME`, `"x" in env`), only those uses'
 * traps run; a proxy that goes anywhere else (handed on, returned, a method called on it, `Proxy.revocable`) may have
 * any trap called.
 */
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Scopes } from "./scopes.js";
import { fields, forEachCode, outermost } from "./syntax.js";

/** Every trap a handler may define. */
export const TRAPS: ReadonlySet<string> = new Set(["get", "set", "has", "apply", "construct", "deleteProperty", "ownKeys", "defineProperty", "getOwnPropertyDescriptor", "getPrototypeOf", "setPrototypeOf", "isExtensible", "preventExtensions"]);

const NONE: ReadonlySet<string> = new Set();

/** The traps the program's proxies may have called; none where the program never names the global `Proxy`. */
export function trapsCalled(root: Node, scopes: Scopes): ReadonlySet<string> {
  const called = new Set<string>();
  let any = false;
  forEachCode(root, (n) => {
    if (any || n.kind !== SyntaxKind.Identifier || fields(n).text !== "Proxy" || scopes.declarationOf(n) !== undefined) return;
    const uses = trapsOfProxyMadeAt(n, scopes);
    if (uses === undefined) any = true;
    else for (const t of uses) called.add(t);
  });
  if (any) return TRAPS;
  return called.size === 0 ? NONE : called;
}

// The traps the uses of one `new Proxy(…)` call; undefined where the text does not show every use.
function trapsOfProxyMadeAt(proxy: Node, scopes: Scopes): Set<string> | undefined {
  const made = outermost(proxy).parent;
  if (made?.kind !== SyntaxKind.NewExpression || fields(made).expression !== outermost(proxy)) return undefined;
  const holder = outermost(made).parent;
  if (holder?.kind !== SyntaxKind.VariableDeclaration || fields(holder).initializer !== outermost(made)) return undefined;
  const name = fields(holder).name;
  const d = name?.kind === SyntaxKind.Identifier ? scopes.declarationOf(name) : undefined;
  if (d === undefined || d.kind !== "const" || d.writes > 0 || d.count > 1) return undefined;
  if ((fields(holder.parent?.parent).modifiers ?? []).some((m) => m.kind === SyntaxKind.ExportKeyword)) return undefined;
  const traps = new Set<string>();
  for (const r of d.references) {
    if (r === d.identifier) continue;
    const use = trapsOfUse(r);
    if (use === undefined) return undefined;
    for (const t of use) traps.add(t);
  }
  return traps;
}

// The traps one reference to a proxy calls; undefined where the proxy goes on to what the text does not follow.
function trapsOfUse(reference: Node): readonly string[] | undefined {
  const outer = outermost(reference);
  const parent = outer.parent;
  if (parent === undefined) return undefined;
  switch (parent.kind) {
    case SyntaxKind.TypeOfExpression:
      return [];
    case SyntaxKind.BinaryExpression: {
      const operator = fields(parent).operatorToken?.kind;
      if (operator === SyntaxKind.InKeyword && fields(parent).right === outer) return ["has"];
      if (operator === SyntaxKind.EqualsEqualsEqualsToken || operator === SyntaxKind.ExclamationEqualsEqualsToken) return [];
      return undefined;
    }
    case SyntaxKind.CallExpression:
      return fields(parent).expression === outer ? ["apply"] : undefined;
    case SyntaxKind.NewExpression:
      return fields(parent).expression === outer ? ["construct"] : undefined;
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
      return fields(parent).expression === outer ? trapsOfMemberUse(parent) : undefined;
    default:
      return undefined;
  }
}

// A member of the proxy: a read runs `get`, `delete` runs `deleteProperty`; a write, or a method called with the
// proxy as `this` (whose code may do anything with it), is followed no further.
function trapsOfMemberUse(access: Node): readonly string[] | undefined {
  const outer = outermost(access);
  const parent = outer.parent;
  if (parent === undefined) return undefined;
  switch (parent.kind) {
    case SyntaxKind.CallExpression:
      return fields(parent).expression === outer ? undefined : ["get"];
    case SyntaxKind.TaggedTemplateExpression:
      return fields(parent).tag === outer ? undefined : ["get"];
    case SyntaxKind.DeleteExpression:
      return ["deleteProperty"];
    case SyntaxKind.PostfixUnaryExpression:
      return undefined;
    case SyntaxKind.PrefixUnaryExpression: {
      const operator = fields(parent).operator;
      return operator === SyntaxKind.PlusPlusToken || operator === SyntaxKind.MinusMinusToken ? undefined : ["get"];
    }
    case SyntaxKind.BinaryExpression: {
      const operator = fields(parent).operatorToken?.kind;
      const assigns = operator !== undefined && operator >= SyntaxKind.FirstAssignment && operator <= SyntaxKind.LastAssignment;
      return assigns && fields(parent).left === outer ? undefined : ["get"];
    }
    case SyntaxKind.ForInStatement:
    case SyntaxKind.ForOfStatement:
      return fields(parent).initializer === outer ? undefined : ["get"];
    case SyntaxKind.ArrayLiteralExpression:
    case SyntaxKind.ShorthandPropertyAssignment:
    case SyntaxKind.PropertyAssignment:
    case SyntaxKind.SpreadElement:
    case SyntaxKind.SpreadAssignment:
      return inAssignedPattern(parent) ? undefined : ["get"];
    default:
      return ["get"];
  }
}

// Whether a literal's part stands in the pattern a destructuring assignment writes to (`[env.a] = xs`,
// `({ k: env.b } = o)`, `for ([env.c] of xs)`).
function inAssignedPattern(part: Node): boolean {
  let node = outermost(part);
  for (;;) {
    const parent = node.parent;
    if (parent === undefined) return false;
    switch (parent.kind) {
      case SyntaxKind.ArrayLiteralExpression:
      case SyntaxKind.ObjectLiteralExpression:
      case SyntaxKind.SpreadElement:
      case SyntaxKind.SpreadAssignment:
      case SyntaxKind.ShorthandPropertyAssignment:
      case SyntaxKind.ParenthesizedExpression:
        node = parent;
        continue;
      case SyntaxKind.PropertyAssignment:
        // `{ k: target }`: only the value side is a target.
        if (fields(parent).initializer !== node) return false;
        node = parent;
        continue;
      case SyntaxKind.BinaryExpression:
        return fields(parent).operatorToken?.kind === SyntaxKind.EqualsToken && fields(parent).left === node;
      case SyntaxKind.ForInStatement:
      case SyntaxKind.ForOfStatement:
        return fields(parent).initializer === node;
      default:
        return false;
    }
  }
}
