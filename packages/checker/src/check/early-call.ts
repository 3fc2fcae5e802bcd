/**
 * GG1009: a function called before a `let`, `const` or `class` it reads is declared. Function declarations are
 * hoisted, so the call runs; the binding it reads is still in its dead zone, and the read throws a ReferenceError.
 * TypeScript reports a direct read before the declaration (TS2448), not one inside a function that is called too
 * early: `function show() { console.log(root); } show(); let root = ".";`.
 *
 * The execution model decides it (execution/dead-zone.ts): the read runs, through calls bound by scope that
 * certainly happen synchronously, before the declaration on every run; the finding is placed at the call in the
 * declaration's own statement list, and is certain where that call runs and nothing catches what it throws.
 */
import * as messages from "../messages.js";
import { GG } from "../registry.js";
import { builtExecutionOf, executionOf } from "./execution/index.js";
import { fields, isFunctionWithBody } from "./execution/syntax.js";
import type { RawDiagnostic } from "./raw-diagnostic.js";
import type { Identifier } from "../syntax/ast.js";
import { SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

/** A finding for each call of a function that reads a binding declared later, and each use of a `var` not yet set. */
export function earlyCallFindings(source: Source): RawDiagnostic[] {
  // Only a program with a lexical declaration can read one too early, and only one with a `var` can use it unset
  // (`show(); var root = { dir: "." }; function show() { console.log(root.dir); }`): most short programs stop here.
  const lexical = /\b(?:let|const|class)\b/.test(source.text);
  const hoisted = /\bvar\b/.test(source.text);
  if (!lexical && !hoisted) return [];
  // Nor can one whose every such binding is read only in the function that declares it: then no call makes the read.
  // Asked only when no pass has built the model yet: a built model answers that as cheaply as the syntax does.
  if (builtExecutionOf(source) === undefined && !readsAcrossFunctions(source)) return [];
  const model = executionOf(source);
  const early = [
    ...(lexical ? model.dead.earlyCalls().map((c) => ({ ...c, message: messages.earlyCall })) : []),
    ...(hoisted ? model.dead.unsetVarUses().map((c) => ({ ...c, message: messages.unsetVar })) : []),
  ];
  const found: RawDiagnostic[] = [];
  for (const { call, name, message } of early) {
    if (!model.runs(call) || model.caught(call)) continue;
    found.push(callFinding(source, call, message(shownCallee(source, call), name)));
  }
  return found;
}

function callFinding(source: Source, call: Node, message: string): RawDiagnostic {
  const start = source.start(call);
  return { start, length: call.end - start, code: GG.earlyCall, message, certain: true };
}

// How a finding names the function called too early: its callee as written, where short.
function shownCallee(source: Source, call: Node): string {
  const callee = calleeOf(call);
  // `new Promise(…)` runs its executor at once: the construction is what is called too early.
  const shown = callee === undefined ? "" : `${call.kind === SyntaxKind.NewExpression ? "new " : ""}${source.text.slice(source.start(callee), callee.end)}`;
  return shown.length > 0 && shown.length <= 40 ? shown : "this function";
}

/**
 * Whether a name that some variable or class declares may be used, as the execution model binds names, outside the
 * function that declares it: in a function nested in the declaring one, or in a class field. Only such a read can
 * run, through a call, before its declaration (the model's `earlyCalls` skips every other). Decided from syntax in
 * two walks, without binding names: a use inside a function is "outside" when the top level or a function around it
 * (not its own) declares that name, unless a function in between surely shadows it (a parameter of that name, or a
 * declaration at the top of its body with the use in that body). A superset of the uses the model would bind there,
 * so that a `false` here is the model's empty answer, at a fraction of its cost.
 */
export function readsAcrossFunctions(source: Source): boolean {
  const { nodes, subtreeEnd } = source;
  // By name, the functions whose own code declares it; `undefined` stands for the top level.
  const homes = new Map<string, Set<Node | undefined>>();
  // By function, the names that surely shadow an outer one inside it: its parameters, and what its body declares at its top.
  const parameters = new Map<Node, Set<string>>();
  const bodyNames = new Map<Node, Set<string>>();
  const add = (map: Map<Node, Set<string>>, fn: Node, names: readonly string[]): void => {
    let set = map.get(fn);
    if (set === undefined) map.set(fn, (set = new Set()));
    for (const name of names) set.add(name);
  };
  const declare = (name: Node | undefined, home: Node | undefined): void => {
    const text = (name as Identifier | undefined)?.text;
    if (text === undefined) return;
    let set = homes.get(text);
    if (set === undefined) homes.set(text, (set = new Set()));
    set.add(home);
  };
  walkFunctions(source, (node, index, functions) => {
    const home = functions[functions.length - 1];
    const named = node as Node & { readonly name?: Node };
    // A catch clause's variable is the clause's own, never a `let` or `const`.
    if (node.kind === SyntaxKind.VariableDeclaration && node.parent?.kind !== SyntaxKind.CatchClause) {
      // Every identifier of the name, patterns and their defaults included: a superset of what it declares.
      for (let i = index + 1; i < (subtreeEnd[index + 1] ?? index + 1); i++) if ((nodes[i] as Node).kind === SyntaxKind.Identifier) declare(nodes[i], home);
      const statement = node.parent?.parent;
      if (home !== undefined && statement?.kind === SyntaxKind.VariableStatement && isBodyOf(statement.parent, home)) add(bodyNames, home, patternNames(source, named.name));
    } else if (node.kind === SyntaxKind.ClassDeclaration || node.kind === SyntaxKind.ClassExpression) {
      declare(named.name, home);
      if (home !== undefined && node.kind === SyntaxKind.ClassDeclaration && isBodyOf(node.parent, home)) add(bodyNames, home, patternNames(source, named.name));
    } else if (node.kind === SyntaxKind.FunctionDeclaration && home !== undefined && isBodyOf(node.parent, home)) {
      add(bodyNames, home, patternNames(source, named.name));
    } else if (node.kind === SyntaxKind.Parameter && node.parent !== undefined) {
      add(parameters, node.parent, patternNames(source, named.name));
    }
    return false;
  });
  if (homes.size === 0) return false;
  // Whether a function strictly inside the `outer`th of `functions` surely shadows `name` at `use`.
  const shadowed = (name: string, use: Node, functions: readonly Node[], outer: number): boolean => {
    for (let m = outer + 1; m < functions.length; m++) {
      const fn = functions[m] as Node;
      if (parameters.get(fn)?.has(name) === true) return true;
      const body = fields(fn).body;
      if (bodyNames.get(fn)?.has(name) === true && body !== undefined && body.pos <= use.pos && use.end <= body.end) return true;
    }
    return false;
  };
  return walkFunctions(source, (node, _index, functions, inField) => {
    if (node.kind !== SyntaxKind.Identifier || (functions.length === 0 && !inField) || isMemberName(node)) return false;
    const name = (node as Identifier).text;
    const declared = homes.get(name);
    if (declared === undefined) return false;
    if (inField) return true;
    const own = functions[functions.length - 1];
    for (const home of declared) {
      if (home === own) continue;
      const outer = home === undefined ? -1 : functions.indexOf(home);
      // A function that is not around the use declares nothing it can see.
      if (home !== undefined && outer < 0) continue;
      if (!shadowed(name, node, functions, outer)) return true;
    }
    return false;
  });
}

/** Whether `node` is the block body of the function `fn`. */
function isBodyOf(node: Node | undefined, fn: Node): boolean {
  return node !== undefined && node.kind === SyntaxKind.Block && fields(fn).body === node;
}

/** The names a declaration's name declares: a name, or every name of a binding pattern. */
function patternNames(source: Source, name: Node | undefined): string[] {
  if (name === undefined) return [];
  if (name.kind === SyntaxKind.Identifier) return [(name as Identifier).text];
  if (name.kind !== SyntaxKind.ObjectBindingPattern && name.kind !== SyntaxKind.ArrayBindingPattern) return [];
  return source.children(name).list.flatMap((element) => (element.kind === SyntaxKind.BindingElement ? patternNames(source, (element as Node & { readonly name?: Node }).name) : []));
}

/**
 * Visits every code node with the functions around it (innermost last, as the model's `functionOf` finds them) and
 * whether a class field's declaration is around it; stops at, and answers, the first visit that answers true.
 */
function walkFunctions(source: Source, visit: (node: Node, index: number, functions: readonly Node[], inField: boolean) => boolean): boolean {
  const { nodes, subtreeEnd } = source;
  const functions: Node[] = [];
  const functionEnds: number[] = [];
  const fieldEnds: number[] = [];
  for (let i = 0; i < nodes.length; i++) {
    while (functionEnds.length > 0 && (functionEnds[functionEnds.length - 1] as number) <= i) {
      functionEnds.pop();
      functions.pop();
    }
    while (fieldEnds.length > 0 && (fieldEnds[fieldEnds.length - 1] as number) <= i) fieldEnds.pop();
    const node = nodes[i] as Node;
    if (visit(node, i, functions, fieldEnds.length > 0)) return true;
    if (isFunctionWithBody(node)) {
      functions.push(node);
      functionEnds.push(subtreeEnd[i] as number);
    } else if (node.kind === SyntaxKind.PropertyDeclaration) {
      fieldEnds.push(subtreeEnd[i] as number);
    }
  }
  return false;
}

/** A name that is never a variable's use: a member's (`a.name`, `{ name: v }`, a class member) or a pattern's key. */
function isMemberName(node: Node): boolean {
  const p = node.parent as (Node & { readonly name?: Node; readonly propertyName?: Node }) | undefined;
  if (p === undefined) return false;
  switch (p.kind) {
    case SyntaxKind.PropertyAccessExpression:
    case SyntaxKind.PropertyAssignment:
    case SyntaxKind.PropertyDeclaration:
    case SyntaxKind.MethodDeclaration:
    case SyntaxKind.GetAccessor:
    case SyntaxKind.SetAccessor:
      return p.name === node;
    case SyntaxKind.BindingElement:
      return p.propertyName === node;
    default:
      return false;
  }
}

function calleeOf(call: Node): Node | undefined {
  const c = call as Node & { readonly expression?: Node; readonly tag?: Node };
  return call.kind === SyntaxKind.TaggedTemplateExpression ? c.tag : c.expression;
}
