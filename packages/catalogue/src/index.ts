export type { Arm, Binding, Catalogue, Field, Grant, Operation, Param, PrimitiveName, Problem, TypeDef, TypeRef } from "./types.js";
export { ARMS } from "./types.js";
