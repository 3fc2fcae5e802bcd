/**
 * gg's names as a program writes them in TypeScript and JavaScript, derived once per catalogue: namespaces,
 * functions (`readFile` → files.read_file), types and where each lives, and what module "gg" exports, in the order
 * gg.d.ts declares them.
 */
import { tsFunctionName, tsTypeName, typeHome } from "@gg/catalogue";
import type { Catalogue, Operation } from "@gg/catalogue";

/** Where a catalogue type lives: `files` for `gg.files.DirEntry`, undefined for a type at `gg` itself. */
export interface TypeHome {
  readonly name: string;
  readonly home: string | undefined;
}

/** The names of gg in a program's language. */
export interface GgNames {
  readonly catalogue: Catalogue;
  readonly namespaces: ReadonlySet<string>;
  /** TypeScript function name → operation (the first namespace's, when two share a name). */
  readonly functions: ReadonlyMap<string, Operation>;
  /** TypeScript type name → where it lives. */
  readonly types: ReadonlyMap<string, TypeHome>;
  /** Names the module "gg" exports, in declaration order. */
  readonly moduleExports: readonly string[];
  /** The TypeScript spelling of an operation's function (`readFile`). */
  operationName(op: Operation): string;
}

/** The declarations gg.d.ts carries at `gg` itself besides the catalogue's types, in declaration order. */
export const SDK_ROOT_NAMES = ["OperationKey", "FailureCode", "Failure"] as const;

const cache = new WeakMap<Catalogue, GgNames>();

/** The names of a catalogue (memoised per catalogue object). */
export function ggNamesOf(catalogue: Catalogue): GgNames {
  const known = cache.get(catalogue);
  if (known !== undefined) return known;
  const functions = new Map<string, Operation>();
  for (const op of catalogue.operations) {
    const name = tsFunctionName(op.key);
    if (!functions.has(name)) functions.set(name, op);
  }
  const types = new Map<string, TypeHome>();
  for (const t of catalogue.types) types.set(tsTypeName(t.name), { name: tsTypeName(t.name), home: typeHome(catalogue, t.name) });
  const rootTypes = catalogue.types.filter((t) => typeHome(catalogue, t.name) === undefined).map((t) => tsTypeName(t.name));
  const names: GgNames = {
    catalogue,
    namespaces: new Set(catalogue.namespaces),
    functions,
    types,
    moduleExports: [...catalogue.namespaces, ...rootTypes, ...SDK_ROOT_NAMES],
    operationName: (op) => tsFunctionName(op.key),
  };
  cache.set(catalogue, names);
  return names;
}
