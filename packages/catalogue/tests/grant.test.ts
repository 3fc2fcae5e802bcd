import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { isGranted, loadGrantFile, parseGrant, validateGrant } from "../src/grant.js";
import type { Binding, Grant, Operation } from "../src/types.js";

const catalogue = defaultCatalogue();

describe("validateGrant", () => {
  it("accepts a full grant", () => {
    const data = { capabilities: ["fs.read"], allowlist: ["files.read_file"], ending: "reviewer", machineState: { name: "triage", transitions: ["fixing"] } };
    expect(validateGrant(data, catalogue)).toEqual({ ok: true, value: data });
  });

  it("names an unknown capability", () => {
    expect(validateGrant({ capabilities: ["fs.read", "fs.raed"], allowlist: [] }, catalogue)).toEqual({
      ok: false,
      problems: [{ path: "capabilities[1]", message: 'unknown capability "fs.raed"' }],
    });
  });

  it("names an unknown operation", () => {
    expect(validateGrant({ capabilities: [], allowlist: ["files.readFile"] }, catalogue)).toEqual({
      ok: false,
      problems: [{ path: "allowlist[0]", message: 'unknown operation "files.readFile"' }],
    });
  });

  it("names an unknown role", () => {
    expect(validateGrant({ capabilities: [], allowlist: [], ending: "boss" }, catalogue)).toEqual({
      ok: false,
      problems: [{ path: "ending", message: 'unknown role "boss"' }],
    });
  });

  it("refuses to allowlist delegation.transition_state: no configuration can grant it", () => {
    expect(validateGrant({ capabilities: [], allowlist: ["delegation.transition_state"] }, catalogue)).toEqual({
      ok: false,
      problems: [
        {
          path: "allowlist[0]",
          message: '"delegation.transition_state" cannot be allowlisted: it is bought by standing in a machine state with somewhere to go, which no configuration can grant',
        },
      ],
    });
  });

  it("reports missing halves and unknown keys together", () => {
    const result = validateGrant({ caps: [] }, catalogue);
    expect(!result.ok && result.problems.map((p) => p.path)).toEqual(["", "", "caps"]);
  });

  it("reports a malformed machine state", () => {
    const result = validateGrant({ capabilities: [], allowlist: [], machineState: { name: "triage", transitions: "fixing" } }, catalogue);
    expect(result).toEqual({ ok: false, problems: [{ path: "machineState.transitions", message: 'expected an array, got the string "fixing"' }] });
  });

  it("reports invalid JSON with line and column", () => {
    const result = parseGrant('{ "capabilities": [] "allowlist": [] }', catalogue);
    expect(!result.ok && result.problems[0]).toMatchObject({ line: 1, column: 22 });
  });

  it("reports a duplicated key by its JSON path instead of keeping the last in silence", () => {
    const text = '{\n  "capabilities": ["fs.read"],\n  "allowlist": [],\n  "capabilities": [],\n  "machineState": {"name": "a", "transitions": [], "name": "b"}\n}';
    expect(parseGrant(text, catalogue)).toEqual({
      ok: false,
      problems: [
        { path: "", line: 4, column: 3, message: 'duplicate key "capabilities" at line 4, column 3 (first at line 2, column 3)' },
        { path: "machineState", line: 5, column: 52, message: 'duplicate key "name" at line 5, column 52 (first at line 5, column 20)' },
      ],
    });
  });

  it("reports a syntax error deep inside a grant where it is", () => {
    const text = `{"capabilities": [], "allowlist": [], "machineState": {"name": "a", "transitions": ${"[".repeat(200_000)}1 2`;
    expect(parseGrant(text, catalogue)).toEqual({
      ok: false,
      problems: [{ path: "", line: 1, column: 200_086, message: 'invalid JSON: unexpected "2", expected "," or "]" at line 1, column 200086' }],
    });
  });

  it("ignores a byte order mark, as an editor on Windows writes one", () => {
    expect(parseGrant('\ufeff{ "capabilities": ["fs.read"], "allowlist": [] }', catalogue)).toEqual({ ok: true, value: { capabilities: ["fs.read"], allowlist: [] } });
  });

  it("reports an unreadable grant file", () => {
    expect(loadGrantFile("/no/such/grant.json", catalogue)).toEqual({ ok: false, problems: [{ path: "", message: "cannot read /no/such/grant.json: no such file" }] });
  });
});

// Binding kinds × grant halves: each binding is answered by its own half; every other half is irrelevant to it.
describe("isGranted: binding kinds × grant halves, nothing falls back", () => {
  const op = (binding: Binding, id = "x.op"): Operation => ({ id, namespace: "x", key: "op", binding, params: [], result: null, summary: "s" });
  const capability = op({ kind: "capability", capability: "fs.read" }, "x.op");
  const ending = op({ kind: "ending", role: "reviewer" });
  const machine = op({ kind: "machine" });
  const always = op({ kind: "always" });
  const empty: Grant = { capabilities: [], allowlist: [] };
  const halves: Record<string, Grant> = {
    nothing: empty,
    "capability only": { capabilities: ["fs.read"], allowlist: [] },
    "allowlist only": { capabilities: [], allowlist: ["x.op"] },
    "capability and allowlist": { capabilities: ["fs.read"], allowlist: ["x.op"] },
    "every capability, allowlist of others": { capabilities: catalogue.capabilities, allowlist: ["x.other"] },
    "own ending": { ...empty, ending: "reviewer" },
    "other ending": { ...empty, ending: "worker" },
    "machine with somewhere to go": { ...empty, machineState: { name: "triage", transitions: ["fixing"] } },
    "machine with nowhere to go": { ...empty, machineState: { name: "triage", transitions: [] } },
    everything: {
      capabilities: catalogue.capabilities,
      allowlist: catalogue.operations.map((o) => o.id),
      ending: "worker",
      machineState: { name: "done", transitions: [] },
    },
  };
  const table: [string, boolean, boolean, boolean, boolean][] = [
    // grant half                          capability ending machine always
    ["nothing", false, false, false, true],
    ["capability only", false, false, false, true],
    ["allowlist only", false, false, false, true],
    ["capability and allowlist", true, false, false, true],
    ["every capability, allowlist of others", false, false, false, true],
    ["own ending", false, true, false, true],
    ["other ending", false, false, false, true],
    ["machine with somewhere to go", false, false, true, true],
    ["machine with nowhere to go", false, false, false, true],
    ["everything", false, false, false, true],
  ];
  it.each(table)("%s → capability %s, ending %s, machine %s, always %s", (name, c, e, m, a) => {
    const grant = halves[name] as Grant;
    expect([isGranted(capability, grant), isGranted(ending, grant), isGranted(machine, grant), isGranted(always, grant)]).toEqual([c, e, m, a]);
  });
});

describe("isGranted over the default catalogue: each half buys only its own kind", () => {
  const allowlistable = catalogue.operations.filter((o) => o.binding.kind !== "machine").map((o) => o.id);
  const granted = (grant: Grant): string[] => catalogue.operations.filter((o) => isGranted(o, grant)).map((o) => o.id);
  const always = ["session.report_progress", "docs.search", "docs.view"];

  it("every capability and every allowlistable id buys the capability operations and nothing else", () => {
    const ids = granted({ capabilities: catalogue.capabilities, allowlist: allowlistable });
    expect(ids).toEqual([...catalogue.operations.filter((o) => o.binding.kind === "capability").map((o) => o.id), ...always]);
  });

  it("an ending buys its own role's endings only", () => {
    expect(granted({ capabilities: [], allowlist: [], ending: "reviewer" })).toEqual(["session.approve", "session.request_changes", ...always]);
  });

  it("a machine state with somewhere to go buys delegation.transition_state only", () => {
    expect(granted({ capabilities: [], allowlist: [], machineState: { name: "triage", transitions: ["fixing"] } })).toEqual([
      "delegation.transition_state",
      ...always,
    ]);
  });

  it("an empty grant buys the always operations", () => {
    expect(granted({ capabilities: [], allowlist: [] })).toEqual(always);
  });
});
