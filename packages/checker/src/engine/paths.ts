/**
 * The virtual file system every check lives in. Its root names no directory of the host: the native compiler is
 * told it is its working directory, and every path under it is answered from memory (see sealed-fs.ts).
 */
import type { Language } from "../types.js";

/** The virtual root of every path of a check. */
export const VIRTUAL_ROOT = "/gg-virtual";

/** The SDK declaration, rendered from the catalogue. */
export const GG_DECLARATIONS_PATH = `${VIRTUAL_ROOT}/gg.d.ts`;

/** What the guest runtime adds to ECMAScript (its `console`). */
export const GUEST_DECLARATIONS_PATH = `${VIRTUAL_ROOT}/guest.d.ts`;

/** The program file of a language: one per project, its text replaced for each check. */
export function programPath(language: Language): string {
  return `${VIRTUAL_ROOT}/program.${language}`;
}

/** The tsconfig of a language's project. */
export function configPath(language: Language): string {
  return `${VIRTUAL_ROOT}/tsconfig.${language}.json`;
}

/** A slot of a language's batch project: one program of a batch checked as one module among many. */
export function batchSlotPath(language: Language, slot: number): string {
  return `${VIRTUAL_ROOT}/batch-${language}/${slot}.${language}`;
}

/** The tsconfig of a language's batch project. */
export function batchConfigPath(language: Language): string {
  return `${VIRTUAL_ROOT}/tsconfig.batch-${language}.json`;
}
