/**
 * gg.d.ts as one project of the native compiler sees it: which of its symbols are operations, namespaces, records
 * and the failure's unions. Asked once per process and language: the compiler keeps gg.d.ts (unchanged between
 * checks) parsed and bound for the life of the process, so its symbols keep their ids from snapshot to snapshot.
 */
import { SDK, tsFunctionName } from "@gg/catalogue";
import type { Catalogue, Operation } from "@gg/catalogue";
import { skipTrivia, SyntaxKind } from "../syntax/ast.js";
import type { Node } from "../syntax/ast.js";
import type { NodeHandle, Project, Symbol as NativeSymbol } from "typescript7/unstable/sync";
import { GG_DECLARATIONS_PATH } from "./paths.js";

/** The unions gg.d.ts declares for a failure's fields. */
export type FailureUnion = typeof SDK.operationKey | typeof SDK.failureCode;

/** What one project knows about gg.d.ts. */
export interface GgSymbols {
  /** The operation a symbol is, by its id or (for a symbol a program merged into) its declarations. */
  operationOf(symbol: NativeSymbol): Operation | undefined;
  /** The operation a symbol id is (ids of gg.d.ts's own symbols only). */
  operationOfId(id: number): Operation | undefined;
  /** The operation of a declaration of gg.d.ts (a resolved signature's declaration). */
  operationOfDeclaration(handle: NodeHandle): Operation | undefined;
  /** `gg` or `gg.files` for a namespace symbol of gg.d.ts (and `gg` for the module "gg"). */
  containerOf(symbol: NativeSymbol): string | undefined;
  /** The same, by a symbol id (of gg.d.ts's own symbols only). */
  containerOfId(id: number): string | undefined;
  /** Ids of the records' interfaces. */
  readonly records: ReadonlySet<number>;
  /** Ids of the `OperationKey` and `FailureCode` type aliases. */
  readonly unions: ReadonlyMap<number, FailureUnion>;
}

type Named = Node & { readonly name?: Node & { readonly text?: string }; readonly body?: Node & { readonly statements?: readonly Node[] } };

interface Declared {
  readonly position: number;
  readonly what: { readonly operation: Operation } | { readonly container: string } | { readonly record: true } | { readonly union: FailureUnion };
}

/** Asks the project once for the symbols of gg.d.ts's declarations. */
export function createGgSymbols(project: Project, catalogue: Catalogue, ggText: string): GgSymbols {
  const tree = project.program.getSourceFile(GG_DECLARATIONS_PATH);
  if (tree === undefined) throw new Error("gg.d.ts is not in the project");
  const declared: Declared[] = [];
  const add = (node: Named, what: Declared["what"]): void => {
    if (node.name === undefined) return;
    declared.push({ position: skipTrivia(ggText, node.name.pos), what });
  };
  const visit = (statements: readonly Node[], path: string | undefined): void => {
    for (const s of statements as readonly Named[]) {
      const name = s.name?.text;
      if (s.kind === SyntaxKind.ModuleDeclaration && s.name?.kind === SyntaxKind.StringLiteral && name === "gg") {
        add(s, { container: "gg" });
      } else if (s.kind === SyntaxKind.ModuleDeclaration && name !== undefined && (path !== undefined || name === "gg")) {
        const dotted = path === undefined ? name : `${path}.${name}`;
        add(s, { container: dotted });
        visit(s.body?.statements ?? [], dotted);
      } else if (s.kind === SyntaxKind.FunctionDeclaration && name !== undefined && path !== undefined) {
        const namespace = path.slice("gg.".length);
        const operation = catalogue.operations.find((op) => op.namespace === namespace && tsFunctionName(op.key) === name);
        if (operation !== undefined) add(s, { operation });
      } else if (s.kind === SyntaxKind.InterfaceDeclaration && path !== undefined) {
        add(s, { record: true });
      } else if (s.kind === SyntaxKind.TypeAliasDeclaration && path === "gg" && (name === SDK.operationKey || name === SDK.failureCode)) {
        add(s, { union: name });
      }
    }
  };
  visit(tree.statements, undefined);

  const symbols = project.checker.getSymbolAtPosition(
    GG_DECLARATIONS_PATH,
    declared.map((d) => d.position),
  );
  const operations = new Map<number, Operation>();
  const containers = new Map<number, string>();
  const records = new Set<number>();
  const unions = new Map<number, FailureUnion>();
  // A declaration's index in gg.d.ts (the file never changes), for symbols a program merged into: they get ids
  // of their own but keep gg.d.ts's declarations.
  const byIndex = new Map<number, Declared["what"]>();
  declared.forEach((d, i) => {
    const symbol = symbols[i];
    if (symbol === undefined) throw new Error("a declaration of gg.d.ts has no symbol");
    for (const handle of symbol.declarations) if (handle.path === GG_DECLARATIONS_PATH) byIndex.set(handle.index, d.what);
    if ("operation" in d.what) operations.set(symbol.id, d.what.operation);
    else if ("container" in d.what) containers.set(symbol.id, d.what.container);
    else if ("record" in d.what) records.add(symbol.id);
    else unions.set(symbol.id, d.what.union);
  });
  const whatOf = (handle: NodeHandle): Declared["what"] | undefined => (handle.path === GG_DECLARATIONS_PATH ? byIndex.get(handle.index) : undefined);
  const fromDeclarations = <T>(symbol: NativeSymbol, pick: (what: Declared["what"]) => T | undefined): T | undefined => {
    for (const d of symbol.declarations) {
      const what = whatOf(d);
      const found = what === undefined ? undefined : pick(what);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return {
    operationOf(symbol) {
      return operations.get(symbol.id) ?? fromDeclarations(symbol, (w) => ("operation" in w ? w.operation : undefined));
    },
    operationOfId: (id) => operations.get(id),
    operationOfDeclaration(handle) {
      const what = whatOf(handle);
      return what !== undefined && "operation" in what ? what.operation : undefined;
    },
    containerOfId: (id) => containers.get(id),
    containerOf(symbol) {
      return containers.get(symbol.id) ?? fromDeclarations(symbol, (w) => ("container" in w ? w.container : undefined));
    },
    records,
    unions,
  };
}
