import { fileURLToPath } from "node:url";
import { loadCatalogueFile } from "./load.js";
import { formatProblems } from "./problems.js";
import type { Catalogue } from "./types.js";

/** Where the shipped catalogue.json sits: beside `src/` and `dist/`, found from this module, never from the cwd. */
export const DEFAULT_CATALOGUE_PATH: string = fileURLToPath(new URL("../catalogue.json", import.meta.url));

let cached: Catalogue | undefined;

/** The shipped catalogue.json, loaded once. Throws only if the package itself is broken. */
export function defaultCatalogue(): Catalogue {
  if (cached) return cached;
  const loaded = loadCatalogueFile(DEFAULT_CATALOGUE_PATH);
  if (!loaded.ok) throw new Error(`@gg/catalogue ships a broken catalogue:\n${formatProblems(loaded.problems, DEFAULT_CATALOGUE_PATH)}`);
  cached = loaded.value;
  return cached;
}
