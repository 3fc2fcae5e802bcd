import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { refusalFor } from "../src/refusal.js";
import { findOperation } from "../src/spelling.js";
import { ARMS, type Arm, type Grant, type Operation } from "../src/types.js";

const catalogue = defaultCatalogue();
const op = (id: string): Operation => findOperation(catalogue, id) as Operation;
const reviewer: Grant = { capabilities: ["programs"], allowlist: [], ending: "reviewer" };

describe("refusalFor", () => {
  it("answers undefined for a granted call", () => {
    expect(refusalFor(catalogue, op("session.approve"), reviewer)).toBeUndefined();
  });

  it("offers nothing for a capability that is on but not allowlisted", () => {
    expect(refusalFor(catalogue, op("programs.history"), reviewer)?.message).toBe("`gg.programs.history` is not available.");
  });

  it("offers nothing for an allowlisted operation whose capability is off", () => {
    const grant: Grant = { capabilities: [], allowlist: ["files.read_file"], ending: "worker" };
    expect(refusalFor(catalogue, op("files.read_file"), grant)?.message).toBe("`gg.files.readFile` is not available.");
  });

  it("offers nothing for the machine", () => {
    expect(refusalFor(catalogue, op("delegation.transition_state"), reviewer)?.message).toBe("`gg.delegation.transitionState` is not available.");
  });

  it("offers the only ending of a role with one", () => {
    const worker: Grant = { capabilities: [], allowlist: [], ending: "worker" };
    expect(refusalFor(catalogue, op("session.approve"), worker)?.message).toBe("`gg.session.approve` is not available. Use `gg.session.finish` instead.");
  });

  it("offers nothing for an ending when the agent was dispatched in no role", () => {
    expect(refusalFor(catalogue, op("session.finish"), { capabilities: catalogue.capabilities, allowlist: [] })?.message).toBe(
      "`gg.session.finish` is not available.",
    );
  });

  it("carries the key, not the spelling or the id", () => {
    expect(refusalFor(catalogue, op("session.request_changes"), { capabilities: [], allowlist: [], ending: "worker" })).toMatchObject({
      code: "unavailable",
      operation: "request_changes",
    });
  });

  it("lists three endings as a, b or c", () => {
    const c = {
      ...catalogue,
      operations: [...catalogue.operations, { ...op("session.submit_plan"), id: "session.shelve_plan", key: "shelve_plan" }, { ...op("session.submit_plan"), id: "session.drop_plan", key: "drop_plan" }],
    };
    expect(refusalFor(c, op("session.finish"), { capabilities: [], allowlist: [], ending: "planner" })?.message).toBe(
      "`gg.session.finish` is not available. Use `gg.session.submitPlan`, `gg.session.shelvePlan` or `gg.session.dropPlan` instead.",
    );
  });
});

describe("refusalFor: in each arm's spelling", () => {
  const expected: Record<Arm, string> = {
    typescript: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
    javascript: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
    purescript: "`Gg.Session.finish` is not available. Use `Gg.Session.approve` or `Gg.Session.requestChanges` instead.",
    python: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.request_changes` instead.",
    ruby: "`GG::Session.finish` is not available. Use `GG::Session.approve` or `GG::Session.request_changes` instead.",
    rust: "`gg::session::finish` is not available. Use `gg::session::approve` or `gg::session::request_changes` instead.",
    java: "`gg.session.Session.finish` is not available. Use `gg.session.Session.approve` or `gg.session.Session.requestChanges` instead.",
    kotlin: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
    swift: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
    cpp: "`gg::session::finish` is not available. Use `gg::session::approve` or `gg::session::request_changes` instead.",
    csharp: "`Gg.Session.Finish` is not available. Use `Gg.Session.Approve` or `Gg.Session.RequestChanges` instead.",
  };
  it.each(ARMS)("%s", (arm) => {
    expect(refusalFor(catalogue, op("session.finish"), reviewer, arm)?.message).toBe(expected[arm]);
  });

  it.each(ARMS)("%s: a capability refusal names no alternative", (arm) => {
    expect(refusalFor(catalogue, op("files.read_file"), reviewer, arm)?.message).toMatch(/^`[^`]+` is not available\.$/);
  });
});
