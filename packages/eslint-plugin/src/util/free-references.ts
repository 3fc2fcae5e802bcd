import type { TSESLint } from "@typescript-eslint/utils";

/** The references that nothing the program wrote declares (configured and library globals included), in source order. */
export function freeReferences(scopeManager: TSESLint.Scope.ScopeManager | null): TSESLint.Scope.Reference[] {
  const global = scopeManager?.globalScope;
  if (!global) return [];
  const free = [...global.through];
  for (const variable of global.variables) if (variable.defs.length === 0) free.push(...variable.references);
  return free.sort((a, b) => a.identifier.range[0] - b.identifier.range[0]);
}
