/**
 * The one base of every documentation link the tools give (SARIF `helpUri`, the LSP's `codeDescription.href`, the
 * ESLint rules' `meta.docs.url`): the project's home, read from this package's `homepage`, so moving the project is
 * an edit of package.json, not of code. The pages are files of the repository, addressed on its main branch.
 */
import { createRequire } from "node:module";

const manifest = createRequire(import.meta.url)("@gg/catalogue/package.json") as { homepage?: unknown };
if (typeof manifest.homepage !== "string" || !/^https:\/\/\S+$/.test(manifest.homepage)) {
  throw new Error("@gg/catalogue's package.json has no https homepage: it is the base of every documentation link");
}

/** The project's home page, as package.json's `homepage` gives it without its fragment (`#readme`). */
export const PROJECT_HOME: string = manifest.homepage.replace(/#.*$/, "").replace(/\/+$/, "");

/** The base under which a file of the repository is shown on the web, ending in `/`. */
export const REPOSITORY_FILES_URL: string = `${PROJECT_HOME}/blob/main/`;

/** The address of a file of the repository, by its path from the repository's root (`packages/checker/README.md`). */
export function repositoryFileUrl(path: string): string {
  return `${REPOSITORY_FILES_URL}${path.replace(/^\/+/, "")}`;
}
