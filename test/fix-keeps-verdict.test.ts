// `eslint --fix` with the gg rules must never make a program worse: applied (ESLint's Linter.verifyAndFix, as the CLI
// applies it) to every rule's documentation examples and every corpus program, the fixed program gets the same verdict
// from the checker, or a better one (a program that failed may pass; one that passed must still pass).
import { readdirSync, readFileSync } from "node:fs";
import { createChecker, type Language } from "@gg/checker";
import plugin from "@gg/eslint-plugin";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";

interface Program {
  readonly name: string;
  readonly language: Language;
  readonly source: string;
}

const root = new URL("../", import.meta.url);

/** The fenced ```ts / ```js examples of every rule's doc page. */
function docExamples(): Program[] {
  const dir = new URL("packages/eslint-plugin/docs/rules/", root);
  return readdirSync(dir).filter((f) => f.endsWith(".md")).sort().flatMap((page) => {
    const lines = readFileSync(new URL(page, dir), "utf8").split("\n");
    const out: Program[] = [];
    for (let i = 0; i < lines.length; i++) {
      const fence = /^```(ts|js)$/.exec(lines[i] ?? "");
      if (!fence) continue;
      const start = i + 1;
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== "```"; i++) body.push(lines[i] ?? "");
      out.push({ name: `${page}:${start}`, language: fence[1] as Language, source: `${body.join("\n")}\n` });
    }
    return out;
  });
}

function corpus(): Program[] {
  const dir = new URL("test/corpus/", root);
  return ["good", "broken"].flatMap((label) =>
    readdirSync(new URL(`${label}/`, dir)).filter((f) => /\.(ts|js)$/.test(f)).sort().map((f) => ({
      name: `${label}/${f}`,
      language: f.endsWith(".ts") ? ("ts" as const) : ("js" as const),
      source: readFileSync(new URL(`${label}/${f}`, dir), "utf8"),
    })),
  );
}

const checker = createChecker({});
const linter = new Linter({ configType: "flat" });
const verdict = (program: Program, source: string): "pass" | "fail" => checker.check({ source, language: program.language, fileName: program.name }).verdict;

describe("--fix keeps or improves the checker's verdict", () => {
  const programs = [...docExamples(), ...corpus()];
  const fix = (program: Program) => linter.verifyAndFix(program.source, [plugin.configs.recommended], { filename: `program.${program.language}` });

  it.each(programs.map((p) => [p.name, p] as const))("%s", (_name, program) => {
    const fixed = fix(program);
    if (!fixed.fixed) return;
    const before = verdict(program, program.source);
    const after = verdict(program, fixed.output);
    if (before === "pass") expect(after, `the fix made ${program.name} fail:\n${fixed.output}`).toBe("pass");
  });

  it("had fixes to apply: doc examples and corpus programs that --fix changes", () => {
    const changed = programs.filter((program) => fix(program).fixed).map((program) => program.name);
    process.stderr.write(`--fix: ${changed.length} of ${programs.length} programs changed: ${changed.join(", ")}\n`);
    expect(programs.length).toBeGreaterThan(250);
    expect(changed.some((name) => name.includes(".md:"))).toBe(true);
    expect(changed.some((name) => name.startsWith("good/") || name.startsWith("broken/"))).toBe(true);
  });
});
