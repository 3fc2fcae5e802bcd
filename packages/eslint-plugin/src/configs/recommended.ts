import { PROGRAM_GLOB } from "@gg/catalogue";
import type { ESLint, Linter } from "eslint";
import * as parser from "../parser.js";
import { rules, type RuleId } from "../rules/index.js";

/** The files a gg program is written in (the extensions `@gg/catalogue`'s text module calls programs). */
const PROGRAM_FILES = [PROGRAM_GLOB];

/** The rules a set turns on as errors: those whose `meta.docs.recommended` is true (the others are opt-in). */
export function recommendedRules<Id extends string>(set: Readonly<Record<Id, { readonly meta: { readonly docs?: { readonly recommended?: boolean } } }>>): Partial<Record<`gg/${Id}`, "error">> {
  const on = Object.entries<{ readonly meta: { readonly docs?: { readonly recommended?: boolean } } }>(set).filter(([, rule]) => rule.meta.docs?.recommended === true);
  return Object.fromEntries(on.map(([id]) => [`gg/${id}`, "error"])) as Partial<Record<`gg/${Id}`, "error">>;
}

/** The recommended flat config: every recommended rule on TS and JS programs, each parsed by its own arm's parser. */
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
    rules: recommendedRules<RuleId>(rules),
  };
}
