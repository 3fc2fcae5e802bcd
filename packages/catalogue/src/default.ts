import { createRequire } from "node:module";
import { loadCatalogueFile } from "./load.js";
import { formatProblems } from "./problems.js";
import type { Catalogue } from "./types.js";

/**
 * Where the shipped catalogue.json sits, resolved as the package's own export (never from the cwd), so that it is
 * found from this module and from a bundle that carries it alike.
 */
export const DEFAULT_CATALOGUE_PATH: string = createRequire(import.meta.url).resolve("@gg/catalogue/catalogue.json");

let cached: Catalogue | undefined;

/** The shipped catalogue.json, loaded once. Throws only if the package itself is broken. */
export function defaultCatalogue(): Catalogue {
  if (cached) return cached;
  const loaded = loadCatalogueFile(DEFAULT_CATALOGUE_PATH);
  if (!loaded.ok) throw new Error(`@gg/catalogue ships a broken catalogue:\n${formatProblems(loaded.problems, DEFAULT_CATALOGUE_PATH)}`);
  cached = loaded.value;
  return cached;
}
