// diffCatalogues: every change between two catalogues, named in one arm, in one stable order.
import type { Arm, Catalogue } from "../types.js";
import type { CatalogueChange } from "./change.js";
import { diffTypes } from "./declared-types.js";
import { diffLists } from "./lists.js";
import { namerFor } from "./names.js";
import { diffOperations } from "./operations.js";
import { CHANGE_LEVELS } from "./rules.js";

/** Options of `diffCatalogues`. */
export interface DiffOptions {
  /** The arm whose spelling names the changes; default `typescript`. */
  readonly arm?: Arm;
}

/** Every change from `before` to `after`, by level (breaking, refusal, info), then id, then name. */
export function diffCatalogues(before: Catalogue, after: Catalogue, options: DiffOptions = {}): CatalogueChange[] {
  const names = namerFor(options.arm ?? "typescript");
  const changes = [...diffOperations(before, after, names), ...diffTypes(before, after, names), ...diffLists(before, after, names)];
  return changes.sort(compareChanges);
}

// Code-unit order, not localeCompare: the same bytes on every machine whatever its locale.
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The order of every listing: level, id, name, then message (two changes never share all four). */
export function compareChanges(a: CatalogueChange, b: CatalogueChange): number {
  return CHANGE_LEVELS.indexOf(a.level) - CHANGE_LEVELS.indexOf(b.level) || cmp(a.id, b.id) || cmp(a.name, b.name) || cmp(a.message, b.message);
}
