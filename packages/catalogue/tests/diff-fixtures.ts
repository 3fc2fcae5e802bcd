// Catalogue pairs for the diff tests: copies of the shipped catalogue's raw JSON, changed on purpose.
import { validateCatalogue } from "../src/load.js";
import type { Catalogue } from "../src/types.js";
import { rawCatalogue } from "./fixtures.js";

/** The raw JSON of a catalogue, as the tests edit it. */
export type Raw = ReturnType<typeof rawCatalogue>;
/** An operation of a raw catalogue. */
export interface RawOp {
  id: string;
  binding: Record<string, string>;
  params: { name: string; type: string }[];
  result: string | null;
  summary: string;
}
/** A declared type of a raw catalogue. */
export interface RawType {
  name: string;
  kind: "record" | "enum";
  fields?: { name: string; type: string }[];
  cases?: string[];
}

/** Edits a pair of fresh copies of the shipped catalogue: `before` and `after`. */
export type Edit = (before: Raw, after: Raw) => void;

/** The operation with this id in a raw catalogue. */
export function rawOp(raw: Raw, id: string): RawOp {
  const op = (raw.operations as unknown as RawOp[]).find((o) => o.id === id);
  if (!op) throw new Error(`no operation ${id} in the fixture`);
  return op;
}

/** The declared type with this name in a raw catalogue. */
export function rawType(raw: Raw, name: string): RawType {
  const t = (raw.types as unknown as RawType[]).find((o) => o.name === name);
  if (!t) throw new Error(`no type ${name} in the fixture`);
  return t;
}

/** Adds an operation at the end of a raw catalogue. */
export function addOp(raw: Raw, op: RawOp): void {
  (raw.operations as unknown as RawOp[]).push(op);
}

/** Removes an operation from a raw catalogue. */
export function removeOp(raw: Raw, id: string): void {
  raw.operations = raw.operations.filter((o) => o.id !== id);
}

/** A raw catalogue loaded; a fixture that does not load is a broken test, so it throws with the problems. */
export function load(raw: unknown): Catalogue {
  const result = validateCatalogue(raw);
  if (!result.ok) throw new Error(`fixture does not load: ${JSON.stringify(result.problems)}`);
  return result.value;
}

/** The two catalogues an edit makes. */
export function pair(edit: Edit): [Catalogue, Catalogue] {
  const before = rawCatalogue();
  const after = rawCatalogue();
  edit(before, after);
  return [load(before), load(after)];
}
