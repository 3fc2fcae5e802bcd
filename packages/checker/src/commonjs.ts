/**
 * Names a JavaScript program uses without declaring them, that TypeScript's JavaScript binder declares for it.
 * In a `.js` file TypeScript reads `require("gg")`, `module.exports = …`, `exports.x = …` as CommonJS and
 * `foo.bar = 1` (with no `foo`) as a declaration of `foo`, so it reports nothing; the guest runs every program
 * as an ES module with no `require`, `module` or `exports`, and each of these throws a ReferenceError.
 * This pass reports them as TypeScript reports the same names in a `.ts` file, so diagnostics.ts classifies
 * them as unknown names (a certain failure, with the gg-flavoured message) and directives cannot hide them.
 */
import type TS from "typescript";
import ts from "./typescript.js";
import { isInTypeContext } from "./syntax.js";

// The names TypeScript reports with 2591 ("install type definitions for node") in a `.ts` file; others get 2304.
const NODE_NAMES = new Set(["require", "module"]);
const COMMONJS_NAMES = new Set(["require", "module", "exports"]);

/** The undeclared names of a JavaScript program that TypeScript's binder declared, as TypeScript diagnostics. */
export function undeclaredNamesInJs(source: TS.SourceFile, checker: TS.TypeChecker, reported: readonly TS.Diagnostic[]): TS.Diagnostic[] {
  const found: TS.Diagnostic[] = [];
  // Most programs have no candidate: the second walk, for the names the program declares, waits for the first one.
  let declared: Set<string> | undefined;
  // Where TypeScript already reports a name, once is enough.
  const already = new Set(reported.map((d) => d.start));
  const visit = (node: TS.Node): void => {
    if (
      ts.isIdentifier(node) &&
      (isReference(node) || (COMMONJS_NAMES.has(node.text) && isValueUse(node))) &&
      !already.has(node.getStart(source)) &&
      !isInTypeContext(node) &&
      isBinderInvention(node, checker) &&
      !(declared ??= declaredNames(source)).has(node.text)
    ) {
      const name = node.text;
      const code = NODE_NAMES.has(name) ? 2591 : 2304;
      found.push({
        file: source,
        start: node.getStart(source),
        length: node.getWidth(source),
        code,
        category: ts.DiagnosticCategory.Error,
        messageText: `Cannot find name '${name}'.`,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every name the program binds anywhere (variables, parameters, functions, classes, imports). The binder may
 * still read `exports.a = 1` as CommonJS after `let exports = {}`; a name the program declares is never reported.
 */
function declaredNames(source: TS.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: TS.Node): void => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name)) names.add(node.name.text);
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)) && node.name !== undefined) {
      names.add(node.name.text);
    }
    if ((ts.isImportSpecifier(node) || ts.isNamespaceImport(node) || ts.isImportClause(node)) && node.name !== undefined) names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** An identifier read as a value at the head of a member access or a call: `foo.bar`, `foo[k]`, `require(…)`. */
function isReference(node: TS.Identifier): boolean {
  const p = node.parent;
  return (ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p) || ts.isCallExpression(p)) && p.expression === node;
}

/**
 * An identifier read as a value anywhere (`Object.defineProperty(exports, …)`, `x === module`), not a name that
 * labels something (a property, a declaration, a statement label) and not under `typeof`, which never throws.
 */
function isValueUse(node: TS.Identifier): boolean {
  const p = node.parent as TS.Node & { readonly name?: TS.Node };
  if (p.name === node || ts.isTypeOfExpression(p)) return false;
  return !(ts.isLabeledStatement(p) || ts.isBreakOrContinueStatement(p));
}

/** Whether the name has no declaration of its own: only assignments or CommonJS forms the binder read as one. */
function isBinderInvention(node: TS.Identifier, checker: TS.TypeChecker): boolean {
  const symbol = checker.getSymbolAtLocation(node);
  // No symbol: TypeScript reports the name itself. `globalThis.x = 1` is an expando of a global the guest has.
  if (symbol === undefined || node.text === "globalThis") return false;
  const declarations = symbol.declarations ?? [];
  const real = declarations.some((d) => !isAssignmentForm(d));
  if (real) return false;
  // `require` has a symbol of TypeScript's own with no declaration; `module` and `exports` name the file's exports.
  return COMMONJS_NAMES.has(node.text) || declarations.length > 0;
}

/** A node the JavaScript binder treats as a declaration though it declares nothing when run. */
function isAssignmentForm(d: TS.Declaration): boolean {
  return ts.isIdentifier(d) || ts.isBinaryExpression(d) || ts.isPropertyAccessExpression(d) || ts.isElementAccessExpression(d) || ts.isCallExpression(d) || ts.isSourceFile(d);
}
