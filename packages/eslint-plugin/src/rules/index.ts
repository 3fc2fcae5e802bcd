import callArguments from "./call-arguments.js";
import knownOperation from "./known-operation.js";
import noDynamicReach from "./no-dynamic-reach.js";
import noExplicitExit from "./no-explicit-exit.js";
import noUnqualifiedName from "./no-unqualified-name.js";
import operationKey from "./operation-key.js";
import validImport from "./valid-import.js";

/** Every gg rule, by id (the README's table lists them in this order). */
export const rules = {
  "no-unqualified-name": noUnqualifiedName,
  "valid-import": validImport,
  "known-operation": knownOperation,
  "operation-key": operationKey,
  "call-arguments": callArguments,
  "no-explicit-exit": noExplicitExit,
  "no-dynamic-reach": noDynamicReach,
};

/** A gg rule id. */
export type RuleId = keyof typeof rules;
