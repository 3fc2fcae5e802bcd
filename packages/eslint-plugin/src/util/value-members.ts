import type { GgName, GgNames } from "@gg/catalogue";

/**
 * The members of a gg container a program reaches as values: gg's namespaces, or a namespace's functions (types and the
 * SDK's names are no values to call or to list as what a computed member could have meant).
 */
export function valueMembers(names: GgNames, container: GgName): string[] {
  if (container.kind === "root") return [...names.namespaces.keys()];
  if (container.kind === "namespace") return [...(names.operations.get(container.namespace)?.keys() ?? [])];
  return [];
}
