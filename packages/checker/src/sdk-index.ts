/**
 * What the checker knows about the SDK, derived once per checker from the catalogue and the parsed gg.d.ts:
 * which declaration is which operation, which names are namespaces, functions and types, and what "gg" exports.
 */
import { tsFunctionName, tsTypeName, typeHome } from "@gg/catalogue";
import type { Catalogue, Operation } from "@gg/catalogue";
import type TS from "typescript";
import ts from "./typescript.js";

/** Where a catalogue type lives: `files` for `gg.files.DirEntry`, undefined for a type at `gg` itself. */
export interface TypeHome {
  readonly name: string;
  readonly home: string | undefined;
}

/** The SDK seen from the checker. */
export interface SdkIndex {
  readonly catalogue: Catalogue;
  /** The parsed gg.d.ts. */
  readonly file: TS.SourceFile;
  readonly namespaces: ReadonlySet<string>;
  /** TypeScript function name → operation (`readFile` → files.read_file). */
  readonly functions: ReadonlyMap<string, Operation>;
  /** TypeScript type name → where it lives. */
  readonly types: ReadonlyMap<string, TypeHome>;
  /** Names the module "gg" exports, in declaration order. */
  readonly moduleExports: readonly string[];
  /** A function declaration of gg.d.ts → its operation. */
  readonly operationOf: ReadonlyMap<TS.Node, Operation>;
  /** Namespace declarations of gg.d.ts (`gg` itself and `gg.files`, …) → their dotted name. */
  readonly namespaceOf: ReadonlyMap<TS.Node, string>;
  /** The TypeScript spelling of an operation's function (`readFile`). */
  operationName(op: Operation): string;
}

/** Indexes the catalogue and the parsed gg.d.ts. */
export function createSdkIndex(catalogue: Catalogue, gg: TS.SourceFile): SdkIndex {
  const byName = new Map<string, Operation>();
  for (const op of catalogue.operations) byName.set(`${op.namespace}.${tsFunctionName(op.key)}`, op);
  const functions = new Map<string, Operation>();
  for (const op of catalogue.operations) {
    const name = tsFunctionName(op.key);
    if (!functions.has(name)) functions.set(name, op);
  }
  const types = new Map<string, TypeHome>();
  for (const t of catalogue.types) types.set(tsTypeName(t.name), { name: tsTypeName(t.name), home: typeHome(catalogue, t.name) });

  const operationOf = new Map<TS.Node, Operation>();
  const namespaceOf = new Map<TS.Node, string>();
  const moduleExports: string[] = [];
  const visit = (statements: readonly TS.Statement[], path: string | undefined): void => {
    for (const s of statements) {
      if (ts.isModuleDeclaration(s) && ts.isStringLiteral(s.name) && s.name.text === "gg") {
        if (s.body !== undefined && ts.isModuleBlock(s.body)) moduleExports.push(...exportedNames(s.body.statements));
      } else if (ts.isModuleDeclaration(s) && ts.isIdentifier(s.name)) {
        const dotted = path === undefined ? s.name.text : `${path}.${s.name.text}`;
        if (path !== undefined || s.name.text === "gg") {
          namespaceOf.set(s, dotted);
          if (s.body !== undefined && ts.isModuleBlock(s.body)) visit(s.body.statements, dotted);
        }
      } else if (ts.isFunctionDeclaration(s) && s.name !== undefined && path !== undefined) {
        const op = byName.get(`${path.slice("gg.".length)}.${s.name.text}`);
        if (op !== undefined) operationOf.set(s, op);
      }
    }
  };
  visit(gg.statements, undefined);
  return {
    catalogue,
    file: gg,
    namespaces: new Set(catalogue.namespaces),
    functions,
    types,
    moduleExports,
    operationOf,
    namespaceOf,
    operationName: (op) => tsFunctionName(op.key),
  };
}

function exportedNames(statements: readonly TS.Statement[]): string[] {
  const names: string[] = [];
  for (const s of statements) {
    const exported = ts.canHaveModifiers(s) && (ts.getModifiers(s) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || ("name" in s && s.name !== undefined && !ts.isIdentifier(s.name as TS.Node))) continue;
    const name = (s as TS.Statement & { name?: TS.Identifier }).name?.text;
    // `__esModule` only tells TypeScript that "gg" has no default export; a program never names it.
    if (name !== undefined && !name.startsWith("__")) names.push(name);
  }
  return names;
}
