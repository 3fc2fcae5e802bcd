/**
 * A member of a value that is always `undefined` or `null` (GG1016): `value.trim()` of `const [key, value] =
 * "timeout".split("=")`, `m[1]` of a `match` the text fixes to find nothing, `HEADER.split(";")[2].toUpperCase()`,
 * `LIMITS.max` before `var LIMITS = …` runs. Reading a member of either, writing one, taking the value apart by a
 * pattern, or calling a name that holds it, throws a TypeError whenever it runs.
 *
 * The execution model's values decide "always": a value the program's text fixes (a constant, a built-in asked of
 * constants, a member a literal spelled out in full lacks), never a type's opinion. A read in an optional chain
 * (`m?.[1]`, `a?.b.c`) stops there instead, and is left alone.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import { fields, unparenthesised } from "./execution/syntax.js";
import { outermostParentheses } from "../syntax/parentheses.js";
import type { Scopes } from "./execution/scopes.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";

/** A finding (GG1016) for each member read, write or pattern of a value that is always undefined or null. */
export function nullishReadFindings(source: Source): RawDiagnostic[] {
  const owners: Node[] = [];
  for (const node of source.nodes) {
    const owner = readOwner(node);
    if (owner !== undefined && mayBeFixed(owner)) owners.push(owner);
  }
  if (owners.length === 0) return [];
  const model = executionOf(source);
  const found: RawDiagnostic[] = [];
  for (const owner of owners) {
    const o = unparenthesised(owner);
    if (ofGlobal(o, model.scopes)) continue;
    const known = model.values.of(o);
    if (known.nullish !== true) continue;
    const certain = model.fails(owner);
    const start = source.start(o);
    const text = source.text.slice(start, o.end);
    // A pattern's finding spans the declaration: the compiler's word on the elements it takes (`const { groups } =
    // /…/.exec(LINE)`: no `groups` on `RegExpExecArray | null`) gives way to it.
    const at = readKind(owner) === "pattern" ? (outermostParentheses(owner).parent as Node) : o;
    const from = source.start(at);
    found.push({ start: from, length: at.end - from, code: GG.nullishRead, message: messages.nullishRead(text.length > 60 ? `${text.slice(0, 57)}...` : text, known.exactly ?? "undefined or null", readKind(owner)), certain, advisory: !certain });
  }
  return found;
}

/**
 * The value whose member `node` reads or writes, or that `node` takes apart by a pattern: undefined for anything else,
 * and for a read in an optional chain (which stops where the value is nullish).
 */
function readOwner(node: Node): Node | undefined {
  if (node.kind === SyntaxKind.PropertyAccessExpression || node.kind === SyntaxKind.ElementAccessExpression) {
    if (inOptionalChain(node)) return undefined;
    return fields(node).expression;
  }
  // `format("x")` of a name that holds undefined: "format is not a function".
  if (node.kind === SyntaxKind.CallExpression && fields(node).questionDotToken === undefined && unparenthesised(fields(node).expression as Node).kind === SyntaxKind.Identifier) return fields(node).expression;
  if (node.kind === SyntaxKind.VariableDeclaration) {
    const name = fields(node).name;
    return name?.kind === SyntaxKind.ObjectBindingPattern || name?.kind === SyntaxKind.ArrayBindingPattern ? fields(node).initializer : undefined;
  }
  return undefined;
}

// How the value is used: a member read or written, a pattern taking it apart, or a call.
function readKind(owner: Node): "member" | "pattern" | "call" {
  const parent = outermostParentheses(owner).parent;
  if (parent?.kind === SyntaxKind.VariableDeclaration) return "pattern";
  return parent?.kind === SyntaxKind.CallExpression && fields(parent).expression === outermostParentheses(owner) ? "call" : "member";
}

// Whether a member access is a link of an optional chain: it or a link it reads through has `?.`.
function inOptionalChain(node: Node): boolean {
  for (let n: Node | undefined = node; n !== undefined; n = fields(n).expression) {
    if (n.kind !== SyntaxKind.PropertyAccessExpression && n.kind !== SyntaxKind.ElementAccessExpression && n.kind !== SyntaxKind.CallExpression && n.kind !== SyntaxKind.NonNullExpression) return false;
    if (fields(n).questionDotToken !== undefined) return true;
  }
  return false;
}

// Values whose text may fix them to be nullish: a name, a member, an element, a call; never `this`, `super`, a
// literal or anything else the model answers about from its form alone, and never a member of a global (the checker
// names a global the guest lacks, or a later edition's member, by its own codes).
function mayBeFixed(owner: Node): boolean {
  const o = unparenthesised(owner);
  switch (o.kind) {
    case SyntaxKind.Identifier:
      return fields(o).text !== "undefined";
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.ElementAccessExpression:
    case SyntaxKind.CallExpression:
      return true;
    default:
      return false;
  }
}

// Whether a member read is rooted at a name no declaration binds (a global: `globalThis.process`, `Object.groupBy`)
// or at `import.meta`.
function ofGlobal(access: Node, scopes: Scopes): boolean {
  if (access.kind !== SyntaxKind.PropertyAccessExpression && access.kind !== SyntaxKind.ElementAccessExpression) return false;
  let n = access;
  while (n.kind === SyntaxKind.PropertyAccessExpression || n.kind === SyntaxKind.ElementAccessExpression) n = unparenthesised(fields(n).expression as Node);
  return n.kind === SyntaxKind.MetaProperty || (n.kind === SyntaxKind.Identifier && scopes.declarationOf(n) === undefined);
}
