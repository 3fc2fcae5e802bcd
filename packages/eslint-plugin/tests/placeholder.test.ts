// The literal a "pass the missing argument" suggestion writes, for each kind of parameter type.
import { defaultCatalogue } from "@gg/catalogue";
import { placeholder } from "../src/util/placeholder.js";

describe("placeholder", () => {
  const catalogue = defaultCatalogue();

  it("writes the simplest literal of each primitive, list and option", () => {
    expect(placeholder(catalogue, { kind: "primitive", name: "string" })).toBe('""');
    expect(placeholder(catalogue, { kind: "primitive", name: "bool" })).toBe("false");
    expect(placeholder(catalogue, { kind: "primitive", name: "u32" })).toBe("0");
    expect(placeholder(catalogue, { kind: "list", element: { kind: "named", name: "text-edit" } })).toBe("[]");
    expect(placeholder(catalogue, { kind: "option", element: { kind: "primitive", name: "string" } })).toBe("undefined");
  });

  it("writes an enum's first case and a record's required fields by their TypeScript names", () => {
    expect(placeholder(catalogue, { kind: "named", name: "entry-kind" })).toBe('"file"');
    expect(placeholder(catalogue, { kind: "named", name: "text-edit" })).toBe('{ oldText: "", newText: "" }');
    expect(placeholder(catalogue, { kind: "named", name: "file-info" })).toBe('{ path: "", kind: "file", size: 0, modifiedMs: 0 }');
    // Every field optional: nothing to write.
    expect(placeholder(catalogue, { kind: "named", name: "grep-options" })).toBe("{}");
  });
});
