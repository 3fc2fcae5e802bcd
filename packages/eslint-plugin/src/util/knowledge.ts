import type { Catalogue, Operation } from "@gg/catalogue";
import { tsFunctionName, tsTypeName, typeHome } from "@gg/catalogue";
import type { GgRef } from "./resolve.js";

/**
 * Names the generated `gg.d.ts` declares at `gg` itself beside the catalogue's namespaces and types: the failure class
 * and the two unions a program compares a failure with. They come from the SDK renderer, not from the table
 * (a test checks this list against `renderTypeScript`).
 */
export const SDK_ROOT_NAMES = ["Failure", "OperationKey", "FailureCode"] as const;

/** The class every failed gg call raises (`gg.Failure`). */
export const FAILURE_CLASS = "Failure";

/** Where an unqualified name lives in gg. */
export type Home =
  | { readonly kind: "namespace"; readonly namespace: string }
  | { readonly kind: "function"; readonly namespace: string; readonly operation: Operation }
  | { readonly kind: "type"; readonly namespace: string | undefined; readonly name: string };

/** What the rules know about gg, derived once from a catalogue. */
export interface Knowledge {
  readonly catalogue: Catalogue;
  readonly namespaces: ReadonlySet<string>;
  /** Namespace → TypeScript function name → operation. */
  readonly functions: ReadonlyMap<string, ReadonlyMap<string, Operation>>;
  /** Namespace (or "" for gg itself) → TypeScript type names declared there. */
  readonly types: ReadonlyMap<string, ReadonlySet<string>>;
  /** Everything `import { … } from "gg"` may name: namespaces and what lives at gg itself. */
  readonly moduleExports: ReadonlySet<string>;
  /** Every gg name a program could write unqualified by mistake, with where it lives. */
  readonly homes: ReadonlyMap<string, readonly Home[]>;
  readonly keys: ReadonlySet<string>;
  readonly failureCodes: ReadonlySet<string>;
  /** Every name a member of gg or of a namespace can have (namespaces, types, functions): any other name reaches nothing. */
  readonly memberNames: ReadonlySet<string>;
}

const cache = new WeakMap<Catalogue, Knowledge>();

/** The rules' view of a catalogue (memoised per catalogue object). */
export function knowledgeOf(catalogue: Catalogue): Knowledge {
  const cached = cache.get(catalogue);
  if (cached) return cached;
  const functions = new Map<string, Map<string, Operation>>();
  const types = new Map<string, Set<string>>([["", new Set<string>(SDK_ROOT_NAMES)]]);
  const homes = new Map<string, Home[]>();
  const addHome = (name: string, home: Home): void => {
    const list = homes.get(name) ?? [];
    list.push(home);
    homes.set(name, list);
  };
  for (const namespace of catalogue.namespaces) {
    functions.set(namespace, new Map());
    types.set(namespace, new Set());
    addHome(namespace, { kind: "namespace", namespace });
  }
  for (const operation of catalogue.operations) {
    const name = tsFunctionName(operation.key);
    functions.get(operation.namespace)?.set(name, operation);
    addHome(name, { kind: "function", namespace: operation.namespace, operation });
  }
  for (const type of catalogue.types) {
    const home = typeHome(catalogue, type.name);
    const name = tsTypeName(type.name);
    const set = types.get(home ?? "") ?? new Set<string>();
    set.add(name);
    types.set(home ?? "", set);
    addHome(name, { kind: "type", namespace: home, name });
  }
  for (const name of SDK_ROOT_NAMES) addHome(name, { kind: "type", namespace: undefined, name });
  const knowledge: Knowledge = {
    catalogue,
    namespaces: new Set(catalogue.namespaces),
    functions,
    types,
    moduleExports: new Set([...catalogue.namespaces, ...(types.get("") ?? [])]),
    homes,
    keys: new Set(catalogue.operations.map((operation) => operation.key)),
    failureCodes: new Set(catalogue.failureCodes),
    memberNames: new Set([...catalogue.namespaces, ...[...types.values()].flatMap((set) => [...set]), ...[...functions.values()].flatMap((map) => [...map.keys()])]),
  };
  cache.set(catalogue, knowledge);
  return knowledge;
}

/** What a program can name on a gg container: the namespaces of gg, or the function names of a namespace. */
export function membersOf(knowledge: Knowledge, ref: GgRef): string[] {
  if (ref.kind === "root") return [...knowledge.namespaces];
  if (ref.kind === "namespace") return [...(knowledge.functions.get(ref.namespace)?.keys() ?? [])];
  return [];
}
