import type { Catalogue, Field, TypeDef, TypeRef } from "@gg/catalogue";
import { closest, tsFieldName, tsTypeText } from "@gg/catalogue";
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";

/** One argument value that cannot be the parameter's type, found without running anything. */
export type Mismatch =
  | { readonly kind: "type"; readonly node: TSESTree.Node; readonly path: string; readonly expected: string; readonly actual: string; readonly replacement?: string }
  | { readonly kind: "unknownField"; readonly node: TSESTree.Node; readonly field: string; readonly type: string; readonly fields: string; readonly candidates: readonly string[] }
  | { readonly kind: "missingField"; readonly node: TSESTree.Node; readonly field: string; readonly type: string };

const RANGES: Record<string, readonly [number, number]> = {
  u16: [0, 0xffff],
  u32: [0, 0xffffffff],
  s32: [-0x80000000, 0x7fffffff],
  u64: [0, Number.MAX_SAFE_INTEGER],
};

// Every gg call with a record argument reads its type's fields by their TypeScript names: derived once per catalogue
// object instead of once per call (a linear search of the types and a camelCase of every field name).
const typeTables = new WeakMap<Catalogue, Map<string, { readonly def: TypeDef | undefined; fields?: ReadonlyMap<string, Field> }>>();

function typeEntry(catalogue: Catalogue, name: string): { readonly def: TypeDef | undefined; fields?: ReadonlyMap<string, Field> } {
  let table = typeTables.get(catalogue);
  if (!table) typeTables.set(catalogue, (table = new Map()));
  let entry = table.get(name);
  if (!entry) table.set(name, (entry = { def: catalogue.types.find((t) => t.name === name) }));
  return entry;
}

/** The declared type named `name`, if any. */
function typeDef(catalogue: Catalogue, name: string): TypeDef | undefined {
  return typeEntry(catalogue, name).def;
}

/** A record type's fields by their TypeScript names, in declaration order. */
function recordFields(catalogue: Catalogue, def: Extract<TypeDef, { kind: "record" }>): ReadonlyMap<string, Field> {
  const entry = typeEntry(catalogue, def.name);
  return (entry.fields ??= new Map(def.fields.map((f) => [tsFieldName(f.name), f])));
}

/** What a literal-ish expression certainly is at run time, or undefined when only running it would tell. */
function literalKind(node: TSESTree.Node, isFreeUndefined: (node: TSESTree.Identifier) => boolean): { kind: string; number?: number } | undefined {
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
      if (typeof node.value === "string") return { kind: "a string" };
      if (typeof node.value === "number") return { kind: "a number", number: node.value };
      if (typeof node.value === "boolean") return { kind: "a boolean" };
      if (node.value === null && !("regex" in node) && !("bigint" in node)) return { kind: "null" };
      if ("regex" in node) return { kind: "a regular expression" };
      if ("bigint" in node) return { kind: "a bigint" };
      return undefined;
    case AST_NODE_TYPES.TemplateLiteral:
      return { kind: "a string" };
    case AST_NODE_TYPES.ArrayExpression:
      return { kind: "an array" };
    case AST_NODE_TYPES.ObjectExpression:
      return { kind: "an object" };
    case AST_NODE_TYPES.ArrowFunctionExpression:
    case AST_NODE_TYPES.FunctionExpression:
    case AST_NODE_TYPES.ClassExpression:
      return { kind: "a function" };
    case AST_NODE_TYPES.Identifier:
      return node.name === "undefined" && isFreeUndefined(node) ? { kind: "undefined" } : undefined;
    case AST_NODE_TYPES.UnaryExpression:
      if (node.operator === "-" && node.argument.type === AST_NODE_TYPES.Literal && typeof node.argument.value === "number") {
        return { kind: "a number", number: -node.argument.value };
      }
      if (node.operator === "!") return { kind: "a boolean" };
      if (node.operator === "typeof") return { kind: "a string" };
      if (node.operator === "void") return { kind: "undefined" };
      return undefined;
    default:
      return undefined;
  }
}

/** How a person reads a parameter type. */
export function describeType(catalogue: Catalogue, type: TypeRef): string {
  switch (type.kind) {
    case "primitive": {
      if (type.name === "string") return "a string";
      if (type.name === "bool") return "a boolean";
      const [low, high] = RANGES[type.name] ?? [0, 0];
      return `a whole number from ${low} to ${high} (${type.name})`;
    }
    case "list":
      return `an array (${tsTypeText(catalogue, type)})`;
    case "option":
      return `${describeType(catalogue, type.element)} or undefined`;
    case "named": {
      const def = typeDef(catalogue, type.name);
      if (def?.kind === "enum") return `one of ${def.cases.map((c) => `"${c}"`).join(", ")}`;
      return `a \`${tsTypeText(catalogue, type)}\` object`;
    }
  }
}

/** Every certain mismatch between an argument expression and the type its parameter declares. */
export function mismatches(
  catalogue: Catalogue,
  node: TSESTree.Node,
  type: TypeRef,
  path: string,
  isFreeUndefined: (node: TSESTree.Identifier) => boolean,
  depth = 0,
): Mismatch[] {
  if (depth > 16) return [];
  const actual = literalKind(node, isFreeUndefined);
  if (!actual) return [];
  const wrong = (): Mismatch[] => {
    const replacement = convertible(node, type);
    return [{ kind: "type", node, path, expected: describeType(catalogue, type), actual: actual.kind, ...(replacement === undefined ? {} : { replacement }) }];
  };
  switch (type.kind) {
    case "option":
      return actual.kind === "undefined" || actual.kind === "null" ? [] : mismatches(catalogue, node, type.element, path, isFreeUndefined, depth + 1);
    case "primitive": {
      if (type.name === "string") return actual.kind === "a string" ? [] : wrong();
      if (type.name === "bool") return actual.kind === "a boolean" ? [] : wrong();
      if (actual.kind !== "a number") return wrong();
      const [low, high] = RANGES[type.name] ?? [-Infinity, Infinity];
      const value = actual.number;
      if (value === undefined) return [];
      return Number.isInteger(value) && value >= low && value <= high ? [] : [{ kind: "type", node, path, expected: describeType(catalogue, type), actual: String(value) }];
    }
    case "list": {
      if (node.type !== AST_NODE_TYPES.ArrayExpression) return wrong();
      return node.elements.flatMap((element, i) =>
        element && element.type !== AST_NODE_TYPES.SpreadElement
          ? mismatches(catalogue, element, type.element, `${path}[${i}]`, isFreeUndefined, depth + 1)
          : [],
      );
    }
    case "named": {
      const def = typeDef(catalogue, type.name);
      if (!def) return [];
      if (def.kind === "enum") {
        if (actual.kind !== "a string") return wrong();
        const text = node.type === AST_NODE_TYPES.Literal ? node.value : undefined;
        if (typeof text !== "string" || def.cases.includes(text)) return [];
        return [{ kind: "type", node, path, expected: describeType(catalogue, type), actual: JSON.stringify(text) }];
      }
      if (node.type !== AST_NODE_TYPES.ObjectExpression) return wrong();
      // The type's text goes into findings only: most record arguments have none.
      let text: string | undefined;
      const typeText = (): string => (text ??= `\`${tsTypeText(catalogue, type)}\``);
      const fields = recordFields(catalogue, def);
      const out: Mismatch[] = [];
      const seen = new Set<string>();
      let open = false; // a spread or computed key may supply any field
      for (const property of node.properties) {
        if (property.type !== AST_NODE_TYPES.Property || property.computed) {
          open = true;
          continue;
        }
        const key = property.key;
        const name = key.type === AST_NODE_TYPES.Identifier ? key.name : key.type === AST_NODE_TYPES.Literal ? String(key.value) : undefined;
        if (name === undefined) continue;
        seen.add(name);
        const field = fields.get(name);
        if (!field) {
          const names = [...fields.keys()];
          out.push({ kind: "unknownField", node: key, field: name, type: typeText(), fields: names.map((f) => `\`${f}\``).join(", "), candidates: closest(name, names.filter((f) => !seenLater(node, f))) });
          continue;
        }
        out.push(...mismatches(catalogue, property.value, field.type, `${path}.${name}`, isFreeUndefined, depth + 1));
      }
      if (!open) {
        for (const [name, field] of fields) {
          if (field.type.kind !== "option" && !seen.has(name)) out.push({ kind: "missingField", node, field: name, type: typeText() });
        }
      }
      return out;
    }
  }
}

/** Whether an object literal already names `field` (a rename to it would duplicate the key). */
function seenLater(node: TSESTree.ObjectExpression, field: string): boolean {
  return node.properties.some((p) => p.type === AST_NODE_TYPES.Property && !p.computed
    && ((p.key.type === AST_NODE_TYPES.Identifier && p.key.name === field) || (p.key.type === AST_NODE_TYPES.Literal && p.key.value === field)));
}

/** The literal the argument was evidently meant to be (`"12"` for a u32 → `12`, `12` for a string → `"12"`), if one. */
function convertible(node: TSESTree.Node, type: TypeRef): string | undefined {
  const target = type.kind === "option" ? type.element : type;
  if (target.kind !== "primitive" || node.type !== AST_NODE_TYPES.Literal) return undefined;
  if (target.name === "string" && typeof node.value === "number") return JSON.stringify(node.raw);
  if (target.name === "bool" && (node.value === "true" || node.value === "false")) return node.value;
  if (typeof node.value === "string" && /^-?\d+$/.test(node.value)) {
    const [low, high] = RANGES[target.name] ?? [1, 0];
    const value = Number(node.value);
    if (value >= low && value <= high) return String(value);
  }
  return undefined;
}
