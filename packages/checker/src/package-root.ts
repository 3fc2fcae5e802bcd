/**
 * The checker's own files (its pages, its scripts) found from the package's root, the folder of its package.json,
 * as Node resolves `@gg/checker/package.json` from here: the same answer from `dist/` and from the bundled
 * `dist/gg-check-bundle.cjs`, whose folder is not the same depth below the root.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The folder of @gg/checker's package.json. */
export const PACKAGE_ROOT: string = dirname(createRequire(import.meta.url).resolve("@gg/checker/package.json"));

/** A file or folder of the package, by its path from the package's root. */
export function packageFile(...segments: readonly string[]): string {
  return join(PACKAGE_ROOT, ...segments);
}
