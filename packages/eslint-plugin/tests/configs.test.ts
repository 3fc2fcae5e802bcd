// The two configs as objects, and what strict's linterOptions do in a real lint, under ESLint 10 and 9.
import { Linter } from "eslint";
import { Linter as Linter9 } from "eslint-v9";
import { recommendedRules } from "../src/configs/recommended.js";
import plugin from "../src/index.js";

type Verify = (code: string, config: readonly unknown[], filename: string) => Linter.LintMessage[];
const linter10 = new Linter({ configType: "flat" });
const linter9 = new Linter9({ configType: "flat" });
const majors: readonly (readonly [string, Verify])[] = [
  ["eslint 10", (code, config, filename) => linter10.verify(code, config as Linter.Config[], { filename })],
  ["eslint 9", (code, config, filename) => linter9.verify(code, config as Parameters<Linter9["verify"]>[1], { filename }) as Linter.LintMessage[]],
];

const found = (messages: readonly Linter.LintMessage[]): string[] => messages.map((m) => `${m.line}:${m.column} ${m.severity} ${m.ruleId ?? "-"}`);

describe("configs", () => {
  it("recommended: every rule whose meta.docs says recommended, as an error, on every TS and JS extension, with gg as a global", () => {
    const recommended = plugin.configs.recommended;
    expect(recommended.files).toEqual(["**/*.{ts,mts,cts,js,mjs,cjs}"]);
    const on = Object.entries(plugin.rules).filter(([, rule]) => rule.meta.docs?.recommended === true).map(([id]) => [`gg/${id}`, "error"]);
    expect(on.length).toBe(Object.keys(plugin.rules).length);
    expect(recommended.rules).toEqual(Object.fromEntries(on));
    expect(recommended.languageOptions?.globals).toEqual({ gg: "readonly" });
    expect(recommended.linterOptions).toBeUndefined();
  });

  it("leaves a rule that is not recommended off: it is opt-in", () => {
    const set = { "a-rule": { meta: { docs: { recommended: true } } }, "opt-in": { meta: { docs: { recommended: false } } }, "no-docs": { meta: {} } };
    expect(recommendedRules(set)).toEqual({ "gg/a-rule": "error" });
  });

  it("strict: recommended, and inline config off and unused directives errors", () => {
    const { name, linterOptions, ...rest } = plugin.configs.strict;
    const { name: _name, ...recommended } = plugin.configs.recommended;
    expect(name).toBe("gg/strict");
    expect(rest).toEqual(recommended);
    expect(linterOptions).toEqual({ noInlineConfig: true, reportUnusedDisableDirectives: "error" });
  });

  for (const [major, verify] of majors) {
    it(`${major}: under strict a disable comment switches nothing off`, () => {
      const code = "/* eslint-disable */\nprocess.exit(1);\n";
      expect(found(verify(code, [plugin.configs.recommended], "p.ts"))).toEqual([]);
      expect(found(verify(code, [plugin.configs.strict], "p.ts"))).toEqual(["1:1 1 -", "2:1 2 gg/no-explicit-exit"]);
    });

    it(`${major}: strict makes an unused disable directive an error where inline config is allowed again`, () => {
      const code = "// eslint-disable-next-line gg/no-explicit-exit\ngg.files.readFile('a');\n";
      const reopened = [plugin.configs.strict, { linterOptions: { noInlineConfig: false } }];
      expect(found(verify(code, reopened, "p.ts"))).toEqual(["1:1 2 -"]);
    });
  }
});
