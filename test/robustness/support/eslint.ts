// ESLint's own Linter with `@gg/eslint-plugin`'s recommended config: what a repository's CI would run.
import plugin from "@gg/eslint-plugin";
import { Linter } from "eslint";
import type { Language } from "@gg/checker";

const linter = new Linter({ configType: "flat", cwd: "/gg-robustness" });
const config = [plugin.configs.recommended] as unknown as Linter.Config[];

/** Lints `text` as `program.<language>`; never throws for bad input (a crash of a rule propagates and fails the test). */
export function lint(text: string, language: Language): Linter.LintMessage[] {
  return linter.verify(text, config, { filename: `/gg-robustness/program.${language}` });
}
