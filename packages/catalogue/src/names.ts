/**
 * The names of gg, as plain data derived once per catalogue object: its namespaces, operations, types, the SDK's own
 * root names, what module "gg" exports, the keys and failure codes, and what each spelling refers to. Every surface
 * that asks "what does this name refer to in gg?" (the checker, the ESLint rules, the LSP) reads this one table and
 * answers with the one reference type `GgName`.
 */
import { tsFunctionName, tsTypeName } from "./naming.js";
import { SDK_ROOT_NAMES, type SdkName } from "./sdk/root-names.js";
import { typeHome } from "./sdk/typescript.js";
import type { Catalogue, Operation, TypeDef } from "./types.js";

export { SDK, SDK_ROOT_NAMES, type SdkName } from "./sdk/root-names.js";

/** What a gg name refers to: gg itself, a namespace, an operation, a catalogue type (with its home), or an SDK name. */
export type GgName =
  | { readonly kind: "root" }
  | { readonly kind: "namespace"; readonly namespace: string }
  | { readonly kind: "operation"; readonly operation: Operation }
  /** `home` is the namespace the type lives in (`files` for `gg.files.DirEntry`), undefined at gg itself. */
  | { readonly kind: "type"; readonly type: TypeDef; readonly home: string | undefined }
  | { readonly kind: "sdk"; readonly name: SdkName };

/** A `GgName` of one kind. */
export type GgNameOf<K extends GgName["kind"]> = Extract<GgName, { readonly kind: K }>;

/** The names of one catalogue. Every `GgName` in it is one object per name, so two references compare by identity. */
export interface GgNames {
  readonly catalogue: Catalogue;
  /** gg itself. */
  readonly root: GgNameOf<"root">;
  /** Namespace → its name, in catalogue order. */
  readonly namespaces: ReadonlyMap<string, GgNameOf<"namespace">>;
  /** What each member of gg itself refers to: namespaces, gg-level types, the SDK's names, in gg.d.ts order. */
  readonly rootMembers: ReadonlyMap<string, GgName>;
  /** Namespace → member name → what it refers to: its operations by TypeScript function name, then its types. */
  readonly namespaceMembers: ReadonlyMap<string, ReadonlyMap<string, GgName>>;
  /** Namespace → TypeScript function name → operation. */
  readonly operations: ReadonlyMap<string, ReadonlyMap<string, Operation>>;
  /** Operation → its name. */
  readonly operationNames: ReadonlyMap<Operation, GgNameOf<"operation">>;
  /** TypeScript type name (`DirEntry`) → its name; TypeScript type names are unique in a catalogue. */
  readonly types: ReadonlyMap<string, GgNameOf<"type">>;
  /** Home (a namespace, or undefined for gg itself) → the types declared there, in catalogue order. */
  readonly typesByHome: ReadonlyMap<string | undefined, readonly TypeDef[]>;
  /** The SDK's own root names. */
  readonly sdk: ReadonlyMap<SdkName, GgNameOf<"sdk">>;
  /** Everything module "gg" exports (`import { … } from "gg"`), in gg.d.ts order: the keys of `rootMembers`. */
  readonly moduleExports: ReadonlySet<string>;
  /** Operation keys (`read_file`): what a failure's `operation` carries. */
  readonly keys: ReadonlySet<string>;
  /** Operation key → operation. */
  readonly operationsByKey: ReadonlyMap<string, Operation>;
  readonly failureCodes: ReadonlySet<string>;
  /** Every name a member of gg or of a namespace can have: any other name reaches nothing of gg. */
  readonly memberNames: ReadonlySet<string>;
  /**
   * What each name refers to when a program writes it bare, as if it were in scope (`files`, `readFile`, `DirEntry`,
   * `Failure`): namespaces first, then operations, types and the SDK's names. More than one entry: several things share it.
   */
  readonly unqualified: ReadonlyMap<string, readonly GgName[]>;
}

const cache = new WeakMap<Catalogue, GgNames>();

/** The names of a catalogue (built once per catalogue object). */
export function namesOf(catalogue: Catalogue): GgNames {
  const cached = cache.get(catalogue);
  if (cached) return cached;
  const names = build(catalogue);
  cache.set(catalogue, names);
  return names;
}

function build(catalogue: Catalogue): GgNames {
  const root: GgNameOf<"root"> = Object.freeze({ kind: "root" });
  const namespaces = new Map<string, GgNameOf<"namespace">>();
  const namespaceMembers = new Map<string, Map<string, GgName>>();
  const operations = new Map<string, Map<string, Operation>>();
  const unqualified = new Map<string, GgName[]>();
  const bare = (name: string, ref: GgName): void => {
    const list = unqualified.get(name) ?? [];
    list.push(ref);
    unqualified.set(name, list);
  };
  for (const namespace of catalogue.namespaces) {
    const ref: GgNameOf<"namespace"> = Object.freeze({ kind: "namespace", namespace });
    namespaces.set(namespace, ref);
    namespaceMembers.set(namespace, new Map());
    operations.set(namespace, new Map());
    bare(namespace, ref);
  }
  const operationNames = new Map<Operation, GgNameOf<"operation">>();
  for (const operation of catalogue.operations) {
    const ref: GgNameOf<"operation"> = Object.freeze({ kind: "operation", operation });
    const fn = tsFunctionName(operation.key);
    operationNames.set(operation, ref);
    operations.get(operation.namespace)?.set(fn, operation);
    namespaceMembers.get(operation.namespace)?.set(fn, ref);
    bare(fn, ref);
  }
  const rootMembers = new Map<string, GgName>(namespaces);
  const types = new Map<string, GgNameOf<"type">>();
  const typesByHome = new Map<string | undefined, TypeDef[]>([[undefined, []], ...catalogue.namespaces.map((ns) => [ns, []] as [string, TypeDef[]])]);
  for (const type of catalogue.types) {
    const home = typeHome(catalogue, type.name);
    const ref: GgNameOf<"type"> = Object.freeze({ kind: "type", type, home });
    const name = tsTypeName(type.name);
    types.set(name, ref);
    typesByHome.get(home)?.push(type);
    if (home === undefined) rootMembers.set(name, ref);
    else namespaceMembers.get(home)?.set(name, ref);
    bare(name, ref);
  }
  const sdk = new Map<SdkName, GgNameOf<"sdk">>();
  for (const name of SDK_ROOT_NAMES) {
    const ref: GgNameOf<"sdk"> = Object.freeze({ kind: "sdk", name });
    sdk.set(name, ref);
    rootMembers.set(name, ref);
    bare(name, ref);
  }
  const memberNames = new Set<string>(rootMembers.keys());
  for (const members of namespaceMembers.values()) for (const name of members.keys()) memberNames.add(name);
  return {
    catalogue,
    root,
    namespaces,
    rootMembers,
    namespaceMembers,
    operations,
    operationNames,
    types,
    typesByHome,
    sdk,
    moduleExports: new Set(rootMembers.keys()),
    keys: new Set(catalogue.operations.map((operation) => operation.key)),
    operationsByKey: new Map(catalogue.operations.map((operation) => [operation.key, operation])),
    failureCodes: new Set(catalogue.failureCodes),
    memberNames,
    unqualified,
  };
}

/** What a container's members are called and refer to: gg's namespaces, types and SDK names, or a namespace's operations and types. */
export function membersOf(names: GgNames, container: GgName): ReadonlyMap<string, GgName> {
  if (container.kind === "root") return names.rootMembers;
  if (container.kind === "namespace") return names.namespaceMembers.get(container.namespace) ?? EMPTY;
  return EMPTY;
}

const EMPTY: ReadonlyMap<string, GgName> = new Map();

/** What `container.member` refers to, or undefined when gg has nothing there. */
export function memberOf(names: GgNames, container: GgName, member: string): GgName | undefined {
  return membersOf(names, container).get(member);
}

/** What a path from gg refers to: `[]` is gg, `["files", "readFile"]` is `gg.files.readFile`; undefined when nothing. */
export function resolveGgPath(names: GgNames, path: readonly string[]): GgName | undefined {
  let current: GgName | undefined = names.root;
  for (const member of path) {
    current = memberOf(names, current, member);
    if (current === undefined) return undefined;
  }
  return current;
}

/** The path from gg a name is reached by: `gg.files.readFile` → `["files", "readFile"]`. */
export function ggPathOf(name: GgName): string[] {
  switch (name.kind) {
    case "root":
      return [];
    case "namespace":
      return [name.namespace];
    case "operation":
      return [name.operation.namespace, tsFunctionName(name.operation.key)];
    case "type":
      return name.home === undefined ? [tsTypeName(name.type.name)] : [name.home, tsTypeName(name.type.name)];
    case "sdk":
      return [name.name];
  }
}

/** The qualified TypeScript spelling of a name: `gg`, `gg.files`, `gg.files.readFile`, `gg.files.DirEntry`, `gg.Failure`. */
export function qualifiedGgName(name: GgName): string {
  return ["gg", ...ggPathOf(name)].join(".");
}
