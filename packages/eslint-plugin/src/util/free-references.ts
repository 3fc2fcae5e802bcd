import type { TSESLint } from "@typescript-eslint/utils";
import { LastFileCache } from "./last-file.js";

type Reference = TSESLint.Scope.Reference;

// Three rules read the free references of every file: computed once per file (a TypeScript global scope holds a
// couple of hundred library variables to go through) and shared.
const byScopeManager = new LastFileCache<TSESLint.Scope.ScopeManager, readonly Reference[]>();

/** The references that nothing the program wrote declares (configured and library globals included), in source order. */
export function freeReferences(scopeManager: TSESLint.Scope.ScopeManager | null): readonly Reference[] {
  const global = scopeManager?.globalScope;
  if (!scopeManager || !global) return [];
  const cached = byScopeManager.get(scopeManager);
  if (cached) return cached;
  const free = [...global.through];
  // Most of these variables are library globals the program never names: skip them without a spread call each.
  for (const variable of global.variables) {
    if (variable.defs.length !== 0 || variable.references.length === 0) continue;
    for (const reference of variable.references) free.push(reference);
  }
  if (free.length > 1) free.sort((a, b) => a.identifier.range[0] - b.identifier.range[0]);
  byScopeManager.set(scopeManager, free);
  return free;
}
