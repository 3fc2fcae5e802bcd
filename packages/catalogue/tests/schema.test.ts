// catalogue.schema.json and the loader agree on the shape of a catalogue file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateCatalogue } from "../src/load.js";
import { rawCatalogue } from "./fixtures.js";
import { schemaErrors } from "./schema-walker.js";

const schema = JSON.parse(readFileSync(new URL("../catalogue.schema.json", import.meta.url), "utf8")) as Record<string, unknown>;

describe("catalogue.schema.json", () => {
  it("is draft 2020-12", () => {
    expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
  });

  it("is the schema the default catalogue names", () => {
    expect(rawCatalogue().$schema).toBe("./catalogue.schema.json");
  });

  it("accepts the default catalogue", () => {
    expect(schemaErrors(schema, rawCatalogue())).toEqual([]);
  });

  const defs = schema.$defs as Record<string, { required?: string[]; oneOf?: { required: string[] }[] }>;
  const keyCases: [string, string[], (raw: ReturnType<typeof rawCatalogue>, key: string) => void][] = [
    ["the root", schema.required as string[], (raw, key) => delete raw[key]],
    ["an operation", defs.operation?.required ?? [], (raw, key) => delete raw.operations[0]![key]],
    ["a parameter", defs.named?.required ?? [], (raw, key) => delete (raw.operations[0]!.params as Record<string, unknown>[])[0]![key]],
    ["a record", defs.typeDef?.oneOf?.[0]?.required ?? [], (raw, key) => delete raw.types[1]![key]],
    ["an enum", defs.typeDef?.oneOf?.[1]?.required ?? [], (raw, key) => delete raw.types[0]![key]],
  ];
  for (const [where, required, remove] of keyCases) {
    it.each(required)(`${where}: the schema and the loader both require %s`, (key) => {
      const raw = rawCatalogue();
      remove(raw, key);
      expect(schemaErrors(schema, raw)).not.toEqual([]);
      expect(validateCatalogue(raw).ok).toBe(false);
    });
  }

  const broken: [string, (raw: ReturnType<typeof rawCatalogue>) => void][] = [
    ["an unknown top-level key", (raw) => (raw.extra = 1)],
    ["an unknown operation key", (raw) => (raw.operations[0]!.extra = 1)],
    ["a malformed id", (raw) => (raw.operations[0]!.id = "files")],
    ["an unknown binding kind", (raw) => (raw.operations[0]!.binding = { kind: "sometimes" })],
    ["a capability binding without a capability", (raw) => (raw.operations[0]!.binding = { kind: "capability" })],
    ["a machine binding with a role", (raw) => (raw.operations[0]!.binding = { kind: "machine", role: "worker" })],
    ["a numeric result", (raw) => (raw.operations[0]!.result = 3)],
    ["a type kind neither record nor enum", (raw) => (raw.types[0]!.kind = "union")],
    ["an enum with no cases", (raw) => (raw.types[0]!.cases = [])],
    ["failure codes without unavailable", (raw) => (raw.failureCodes = ["failed"])],
    ["a duplicate role", (raw) => (raw.roles = ["worker", "worker"])],
    ["a multi-line summary", (raw) => (raw.operations[0]!.summary = "a\nb")],
  ];
  it.each(broken)("the schema and the loader both reject %s", (_name, breakIt) => {
    const raw = rawCatalogue();
    breakIt(raw);
    expect(schemaErrors(schema, raw)).not.toEqual([]);
    expect(validateCatalogue(raw).ok).toBe(false);
  });
});
