/**
 * The lint's config, normalised once: `Linter.verify` takes it as it is, and finds exactly what it finds when it
 * normalises the same plain config itself on every call.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import { PROGRAM_GLOB } from "@gg/catalogue";
import plugin from "@gg/eslint-plugin";
import { isNormalised, normaliseConfig } from "../src/analysis/config-array.js";
import { UNQUALIFIED } from "./helpers/fixtures.js";

const CWD = "/gg-lsp-test";
const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
const plain: Linter.Config[] = [{ files: [PROGRAM_GLOB] }, plugin.configs.recommended];

describe("normaliseConfig", () => {
  it("gives a config array that Linter.verify takes without normalising it again", () => {
    expect(isNormalised(plain)).toBe(false);
    expect(isNormalised(normaliseConfig(plain, CWD))).toBe(true);
  });

  it("finds what the plain config finds, program by program, TypeScript and JavaScript", () => {
    const linter = new Linter({ cwd: CWD, configType: "flat" });
    const normalised = normaliseConfig(plain, CWD);
    const programs = readdirSync(examples)
      .filter((name) => /\.(ts|js)$/.test(name))
      .map((name) => ({ name, text: readFileSync(examples + name, "utf8") }));
    programs.push({ name: "unqualified.ts", text: UNQUALIFIED }, { name: "syntax.js", text: "const x = ;\n" });
    let found = 0;
    for (const { name, text } of programs) {
      const filename = `${CWD}/${name}`;
      const expected = linter.verify(text, plain, { filename });
      found += expected.length;
      expect(linter.verify(text, normalised, { filename })).toEqual(expected);
    }
    // The comparison means something only if some programs have findings.
    expect(found).toBeGreaterThan(0);
  });
});
