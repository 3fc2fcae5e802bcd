// The shape of one reported change, and the one way detectors build it (so the level always comes from the table).
import { levelOf, type ChangeId, type ChangeLevel } from "./rules.js";

/**
 * One change between two catalogues. `name` is the affected name in the requested arm's spelling; the other fields
 * name what changed in catalogue terms (ids, kebab-case names, types in the catalogue's notation), present only
 * when they apply.
 */
export interface CatalogueChange {
  readonly id: ChangeId;
  readonly level: ChangeLevel;
  readonly name: string;
  readonly message: string;
  /** The operation id: in the new catalogue when it is there, else in the old. */
  readonly operation?: string;
  /** operation-renamed: the new operation id. */
  readonly renamedTo?: string;
  /** operation-removed / operation-added: the ids on the other side with the same signature and binding, when no single rename could be told. */
  readonly candidates?: readonly string[];
  readonly parameter?: string;
  readonly type?: string;
  readonly field?: string;
  readonly case?: string;
  readonly failureCode?: string;
  readonly role?: string;
  readonly capability?: string;
  /** What it was and what it is: a type, a binding, a position, a summary, a name. */
  readonly before?: string;
  readonly after?: string;
}

/** The catalogue terms of a change, in the order they appear in JSON. */
export type ChangeContext = Omit<CatalogueChange, "id" | "level" | "name" | "message">;

const CONTEXT_KEYS = [
  "operation",
  "renamedTo",
  "candidates",
  "parameter",
  "type",
  "field",
  "case",
  "failureCode",
  "role",
  "capability",
  "before",
  "after",
] as const satisfies readonly (keyof ChangeContext)[];

/** A change with its level from the table and its keys in one fixed order, so `--json` output is byte-stable. */
export function change(id: ChangeId, name: string, message: string, context: ChangeContext = {}): CatalogueChange {
  const out: Record<string, unknown> = { id, level: levelOf(id), name, message };
  for (const key of CONTEXT_KEYS) if (context[key] !== undefined) out[key] = context[key];
  return out as unknown as CatalogueChange;
}
