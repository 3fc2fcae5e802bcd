import { languageOfPath, type Arm } from "@gg/catalogue";

/** Whether a file is a TypeScript program by its extension, as `@gg/catalogue`'s text module decides (.ts, .mts, .cts). */
export function isTypeScriptFile(filename: string): boolean {
  return languageOfPath(filename) === "ts";
}

/** The arm a file is written for, by its extension: TypeScript, else JavaScript (what espree reads). */
export function armOf(filename: string): Arm {
  return isTypeScriptFile(filename) ? "typescript" : "javascript";
}
