// Where the built entry points live: the suite drives what ships (dist/), never sources.
import { fileURLToPath } from "node:url";

/** The repository root. */
export const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** `gg-check` as built. */
export const CLI = fileURLToPath(new URL("../../../packages/checker/dist/gg-check.cjs", import.meta.url));
/** `gg-lsp` as built. */
export const LSP = fileURLToPath(new URL("../../../packages/lsp/dist/main.js", import.meta.url));
