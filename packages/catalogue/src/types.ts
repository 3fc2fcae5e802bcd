/**
 * The catalogue's data model after loading: the shapes every other package reads.
 * The on-disk JSON format is described by `catalogue.schema.json`; `load.ts` turns it into these.
 */

/** The primitive types of the WIT-like signature language. */
export type PrimitiveName = "string" | "bool" | "u16" | "u32" | "s32" | "u64";

/** A type as written in a signature: `string`, `list<dir-entry>`, `option<u32>`, `file-info`. */
export type TypeRef =
  | { readonly kind: "primitive"; readonly name: PrimitiveName }
  | { readonly kind: "list"; readonly element: TypeRef }
  | { readonly kind: "option"; readonly element: TypeRef }
  | { readonly kind: "named"; readonly name: string };

/** One field of a record type (`modified-ms: u64`). */
export interface Field {
  readonly name: string;
  readonly type: TypeRef;
}

/** A declared record or enum type, by its kebab-case catalogue name (`dir-entry`). */
export type TypeDef =
  | { readonly kind: "record"; readonly name: string; readonly fields: readonly Field[] }
  | { readonly kind: "enum"; readonly name: string; readonly cases: readonly string[] };

/** What buys an operation: the SDK's four binding kinds (docs/sdk.md). */
export type Binding =
  | { readonly kind: "capability"; readonly capability: string }
  | { readonly kind: "ending"; readonly role: string }
  | { readonly kind: "machine" }
  | { readonly kind: "always" };

/** One parameter of an operation (`path: string`). */
export interface Param {
  readonly name: string;
  readonly type: TypeRef;
}

/** One model-facing call, under its `namespace.key` identity. */
export interface Operation {
  /** `files.read_file` */
  readonly id: string;
  /** `files` */
  readonly namespace: string;
  /** `read_file`: what a refusal's `operation` field carries. */
  readonly key: string;
  readonly binding: Binding;
  readonly params: readonly Param[];
  /** `null` for `-> ()`. */
  readonly result: TypeRef | null;
  readonly summary: string;
}

/** The loaded, validated catalogue. Arrays keep the file's order, which is the documented order. */
export interface Catalogue {
  readonly capabilities: readonly string[];
  readonly roles: readonly string[];
  readonly failureCodes: readonly string[];
  readonly types: readonly TypeDef[];
  readonly operations: readonly Operation[];
  /** Namespaces in order of first appearance among the operations. */
  readonly namespaces: readonly string[];
}

/** An agent's grant: the other half of the pair. */
export interface Grant {
  readonly capabilities: readonly string[];
  /** Operation ids. */
  readonly allowlist: readonly string[];
  readonly ending?: string;
  readonly machineState?: { readonly name: string; readonly transitions: readonly string[] };
}

/** One problem found in an input file, with the JSON path it sits at (`operations[3].binding.capability`). */
export interface Problem {
  readonly path: string;
  readonly message: string;
  /** 1-based, only for problems of the JSON text itself: a syntax error, a duplicated key. */
  readonly line?: number;
  readonly column?: number;
}

/** The eleven language arms, by the ids these tools take (`--arm ruby`). */
export const ARMS = [
  "typescript",
  "javascript",
  "purescript",
  "python",
  "ruby",
  "rust",
  "java",
  "kotlin",
  "swift",
  "cpp",
  "csharp",
] as const;

/** One of the eleven language arms. */
export type Arm = (typeof ARMS)[number];
