import type { Arm } from "@gg/catalogue";

/** Whether a file is TypeScript by its extension (.ts, .mts, .cts, and their x forms). */
export function isTypeScriptFile(filename: string): boolean {
  return /\.[mc]?tsx?$/i.test(filename);
}

/** The arm a file is written for, by its extension: TypeScript or JavaScript. */
export function armOf(filename: string): Arm {
  return isTypeScriptFile(filename) ? "typescript" : "javascript";
}
