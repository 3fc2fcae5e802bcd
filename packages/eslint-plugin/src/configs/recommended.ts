import type { ESLint, Linter } from "eslint";
import * as parser from "../parser.js";
import { rules, type RuleId } from "../rules/index.js";

/** The files a gg program is written in. */
export const PROGRAM_FILES = ["**/*.{ts,mts,cts,js,mjs,cjs}"];

/** Every gg rule as an error. */
export function allRulesAsErrors(): Record<`gg/${RuleId}`, "error"> {
  return Object.fromEntries(Object.keys(rules).map((id) => [`gg/${id}`, "error"])) as Record<`gg/${RuleId}`, "error">;
}

/** The recommended flat config: every rule on TS and JS programs, each parsed by its own arm's parser. */
export function createRecommended(plugin: ESLint.Plugin): Linter.Config {
  return {
    name: "gg/recommended",
    files: PROGRAM_FILES,
    plugins: { gg: plugin },
    languageOptions: {
      parser,
      sourceType: "module",
      ecmaVersion: "latest",
      // The unshortened form needs no line: `gg` is the one global a guest program has from gg.
      globals: { gg: "readonly" },
    },
    rules: allRulesAsErrors(),
  };
}
