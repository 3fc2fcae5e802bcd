import { ESLintUtils } from "@typescript-eslint/utils";

/** Where a rule's documentation page lives (the repository copy, so the link works before a release). */
export const DOCS_BASE = "https://github.com/gg/static-tools/blob/main/packages/eslint-plugin/docs/rules/";

/** Creates a gg rule whose `meta.docs.url` points at its doc page. */
export const createRule = ESLintUtils.RuleCreator((name) => `${DOCS_BASE}${name}.md`);
