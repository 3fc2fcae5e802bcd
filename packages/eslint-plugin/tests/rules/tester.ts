// Runs a rule's cases through ESLint's own RuleTester, once per arm: JavaScript (espree, ESLint's scope analysis)
// and TypeScript (@typescript-eslint/parser and its scope manager). A case marked `ts` is TypeScript-only syntax.
import * as tsParser from "@typescript-eslint/parser";
import { RuleTester, type Rule } from "eslint";

/** A case that must produce no finding. */
export type ValidCase = string | { readonly code: string; readonly ts?: true; readonly js?: true; readonly languageOptions?: RuleTester.ValidTestCase["languageOptions"]; readonly settings?: Record<string, unknown> };
/** A case that must produce exactly these findings. */
export type InvalidCase = RuleTester.InvalidTestCase & { readonly ts?: true; readonly js?: true };

const shared = { ecmaVersion: "latest", sourceType: "module", globals: { gg: "readonly" } } as const;
const testers = {
  js: new RuleTester({ languageOptions: shared }),
  ts: new RuleTester({ languageOptions: { ...shared, parser: tsParser } }),
};

/** Runs `valid` and `invalid` under both arms (each case in the arms it is marked for). */
export function runRule(name: string, rule: unknown, cases: { valid: readonly ValidCase[]; invalid: readonly InvalidCase[] }): void {
  for (const arm of ["js", "ts"] as const) {
    const other = arm === "js" ? "ts" : "js";
    const keep = (c: ValidCase | InvalidCase): boolean => typeof c === "string" || !c[other];
    const strip = <T extends object>(c: T): T => {
      const { ts: _ts, js: _js, ...rest } = c as T & { ts?: true; js?: true };
      return rest as T;
    };
    const filename = `program.${arm}`;
    testers[arm].run(`${name} (${arm})`, rule as Rule.RuleModule, {
      valid: cases.valid.filter(keep).map((c) => (typeof c === "string" ? { code: c, filename } : { filename, ...strip(c) })),
      invalid: cases.invalid.filter(keep).map((c) => ({ filename, ...strip(c) })),
    });
  }
}
