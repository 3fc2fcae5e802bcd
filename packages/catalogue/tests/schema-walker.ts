// A small JSON Schema (draft 2020-12) walker for the keywords catalogue.schema.json uses, to check the schema and
// the loader agree. Not a general validator: an unknown keyword fails loudly so the schema cannot outgrow it.
type Schema = Record<string, unknown>;

const KNOWN = new Set([
  "$schema", "$id", "title", "description", "type", "required", "additionalProperties", "properties", "items", "uniqueItems",
  "contains", "pattern", "minItems", "minLength", "const", "oneOf", "$ref", "$defs",
]);

/** Every place `value` breaks `schema`, as JSON paths. */
export function schemaErrors(root: Schema, value: unknown, schemaAt: Schema = root): string[] {
  const errors: string[] = [];
  const walk = (schema: Schema, v: unknown, path: string): void => {
    for (const k of Object.keys(schema)) if (!KNOWN.has(k)) throw new Error(`schema walker: unsupported keyword ${k}`);
    if (typeof schema.$ref === "string") {
      const name = schema.$ref.replace("#/$defs/", "");
      return walk((root.$defs as Record<string, Schema>)[name] as Schema, v, path);
    }
    if (schema.oneOf) {
      const passing = (schema.oneOf as Schema[]).filter((s) => schemaErrors(root, v, s).length === 0);
      if (passing.length !== 1) errors.push(`${path}: matches ${passing.length} of oneOf`);
      return;
    }
    if ("const" in schema && v !== schema.const) errors.push(`${path}: not ${JSON.stringify(schema.const)}`);
    const t = schema.type;
    const actual = v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
    if (t !== undefined && t !== actual) {
      errors.push(`${path}: expected ${String(t)}, got ${actual}`);
      return;
    }
    if (typeof v === "string") {
      if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(v)) errors.push(`${path}: does not match ${schema.pattern}`);
      if (typeof schema.minLength === "number" && v.length < schema.minLength) errors.push(`${path}: too short`);
    }
    if (Array.isArray(v)) {
      if (typeof schema.minItems === "number" && v.length < schema.minItems) errors.push(`${path}: too few items`);
      if (schema.uniqueItems && new Set(v.map((x) => JSON.stringify(x))).size !== v.length) errors.push(`${path}: items not unique`);
      if (schema.contains && !v.some((x) => schemaErrors(root, x, schema.contains as Schema).length === 0)) errors.push(`${path}: contains nothing matching`);
      if (schema.items) v.forEach((x, i) => walk(schema.items as Schema, x, `${path}[${i}]`));
    }
    if (actual === "object") {
      const o = v as Record<string, unknown>;
      for (const k of (schema.required as string[] | undefined) ?? []) if (!(k in o)) errors.push(`${path}: missing ${k}`);
      const props = (schema.properties as Record<string, Schema> | undefined) ?? {};
      for (const [k, x] of Object.entries(o)) {
        const at = path === "" ? k : `${path}.${k}`;
        if (props[k]) walk(props[k], x, at);
        else if (schema.additionalProperties === false) errors.push(`${at}: not allowed`);
      }
    }
  };
  walk(schemaAt, value, "");
  return errors;
}
