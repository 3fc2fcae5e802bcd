// Every example of design/catalogue.md ("Examples of what the predicate and the refusal say"), as a test.
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { isGranted, validateGrant } from "../src/grant.js";
import { refusalFor } from "../src/refusal.js";
import { findOperation } from "../src/spelling.js";
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

describe("catalogue.md examples", () => {
  const readOnly = grant({ capabilities: ["fs.read"], allowlist: ["files.read_file"] });

  it("fs.read + allowlisted files.read_file: files.read_file granted", () => {
    expect(isGranted(op("files.read_file"), readOnly)).toBe(true);
  });

  it("fs.read + allowlisted files.read_file: files.list_dir refused (not allowlisted)", () => {
    expect(isGranted(op("files.list_dir"), readOnly)).toBe(false);
  });

  it("fs.read + allowlisted files.read_file: docs.search granted (always)", () => {
    expect(isGranted(op("docs.search"), readOnly)).toBe(true);
  });

  it("no capability, allowlisted files.read_file: refused however the allowlist reads", () => {
    expect(isGranted(op("files.read_file"), grant({ capabilities: [], allowlist: ["files.read_file"] }))).toBe(false);
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

  it("allowlisting delegation.transition_state: a grant error", () => {
    expect(validateGrant({ capabilities: [], allowlist: ["delegation.transition_state"] }, catalogue).ok).toBe(false);
  });
});
