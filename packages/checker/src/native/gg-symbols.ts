/**
 * gg.d.ts as the native compiler sees it: which of its symbols are operations, and which TypeScript 6 declaration
 * a native declaration handle of gg.d.ts stands for (same kind, same place in the same text).
 *
 * The native compiler keeps gg.d.ts (unchanged between checks) parsed and bound for the life of the process, so
 * its symbols keep their ids from one snapshot to the next: the operation symbols are asked for once.
 */
import type { Operation } from "@gg/catalogue";
import type TS from "typescript";
import type { NodeHandle, Project, Symbol as NativeSymbol } from "typescript7/unstable/sync";
import { GG_DECLARATIONS_PATH } from "../environment.js";
import type { SdkIndex } from "../sdk-index.js";
import { indexTree } from "./nodes.js";

/** What one native project knows about gg.d.ts. */
export interface GgSymbols {
  /** The operation a symbol of gg.d.ts declares, by symbol id (ids of other files are never listed). */
  operationOfId(id: number): Operation | undefined;
  /** The operation one of the symbol's declarations is, as the default engine's `sdk.operationOf` decides. */
  operationOf(symbol: NativeSymbol): Operation | undefined;
  /** The TypeScript 6 node of gg.d.ts a native declaration handle stands for; undefined for other files. */
  declaration(handle: NodeHandle): TS.Node | undefined;
  /** The operation a TypeScript 6 declaration of gg.d.ts is (`sdk.operationOf`). */
  operationOfDeclaration(node: TS.Node): Operation | undefined;
}

/** Asks the native project once for the symbols of every operation's function name in gg.d.ts. */
export function createGgSymbols(project: Project, sdk: SdkIndex): GgSymbols {
  const byPlace = indexTree(sdk.file);
  const declarations = new Map<number, TS.Node | undefined>();
  const declaration = (handle: NodeHandle): TS.Node | undefined => {
    if (handle.path !== GG_DECLARATIONS_PATH) return undefined;
    if (!declarations.has(handle.index)) {
      // The handle's own project: the one of the snapshot that produced it.
      const node = handle.resolve();
      declarations.set(handle.index, node === undefined ? undefined : byPlace(node.pos, node.end, node.kind));
    }
    return declarations.get(handle.index);
  };
  const operations = [...sdk.operationOf.entries()].flatMap(([decl, op]) => {
    const name = (decl as TS.FunctionDeclaration).name;
    return name === undefined ? [] : [{ position: name.getStart(sdk.file), op }];
  });
  const symbols = project.checker.getSymbolAtPosition(GG_DECLARATIONS_PATH, operations.map((o) => o.position));
  const byId = new Map<number, Operation>();
  const byHandle = new Map<number, Operation>();
  symbols.forEach((symbol, i) => {
    const op = operations[i]?.op;
    if (symbol === undefined || op === undefined) throw new Error("native engine: an operation of gg.d.ts has no symbol");
    byId.set(symbol.id, op);
    for (const d of symbol.declarations) if (d.path === GG_DECLARATIONS_PATH) byHandle.set(d.index, op);
  });
  return {
    operationOfId: (id) => byId.get(id),
    operationOf(symbol) {
      const known = byId.get(symbol.id);
      if (known !== undefined) return known;
      for (const d of symbol.declarations) {
        if (d.path !== GG_DECLARATIONS_PATH) continue;
        const op = byHandle.get(d.index) ?? lookup(declaration(d));
        if (op !== undefined) return op;
      }
      return undefined;
    },
    declaration,
    operationOfDeclaration: lookup,
  };

  function lookup(node: TS.Node | undefined): Operation | undefined {
    return node === undefined ? undefined : sdk.operationOf.get(node);
  }
}
