// How a change names what it touches in the program's arm. Operations are spelled exactly as `spell` spells them;
// types, fields, enum cases and failure codes have TypeScript names in the typescript and javascript arms (the
// names gg.d.ts declares) and keep their catalogue names in the other nine, whose SDKs this package does not generate.
import { tsFieldName } from "../naming.js";
import { tsQualifiedTypeName } from "../sdk/typescript.js";
import { spell } from "../spelling.js";
import type { Arm, Catalogue, Operation } from "../types.js";

/** Names in one arm. Each type name is looked up in the catalogue given, where the type is declared. */
export interface Namer {
  readonly arm: Arm;
  /** `gg.files.readFile`; ruby `GG::Files.read_file`. */
  operation(op: Operation): string;
  /** A parameter alone: `ignoreCase` in TypeScript, `ignore-case` elsewhere. */
  parameterName(name: string): string;
  /** `gg.files.grep(options)`. */
  parameter(op: Operation, name: string): string;
  /** `gg.files.DirEntry`; elsewhere `dir-entry`. */
  type(catalogue: Catalogue, name: string): string;
  /** `gg.files.FileInfo.modifiedMs`; elsewhere `file-info.modified-ms`. */
  field(catalogue: Catalogue, type: string, field: string): string;
  /** `gg.files.EntryKind "symlink"`; elsewhere `entry-kind "symlink"` (the value is the same string in every arm). */
  enumCase(catalogue: Catalogue, type: string, value: string): string;
  /** `gg.FailureCode "not_found"`; elsewhere `failure-code "not_found"`. */
  failureCode(code: string): string;
}

/** The namer of one arm. */
export function namerFor(arm: Arm): Namer {
  const ts = arm === "typescript" || arm === "javascript";
  const parameterName = (name: string): string => (ts ? tsFieldName(name) : name);
  const type = (catalogue: Catalogue, name: string): string => (ts ? tsQualifiedTypeName(catalogue, name) : name);
  return {
    arm,
    operation: (op) => spell(op, arm).qualified,
    parameterName,
    parameter: (op, name) => `${spell(op, arm).qualified}(${parameterName(name)})`,
    type,
    field: (catalogue, t, field) => `${type(catalogue, t)}.${ts ? tsFieldName(field) : field}`,
    enumCase: (catalogue, t, value) => `${type(catalogue, t)} ${JSON.stringify(value)}`,
    failureCode: (code) => `${ts ? "gg.FailureCode" : "failure-code"} ${JSON.stringify(code)}`,
  };
}
