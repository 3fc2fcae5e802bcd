/**
 * What a gg path names in the catalogue: the root, a namespace, an operation, a type, or one of the
 * SDK's own declarations (`Failure`, `FailureCode`, `OperationKey`).
 */
import { tsFunctionName, tsTypeName, typeHome, type Catalogue, type Operation, type TypeDef } from "@gg/catalogue";
import type { GgPath } from "./program.js";

/** The declarations every generated SDK carries besides the catalogue's own (see gg.d.ts). */
export const SDK_FAILURE = "Failure";
/** The union of failure codes in gg.d.ts. */
export const SDK_FAILURE_CODE = "FailureCode";
/** The union of operation keys in gg.d.ts. */
export const SDK_OPERATION_KEY = "OperationKey";

/** A gg name, resolved against the catalogue. */
export type GgSymbol =
  | { readonly kind: "root" }
  | { readonly kind: "namespace"; readonly namespace: string }
  | { readonly kind: "operation"; readonly operation: Operation }
  | { readonly kind: "type"; readonly type: TypeDef }
  | { readonly kind: "sdk"; readonly name: typeof SDK_FAILURE | typeof SDK_FAILURE_CODE | typeof SDK_OPERATION_KEY };

/** Resolves a path from the gg root, or undefined when the catalogue has nothing there. */
export function symbolOf(catalogue: Catalogue, path: GgPath): GgSymbol | undefined {
  const [first, second, ...rest] = path;
  if (first === undefined) return { kind: "root" };
  if (rest.length > 0) return undefined;
  if (second === undefined) {
    if (catalogue.namespaces.includes(first)) return { kind: "namespace", namespace: first };
    if (first === SDK_FAILURE || first === SDK_FAILURE_CODE || first === SDK_OPERATION_KEY) return { kind: "sdk", name: first };
    const type = typeNamed(catalogue, undefined, first);
    return type ? { kind: "type", type } : undefined;
  }
  if (!catalogue.namespaces.includes(first)) return undefined;
  const operation = catalogue.operations.find((op) => op.namespace === first && tsFunctionName(op.key) === second);
  if (operation) return { kind: "operation", operation };
  const type = typeNamed(catalogue, first, second);
  return type ? { kind: "type", type } : undefined;
}

/** The types declared in a namespace (`undefined`: at gg itself), in catalogue order. */
export function typesIn(catalogue: Catalogue, namespace: string | undefined): TypeDef[] {
  return catalogue.types.filter((type) => typeHome(catalogue, type.name) === namespace);
}

function typeNamed(catalogue: Catalogue, namespace: string | undefined, tsName: string): TypeDef | undefined {
  return typesIn(catalogue, namespace).find((type) => tsTypeName(type.name) === tsName);
}
