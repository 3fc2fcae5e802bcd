// The TypeScript face of the catalogue: type texts, signatures and the generated gg.d.ts.
import { tsFieldName, tsFunctionName, tsTypeName } from "../naming.js";
import { namedTypesIn } from "../type-ref.js";
import { SDK, SDK_ROOT_NAMES } from "./root-names.js";
import type { Catalogue, Field, Operation, Param, TypeDef, TypeRef } from "../types.js";

const homes = new WeakMap<Catalogue, Map<string, string | undefined>>();

/** The namespace a type lives in ("files") when one namespace alone uses it, or undefined: at gg itself. */
export function typeHome(catalogue: Catalogue, typeName: string): string | undefined {
  let map = homes.get(catalogue);
  if (!map) {
    map = computeHomes(catalogue);
    homes.set(catalogue, map);
  }
  return map.get(typeName);
}

function computeHomes(catalogue: Catalogue): Map<string, string | undefined> {
  const defs = new Map(catalogue.types.map((t) => [t.name, t] as const));
  const users = new Map<string, Set<string>>();
  const visit = (name: string, namespace: string): void => {
    const seen = users.get(name) ?? new Set<string>();
    if (seen.has(namespace)) return;
    seen.add(namespace);
    users.set(name, seen);
    const def = defs.get(name);
    if (def?.kind === "record") for (const f of def.fields) for (const n of namedTypesIn(f.type)) visit(n, namespace);
  };
  for (const op of catalogue.operations) {
    for (const t of [...op.params.map((p) => p.type), op.result]) for (const n of namedTypesIn(t)) visit(n, op.namespace);
  }
  const map = new Map<string, string | undefined>();
  for (const t of catalogue.types) {
    const namespaces = [...(users.get(t.name) ?? [])];
    map.set(t.name, namespaces.length === 1 ? namespaces[0] : undefined);
  }
  return map;
}

/** The type's fully-qualified TypeScript name: `gg.files.DirEntry`. */
export function tsQualifiedTypeName(catalogue: Catalogue, typeName: string): string {
  const home = typeHome(catalogue, typeName);
  return home === undefined ? `gg.${tsTypeName(typeName)}` : `gg.${home}.${tsTypeName(typeName)}`;
}

/** TypeScript text of a type, relative to gg: `files.DirEntry[]`, `number`, `void` for `()`. */
export function tsTypeText(catalogue: Catalogue, type: TypeRef | null): string {
  return typeText(catalogue, type, undefined);
}

/**
 * Type text as seen from inside `namespace` (undefined: from gg itself). In a parameter (`input`) a list is
 * `readonly T[]`: the host only reads it, and a program's `as const` or `ReadonlyArray` value is a correct argument.
 */
function typeText(catalogue: Catalogue, type: TypeRef | null, from: string | undefined, input = false): string {
  if (type === null) return "void";
  switch (type.kind) {
    case "primitive":
      return type.name === "string" ? "string" : type.name === "bool" ? "boolean" : "number";
    case "named": {
      const home = typeHome(catalogue, type.name);
      const name = tsTypeName(type.name);
      return home === undefined || home === from ? name : `${home}.${name}`;
    }
    case "list": {
      const inner = typeText(catalogue, type.element, from, input);
      const wrap = type.element.kind === "option" || (input && type.element.kind === "list");
      return `${input ? "readonly " : ""}${wrap ? `(${inner})` : inner}[]`;
    }
    case "option":
      return `${typeText(catalogue, type.element, from, input)} | undefined`;
  }
}

/** A parameter or field: an `option<T>` becomes `name?: T` where optional is allowed. */
function member(catalogue: Catalogue, m: Param | Field, optional: boolean, from: string | undefined, input = false): string {
  const name = tsFieldName(m.name);
  if (optional && m.type.kind === "option") return `${name}?: ${typeText(catalogue, m.type.element, from, input)}`;
  return `${name}: ${typeText(catalogue, m.type, from, input)}`;
}

function paramList(catalogue: Catalogue, op: Operation, from: string | undefined): string {
  // Only a trailing run of option<T> parameters may be omitted.
  let firstOptional = op.params.length;
  while (firstOptional > 0 && op.params[firstOptional - 1]?.type.kind === "option") firstOptional--;
  return op.params.map((p, i) => member(catalogue, p, i >= firstOptional, from, true)).join(", ");
}

/** The operation's TypeScript signature, relative to gg: `readFile(path: string): string`. */
export function tsSignature(catalogue: Catalogue, operation: Operation): string {
  return `${tsFunctionName(operation.key)}(${paramList(catalogue, operation, undefined)}): ${tsTypeText(catalogue, operation.result)}`;
}

function renderType(catalogue: Catalogue, t: TypeDef, from: string | undefined, indent: string): string {
  const doc = `${indent}/** The catalogue type \`${t.name}\`. */\n`;
  if (t.kind === "enum") return `${doc}${indent}type ${tsTypeName(t.name)} = ${t.cases.map((c) => JSON.stringify(c)).join(" | ")};`;
  const fields = t.fields.map((f) => `${indent}  ${member(catalogue, f, true, from)};`).join("\n");
  return `${doc}${indent}interface ${tsTypeName(t.name)} {\n${fields}\n${indent}}`;
}

/** A declared type as TypeScript, headed by its qualified name: `// gg.files.DirEntry` then `interface DirEntry { … }`. */
export function tsTypeDeclaration(catalogue: Catalogue, typeName: string): string {
  const def = catalogue.types.find((t) => t.name === typeName);
  if (!def) return "";
  const home = typeHome(catalogue, typeName);
  return `// ${tsQualifiedTypeName(catalogue, typeName)}\n${renderType(catalogue, def, home, "").replace(/^\/\*\*.*\*\/\n/, "")}`;
}

function docComment(op: Operation, indent: string): string {
  return `${indent}/** ${op.summary.replace(/\*\//g, "*\\/")} (${op.id}) */`;
}

/** The gg.d.ts text: a global `gg` namespace and a module "gg" exporting the same names; nothing else global. */
export function renderTypeScript(catalogue: Catalogue): string {
  const out: string[] = [];
  out.push("// Generated by @gg/catalogue (renderTypeScript, scripts/gen-dts.mjs) from catalogue.json. Do not edit: regenerate.");
  out.push("// The SDK is static: every operation is declared here whatever an agent is granted; a refused call throws gg.Failure.");
  out.push("");
  out.push("declare namespace gg {");
  for (const ns of catalogue.namespaces) {
    out.push(`  namespace ${ns} {`);
    for (const op of catalogue.operations.filter((o) => o.namespace === ns)) {
      out.push(docComment(op, "    "));
      out.push(`    function ${tsFunctionName(op.key)}(${paramList(catalogue, op, ns)}): ${typeText(catalogue, op.result, ns)};`);
    }
    for (const t of catalogue.types.filter((t) => typeHome(catalogue, t.name) === ns)) out.push(renderType(catalogue, t, ns, "    "));
    out.push("  }");
  }
  for (const t of catalogue.types.filter((t) => typeHome(catalogue, t.name) === undefined)) out.push(renderType(catalogue, t, undefined, "  "));
  const union = (items: readonly string[]): string => (items.length === 0 ? "never" : items.map((s) => JSON.stringify(s)).join(" | "));
  out.push("  /** The key of every operation: what a Failure's `operation` carries (`read_file` for `gg.files.readFile`). */");
  out.push(`  type ${SDK.operationKey} = ${union(catalogue.operations.map((o) => o.key))};`);
  out.push("  /** Every code a failed call carries; a refusal carries `unavailable`. */");
  out.push(`  type ${SDK.failureCode} = ${union(catalogue.failureCodes)};`);
  out.push("  /** What every failed gg call raises, a refusal included. */");
  out.push(`  class ${SDK.failure} extends Error {`);
  out.push("    private constructor();");
  out.push(`    readonly code: ${SDK.failureCode};`);
  out.push("    /** The key of the operation the program reached for. */");
  out.push(`    readonly operation: ${SDK.operationKey};`);
  out.push("    readonly message: string;");
  out.push("  }");
  out.push("}");
  out.push("");
  out.push('declare module "gg" {');
  for (const ns of catalogue.namespaces) out.push(`  export import ${ns} = gg.${ns};`);
  for (const t of catalogue.types.filter((t) => typeHome(catalogue, t.name) === undefined)) {
    out.push(`  export import ${tsTypeName(t.name)} = gg.${tsTypeName(t.name)};`);
  }
  for (const name of SDK_ROOT_NAMES) out.push(`  export import ${name} = gg.${name};`);
  out.push("  /** Marks \"gg\" as an ES module, so TypeScript synthesizes no default export: `import gg from \"gg\"` is refused. */");
  out.push("  export type __esModule = never;");
  out.push("}");
  return `${out.join("\n")}\n`;
}
