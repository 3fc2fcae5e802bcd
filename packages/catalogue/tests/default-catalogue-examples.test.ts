// What holds for the default catalogue, one case per rule or example of docs/sdk.md's "The default catalogue": its
// naming (ids, TypeScript spellings, keys), the TypeScript face of its types, and what the predicate and the refusal
// say for a handful of grants. (Its operations and types, row by row, are default-catalogue.test.ts; each arm's import
// line is spelling.test.ts.)
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { isGranted, validateGrant } from "../src/grant.js";
import { refusalFor } from "../src/refusal.js";
import { renderTypeScript, tsQualifiedTypeName, tsSignature, tsTypeDeclaration } from "../src/sdk/typescript.js";
import { findOperation, spell } from "../src/spelling.js";
import type { Grant, Operation } from "../src/types.js";

const catalogue = defaultCatalogue();
const op = (name: string): Operation => {
  const found = findOperation(catalogue, name);
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};
const grant = (data: unknown): Grant => {
  const result = validateGrant(data, catalogue);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
};

describe("the default catalogue: ids, spellings and keys", () => {
  it("operation ids are namespace.key, and the TypeScript/JavaScript spelling is gg.<namespace>.<camelCase(key)>", () => {
    const camel = (key: string): string => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    for (const o of catalogue.operations) {
      const [namespace, key] = o.id.split(".") as [string, string];
      expect([o.namespace, o.key, spell(o, "typescript").qualified, spell(o, "javascript").qualified]).toEqual([
        namespace,
        key,
        `gg.${namespace}.${camel(key)}`,
        `gg.${namespace}.${camel(key)}`,
      ]);
    }
  });

  it("keys are unique across the catalogue", () => {
    const keys = catalogue.operations.map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("the default catalogue: the TypeScript face", () => {
  it("a trailing option<T> parameter is optional, and -> () returns nothing", () => {
    expect([tsSignature(catalogue, op("views.open_file")), tsSignature(catalogue, op("programs.history"))]).toEqual([
      "openFile(path: string, line?: number): void",
      "history(limit?: number): programs.ProgramRecord[]",
    ]);
  });

  it("record fields are camelCase (modifiedMs) and numbers are number", () => {
    expect(tsTypeDeclaration(catalogue, "file-info")).toContain("  modifiedMs: number;\n");
  });

  it("an option<T> field is optional (glob?: string)", () => {
    expect(tsTypeDeclaration(catalogue, "grep-options")).toContain("  glob?: string;\n");
  });

  it("an enum is a union of string literals", () => {
    expect(tsTypeDeclaration(catalogue, "entry-kind")).toContain('type EntryKind = "file" | "dir" | "symlink";');
  });

  it("a type used by one namespace alone lives in it (files.DirEntry)", () => {
    expect(tsQualifiedTypeName(catalogue, "dir-entry")).toBe("gg.files.DirEntry");
    expect(renderTypeScript(catalogue)).toMatch(/\n {2}namespace files \{\n(?: {4}.*\n|\n)*? {4}interface DirEntry \{/);
  });
});

describe("the default catalogue: what the predicate and the refusal say", () => {
  const readOnly = grant({ capabilities: ["fs.read"], allowlist: ["files.read_file"] });

  it("fs.read + allowlisted files.read_file: files.read_file granted", () => {
    expect(isGranted(op("files.read_file"), readOnly)).toBe(true);
  });

  it("fs.read + allowlisted files.read_file: files.list_dir refused (not allowlisted)", () => {
    expect(isGranted(op("files.list_dir"), readOnly)).toBe(false);
    expect(refusalFor(catalogue, op("files.list_dir"), readOnly)?.message).toBe("`gg.files.listDir` is not available.");
  });

  it("fs.read + allowlisted files.read_file: docs.search granted (always)", () => {
    expect(isGranted(op("docs.search"), readOnly)).toBe(true);
  });

  it("no capability, allowlisted files.read_file: refused however the allowlist reads", () => {
    const capabilityOff = grant({ capabilities: [], allowlist: ["files.read_file"] });
    expect(isGranted(op("files.read_file"), capabilityOff)).toBe(false);
    expect(refusalFor(catalogue, op("files.read_file"), capabilityOff)?.message).toBe("`gg.files.readFile` is not available.");
  });

  const reviewer = grant({ capabilities: ["programs"], allowlist: [], ending: "reviewer" });

  it("reviewer calling gg.session.finish: refused, offered the reviewer's endings", () => {
    expect(refusalFor(catalogue, op("gg.session.finish"), reviewer)).toEqual({
      code: "unavailable",
      operation: "finish",
      message: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
    });
  });

  it("same grant calling gg.programs.history(): refused with no alternative", () => {
    expect(refusalFor(catalogue, op("gg.programs.history"), reviewer)).toEqual({
      code: "unavailable",
      operation: "history",
      message: "`gg.programs.history` is not available.",
    });
  });

  it("machine state with no transitions: delegation.transition_state refused", () => {
    expect(isGranted(op("delegation.transition_state"), grant({ capabilities: [], allowlist: [], machineState: { name: "triage", transitions: [] } }))).toBe(false);
  });

  it("machine state with a transition: delegation.transition_state granted", () => {
    expect(isGranted(op("delegation.transition_state"), grant({ capabilities: [], allowlist: [], machineState: { name: "triage", transitions: ["fixing"] } }))).toBe(true);
  });

  it("allowlisting delegation.transition_state: a grant error, at that entry", () => {
    const result = validateGrant({ capabilities: [], allowlist: ["delegation.transition_state"] }, catalogue);
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual(["allowlist[0]"]);
  });
});
