// diffCatalogues: for every change id a pair that produces it (id, level, name, message) and a near miss that does not.
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { diffCatalogues } from "../src/diff/diff.js";
import { CHANGE_LEVELS, CHANGE_RULES, levelOf, type ChangeId, type ChangeLevel } from "../src/diff/rules.js";
import type { CatalogueChange } from "../src/diff/change.js";
import { addOp, pair, rawOp, rawType, removeOp, type Edit } from "./diff-fixtures.js";

interface Case {
  /** An edit that produces the id. */
  readonly hit: Edit;
  /** Every change of the id that `hit` produces, as the typescript arm names it. */
  readonly expected: readonly { level: ChangeLevel; name: string; message: string }[];
  /** A similar edit that does not produce the id ... */
  readonly miss: Edit;
  /** ... and produces exactly these ids instead (sorted), so it is a real change and not a no-op. */
  readonly missIds: readonly ChangeId[];
}

const changesOf = (edit: Edit): CatalogueChange[] => diffCatalogues(...pair(edit));
const idsOf = (edit: Edit): string[] => changesOf(edit).map((c) => c.id).sort();

const renameReadFile: Edit = (_, a) => {
  rawOp(a, "files.read_file").id = "files.read_text";
};
const moveFile = { id: "files.move_file", binding: { kind: "capability", capability: "fs.write" }, params: [{ name: "from", type: "string" }, { name: "to", type: "string" }], result: null, summary: "Move a file." };
const setType = (op: string, param: string, type: string): Edit => (_, a) => {
  const p = rawOp(a, op).params.find((x) => x.name === param);
  if (!p) throw new Error(`no parameter ${param}`);
  p.type = type;
};
const setField = (type: string, field: string, to: string): Edit => (_, a) => {
  const f = rawType(a, type).fields?.find((x) => x.name === field);
  if (!f) throw new Error(`no field ${field}`);
  f.type = to;
};
const addField = (type: string, field: string, to: string): Edit => (_, a) => {
  rawType(a, type).fields?.push({ name: field, type: to });
};
const removeFailureCode: Edit = (_, a) => {
  a.failureCodes = (a.failureCodes as string[]).filter((c) => c !== "failed");
};
const addFailureCode: Edit = (_, a) => {
  (a.failureCodes as string[]).push("timeout");
};
const addRole: Edit = (_, a) => {
  (a.roles as string[]).push("auditor");
};
const removeRole: Edit = (_, a) => {
  a.roles = (a.roles as string[]).filter((r) => r !== "planner");
  rawOp(a, "session.submit_plan").binding = { kind: "ending", role: "reviewer" };
};
const addCapability: Edit = (_, a) => {
  (a.capabilities as string[]).push("gpu");
};
const removeCapability: Edit = (_, a) => {
  a.capabilities = (a.capabilities as string[]).filter((c) => c !== "net");
  rawOp(a, "web.fetch").binding = { kind: "capability", capability: "shell" };
};
const addSocket: Edit = (_, a) => {
  rawType(a, "entry-kind").cases?.push("socket");
};
const removeSymlink: Edit = (_, a) => {
  const t = rawType(a, "entry-kind");
  t.cases = t.cases?.filter((c) => c !== "symlink");
};

const CASES: Record<ChangeId, Case> = {
  "operation-removed": {
    hit: (_, a) => removeOp(a, "files.delete_file"),
    expected: [{ level: "breaking", name: "gg.files.deleteFile", message: "removed" }],
    // Removed, and one with its signature and binding added: a likely rename, not a removal.
    miss: (_, a) => {
      rawOp(a, "files.delete_file").id = "files.remove_file";
    },
    missIds: ["operation-renamed"],
  },
  "operation-added": {
    hit: (_, a) => addOp(a, moveFile),
    expected: [{ level: "info", name: "gg.files.moveFile", message: "added" }],
    miss: renameReadFile,
    missIds: ["operation-renamed"],
  },
  "operation-renamed": {
    hit: renameReadFile,
    expected: [{ level: "breaking", name: "gg.files.readFile", message: "likely renamed from `gg.files.readFile` to `gg.files.readText` (same parameter types, result and binding)" }],
    // The same, but the new one returns option<string>: another signature, so a removal and an addition.
    miss: (_, a) => {
      const op = rawOp(a, "files.read_file");
      op.id = "files.read_text";
      op.result = "option<string>";
    },
    missIds: ["operation-added", "operation-removed"],
  },
  "binding-kind-changed": {
    hit: (_, a) => {
      rawOp(a, "web.fetch").binding = { kind: "always" };
    },
    expected: [{ level: "refusal", name: "gg.web.fetch", message: 're-bound: was capability "net", now always available' }],
    miss: (_, a) => {
      rawOp(a, "web.fetch").binding = { kind: "capability", capability: "shell" };
    },
    missIds: ["binding-capability-changed"],
  },
  "binding-capability-changed": {
    hit: (_, a) => {
      rawOp(a, "web.fetch").binding = { kind: "capability", capability: "shell" };
    },
    expected: [{ level: "refusal", name: "gg.web.fetch", message: 're-bound: was capability "net", now capability "shell"' }],
    miss: (_, a) => {
      rawOp(a, "web.fetch").binding = { kind: "ending", role: "worker" };
    },
    missIds: ["binding-kind-changed"],
  },
  "binding-role-changed": {
    hit: (_, a) => {
      rawOp(a, "session.finish").binding = { kind: "ending", role: "planner" };
    },
    expected: [{ level: "refusal", name: "gg.session.finish", message: 're-bound: was the ending of role "worker", now the ending of role "planner"' }],
    miss: (_, a) => {
      rawOp(a, "session.finish").binding = { kind: "capability", capability: "programs" };
    },
    missIds: ["binding-kind-changed"],
  },
  "parameter-added-required": {
    hit: (_, a) => {
      rawOp(a, "files.read_file").params.push({ name: "max-bytes", type: "u32" });
    },
    expected: [{ level: "breaking", name: "gg.files.readFile(maxBytes)", message: "new required parameter `maxBytes: u32` at position 2" }],
    miss: (_, a) => {
      rawOp(a, "files.read_file").params.push({ name: "max-bytes", type: "option<u32>" });
    },
    missIds: ["parameter-added-optional"],
  },
  "parameter-added-optional": {
    hit: (_, a) => {
      rawOp(a, "files.read_file").params.push({ name: "max-bytes", type: "option<u32>" });
    },
    expected: [{ level: "info", name: "gg.files.readFile(maxBytes)", message: "new optional parameter `maxBytes: option<u32>` at position 2" }],
    // option<u32>, but a required parameter follows it, so a call cannot leave it out.
    miss: (_, a) => {
      rawOp(a, "files.read_file").params.push({ name: "max-bytes", type: "option<u32>" }, { name: "encoding", type: "string" });
    },
    missIds: ["parameter-added-required", "parameter-added-required"],
  },
  "parameter-removed": {
    hit: (_, a) => {
      rawOp(a, "files.write_file").params.pop();
    },
    expected: [{ level: "breaking", name: "gg.files.writeFile(contents)", message: "parameter `contents: string` removed (was at position 2)" }],
    miss: (_, a) => {
      (rawOp(a, "files.write_file").params[1] as { name: string }).name = "text";
    },
    missIds: ["parameter-renamed"],
  },
  "parameter-renamed": {
    hit: (_, a) => {
      (rawOp(a, "files.write_file").params[1] as { name: string }).name = "text";
    },
    expected: [{ level: "info", name: "gg.files.writeFile(text)", message: "parameter `contents` renamed to `text`; calls are positional, so none is affected" }],
    // The same names in another order: not renamed, moved.
    miss: (_, a) => {
      rawOp(a, "files.write_file").params.reverse();
    },
    missIds: ["parameter-moved", "parameter-moved"],
  },
  "parameter-moved": {
    hit: (_, a) => {
      rawOp(a, "delegation.dispatch").params.reverse();
    },
    expected: [
      { level: "breaking", name: "gg.delegation.dispatch(brief)", message: "moved from position 2 to 1: a positional call passes its value to another parameter" },
      { level: "breaking", name: "gg.delegation.dispatch(role)", message: "moved from position 1 to 2: a positional call passes its value to another parameter" },
    ],
    // A parameter appended after them moves neither.
    miss: (_, a) => {
      rawOp(a, "delegation.dispatch").params.push({ name: "model", type: "string" });
    },
    missIds: ["parameter-added-required"],
  },
  "parameter-retyped": {
    hit: setType("views.open_file", "line", "option<string>"),
    expected: [{ level: "breaking", name: "gg.views.openFile(line)", message: "type changed from `option<u32>` to `option<string>`" }],
    miss: setType("views.open_file", "line", "option<u64>"),
    missIds: ["parameter-widened"],
  },
  "parameter-widened": {
    hit: setType("views.open_file", "line", "option<u64>"),
    expected: [{ level: "info", name: "gg.views.openFile(line)", message: "widened from `option<u32>` to `option<u64>`: every value passed today is still accepted" }],
    // Narrowed: a line past 65535 that is passed today would not be accepted.
    miss: setType("views.open_file", "line", "option<u16>"),
    missIds: ["parameter-retyped"],
  },
  "parameter-made-optional": {
    hit: setType("files.read_file", "path", "option<string>"),
    expected: [{ level: "info", name: "gg.files.readFile(path)", message: "may now be left out" }],
    // option<string>, but `contents` follows it: it accepts undefined and still cannot be left out.
    miss: setType("files.write_file", "path", "option<string>"),
    missIds: ["parameter-widened"],
  },
  "parameter-made-required": {
    hit: setType("views.open_file", "line", "u32"),
    expected: [{ level: "breaking", name: "gg.views.openFile(line)", message: "may no longer be left out" }],
    // Another optional parameter after it: `line` stays in the optional tail.
    miss: (_, a) => {
      rawOp(a, "views.open_file").params.push({ name: "column", type: "option<u32>" });
    },
    missIds: ["parameter-added-optional"],
  },
  "result-retyped": {
    hit: (_, a) => {
      rawOp(a, "files.read_file").result = "option<string>";
    },
    expected: [{ level: "breaking", name: "gg.files.readFile", message: "result type changed from `string` to `option<string>`" }],
    miss: (_, a) => {
      rawOp(a, "docs.view").result = "string";
    },
    missIds: ["result-narrowed"],
  },
  "result-narrowed": {
    hit: (_, a) => {
      rawOp(a, "docs.view").result = "string";
    },
    expected: [{ level: "info", name: "gg.docs.view", message: "result narrowed from `option<string>` to `string`: code written for the old result still holds" }],
    miss: (_, a) => {
      rawOp(a, "files.read_file").result = "option<string>";
    },
    missIds: ["result-retyped"],
  },
  "type-added": {
    hit: (_, a) => {
      a.types.push({ name: "priority", kind: "enum", cases: ["low", "high"] });
    },
    expected: [{ level: "info", name: "gg.Priority", message: "new enum type" }],
    miss: addSocket,
    missIds: ["enum-case-added"],
  },
  "type-removed": {
    hit: (_, a) => {
      a.types = a.types.filter((t) => t.name !== "report");
      rawOp(a, "delegation.await_report").result = "string";
    },
    expected: [{ level: "breaking", name: "gg.delegation.Report", message: "record type removed" }],
    miss: (_, a) => {
      rawType(a, "report").fields?.pop();
    },
    missIds: ["record-field-removed"],
  },
  "type-kind-changed": {
    hit: (_, a) => {
      const i = a.types.findIndex((t) => t.name === "report");
      a.types[i] = { name: "report", kind: "enum", cases: ["done", "failed"] };
    },
    expected: [{ level: "breaking", name: "gg.delegation.Report", message: "changed from a record to an enum" }],
    // Every field replaced, but still a record.
    miss: (_, a) => {
      rawType(a, "report").fields = [{ name: "outcome", type: "string" }];
    },
    missIds: ["record-field-added-to-result", "record-field-removed", "record-field-removed"],
  },
  "type-moved": {
    // A second namespace now uses dir-entry (and through it entry-kind): both move from gg.files to gg.
    hit: (_, a) => addOp(a, { id: "views.open_entries", binding: { kind: "capability", capability: "views" }, params: [], result: "list<dir-entry>", summary: "The entries on show." }),
    expected: [
      { level: "breaking", name: "gg.files.DirEntry", message: "its TypeScript name moves from `gg.files.DirEntry` to `gg.DirEntry`" },
      { level: "breaking", name: "gg.files.EntryKind", message: "its TypeScript name moves from `gg.files.EntryKind` to `gg.EntryKind`" },
    ],
    miss: (_, a) => addOp(a, { id: "views.open_entries", binding: { kind: "capability", capability: "views" }, params: [], result: "list<string>", summary: "The entries on show." }),
    missIds: ["operation-added"],
  },
  "record-field-added-required": {
    hit: addField("run-options", "env", "list<string>"),
    expected: [{ level: "breaking", name: "gg.shell.RunOptions.env", message: "new required field of type `list<string>` in a record programs pass" }],
    miss: addField("run-result", "env", "list<string>"),
    missIds: ["record-field-added-to-result"],
  },
  "record-field-added-optional": {
    hit: addField("run-options", "env", "option<list<string>>"),
    expected: [{ level: "info", name: "gg.shell.RunOptions.env", message: "new optional field of type `option<list<string>>`" }],
    miss: addField("run-options", "env", "list<string>"),
    missIds: ["record-field-added-required"],
  },
  "record-field-added-to-result": {
    hit: addField("run-result", "duration-ms", "u64"),
    expected: [{ level: "info", name: "gg.shell.RunResult.durationMs", message: "new field of type `u64` in a record programs only read" }],
    miss: addField("run-result", "duration-ms", "option<u64>"),
    missIds: ["record-field-added-optional"],
  },
  "record-field-removed": {
    hit: (_, a) => {
      const t = rawType(a, "file-info");
      t.fields = t.fields?.filter((f) => f.name !== "modified-ms");
    },
    expected: [{ level: "breaking", name: "gg.files.FileInfo.modifiedMs", message: "field of type `u64` removed" }],
    miss: setField("file-info", "modified-ms", "u32"),
    missIds: ["record-field-narrowed"],
  },
  "record-field-retyped": {
    // Programs read file-info: a size that may now be undefined breaks `info.size + 1`.
    hit: setField("file-info", "size", "option<u64>"),
    expected: [{ level: "breaking", name: "gg.files.FileInfo.size", message: "type changed from `u64` to `option<u64>`" }],
    miss: setField("file-info", "size", "u32"),
    missIds: ["record-field-narrowed"],
  },
  "record-field-widened": {
    hit: setField("grep-options", "max-results", "option<u64>"),
    expected: [{ level: "info", name: "gg.files.GrepOptions.maxResults", message: "widened from `option<u32>` to `option<u64>` in a record programs only pass" }],
    // The same widening in a record programs read is not safe.
    miss: setField("grep-match", "line", "u64"),
    missIds: ["record-field-retyped"],
  },
  "record-field-narrowed": {
    hit: setField("grep-match", "line", "u16"),
    expected: [{ level: "info", name: "gg.files.GrepMatch.line", message: "narrowed from `u32` to `u16` in a record programs only read" }],
    // The same narrowing in a record programs pass is not safe.
    miss: setField("grep-options", "max-results", "option<u16>"),
    missIds: ["record-field-retyped"],
  },
  "enum-case-added": {
    hit: addSocket,
    expected: [{ level: "info", name: 'gg.files.EntryKind "socket"', message: "new enum case" }],
    miss: removeSymlink,
    missIds: ["enum-case-removed"],
  },
  "enum-case-removed": {
    hit: removeSymlink,
    expected: [{ level: "breaking", name: 'gg.files.EntryKind "symlink"', message: "enum case removed" }],
    miss: addSocket,
    missIds: ["enum-case-added"],
  },
  "failure-code-added": {
    hit: addFailureCode,
    expected: [{ level: "info", name: 'gg.FailureCode "timeout"', message: "new failure code" }],
    miss: removeFailureCode,
    missIds: ["failure-code-removed"],
  },
  "failure-code-removed": {
    hit: removeFailureCode,
    expected: [{ level: "breaking", name: 'gg.FailureCode "failed"', message: "failure code removed" }],
    miss: addFailureCode,
    missIds: ["failure-code-added"],
  },
  "role-added": {
    hit: addRole,
    expected: [{ level: "info", name: "auditor", message: "new role" }],
    miss: removeRole,
    missIds: ["binding-role-changed", "role-removed"],
  },
  "role-removed": {
    hit: removeRole,
    expected: [{ level: "refusal", name: "planner", message: "role removed" }],
    miss: addRole,
    missIds: ["role-added"],
  },
  "capability-added": {
    hit: addCapability,
    expected: [{ level: "info", name: "gpu", message: "new capability" }],
    miss: removeCapability,
    missIds: ["binding-capability-changed", "capability-removed"],
  },
  "capability-removed": {
    hit: removeCapability,
    expected: [{ level: "refusal", name: "net", message: "capability removed" }],
    miss: addCapability,
    missIds: ["capability-added"],
  },
  "summary-changed": {
    hit: (_, a) => {
      rawOp(a, "files.read_file").summary = "Read a text file (UTF-8).";
    },
    expected: [{ level: "info", name: "gg.files.readFile", message: 'summary changed from "Read a UTF-8 text file." to "Read a text file (UTF-8)."' }],
    // Renamed with its summary as it was.
    miss: renameReadFile,
    missIds: ["operation-renamed"],
  },
};

describe("every change id has a test", () => {
  it("the cases cover exactly the ids of CHANGE_RULES", () => {
    expect(Object.keys(CASES).sort()).toEqual(CHANGE_RULES.map((r) => r.id).sort());
  });

  it("ids are unique kebab-case, each with a level and a meaning", () => {
    const ids = CHANGE_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of CHANGE_RULES) {
      expect([r.id, /^[a-z]+(-[a-z]+)*$/.test(r.id), CHANGE_LEVELS.includes(r.level), r.meaning.length > 10]).toEqual([r.id, true, true, true]);
    }
  });

  it("levelOf answers the table's level", () => {
    expect(CHANGE_RULES.every((r) => levelOf(r.id) === r.level)).toBe(true);
  });
});

describe.each(Object.entries(CASES) as [ChangeId, Case][])("%s", (id, c) => {
  it("is produced, with its level, name and message", () => {
    const found = changesOf(c.hit).filter((x) => x.id === id);
    expect(found.map((x) => ({ level: x.level, name: x.name, message: x.message }))).toEqual(c.expected);
  });

  it("is not produced by a near miss", () => {
    expect(idsOf(c.miss)).toEqual(c.missIds);
  });
});

describe("diffCatalogues", () => {
  it("finds nothing between a catalogue and itself", () => {
    expect(diffCatalogues(defaultCatalogue(), defaultCatalogue())).toEqual([]);
  });

  it("gives each change its catalogue terms, keys in one order", () => {
    const [before, after] = pair(setType("views.open_file", "line", "option<string>"));
    expect(JSON.stringify(diffCatalogues(before, after))).toBe(
      JSON.stringify([
        {
          id: "parameter-retyped",
          level: "breaking",
          name: "gg.views.openFile(line)",
          message: "type changed from `option<u32>` to `option<string>`",
          operation: "views.open_file",
          parameter: "line",
          before: "option<u32>",
          after: "option<string>",
        },
      ]),
    );
  });

  it("orders by level, then id, then name", () => {
    const changes = changesOf((b, a) => {
      addSocket(b, a);
      removeSymlink(b, a);
      addCapability(b, a);
      removeCapability(b, a);
      addFailureCode(b, a);
      removeOp(a, "files.delete_file");
      removeOp(a, "files.glob");
    });
    expect(changes.map((c) => [c.level, c.id, c.name])).toEqual([
      ["breaking", "enum-case-removed", 'gg.files.EntryKind "symlink"'],
      ["breaking", "operation-removed", "gg.files.deleteFile"],
      ["breaking", "operation-removed", "gg.files.glob"],
      ["refusal", "binding-capability-changed", "gg.web.fetch"],
      ["refusal", "capability-removed", "net"],
      ["info", "capability-added", "gpu"],
      ["info", "enum-case-added", 'gg.files.EntryKind "socket"'],
      ["info", "failure-code-added", 'gg.FailureCode "timeout"'],
    ]);
  });

  it("does not depend on the order of the catalogues' arrays", () => {
    const edit: Edit = (b, a) => {
      removeOp(a, "files.delete_file");
      addOp(a, moveFile);
      addSocket(b, a);
    };
    const reversed: Edit = (b, a) => {
      edit(b, a);
      for (const raw of [b, a]) {
        raw.operations.reverse();
        raw.types.reverse();
      }
    };
    expect(changesOf(reversed)).toEqual(changesOf(edit));
  });
});

describe("parameters", () => {
  it("a required parameter after an optional one makes it required as well", () => {
    const changes = changesOf((_, a) => {
      rawOp(a, "views.open_file").params.push({ name: "column", type: "u32" });
    });
    expect(changes.map((c) => [c.id, c.name])).toEqual([
      ["parameter-added-required", "gg.views.openFile(column)"],
      ["parameter-made-required", "gg.views.openFile(line)"],
    ]);
  });

  it("a parameter inserted before another: added, and the other moved", () => {
    const changes = changesOf((_, a) => {
      rawOp(a, "files.write_file").params.splice(1, 0, { name: "mode", type: "string" });
    });
    expect(changes.map((c) => [c.id, c.name, c.message])).toEqual([
      ["parameter-added-required", "gg.files.writeFile(mode)", "new required parameter `mode: string` at position 2"],
      ["parameter-moved", "gg.files.writeFile(contents)", "moved from position 2 to 3: a positional call passes its value to another parameter"],
    ]);
  });

  it("renamed and retyped at the same position: both", () => {
    const changes = changesOf((_, a) => {
      rawOp(a, "files.read_file").params[0] = { name: "file", type: "u32" };
    });
    expect(changes.map((c) => c.id)).toEqual(["parameter-retyped", "parameter-renamed"]);
  });

  it("unwrapping option<T> where the parameter was not optional is a retype (it no longer accepts undefined)", () => {
    const changes = changesOf((b, a) => {
      rawOp(b, "files.write_file").params[0] = { name: "path", type: "option<string>" };
      rawOp(a, "files.write_file").params[0] = { name: "path", type: "string" };
    });
    expect(changes.map((c) => [c.id, c.level])).toEqual([["parameter-retyped", "breaking"]]);
  });

  it("removing the required parameter after an optional one makes it optional", () => {
    const changes = changesOf((b) => {
      rawOp(b, "views.open_file").params.push({ name: "column", type: "u32" });
    });
    expect(changes.map((c) => [c.id, c.name])).toEqual([
      ["parameter-removed", "gg.views.openFile(column)"],
      ["parameter-made-optional", "gg.views.openFile(line)"],
    ]);
  });
});

describe("records", () => {
  // A record that is both passed and returned: any type change to a field is noticed by some program.
  const both: Edit = (b, a) => {
    for (const raw of [b, a]) addOp(raw, { id: "files.touch", binding: { kind: "capability", capability: "fs.write" }, params: [{ name: "info", type: "file-info" }], result: null, summary: "Set a file's info." });
  };
  it.each([
    ["widened", "option<u64>"],
    ["narrowed", "u32"],
  ])("a field of a record programs both pass and read, %s, is retyped", (_, to) => {
    const changes = changesOf((b, a) => {
      both(b, a);
      setField("file-info", "size", to)(b, a);
    });
    expect(changes.map((c) => [c.id, c.level])).toEqual([["record-field-retyped", "breaking"]]);
  });

  it("a required field added to a record programs pass inside another record is breaking", () => {
    const changes = changesOf((b, a) => {
      for (const raw of [b, a]) {
        raw.types.push({ name: "pane", kind: "record", fields: [{ name: "width", type: "u32" }] });
        raw.types.push({ name: "layout", kind: "record", fields: [{ name: "main", type: "pane" }] });
        addOp(raw, { id: "views.arrange", binding: { kind: "capability", capability: "views" }, params: [{ name: "layout", type: "layout" }], result: null, summary: "Arrange the views." });
      }
      addField("pane", "height", "u32")(b, a);
    });
    expect(changes.map((c) => [c.id, c.name])).toEqual([["record-field-added-required", "gg.views.Pane.height"]]);
  });

  it("a type that changed kind reports no field or case changes", () => {
    const changes = changesOf((_, a) => {
      const i = a.types.findIndex((t) => t.name === "entry-kind");
      a.types[i] = { name: "entry-kind", kind: "record", fields: [{ name: "file", type: "bool" }] };
    });
    expect(changes.map((c) => c.id)).toEqual(["type-kind-changed"]);
    expect(changes[0]?.message).toBe("changed from an enum to a record");
  });
});

describe("likely renames", () => {
  it("a true rename: one change, then what else differs between the two", () => {
    const changes = changesOf((_, a) => {
      const op = rawOp(a, "files.read_file");
      op.id = "files.read_text";
      op.params[0] = { name: "file", type: "string" };
      op.summary = "Read a text file.";
    });
    expect(changes.map((c) => [c.id, c.name])).toEqual([
      ["operation-renamed", "gg.files.readFile"],
      ["parameter-renamed", "gg.files.readText(file)"],
      ["summary-changed", "gg.files.readText"],
    ]);
    expect(changes[0]).toEqual({
      id: "operation-renamed",
      level: "breaking",
      name: "gg.files.readFile",
      message: "likely renamed from `gg.files.readFile` to `gg.files.readText` (same parameter types, result and binding)",
      operation: "files.read_file",
      renamedTo: "files.read_text",
    });
  });

  it("across namespaces too", () => {
    const changes = changesOf((_, a) => {
      rawOp(a, "files.glob").id = "search.glob";
    });
    expect(changes.map((c) => c.message)).toEqual(["likely renamed from `gg.files.glob` to `gg.search.glob` (same parameter types, result and binding)"]);
  });

  it("with a binding change it is not a rename: a removal and an addition", () => {
    const changes = changesOf((_, a) => {
      const op = rawOp(a, "files.read_file");
      op.id = "files.read_text";
      op.binding = { kind: "capability", capability: "fs.write" };
    });
    expect(changes.map((c) => [c.id, c.name, c.message])).toEqual([
      ["operation-removed", "gg.files.readFile", "removed"],
      ["operation-added", "gg.files.readText", "added"],
    ]);
  });

  it("two candidates added: no rename; each side names the other's", () => {
    const changes = changesOf((_, a) => {
      rawOp(a, "files.read_file").id = "files.read_text";
      addOp(a, { id: "files.read_utf8", binding: { kind: "capability", capability: "fs.read" }, params: [{ name: "path", type: "string" }], result: "string", summary: "Read." });
    });
    expect(changes).toEqual([
      {
        id: "operation-removed",
        level: "breaking",
        name: "gg.files.readFile",
        message: "removed; `gg.files.readText` and `gg.files.readUtf8` have its parameter types, result and binding, but so does another, so no rename is suggested",
        operation: "files.read_file",
        candidates: ["files.read_text", "files.read_utf8"],
      },
      {
        id: "operation-added",
        level: "info",
        name: "gg.files.readText",
        message: "added with the parameter types, result and binding of removed `gg.files.readFile`, but so is another, so no rename is suggested",
        operation: "files.read_text",
        candidates: ["files.read_file"],
      },
      {
        id: "operation-added",
        level: "info",
        name: "gg.files.readUtf8",
        message: "added with the parameter types, result and binding of removed `gg.files.readFile`, but so is another, so no rename is suggested",
        operation: "files.read_utf8",
        candidates: ["files.read_file"],
      },
    ]);
  });

  it("two candidates removed: no rename either", () => {
    const changes = changesOf((b, a) => {
      addOp(b, { id: "files.read_utf8", binding: { kind: "capability", capability: "fs.read" }, params: [{ name: "path", type: "string" }], result: "string", summary: "Read." });
      rawOp(a, "files.read_file").id = "files.read_text";
    });
    expect(changes.map((c) => [c.id, c.name, c.candidates])).toEqual([
      ["operation-removed", "gg.files.readFile", ["files.read_text"]],
      ["operation-removed", "gg.files.readUtf8", ["files.read_text"]],
      ["operation-added", "gg.files.readText", ["files.read_file", "files.read_utf8"]],
    ]);
  });

  it("parameter names do not count, their types and order do", () => {
    const renamedParam = idsOf((_, a) => {
      const op = rawOp(a, "files.write_file");
      op.id = "files.put_file";
      op.params = [{ name: "target", type: "string" }, { name: "text", type: "string" }];
    });
    const reordered = idsOf((_, a) => {
      const op = rawOp(a, "files.edit_file");
      op.id = "files.patch_file";
      op.params.reverse();
    });
    expect([renamedParam, reordered]).toEqual([
      ["operation-renamed", "parameter-renamed", "parameter-renamed"],
      ["operation-added", "operation-removed"],
    ]);
  });
});

describe("names in every arm", () => {
  const removed: Edit = (_, a) => removeOp(a, "session.request_changes");

  it.each([
    ["typescript", "gg.session.requestChanges"],
    ["javascript", "gg.session.requestChanges"],
    ["purescript", "Gg.Session.requestChanges"],
    ["python", "gg.session.request_changes"],
    ["ruby", "GG::Session.request_changes"],
    ["rust", "gg::session::request_changes"],
    ["java", "gg.session.Session.requestChanges"],
    ["kotlin", "gg.session.requestChanges"],
    ["swift", "gg.session.requestChanges"],
    ["cpp", "gg::session::request_changes"],
    ["csharp", "Gg.Session.RequestChanges"],
  ] as const)("%s: an operation as spell() spells it (%s)", (arm, name) => {
    expect(diffCatalogues(...pair(removed), { arm }).map((c) => c.name)).toEqual([name]);
  });

  const several: Edit = (b, a) => {
    rawOp(a, "files.grep").params.push({ name: "max-count", type: "u32" });
    setField("file-info", "modified-ms", "option<u64>")(b, a);
    removeSymlink(b, a);
    removeFailureCode(b, a);
    rawOp(a, "files.glob").id = "files.find";
  };
  it.each([
    ["typescript", ["gg.files.grep(maxCount)", "gg.files.glob", "gg.files.grep(options)", "gg.files.FileInfo.modifiedMs", 'gg.files.EntryKind "symlink"', 'gg.FailureCode "failed"']],
    ["javascript", ["gg.files.grep(maxCount)", "gg.files.glob", "gg.files.grep(options)", "gg.files.FileInfo.modifiedMs", 'gg.files.EntryKind "symlink"', 'gg.FailureCode "failed"']],
    ["python", ["gg.files.grep(max-count)", "gg.files.glob", "gg.files.grep(options)", "file-info.modified-ms", 'entry-kind "symlink"', 'failure-code "failed"']],
    ["ruby", ["GG::Files.grep(max-count)", "GG::Files.glob", "GG::Files.grep(options)", "file-info.modified-ms", 'entry-kind "symlink"', 'failure-code "failed"']],
    ["csharp", ["Gg.Files.Grep(max-count)", "Gg.Files.Glob", "Gg.Files.Grep(options)", "file-info.modified-ms", 'entry-kind "symlink"', 'failure-code "failed"']],
  ] as const)("%s: parameters, types, fields, enum cases and failure codes", (arm, names) => {
    const byId = new Map(diffCatalogues(...pair(several), { arm }).map((c) => [c.id, c.name]));
    expect(["parameter-added-required", "operation-renamed", "parameter-made-required", "record-field-retyped", "enum-case-removed", "failure-code-removed"].map((id) => byId.get(id as ChangeId))).toEqual(names);
  });

  it("a message names other operations in the arm too", () => {
    expect(diffCatalogues(...pair(renameReadFile), { arm: "rust" })[0]?.message).toBe(
      "likely renamed from `gg::files::read_file` to `gg::files::read_text` (same parameter types, result and binding)",
    );
  });

  it("a moved type is named in the arm, its message in TypeScript's names", () => {
    const changes = diffCatalogues(
      ...pair((_, a) => addOp(a, { id: "views.open_entries", binding: { kind: "capability", capability: "views" }, params: [], result: "list<dir-entry>", summary: "The entries on show." })),
      { arm: "ruby" },
    );
    expect(changes.filter((c) => c.id === "type-moved").map((c) => [c.name, c.message])[0]).toEqual(["dir-entry", "its TypeScript name moves from `gg.files.DirEntry` to `gg.DirEntry`"]);
  });
});
