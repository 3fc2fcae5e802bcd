/**
 * The questions the checker asks of gg's names, answered from the catalogue's one model of them (`namesOf` in
 * @gg/catalogue): which operation a bare TypeScript function name is, and whether a member is named like one.
 */
import type { GgNames, Operation } from "@gg/catalogue";

export type { GgNames };
export { namesOf } from "@gg/catalogue";

/** The operation a TypeScript function name (`readFile`) names, the first namespace's when several share it. */
export function operationNamed(names: GgNames, name: string): Operation | undefined {
  for (const ref of names.unqualified.get(name) ?? []) if (ref.kind === "operation") return ref.operation;
  return undefined;
}

/** Whether a member name is spelt like some operation's function (`readFile`): only such a member can be one. */
export function isOperationName(names: GgNames, name: string): boolean {
  return operationNamed(names, name) !== undefined;
}
