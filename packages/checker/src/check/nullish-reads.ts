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
import { isFunctionLike, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";
import { executionOf } from "./execution/index.js";
import type { ExecutionModel } from "./execution/index.js";
import { alwaysExits, fields, unparenthesised } from "./execution/syntax.js";
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
    const certain = model.fails(owner) && !testedFirst(owner, model);
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
 * Whether the program tests the value before the read, by a test the model cannot work out: a condition around the
 * read (`if`, `?:`, the left of `&&`, `||`, `??`, a loop's, a `switch`'s value or cases), or an earlier `if` of an
 * enclosing statement list one branch of which leaves, that names a binding the value is read from. A program that
 * tests a value it then reads most likely reads it where the test rules the missing value out (`if (m?.length > 0)
 * m[0]`, `Object.is(m, null) ? "-" : m[0]`), even where the model cannot say so.
 */
function testedFirst(owner: Node, model: ExecutionModel): boolean {
  const names = namesBehind(owner, model);
  if (names.size === 0) return false;
  const undecided = (condition: Node | undefined): boolean => condition !== undefined && mentionsAny(condition, names, model) && model.values.of(condition).truthy === undefined;
  let child = owner;
  for (let p = owner.parent; p !== undefined && !isFunctionLike(p); child = p, p = p.parent) {
    const f = fields(p);
    switch (p.kind) {
      case SyntaxKind.IfStatement:
        if (child !== f.expression && undecided(f.expression)) return true;
        break;
      case SyntaxKind.ConditionalExpression:
        if (child !== f.condition && undecided(f.condition)) return true;
        break;
      case SyntaxKind.BinaryExpression: {
        const op = f.operatorToken?.kind;
        if (child === f.right && (op === SyntaxKind.AmpersandAmpersandToken || op === SyntaxKind.BarBarToken || op === SyntaxKind.QuestionQuestionToken) && undecided(f.left)) return true;
        break;
      }
      case SyntaxKind.WhileStatement:
      case SyntaxKind.DoStatement:
      case SyntaxKind.ForStatement:
        if (child === f.statement && undecided(f.expression ?? f.condition)) return true;
        break;
      case SyntaxKind.CaseBlock: {
        const subject = p.parent === undefined ? undefined : fields(p.parent).expression;
        const tests = ((p as Node & { readonly clauses?: readonly Node[] }).clauses ?? []).map((c) => fields(c).expression).filter((e): e is Node => e !== undefined);
        if ([subject, ...tests].some((e) => e !== undefined && mentionsAny(e, names, model))) return true;
        break;
      }
      default:
        break;
    }
    // `if (!Object.is(m, null)) return;` earlier in the list.
    const statements = p.kind === SyntaxKind.Block || p.kind === SyntaxKind.SourceFile || p.kind === SyntaxKind.CaseClause || p.kind === SyntaxKind.DefaultClause ? (f.statements ?? []) : [];
    for (const s of statements) {
      if (s === child || s.pos >= child.pos) break;
      const g = fields(s);
      if (s.kind === SyntaxKind.IfStatement && (alwaysExits(g.thenStatement as Node) || (g.elseStatement !== undefined && alwaysExits(g.elseStatement))) && undecided(g.expression)) return true;
    }
  }
  return false;
}

// The names a value is read from: those it mentions, and those the `const`s it mentions were made from.
function namesBehind(owner: Node, model: ExecutionModel): Set<string> {
  const names = new Set<string>();
  const add = (node: Node, deeper: boolean): void => {
    if (memberNamePart(node)) return;
    if (node.kind === SyntaxKind.Identifier) {
      names.add(fields(node).text ?? "");
      const d = deeper ? model.scopes.declarationOf(node) : undefined;
      const init = d !== undefined && d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
      if (init !== undefined) add(init, false);
      return;
    }
    node.forEachChild((c) => {
      add(c, deeper);
      return undefined;
    });
  };
  add(owner, true);
  return names;
}

// The name of a member read (`match` of `text.match`): no binding.
function memberNamePart(node: Node): boolean {
  return node.parent?.kind === SyntaxKind.PropertyAccessExpression && fields(node.parent).name === node;
}

// Whether an expression mentions one of the names, itself or through the `const`s it reads (`hits` of `const hits =
// [m].filter(Boolean)` mentions `m`), a few deep.
function mentionsAny(node: Node, names: ReadonlySet<string>, model: ExecutionModel, depth = 0): boolean {
  if (memberNamePart(node)) return false;
  if (node.kind === SyntaxKind.Identifier) {
    if (names.has(fields(node).text ?? "")) return true;
    const d = depth < 3 ? model.scopes.declarationOf(node) : undefined;
    const init = d !== undefined && d.kind === "const" && d.holder.kind === SyntaxKind.VariableDeclaration ? fields(d.holder).initializer : undefined;
    return init !== undefined && mentionsAny(init, names, model, depth + 1);
  }
  let found = false;
  node.forEachChild((c) => {
    found ||= mentionsAny(c, names, model, depth);
    return found ? true : undefined;
  });
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
