// Grants (grant.json): the agent's half of the pair, and the predicate over an operation's binding.
import { readFileSync } from "node:fs";
import { createWalker, element, member } from "./json-path.js";
import { parseJsonText } from "./json-text.js";
import { MACHINE_OPERATION, reasonOf } from "./load.js";
import { problem } from "./messages.js";
import { fail, ok, type Result } from "./result.js";
import type { Catalogue, Grant, Operation } from "./types.js";

/** Parses grant JSON text against a catalogue; a syntax error or a duplicated key is a problem with line and column. */
export function parseGrant(text: string, catalogue: Catalogue): Result<Grant> {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return fail(parsed.problems);
  return validateGrant(parsed.value, catalogue);
}

/** Reads and parses a grant file; an unreadable file is a problem at path "". */
export function loadGrantFile(path: string, catalogue: Catalogue): Result<Grant> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    return fail([{ path: "", message: problem.unreadable(path, reasonOf(e)) }]);
  }
  return parseGrant(text, catalogue);
}

/** Validates a parsed grant: every capability, operation and role must be the catalogue's; no configuration grants the machine. */
export function validateGrant(data: unknown, catalogue: Catalogue): Result<Grant> {
  const w = createWalker();
  const root = w.object(data, "", ["capabilities", "allowlist"], ["ending", "machineState", "$schema"]);
  if (!root) return fail(w.problems);

  const capabilities = w.stringList(root.capabilities, "capabilities", "capability");
  capabilities.forEach((c) => {
    if (!catalogue.capabilities.includes(c)) w.report(element("capabilities", (root.capabilities as unknown[]).indexOf(c)), problem.grantUnknownCapability(c));
  });

  const allowlist = w.stringList(root.allowlist, "allowlist", "operation");
  allowlist.forEach((id) => {
    const at = element("allowlist", (root.allowlist as unknown[]).indexOf(id));
    const op = catalogue.operations.find((o) => o.id === id);
    if (!op) w.report(at, problem.unknownOperation(id));
    else if (op.binding.kind === "machine" || op.id === MACHINE_OPERATION) w.report(at, problem.grantMachine(id));
  });

  let ending: string | undefined;
  if ("ending" in root) {
    ending = w.string(root.ending, "ending");
    if (ending !== undefined && !catalogue.roles.includes(ending)) w.report("ending", problem.grantUnknownRole(ending));
  }

  let machineState: Grant["machineState"];
  if ("machineState" in root) {
    const m = w.object(root.machineState, "machineState", ["name", "transitions"], []);
    if (m) {
      const name = w.string(m.name, member("machineState", "name"));
      const transitions = w.stringList(m.transitions, member("machineState", "transitions"), "transition");
      if (name !== undefined) machineState = { name, transitions };
    }
  }

  if (w.problems.length > 0) return fail(w.problems);
  return ok({
    capabilities,
    allowlist,
    ...(ending !== undefined ? { ending } : {}),
    ...(machineState !== undefined ? { machineState } : {}),
  });
}

/** Whether the grant allows the operation: each binding answered by its own half of the grant, and nothing falls back. */
export function isGranted(operation: Operation, grant: Grant): boolean {
  const b = operation.binding;
  switch (b.kind) {
    case "capability":
      return grant.capabilities.includes(b.capability) && grant.allowlist.includes(operation.id);
    case "ending":
      return grant.ending === b.role;
    case "machine":
      return grant.machineState !== undefined && grant.machineState.transitions.length > 0;
    case "always":
      return true;
  }
}
