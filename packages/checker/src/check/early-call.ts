/**
 * GG1009: a function called at the top level before a `let`, `const` or `class` it reads is declared. Function
 * declarations are hoisted, so the call runs; the binding it reads is still in its temporal dead zone, and the read
 * throws a ReferenceError. TypeScript reports a direct read before the declaration (TS2448), not one inside a
 * function that is called too early: `function show() { console.log(root); } show(); let root = ".";`.
 *
 * Certain only where every step always runs: the call is in a top-level statement that always runs (as TS2448's
 * reads are judged), and the read is in the leading statements of the function's body, before anything that could
 * return or branch. Names are matched by text; a function that declares the name itself is left alone.
 */
import * as messages from "../messages.js";
import { alwaysRunsFirst, alwaysRunsWithin } from "./classify.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import { NodeFlags } from "typescript7/unstable/ast";
import { childrenOf, combinedNodeFlags, isFunctionLike, SyntaxKind } from "./tree.js";
import type { Node, Source } from "./tree.js";

type Named = Node & { readonly name?: Node & { readonly text?: string } };
type FunctionNode = Node & { readonly body?: Node & { readonly statements?: readonly Node[] }; readonly parameters?: readonly Node[] };

/** A finding for each top-level call of a function that reads a binding declared later. */
export function earlyCallFindings(source: Source): RawDiagnostic[] {
  const statements = (source.tree as Node & { readonly statements: readonly Node[] }).statements;
  // Top-level `let`/`const`/`class` bindings, each with where its declaration starts.
  const lexical = new Map<string, number>();
  const functions = new Map<string, FunctionNode | undefined>();
  for (const statement of statements) {
    if (statement.kind === SyntaxKind.VariableStatement) {
      const list = (statement as Node & { readonly declarationList: Node & { readonly declarations: readonly Named[] } }).declarationList;
      if ((combinedNodeFlags(list) & NodeFlags.BlockScoped) === 0) continue;
      for (const d of list.declarations) if (d.name?.kind === SyntaxKind.Identifier && d.name.text !== undefined) lexical.set(d.name.text, source.start(statement));
    } else if (statement.kind === SyntaxKind.ClassDeclaration) {
      const name = (statement as Named).name?.text;
      if (name !== undefined) lexical.set(name, source.start(statement));
    } else if (statement.kind === SyntaxKind.FunctionDeclaration) {
      const name = (statement as Named).name?.text;
      // A name declared twice is not followed: which body runs is not ours to guess.
      if (name !== undefined) functions.set(name, functions.has(name) ? undefined : (statement as FunctionNode));
    }
  }
  if (lexical.size === 0) return [];

  const readsOf = new Map<Node, Set<string>>();
  const reads = (fn: FunctionNode, seen: Set<Node>): Set<string> => {
    const known = readsOf.get(fn);
    if (known !== undefined) return known;
    const out = new Set<string>();
    if (seen.has(fn)) return out;
    seen.add(fn);
    const own = declaredIn(fn);
    for (const statement of leading(fn)) {
      for (const id of alwaysReadIn(statement)) {
        if (!own.has(id.text)) out.add(id.text);
      }
      for (const callee of calledIn(statement)) {
        const target = calleeFunction(callee, functions);
        if (target !== undefined) for (const name of reads(target, seen)) if (!own.has(name)) out.add(name);
      }
    }
    readsOf.set(fn, out);
    return out;
  };

  // Only a call above the last of those declarations can be early: one pass over the program's calls, none of
  // whose bodies are read unless the call always runs and calls a function we can name.
  // A loop, not `Math.max(...)`: a large program's bindings would overflow the stack as arguments.
  let last = -1;
  for (const start of lexical.values()) last = Math.max(last, start);
  // The first name a function reads (in the order read) whose declaration starts after `start`: a binary search on
  // the running maximum of their declarations' starts, built once per function, as it may be called many times.
  const laterOf = new Map<Node, { readonly names: readonly string[]; readonly furthest: readonly number[] }>();
  const firstDeclaredAfter = (fn: FunctionNode, start: number): string | undefined => {
    let later = laterOf.get(fn);
    if (later === undefined) {
      const names = [...reads(fn, new Set())];
      const furthest: number[] = [];
      for (const name of names) furthest.push(Math.max(furthest[furthest.length - 1] ?? -1, lexical.get(name) ?? -1));
      later = { names, furthest };
      laterOf.set(fn, later);
    }
    let lo = 0;
    let hi = later.names.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((later.furthest[mid] as number) > start) hi = mid;
      else lo = mid + 1;
    }
    return later.names[lo];
  };
  const found: RawDiagnostic[] = [];
  for (const node of source.nodes) {
    if (node.kind !== SyntaxKind.CallExpression) continue;
    const start = source.start(node);
    if (start >= last) continue;
    const callee = (node as Node & { readonly expression: Node }).expression;
    const target = calleeFunction(callee, functions);
    if (target === undefined || !alwaysRunsFirst(node)) continue;
    const early = firstDeclaredAfter(target, start);
    if (early === undefined) continue;
    const shown = source.text.slice(source.start(callee), callee.end);
    found.push({ start, length: node.end - start, code: messages.GG.earlyCall, message: messages.earlyCall(shown.length <= 40 ? shown : "this function", early), certain: true });
  }
  return found;
}

/** The names a function declares itself (parameters and every declaration in its body, nested or not). */
function declaredIn(fn: FunctionNode): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node): void => {
    const name = (node as Named).name;
    if (name?.kind === SyntaxKind.Identifier && name.text !== undefined && DECLARES.has(node.kind)) names.add(name.text);
    if (node.kind === SyntaxKind.BindingElement && name?.text !== undefined) names.add(name.text);
    for (const child of childrenOf(node)) visit(child);
  };
  for (const p of fn.parameters ?? []) visit(p);
  if (fn.body !== undefined) visit(fn.body);
  return names;
}

// Statements that run their parts and go on, and statements that run and end the body.
const STATEMENTS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ExpressionStatement, SyntaxKind.VariableStatement]);
const ENDS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.ReturnStatement, SyntaxKind.ThrowStatement]);

const DECLARES: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.Parameter, SyntaxKind.VariableDeclaration, SyntaxKind.FunctionDeclaration, SyntaxKind.ClassDeclaration]);

/** The identifiers a statement reads as values where they always run (not in nested functions, not behind `&&`, `?:` …). */
function alwaysReadIn(statement: Node): (Node & { readonly text: string })[] {
  const out: (Node & { readonly text: string })[] = [];
  const visit = (node: Node): void => {
    if (isFunctionLike(node) || node.kind === SyntaxKind.ClassDeclaration || node.kind === SyntaxKind.ClassExpression) return;
    if (node.kind === SyntaxKind.Identifier && isRead(node) && runsWith(node, statement)) out.push(node as Node & { readonly text: string });
    for (const child of childrenOf(node)) visit(child);
  };
  visit(statement);
  return out;
}

/** The callees of the calls a statement makes where they always run (`f()`, `(() => …)()`). */
function calledIn(statement: Node): Node[] {
  const out: Node[] = [];
  const visit = (node: Node): void => {
    if (isFunctionLike(node) && !isCallee(node)) return;
    if (node.kind === SyntaxKind.CallExpression) {
      const callee = (node as Node & { readonly expression: Node }).expression;
      if (runsWith(node, statement)) out.push(callee);
    }
    for (const child of childrenOf(node)) visit(child);
  };
  visit(statement);
  return out;
}

/** The function a callee certainly is: a top-level function declaration by name, or a function written in place. */
function calleeFunction(callee: Node, functions: ReadonlyMap<string, FunctionNode | undefined>): FunctionNode | undefined {
  let c = callee as Node & { readonly expression?: Node; readonly text?: string };
  while (c.kind === SyntaxKind.ParenthesizedExpression && c.expression !== undefined) c = c.expression as typeof c;
  if (c.kind === SyntaxKind.Identifier && c.text !== undefined) return functions.get(c.text);
  if (c.kind === SyntaxKind.ArrowFunction || c.kind === SyntaxKind.FunctionExpression) return c as FunctionNode;
  return undefined;
}

/**
 * What of a function's body certainly runs when it is called: an arrow's expression body; else its leading
 * statements that run their parts and go on, and a `return` or `throw` that ends them. Any other statement (an `if`,
 * a loop, a block …) may branch, and ends what is certain.
 */
function leading(fn: FunctionNode): Node[] {
  const body = fn.body;
  if (body === undefined) return [];
  if (body.kind !== SyntaxKind.Block) return [body];
  const out: Node[] = [];
  for (const statement of body.statements ?? []) {
    if (STATEMENTS.has(statement.kind)) out.push(statement);
    else {
      if (ENDS.has(statement.kind)) out.push(statement);
      break;
    }
  }
  return out;
}

function isCallee(fn: Node): boolean {
  let outer: Node = fn;
  while (outer.parent?.kind === SyntaxKind.ParenthesizedExpression) outer = outer.parent;
  const parent = outer.parent as (Node & { readonly expression?: Node }) | undefined;
  return parent?.kind === SyntaxKind.CallExpression && parent.expression === outer;
}

/** Whether an identifier is read as a value here (not a property name, a declaration's name or a type). */
function isRead(node: Node): boolean {
  const parent = node.parent as (Node & { readonly name?: Node; readonly propertyName?: Node; readonly label?: Node }) | undefined;
  if (parent === undefined) return false;
  if (parent.kind === SyntaxKind.PropertyAccessExpression) return (parent as Node & { readonly expression?: Node }).expression === node;
  if (parent.name === node || parent.propertyName === node || parent.label === node) return parent.kind === SyntaxKind.ShorthandPropertyAssignment;
  return !TYPE_PARENTS.has(parent.kind);
}

const TYPE_PARENTS: ReadonlySet<SyntaxKind> = new Set([SyntaxKind.TypeReference, SyntaxKind.TypeQuery, SyntaxKind.QualifiedName, SyntaxKind.ExpressionWithTypeArguments]);

/** Whether `node` runs whenever `statement` does. */
function runsWith(node: Node, statement: Node): boolean {
  return node === statement || alwaysRunsWithin(node, statement);
}
