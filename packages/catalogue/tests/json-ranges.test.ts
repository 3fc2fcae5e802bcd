// Where each value of a JSON document is: what the LSP's workspace symbols point at in a catalogue file.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jsonValueRanges } from "../src/json-text.js";

describe("jsonValueRanges", () => {
  it("gives every value's offsets by its JSON path", () => {
    const text = '{ "a": [1, {"b c": "x"}], "d": null }';
    const ranges = jsonValueRanges(text);
    const at = (path: string): string | undefined => {
      const range = ranges?.get(path);
      return range && text.slice(range.start, range.end);
    };
    expect(at("")).toBe(text);
    expect(at("a")).toBe('[1, {"b c": "x"}]');
    expect(at("a[0]")).toBe("1");
    expect(at('a[1]["b c"]')).toBe('"x"');
    expect(at("d")).toBe("null");
  });

  it("counts a byte order mark, as an editor's offsets do", () => {
    expect(jsonValueRanges('\ufeff{"a": 1}')?.get("a")).toEqual({ start: 7, end: 8 });
  });

  it("finds a key even where its text appears earlier in another value (no text search)", () => {
    const text = '{"summary": "see \\"files.read_file\\"", "id": "files.read_file"}';
    const range = jsonValueRanges(text)?.get("id");
    expect(range && text.slice(range.start, range.end)).toBe('"files.read_file"');
    expect(range?.start).toBe(text.lastIndexOf('"files.read_file"'));
  });

  it("answers undefined for text that is not JSON", () => {
    expect(jsonValueRanges("{,}")).toBeUndefined();
    expect(jsonValueRanges("")).toBeUndefined();
  });

  it("locates every operation id of the shipped catalogue", () => {
    const text = readFileSync(new URL("../catalogue.json", import.meta.url), "utf8");
    const ranges = jsonValueRanges(text);
    const first = ranges?.get("operations[0].id");
    expect(first && text.slice(first.start, first.end)).toBe('"files.read_file"');
  });
});
