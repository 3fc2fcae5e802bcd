// What the host answers for a call the grant does not allow.
import { isGranted } from "./grant.js";
import { refusal } from "./messages.js";
import { spell } from "./spelling.js";
import type { Arm, Catalogue, Grant, Operation } from "./types.js";

/** A refused call: the arm's gg failure with code `unavailable`, the operation's key, and the message. */
export interface Refusal {
  readonly code: "unavailable";
  /** The key (`read_file`), which a catch branches on. */
  readonly operation: string;
  readonly message: string;
}

/**
 * undefined when the grant allows the operation. The message names the call in the arm's qualified spelling and,
 * only for an ending of another role, the endings of the agent's own role; never what would unlock the call.
 */
export function refusalFor(catalogue: Catalogue, operation: Operation, grant: Grant, arm: Arm = "typescript"): Refusal | undefined {
  if (isGranted(operation, grant)) return undefined;
  let message = refusal.notAvailable(spell(operation, arm).qualified);
  const b = operation.binding;
  if (b.kind === "ending" && grant.ending !== undefined && grant.ending !== b.role) {
    const own = catalogue.operations.filter((o) => o.binding.kind === "ending" && o.binding.role === grant.ending);
    if (own.length > 0) message += ` ${refusal.useInstead(own.map((o) => spell(o, arm).qualified))}`;
  }
  return { code: "unavailable", operation: operation.key, message };
}
