/**
 * Stable addresses of the pages that explain each code, for SARIF's `helpUri` and the LSP's `codeDescription`.
 * There is no published documentation site: the pages are files of the repository, addressed under the one base
 * @gg/catalogue reads from its package.json's `homepage` (the rules' `meta.docs.url` use it too).
 */
import { REPOSITORY_FILES_URL, repositoryFileUrl } from "@gg/catalogue";
import { codeInfo } from "../codes.js";

/** The repository's files on the web: every address below starts with it. */
export const REPOSITORY_URL: string = REPOSITORY_FILES_URL;

/** Where the checker's pages live in the repository (and in the published package). */
export const DIAGNOSTIC_PAGES_PATH = "packages/checker/docs/diagnostics/";

/** The address of the page of a code the checker reports (`GG1004`, `TS2304`); undefined for any other text. */
export function diagnosticPageUrl(code: string): string | undefined {
  const info = codeInfo(code);
  return info === undefined ? undefined : repositoryFileUrl(`${DIAGNOSTIC_PAGES_PATH}${info.page}.md`);
}

/** The address of an ESLint rule's page (`gg/operation-key`, as the rule's own `meta.docs.url` gives it). */
export function rulePageUrl(ruleId: string): string | undefined {
  const rule = /^gg\/([a-z][a-z0-9-]*)$/.exec(ruleId)?.[1];
  return rule === undefined ? undefined : repositoryFileUrl(`packages/eslint-plugin/docs/rules/${rule}.md`);
}
