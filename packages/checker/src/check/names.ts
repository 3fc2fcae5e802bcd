/**
 * The questions the checker asks of gg's names, answered from the catalogue's one model of them (`namesOf` in
 * @gg/catalogue): which operation a bare TypeScript function name is, and whether a member is named like one.
 */
import { SDK } from "@gg/catalogue";
import type { GgNames, Operation } from "@gg/catalogue";
import type { GgShape } from "./execution/index.js";
import { GG_RESULT } from "./execution/gg-values.js";
import { OBJECT_PROTOTYPE } from "./execution/syntax.js";

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

const shapes = new WeakMap<GgNames, GgShape>();


/**
 * What gg holds as values, for the execution model: gg and its namespaces are objects, each operation a function,
 * and a namespace has no other member (its types are no values). gg's other members are left unknown.
 */
export function ggShapeOf(names: GgNames): GgShape {
  let shape = shapes.get(names);
  if (shape === undefined) {
    shape = (path) => {
      if (path.length === 0) return "object";
      const [namespace, member, step] = path as [string, string | undefined, string | undefined];
      // What a call of an operation returns: a value, unless its result is optional or nothing.
      if (path.length === 3 && step === GG_RESULT) {
        const result = names.operations.get(namespace)?.get(member as string)?.result;
        return result !== undefined && result !== null && result.kind !== "option" ? "value" : undefined;
      }
      // `gg.Failure`, the class a failed call raises.
      if (path.length === 1 && namespace === SDK.failure) return "function";
      if (!names.namespaces.has(namespace)) return undefined;
      if (path.length === 1) return "object";
      // What every object inherits (`toString`, `__proto__`) is there too.
      if (path.length > 2) return undefined;
      if (OBJECT_PROTOTYPE.has(member as string)) return member === "__proto__" ? "object" : "function";
      return names.operations.get(namespace)?.has(member as string) === true ? "function" : "absent";
    };
    shapes.set(names, shape);
  }
  return shape;
}
