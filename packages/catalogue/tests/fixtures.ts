// Shared test inputs: the raw default catalogue (as JSON data, to break on purpose) and grant builders.
import { readFileSync } from "node:fs";

/** The raw JSON of the shipped catalogue.json: a fresh deep copy each call. */
export function rawCatalogue(): Record<string, unknown> & { operations: Record<string, unknown>[]; types: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(new URL("../catalogue.json", import.meta.url), "utf8")) as ReturnType<typeof rawCatalogue>;
}

/** The index of an operation in the raw default catalogue. */
export function opIndex(id: string): number {
  return rawCatalogue().operations.findIndex((o) => o.id === id);
}
