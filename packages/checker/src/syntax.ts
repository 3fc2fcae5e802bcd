/** Small syntax-tree helpers shared by the checker's passes. */
import type TS from "typescript";
import ts from "./typescript.js";

/** The deepest node whose text (trivia excluded) contains `pos`, or the source file. */
export function nodeAt(source: TS.SourceFile, pos: number): TS.Node {
  let current: TS.Node = source;
  for (;;) {
    let next: TS.Node | undefined;
    ts.forEachChild(current, (child) => {
      if (next === undefined && child.pos <= pos && pos < child.end && child.getStart(source) <= pos) next = child;
      return next;
    });
    if (next === undefined) return current;
    current = next;
  }
}

/** True when `node` sits in a type annotation, a type query or JSDoc: nothing there runs. */
export function isInTypeContext(node: TS.Node): boolean {
  for (let n: TS.Node | undefined = node; n !== undefined && !ts.isSourceFile(n); n = n.parent) {
    if ((n.flags & ts.NodeFlags.JSDoc) !== 0) return true;
    if (ts.isTypeNode(n) && !ts.isExpressionWithTypeArguments(n)) return true;
    if (ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n)) return true;
  }
  return false;
}

/** The symbol behind an alias (`import { files }`, `import * as g`), or the symbol itself. */
export function resolveAlias(checker: TS.TypeChecker, symbol: TS.Symbol | undefined): TS.Symbol | undefined {
  if (symbol === undefined) return undefined;
  return (symbol.flags & ts.SymbolFlags.Alias) !== 0 ? checker.getAliasedSymbol(symbol) : symbol;
}
