import type { ESLint, Linter } from "eslint";
import { createRecommended } from "./recommended.js";

/**
 * The strict flat config: recommended, and a program cannot switch the rules off where this lint is the gate —
 * inline `eslint-disable` comments are ignored and unused ones are errors.
 */
export function createStrict(plugin: ESLint.Plugin): Linter.Config {
  return {
    ...createRecommended(plugin),
    name: "gg/strict",
    linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "error" },
  };
}
