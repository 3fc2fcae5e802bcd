/**
 * Reach: every operation the program can call, found through the type checker's symbols and signatures, so
 * imports, `import * as x`, destructuring, aliases and re-assignment all lead back to the declaration in gg.d.ts.
 */
import type { Operation } from "@gg/catalogue";
import type TS from "typescript";
import ts from "./typescript.js";
import type { SdkIndex } from "./sdk-index.js";
import { resolveAlias } from "./syntax.js";

/** One place the program calls, or takes a reference to, an operation. */
export interface Site {
  readonly operation: Operation;
  readonly start: number;
  readonly end: number;
  /** The call, when the site is a call (not a reference). */
  readonly call?: TS.CallExpression;
  /** A reference handed to another call (`paths.forEach(files.deleteFile)`): it is called there. */
  readonly callback?: boolean;
}

/** Every site of the program, in source order. */
export function findSites(source: TS.SourceFile, checker: TS.TypeChecker, sdk: SdkIndex): Site[] {
  const sites: Site[] = [];
  const callees = new Set<TS.Node>();
  const operationOfSymbol = (symbol: TS.Symbol | undefined): Operation | undefined => {
    const target = resolveAlias(checker, symbol);
    for (const d of target?.declarations ?? []) {
      const op = sdk.operationOf.get(d);
      if (op !== undefined) return op;
    }
    return undefined;
  };
  // A local variable holding an operation (`const f = files.readFile`, `const { readFile } = files`) carries its
  // type. The declared type of the symbol is asked once per symbol: asking the type at every use would run flow
  // analysis at each of them (quadratic on long programs).
  const byVariable = new Map<TS.Symbol, Operation | undefined>();
  const operationOfValue = (node: TS.Node): Operation | undefined => {
    const symbol = checker.getSymbolAtLocation(node);
    const direct = operationOfSymbol(symbol);
    if (direct !== undefined || symbol === undefined) return direct;
    if ((symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Property)) === 0) return undefined;
    if (!byVariable.has(symbol)) byVariable.set(symbol, operationOfSymbol(checker.getTypeOfSymbol(symbol).getSymbol()));
    return byVariable.get(symbol);
  };
  const add = (operation: Operation, node: TS.Node, call?: TS.CallExpression): void => {
    const start = node.getStart(source);
    if (call !== undefined) sites.push({ operation, start, end: node.end, call });
    else if (isArgument(node)) sites.push({ operation, start, end: node.end, callback: true });
    else sites.push({ operation, start, end: node.end });
  };

  const stack: TS.Node[] = [source];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    // Nothing in a type runs.
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) continue;
    if (ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) continue;
    if (ts.isCallExpression(node)) {
      const declaration = checker.getResolvedSignature(node)?.getDeclaration();
      const op = declaration === undefined ? undefined : sdk.operationOf.get(declaration);
      if (op !== undefined) {
        add(op, node, node);
        callees.add(skipOuter(node.expression));
      }
    } else if (!callees.has(node)) {
      const op = referenceOperation(node);
      if (op !== undefined) add(op, node);
    }
    const children: TS.Node[] = [];
    ts.forEachChild(node, (child) => {
      children.push(child);
    });
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TS.Node);
  }
  return sites.sort((a, b) => a.start - b.start || a.end - b.end);

  function referenceOperation(node: TS.Node): Operation | undefined {
    if (ts.isPropertyAccessExpression(node)) return operationOfSymbol(checker.getSymbolAtLocation(node.name));
    if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      return operationOfSymbol(checker.getSymbolAtLocation(node.argumentExpression));
    }
    if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent) && ts.isIdentifier(node.name)) {
      return operationOfSymbol(checker.getTypeAtLocation(node.name).getSymbol());
    }
    if (ts.isIdentifier(node) && isValueReference(node)) return operationOfValue(node);
    return undefined;
  }
}

export function isArgument(node: TS.Node): boolean {
  const p = node.parent;
  return (ts.isCallExpression(p) || ts.isNewExpression(p)) && (p.arguments ?? []).some((a) => a === node);
}

/** `(files.readFile)` and `files.readFile!` are still the callee `files.readFile`. */
export function skipOuter(node: TS.Expression): TS.Node {
  let n: TS.Expression = node;
  while (ts.isParenthesizedExpression(n) || ts.isNonNullExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression(n)) n = n.expression;
  return n;
}

/** An identifier read as a value: not a declaration's name, not a member name, not a label. */
export function isValueReference(id: TS.Identifier): boolean {
  const p = id.parent;
  if (ts.isPropertyAccessExpression(p) && p.name === id) return false;
  if (ts.isQualifiedName(p)) return false;
  if ((ts.isVariableDeclaration(p) || ts.isParameter(p) || ts.isBindingElement(p) || ts.isFunctionDeclaration(p) || ts.isClassDeclaration(p)) && p.name === id) return false;
  if (ts.isBindingElement(p) && p.propertyName === id) return false;
  if ((ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p)) && p.name === id) return false;
  if (ts.isImportSpecifier(p) || ts.isImportClause(p) || ts.isNamespaceImport(p) || ts.isExportSpecifier(p)) return false;
  if (ts.isLabeledStatement(p) || ts.isBreakOrContinueStatement(p)) return false;
  // `g = files.glob` stores a reference; the site is the right-hand side, not the variable written.
  if (ts.isBinaryExpression(p) && p.left === id && p.operatorToken.kind === ts.SyntaxKind.EqualsToken) return false;
  return true;
}
