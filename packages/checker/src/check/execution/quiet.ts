/**
 * Code that cannot throw, by its text: a `try` block of such statements never hands its `catch` anything, so the
 * catch never runs (`try { read = (p) => gg.files.readFile(p); } catch { read = … }`). The rule is small and exact:
 * declarations and assignments of values that evaluate without running anything (literals, functions written in place,
 * literals of those) to bindings that are certainly initialised and not `const`. Anything else (a call, a read of a
 * name, a member, a computed key, a class) may throw.
 */
import { GUEST_CONSOLE_METHODS } from "@gg/catalogue";
import { SyntaxKind } from "../../syntax/tree.js";
import type { Node } from "../../syntax/tree.js";
import type { Declaration, Scopes } from "./scopes.js";
import { fields, globalMethodCall, isFunctionWithBody, unparenthesised } from "./syntax.js";

// Values that evaluate to themselves.
const INERT: ReadonlySet<SyntaxKind> = new Set([
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.RegularExpressionLiteral,
  SyntaxKind.TrueKeyword,
  SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword,
  SyntaxKind.ArrowFunction,
  SyntaxKind.FunctionExpression,
]);

const PRIMITIVE_LITERALS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.NumericLiteral, SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral, SyntaxKind.TrueKeyword, SyntaxKind.FalseKeyword, SyntaxKind.NullKeyword]);

/** Whether a block's statements certainly run without throwing. */
export function cannotThrow(block: Node, scopes: Scopes): boolean {
  return (fields(block).statements ?? []).every((s) => quietStatement(s, block, scopes));
}

/** Whether a statement of `block` cannot throw (a declaration, a literal, an assignment of one to a binding set before). */
export function quietStatement(s: Node, block: Node, scopes: Scopes): boolean {
  switch (s.kind) {
    case SyntaxKind.EmptyStatement:
    case SyntaxKind.FunctionDeclaration:
      return true;
    case SyntaxKind.VariableStatement: {
      const list = (s as Node & { readonly declarationList?: Node & { readonly declarations?: readonly Node[] } }).declarationList;
      return (list?.declarations ?? []).every((d) => fields(d).name?.kind === SyntaxKind.Identifier && (fields(d).initializer === undefined || inert(fields(d).initializer as Node)));
    }
    case SyntaxKind.ExpressionStatement: {
      const e = unparenthesised(fields(s).expression as Node);
      if (inert(e) || settledAwait(e, scopes) || consoleOfLiterals(e, scopes)) return true;
      if (e.kind !== SyntaxKind.BinaryExpression || fields(e).operatorToken?.kind !== SyntaxKind.EqualsToken || !(inert(fields(e).right as Node) || settledAwait(fields(e).right as Node, scopes))) return false;
      const left = unparenthesised(fields(e).left as Node);
      return left.kind === SyntaxKind.Identifier && initialisedBefore(scopes.declarationOf(left), block);
    }
    default:
      return false;
  }
}

// `await null`, `await Promise.resolve({ retries: 3 })`: waiting on a value that is no thenable (no `then` member) fulfils.
function settledAwait(value: Node, scopes: Scopes): boolean {
  const v = unparenthesised(value);
  if (v.kind !== SyntaxKind.AwaitExpression) return false;
  let operand = unparenthesised(fields(v).expression as Node);
  const named = globalMethodCall(operand, scopes);
  if (operand.kind === SyntaxKind.CallExpression && named?.[0] === "Promise" && named[1] === "resolve") {
    const [first] = fields(operand).arguments ?? [];
    if (first === undefined) return true;
    operand = unparenthesised(first);
  }
  return inert(operand) && !hasThen(operand);
}

function hasThen(value: Node): boolean {
  return value.kind === SyntaxKind.ObjectLiteralExpression && ((value as Node & { readonly properties?: readonly Node[] }).properties ?? []).some((p) => fields(p).name?.kind === SyntaxKind.ComputedPropertyName || fields(fields(p).name ?? p).text === "then");
}

// `console.log("x")`: the guest's console writing literals it is given.
function consoleOfLiterals(value: Node, scopes: Scopes): boolean {
  const named = globalMethodCall(value, scopes);
  return value.kind === SyntaxKind.CallExpression && named?.[0] === "console" && GUEST_CONSOLE_METHODS.includes(named[1]) && (fields(value).arguments ?? []).every((a) => PRIMITIVE_LITERALS.has(unparenthesised(a).kind));
}

/** Whether evaluating a value cannot throw or run code: a literal, an operator on literals, an array or object of such. */
export function inert(value: Node, depth = 0): boolean {
  const v = unparenthesised(value);
  if (INERT.has(v.kind)) return true;
  if (depth > 4) return false;
  // `-1`, `!0`, `void 0`: an operator on a literal.
  if (v.kind === SyntaxKind.PrefixUnaryExpression && fields(v).operator !== SyntaxKind.PlusPlusToken && fields(v).operator !== SyntaxKind.MinusMinusToken) return PRIMITIVE_LITERALS.has(unparenthesised(fields(v).operand as Node).kind);
  if (v.kind === SyntaxKind.VoidExpression) return PRIMITIVE_LITERALS.has(unparenthesised(fields(v).expression as Node).kind);
  // Arithmetic and comparisons of number and string literals (no BigInt, which throws mixed with a number).
  if (v.kind === SyntaxKind.BinaryExpression) {
    const op = fields(v).operatorToken?.kind;
    const plain = (n: Node): boolean => PRIMITIVE_LITERALS.has(unparenthesised(n).kind);
    return op !== undefined && !(op >= SyntaxKind.FirstAssignment && op <= SyntaxKind.LastAssignment) && op !== SyntaxKind.InKeyword && op !== SyntaxKind.InstanceOfKeyword && plain(fields(v).left as Node) && plain(fields(v).right as Node);
  }
  if (v.kind === SyntaxKind.ArrayLiteralExpression) return ((v as Node & { readonly elements?: readonly Node[] }).elements ?? []).every((e) => inert(e, depth + 1));
  if (v.kind !== SyntaxKind.ObjectLiteralExpression) return false;
  return ((v as Node & { readonly properties?: readonly Node[] }).properties ?? []).every((p) => {
    const name = fields(p).name;
    if (name === undefined || name.kind === SyntaxKind.ComputedPropertyName) return false;
    if (p.kind === SyntaxKind.MethodDeclaration || p.kind === SyntaxKind.GetAccessor || p.kind === SyntaxKind.SetAccessor) return true;
    return p.kind === SyntaxKind.PropertyAssignment && inert(fields(p).initializer as Node, depth + 1);
  });
}

/**
 * Whether a binding may be assigned at `block` without throwing: a `var` or parameter of the same function, or a
 * `let` declared in that function by a statement that ends before the block (so out of its dead zone).
 */
function initialisedBefore(d: Declaration | undefined, block: Node): boolean {
  if (d === undefined || (d.kind !== "var" && d.kind !== "let" && d.kind !== "parameter")) return false;
  if (functionAround(d.holder) !== functionAround(block)) return false;
  return d.kind !== "let" || d.holder.end <= block.pos;
}

function functionAround(node: Node): Node | undefined {
  let n = node.parent;
  while (n !== undefined && !isFunctionWithBody(n)) n = n.parent;
  return n;
}
