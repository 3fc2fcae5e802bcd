/**
 * Names a JavaScript program uses without declaring them, that the compiler's reading of JavaScript declares for
 * it. The compiler reads `require("gg")`, `module.exports = …` and `exports.x = …` as CommonJS and reports nothing;
 * the guest runs every program as an ES module with no `require`, `module` or `exports`, and each of these throws
 * a ReferenceError. This pass reports them as the compiler reports the same names in a `.ts` file, so the
 * classification treats them as unknown names (a certain failure, with the gg-flavoured message) and directives
 * cannot hide them.
 */
import { isIdentifier } from "../syntax/ast.js";
import type { Identifier } from "../syntax/ast.js";
import type { EngineDiagnostic, EngineProgram } from "../engine-interface.js";
import { executionOf } from "./execution/index.js";
import { plainBinding } from "./plain-binding.js";
import { isInTypeContext, SyntaxKind } from "../syntax/tree.js";
import type { Node, Source } from "../syntax/tree.js";

// The names the compiler reports with 2591 ("install type definitions for node") in a `.ts` file; others get 2304.
const NODE_NAMES: ReadonlySet<string> = new Set(["require", "module"]);
const COMMONJS_NAMES: ReadonlySet<string> = new Set(["require", "module", "exports"]);

/** The names a JavaScript program uses and binds nowhere, read from syntax before the compiler's diagnostics come. */
export function unboundNamesInJs(source: Source): Identifier[] {
  const candidates: Identifier[] = [];
  for (const node of source.nodes) {
    if (!isIdentifier(node)) continue;
    if (!(isReference(node) || (COMMONJS_NAMES.has(node.text) && isValueUse(node)))) continue;
    if (isInTypeContext(node)) continue;
    candidates.push(node);
  }
  if (candidates.length === 0) return [];
  // The compiler may still read `exports.a = 1` as CommonJS after `let exports = {}`: a name bound by the program's
  // scopes where it is used is never reported.
  // Most names are answered from syntax (plain-binding.ts); the scopes of every name are bound only for the rest.
  const plain = plainBinding(source);
  return candidates.filter((node) => {
    const bound = plain.isBound(node) ?? executionOf(source).scopes.declarationOf(node) !== undefined;
    return !bound;
  });
}

/**
 * The undeclared names of a JavaScript program (`unbound`, from unboundNamesInJs) that the compiler declared
 * itself, as compiler diagnostics. `alsoAsk`: names another pass will ask the symbols of next (reach's), asked in
 * the same round trip as these.
 */
export function undeclaredNamesInJs(source: Source, program: EngineProgram, reported: readonly EngineDiagnostic[], unbound: readonly Identifier[], alsoAsk: readonly Node[] = []): EngineDiagnostic[] {
  // Where the compiler already reports a name, once is enough.
  const already = new Set(reported.map((d) => d.start));
  const undeclared = unbound.filter((node) => !already.has(source.start(node)));
  if (undeclared.length === 0) return [];
  // The names `inventedNames` asks about (the first of each spelling), and reach's, in one round trip.
  const firsts = new Map<string, Node>();
  for (const node of undeclared) if (!firsts.has(node.text)) firsts.set(node.text, node);
  if (alsoAsk.length > 0) program.askSymbolsAhead([...firsts.values(), ...alsoAsk]);
  const invented = program.inventedNames(undeclared);
  return undeclared.flatMap((node, i) => {
    if (invented[i] !== true) return [];
    const start = source.start(node);
    const code = NODE_NAMES.has(node.text) ? 2591 : 2304;
    return [{ code, start, end: node.end, category: "error" as const, message: `Cannot find name '${node.text}'.` }];
  });
}

/** An identifier read as a value at the head of a member access or a call: `foo.bar`, `foo[k]`, `require(…)`. */
function isReference(node: Identifier): boolean {
  const p = node.parent as (Node & { readonly expression?: Node }) | undefined;
  return (
    p !== undefined &&
    (p.kind === SyntaxKind.PropertyAccessExpression || p.kind === SyntaxKind.ElementAccessExpression || p.kind === SyntaxKind.CallExpression) &&
    p.expression === node
  );
}

/**
 * An identifier read as a value anywhere (`Object.defineProperty(exports, …)`, `x === module`), not a name that
 * labels something (a property, a declaration, a statement label) and not under `typeof`, which never throws.
 */
function isValueUse(node: Identifier): boolean {
  const p = node.parent as (Node & { readonly name?: Node }) | undefined;
  if (p === undefined || p.name === node || p.kind === SyntaxKind.TypeOfExpression) return false;
  return !(p.kind === SyntaxKind.LabeledStatement || p.kind === SyntaxKind.BreakStatement || p.kind === SyntaxKind.ContinueStatement);
}
