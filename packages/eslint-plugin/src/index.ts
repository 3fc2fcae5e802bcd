import type { ESLint, Linter } from "eslint";
import { createRecommended } from "./configs/recommended.js";
import { createStrict } from "./configs/strict.js";
import * as parser from "./parser.js";
import { rules } from "./rules/index.js";
import { PACKAGE_NAME, PACKAGE_VERSION } from "./util/package.js";

export type { RuleId } from "./rules/index.js";

const plugin = {
  meta: { name: PACKAGE_NAME, version: PACKAGE_VERSION },
  rules,
  /** The parser the configs use: typescript-eslint for TS files, espree for JS files. */
  parser,
  configs: {} as { recommended: Linter.Config; strict: Linter.Config },
};
plugin.configs.recommended = createRecommended(plugin as unknown as ESLint.Plugin);
plugin.configs.strict = createStrict(plugin as unknown as ESLint.Plugin);

/** The gg ESLint plugin: `export default [gg.configs.recommended]` in `eslint.config.js`. */
export default plugin;
export { rules, parser };
