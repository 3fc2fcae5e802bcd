/**
 * The native engine's tsconfig: the default engine's fixed compiler options (options.ts) written as tsconfig JSON,
 * so that both compilers check under the same rules. An option this file does not know how to write is an error,
 * not a silent omission: a new option in options.ts must be carried over on purpose.
 */
import type TS from "typescript";
import ts from "../typescript.js";
import { compilerOptionsFor } from "../options.js";
import type { Language } from "../types.js";

// TypeScript 6 only: TypeScript 7 always orders types stably and has no lib replacement; it refuses both names.
const NOT_IN_TS7 = new Set(["stableTypeOrdering", "libReplacement"]);

const ENUMS: Readonly<Record<string, (value: number) => string>> = {
  target: (v) => enumName(ts.ScriptTarget, v),
  module: (v) => enumName(ts.ModuleKind, v),
  moduleResolution: (v) => enumName(ts.ModuleResolutionKind, v),
  moduleDetection: (v) => enumName(ts.ModuleDetectionKind, v),
};

function enumName(table: object, value: number): string {
  const entry = Object.entries(table).find(([name, v]) => v === value && !/^(First|Last)/.test(name));
  if (entry === undefined) throw new Error(`native engine: no name for option value ${value}`);
  return entry[0].toLowerCase();
}

/** `lib.es2023.d.ts` → `es2023`, as a tsconfig names a library. */
function libName(file: string): string {
  const match = /^lib\.(.+)\.d\.ts$/.exec(file);
  if (match?.[1] === undefined) throw new Error(`native engine: unexpected library file ${file}`);
  return match[1];
}

/** The `compilerOptions` of the native project of one language. */
export function tsconfigOptions(language: Language): Record<string, unknown> {
  const options: TS.CompilerOptions = compilerOptionsFor(language);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (NOT_IN_TS7.has(key) || value === undefined) continue;
    const toName = ENUMS[key];
    if (toName !== undefined && typeof value === "number") out[key] = toName(value);
    else if (key === "lib" && Array.isArray(value)) out[key] = value.map((f) => libName(String(f)));
    else if (key === "types" && Array.isArray(value)) out[key] = [...value];
    else if (typeof value === "boolean" || (typeof value === "number" && key === "maxNodeModuleJsDepth")) out[key] = value;
    else throw new Error(`native engine: option ${key} has no tsconfig spelling here`);
  }
  return out;
}
