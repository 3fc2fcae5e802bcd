import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalogueFile, parseCatalogue, validateCatalogue } from "../src/load.js";
import { formatProblems } from "../src/problems.js";
import type { Problem } from "../src/types.js";
import { opIndex, rawCatalogue } from "./fixtures.js";

function problemsOf(data: unknown): Problem[] {
  const result = validateCatalogue(data);
  if (result.ok) throw new Error("expected problems, the catalogue loaded");
  return result.problems;
}

describe("validateCatalogue: the default catalogue", () => {
  it("loads with 25 operations, 13 types, 7 capabilities, 3 roles, 5 failure codes", () => {
    const result = validateCatalogue(rawCatalogue());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const c = result.value;
    expect([c.operations.length, c.types.length, c.capabilities.length, c.roles.length, c.failureCodes.length]).toEqual([25, 13, 7, 3, 5]);
  });

  it("lists namespaces in order of first appearance", () => {
    const result = validateCatalogue(rawCatalogue());
    expect(result.ok && result.value.namespaces).toEqual(["files", "views", "shell", "web", "programs", "delegation", "session", "docs"]);
  });

  it("splits ids into namespace and key and parses signatures", () => {
    const result = validateCatalogue(rawCatalogue());
    if (!result.ok) throw new Error("default catalogue must load");
    const grep = result.value.operations.find((o) => o.id === "files.grep");
    expect(grep).toEqual({
      id: "files.grep",
      namespace: "files",
      key: "grep",
      binding: { kind: "capability", capability: "fs.read" },
      params: [
        { name: "pattern", type: { kind: "primitive", name: "string" } },
        { name: "options", type: { kind: "option", element: { kind: "named", name: "grep-options" } } },
      ],
      result: { kind: "list", element: { kind: "named", name: "grep-match" } },
      summary: "Lines matching a regular expression.",
    });
  });

  it("reads -> () as a null result", () => {
    const result = validateCatalogue(rawCatalogue());
    expect(result.ok && result.value.operations.find((o) => o.id === "files.delete_file")?.result).toBeNull();
  });
});

describe("validateCatalogue: every semantic rule, with its JSON path", () => {
  it("reports a key used twice across namespaces", () => {
    const raw = rawCatalogue();
    raw.operations[opIndex("views.show_diff")]!.id = "views.stat";
    expect(problemsOf(raw)).toEqual([
      {
        path: `operations[${opIndex("views.show_diff")}].id`,
        message: `key "stat" is already used by "files.stat" at operations[${opIndex("files.stat")}]: keys are unique across the whole catalogue, because a failure carries the key alone`,
      },
    ]);
  });

  it("reports an unknown capability", () => {
    const raw = rawCatalogue();
    raw.operations[3]!.binding = { kind: "capability", capability: "fs.raed" };
    expect(problemsOf(raw)).toEqual([{ path: "operations[3].binding.capability", message: 'unknown capability "fs.raed"' }]);
  });

  it("reports an ending naming an undeclared role", () => {
    const raw = rawCatalogue();
    const i = opIndex("session.finish");
    raw.operations[i]!.binding = { kind: "ending", role: "janitor" };
    expect(problemsOf(raw)).toEqual([{ path: `operations[${i}].binding.role`, message: 'ending names undeclared role "janitor"' }]);
  });

  it("reports a machine binding on anything but delegation.transition_state", () => {
    const raw = rawCatalogue();
    const i = opIndex("delegation.dispatch");
    raw.operations[i]!.binding = { kind: "machine" };
    expect(problemsOf(raw)).toEqual([
      {
        path: `operations[${i}].binding.kind`,
        message: '"delegation.dispatch" cannot have a machine binding: the only machine-bound operation is "delegation.transition_state"',
      },
    ]);
  });

  it("reports delegation.transition_state bound by anything but the machine", () => {
    const raw = rawCatalogue();
    const i = opIndex("delegation.transition_state");
    raw.operations[i]!.binding = { kind: "always" };
    expect(problemsOf(raw)).toEqual([{ path: `operations[${i}].binding.kind`, message: '"delegation.transition_state" must have a machine binding, not "always"' }]);
  });

  it("reports an undeclared type in a parameter", () => {
    const raw = rawCatalogue();
    const i = opIndex("files.edit_file");
    raw.operations[i]!.params = [{ name: "path", type: "string" }, { name: "edits", type: "list<text-edits>" }];
    expect(problemsOf(raw)).toEqual([{ path: `operations[${i}].params[1].type`, message: 'undeclared type "text-edits"' }]);
  });

  it("reports an undeclared type in a result", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.result = "option<blob>";
    expect(problemsOf(raw)).toEqual([{ path: "operations[0].result", message: 'undeclared type "blob"' }]);
  });

  it("reports an undeclared type in a record field", () => {
    const raw = rawCatalogue();
    raw.types[1] = { name: "dir-entry", kind: "record", fields: [{ name: "kind", type: "entry-kinds" }] };
    expect(problemsOf(raw)).toEqual([{ path: "types[1].fields[0].type", message: 'undeclared type "entry-kinds"' }]);
  });

  it("reports a malformed type", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.result = "list<string";
    expect(problemsOf(raw)).toEqual([{ path: "operations[0].result", message: 'malformed type "list<string": expected ">"' }]);
  });

  it.each([
    ["files", "write it namespace.key, each lower-case words joined by \"_\""],
    ["files.readFile", "write it namespace.key, each lower-case words joined by \"_\""],
    ["files.read-file", "write it namespace.key, each lower-case words joined by \"_\""],
    ["a.b.c", "write it namespace.key, each lower-case words joined by \"_\""],
  ])("reports the malformed id %j", (id, rule) => {
    const raw = rawCatalogue();
    raw.operations[0]!.id = id;
    expect(problemsOf(raw)).toEqual([{ path: "operations[0].id", message: `malformed operation id ${JSON.stringify(id)}: ${rule}` }]);
  });

  it("reports an id whose TypeScript spelling collides with another's", () => {
    const raw = rawCatalogue();
    raw.operations.push({ ...raw.operations[0], id: "views.read_1" }, { ...raw.operations[0], id: "views.read1" });
    const n = raw.operations.length;
    expect(problemsOf(raw)).toEqual([{ path: `operations[${n - 1}].id`, message: 'its TypeScript spelling "views.read1" is already used by "views.read_1"' }]);
  });

  it("reports an id whose TypeScript spelling is a reserved word", () => {
    const raw = rawCatalogue();
    raw.operations[opIndex("files.delete_file")]!.id = "files.delete";
    expect(problemsOf(raw)).toEqual([
      { path: `operations[${opIndex("files.delete_file")}].id`, message: '"delete" cannot be used: its TypeScript spelling "delete" is a reserved word' },
    ]);
  });

  it("reports failure codes without unavailable", () => {
    const raw = rawCatalogue();
    raw.failureCodes = ["failed"];
    expect(problemsOf(raw)).toEqual([{ path: "failureCodes", message: 'failure codes must include "unavailable": it is the code every refusal carries' }]);
  });

  it("reports a duplicate capability at its second place", () => {
    const raw = rawCatalogue();
    raw.capabilities = ["fs.read", "fs.write", "views", "shell", "net", "programs", "delegate", "net"];
    expect(problemsOf(raw)).toEqual([{ path: "capabilities[7]", message: 'duplicate capability "net" (first at capabilities[4])' }]);
  });

  it("reports a duplicate type", () => {
    const raw = rawCatalogue();
    raw.types.push({ name: "report", kind: "record", fields: [{ name: "x", type: "string" }] });
    expect(problemsOf(raw)).toEqual([{ path: "types[13].name", message: 'duplicate type "report" (first at types[11].name)' }]);
  });

  it("reports a type name every SDK reserves", () => {
    const raw = rawCatalogue();
    raw.types.push({ name: "failure", kind: "enum", cases: ["x"] });
    expect(problemsOf(raw)).toEqual([{ path: "types[13].name", message: 'type name "failure" is reserved: gg.Failure is declared by every SDK' }]);
  });

  it("reports a duplicate parameter name", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.params = [{ name: "path", type: "string" }, { name: "path", type: "string" }];
    expect(problemsOf(raw)).toEqual([{ path: "operations[0].params[1].name", message: 'duplicate parameter "path" (first at operations[0].params[0].name)' }]);
  });

  it("reports an unknown binding kind", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.binding = { kind: "sometimes" };
    expect(problemsOf(raw)).toEqual([
      { path: "operations[0].binding.kind", message: 'unknown binding kind "sometimes" (expected "capability", "ending", "machine" or "always")' },
    ]);
  });

  it("reports an empty and a multi-line summary", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.summary = " ";
    raw.operations[1]!.summary = "two\nlines";
    expect(problemsOf(raw)).toEqual([
      { path: "operations[0].summary", message: "summary must not be empty" },
      { path: "operations[1].summary", message: "summary must be one line" },
    ]);
  });
});

describe("validateCatalogue: shape", () => {
  it("reports a non-object root", () => {
    expect(problemsOf([])).toEqual([{ path: "", message: "expected an object, got an array" }]);
  });

  it("reports missing and unknown top-level keys", () => {
    const raw = rawCatalogue();
    delete raw.roles;
    raw.version = 2;
    expect(problemsOf(raw)).toContainEqual({ path: "", message: 'missing required key "roles"' });
    expect(problemsOf(raw)).toContainEqual({
      path: "version",
      message: 'unknown key "version" (expected one of "capabilities", "roles", "failureCodes", "operations", "types", "$schema")',
    });
  });

  it("reports an unknown key on an operation", () => {
    const raw = rawCatalogue();
    raw.operations[2]!.capability = "fs.read";
    expect(problemsOf(raw)).toEqual([
      { path: "operations[2].capability", message: 'unknown key "capability" (expected one of "id", "binding", "params", "result", "summary")' },
    ]);
  });

  it("reports a wrong value type", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.params = "path: string";
    expect(problemsOf(raw)).toEqual([{ path: "operations[0].params", message: 'expected an array, got the string "path: string"' }]);
  });
});

describe("validateCatalogue: every problem at once", () => {
  it("reports several problems in one pass: operations, then types", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.binding = { kind: "capability", capability: "fs.raed" };
    raw.operations[1]!.id = "files";
    raw.operations[opIndex("session.approve")]!.binding = { kind: "ending", role: "boss" };
    raw.types[2] = { name: "file-info", kind: "record", fields: [{ name: "when", type: "instant" }] };
    expect(problemsOf(raw).map((p) => p.path)).toEqual([
      "operations[0].binding.capability",
      "operations[1].id",
      `operations[${opIndex("session.approve")}].binding.role`,
      "types[2].fields[0].type",
    ]);
  });
});

describe("parseCatalogue: invalid JSON", () => {
  it("reports line and column of a trailing comma", () => {
    const result = parseCatalogue('{\n  "roles": ["worker",]\n}');
    expect(result).toEqual({
      ok: false,
      problems: [{ path: "", line: 2, column: 22, message: 'invalid JSON: unexpected "]", expected a JSON value at line 2, column 22' }],
    });
  });

  it("reports a missing colon", () => {
    const result = parseCatalogue('{"roles" []}');
    expect(!result.ok && result.problems[0]).toMatchObject({ line: 1, column: 10, message: 'invalid JSON: unexpected "[", expected ":" at line 1, column 10' });
  });

  it("reports an unterminated document", () => {
    const result = parseCatalogue('{\n"roles": [\n');
    expect(!result.ok && result.problems[0]).toMatchObject({ line: 3, column: 1, message: 'invalid JSON: unexpected end of input, expected a JSON value at line 3, column 1' });
  });

  it("reports text after the document", () => {
    const result = parseCatalogue("{}\n}");
    expect(!result.ok && result.problems[0]).toMatchObject({ line: 2, column: 1 });
  });

  it("reports an empty file", () => {
    const result = parseCatalogue("");
    expect(!result.ok && result.problems[0]).toMatchObject({ line: 1, column: 1 });
  });

  it("escapes a character that would not be seen (a binary file starts with one)", () => {
    const result = parseCatalogue("\x7fELF\x02");
    expect(!result.ok && result.problems[0]).toMatchObject({ message: 'invalid JSON: unexpected "\\u007f", expected a JSON value at line 1, column 1' });
  });

  it("counts columns after a byte order mark", () => {
    const result = parseCatalogue("\ufeff{,}");
    expect(!result.ok && result.problems[0]).toMatchObject({ line: 1, column: 2, message: 'invalid JSON: unexpected ",", expected a double-quoted property name at line 1, column 2' });
  });
});

describe("parseCatalogue: a duplicated key", () => {
  // The shipped file's own text, one key written twice: read last-wins, it would load in silence as fs.read.
  const text = readFileSync(new URL("../catalogue.json", import.meta.url), "utf8");
  const lines = text.split("\n");
  const at = lines.findIndex((l) => l.includes('"id": "files.glob"')) + 1;

  it("is an error named by the JSON path of its object, with where both are", () => {
    const edited = [...lines];
    edited[at] = (edited[at] as string).replace('"capability": "fs.read"', '"capability": "shell", "capability": "fs.read"');
    const first = (edited[at] as string).indexOf('"capability": "shell"') + 1;
    const second = (edited[at] as string).indexOf('"capability": "fs.read"') + 1;
    expect(opIndex("files.glob")).toBe(3);
    expect(parseCatalogue(edited.join("\n"))).toEqual({
      ok: false,
      problems: [
        {
          path: "operations[3].binding",
          line: at + 1,
          column: second,
          message: `duplicate key "capability" at line ${at + 1}, column ${second} (first at line ${at + 1}, column ${first})`,
        },
      ],
    });
    expect(formatProblems((parseCatalogue(edited.join("\n")) as { problems: Problem[] }).problems, "catalogue.json")).toBe(
      `catalogue.json: operations[3].binding: duplicate key "capability" at line ${at + 1}, column ${second} (first at line ${at + 1}, column ${first})`,
    );
  });

  it("is reported for every key written twice, at the root as well, before any other rule", () => {
    const edited = text.replace('"roles": [', '"roles": ["boss"], "roles": [').replace('"summary": "Read a UTF-8 text file."', '"summary": "", "summary": "Read a UTF-8 text file."');
    const result = parseCatalogue(edited);
    expect(!result.ok && result.problems.map((p) => [p.path, p.message.replace(/ at line .*/, "")])).toEqual([
      ["", 'duplicate key "roles"'],
      ["operations[0]", 'duplicate key "summary"'],
    ]);
  });
});

describe("parseCatalogue: a byte order mark", () => {
  it("is ignored before a valid catalogue", () => {
    expect(parseCatalogue(`\ufeff${JSON.stringify(rawCatalogue())}`).ok).toBe(true);
  });
});

describe("loadCatalogueFile", () => {
  it("reports an unreadable file as one problem at the root", () => {
    expect(loadCatalogueFile("/no/such/catalogue.json")).toEqual({
      ok: false,
      problems: [{ path: "", message: "cannot read /no/such/catalogue.json: no such file" }],
    });
  });
});

describe("formatProblems", () => {
  it("writes one problem a line with the source and path", () => {
    const text = formatProblems(
      [
        { path: "operations[3].binding.capability", message: 'unknown capability "fs.raed"' },
        { path: "", message: "invalid JSON: x", line: 1, column: 1 },
      ],
      "catalogue.json",
    );
    expect(text).toBe('catalogue.json: operations[3].binding.capability: unknown capability "fs.raed"\ncatalogue.json: invalid JSON: x');
  });
});

describe("untrusted input of any depth", () => {
  it("reports a type nested too deeply instead of overflowing", () => {
    const raw = rawCatalogue();
    raw.operations[0]!.result = `${"list<".repeat(100000)}string${">".repeat(100000)}`;
    expect(problemsOf(raw)).toEqual([{ path: "operations[0].result", message: expect.stringContaining("nested more than 16 deep") as unknown as string }]);
  });

  it("reports invalid JSON nested deeper than the stack where the error is", () => {
    expect(parseCatalogue(`${"[".repeat(1_000_000)}}`)).toEqual({
      ok: false,
      problems: [{ path: "", line: 1, column: 1_000_001, message: 'invalid JSON: unexpected "}", expected a JSON value at line 1, column 1000001' }],
    });
  });

  it("reports a syntax error deep in the shipped catalogue's own layout at its line and column", () => {
    const text = readFileSync(new URL("../catalogue.json", import.meta.url), "utf8");
    const lines = text.split("\n");
    const at = lines.findIndex((l) => l.includes('"name": "entry-kind"'));
    lines[at] = (lines[at] as string).replace('"name": "entry-kind"', '"name" "entry-kind"');
    const column = (lines[at] as string).indexOf('"entry-kind"') + 1;
    expect(parseCatalogue(lines.join("\n"))).toEqual({
      ok: false,
      problems: [{ path: "", line: at + 1, column, message: `invalid JSON: unexpected "\\"", expected ":" at line ${at + 1}, column ${column}` }],
    });
  });
});
