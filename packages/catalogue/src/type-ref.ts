// The WIT-like type language of signatures: `string`, `list<dir-entry>`, `option<u32>`, `file-info`.
import type { PrimitiveName, TypeRef } from "./types.js";

/** The primitive type names of the signature language. */
export const PRIMITIVES: readonly PrimitiveName[] = ["string", "bool", "u16", "u32", "s32", "u64"];

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Deeper nesting than any signature needs; bounds the recursion over untrusted text. */
const MAX_TYPE_DEPTH = 16;

/** Whether a name is a primitive type of the signature language. */
function isPrimitiveName(name: string): name is PrimitiveName {
  return (PRIMITIVES as readonly string[]).includes(name);
}

/** Parses a type string, or says what is wrong with it. */
export function parseTypeRef(text: string): { ok: true; type: TypeRef } | { ok: false; detail: string } {
  const tokens = text.match(/[a-z0-9-]+|[<>]|\S/gi) ?? [];
  let i = 0;
  const parse = (depth: number): TypeRef | string => {
    if (depth > MAX_TYPE_DEPTH) return `nested more than ${MAX_TYPE_DEPTH} deep`;
    const name = tokens[i++];
    if (name === undefined) return "expected a type name";
    if (!NAME.test(name)) return `${JSON.stringify(name)} is not a type name (lower-case words joined by "-")`;
    if (name === "list" || name === "option") {
      if (tokens[i] !== "<") return `expected "<" after ${name}`;
      i++;
      const element = parse(depth + 1);
      if (typeof element === "string") return element;
      if (tokens[i] !== ">") return tokens[i] === undefined ? `expected ">"` : `expected ">", got ${JSON.stringify(tokens[i])}`;
      i++;
      return { kind: name, element };
    }
    if (isPrimitiveName(name)) return { kind: "primitive", name };
    return { kind: "named", name };
  };
  const type = parse(0);
  if (typeof type === "string") return { ok: false, detail: type };
  if (i < tokens.length) return { ok: false, detail: `unexpected ${JSON.stringify(tokens[i])} after the type` };
  return { ok: true, type };
}

/** The type in the catalogue's own (WIT-like) notation. */
export function formatTypeRef(type: TypeRef | null): string {
  if (type === null) return "()";
  switch (type.kind) {
    case "primitive":
    case "named":
      return type.name;
    case "list":
    case "option":
      return `${type.kind}<${formatTypeRef(type.element)}>`;
  }
}

/** Every named type a type mentions, outermost first. */
export function namedTypesIn(type: TypeRef | null): string[] {
  if (type === null || type.kind === "primitive") return [];
  if (type.kind === "named") return [type.name];
  return namedTypesIn(type.element);
}
