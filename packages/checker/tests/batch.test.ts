// Batches: many programs checked side by side as modules of one project answer exactly what each answers alone,
// and no program's declarations are visible to another.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createChecker, createCheckerWith } from "../src/create-checker.js";
import type { CheckAnswer, CheckInput } from "../src/types.js";
import { generateProgram } from "../../../bench/src/generate.js";

const alone = createChecker();
const together = createCheckerWith({});
afterAll(() => {
  alone.close();
  together.close();
});

function answerAlone(input: CheckInput): CheckAnswer {
  try {
    return { ok: true, result: alone.check(input) };
  } catch (error) {
    const e = error as { code: CheckAnswer extends { error: infer E } ? E : never; message: string } & { code: string };
    return { ok: false, error: { code: e.code as never, message: e.message } };
  }
}

const CORPUS = join(import.meta.dirname, "../../../test/corpus");
const corpus: CheckInput[] = ["good", "broken"].flatMap((dir) =>
  readdirSync(join(CORPUS, dir))
    .filter((f) => /\.(ts|js)$/.test(f))
    .sort()
    .map((f) => ({ source: readFileSync(join(CORPUS, dir, f), "utf8"), language: f.endsWith(".ts") ? ("ts" as const) : ("js" as const), fileName: f })),
);

// Programs that would reach beyond their module in a shared project, each beside a program it could affect.
const LEAKS: CheckInput[] = [
  { source: `declare global { var leaked: string }\nexport {};\n`, language: "ts", fileName: "declares-global.ts" },
  { source: `console.log(leaked.length);\n`, language: "ts", fileName: "uses-global.ts" },
  { source: `declare module "gg" { export const extra: number; }\n`, language: "ts", fileName: "augments-gg.ts" },
  { source: `import { extra } from "gg";\nconsole.log(extra);\n`, language: "ts", fileName: "uses-augmentation.ts" },
  { source: `export const shared = 1;\n`, language: "ts", fileName: "0.ts" },
  { source: `import { shared } from "./0";\nconsole.log(shared);\n`, language: "ts", fileName: "imports-sibling.ts" },
  { source: `/// <reference path="./0.ts" />\nconsole.log(shared);\n`, language: "ts", fileName: "references-sibling.ts" },
  { source: `const files = 1;\nexport {};\n`, language: "ts", fileName: "declares-files.ts" },
  { source: `files.readFile("a");\n`, language: "ts", fileName: "unqualified.ts" },
  { source: `// @ts-ignore\nconst n: number = "s";\nexport {};\n`, language: "ts", fileName: "directive.ts" },
  { source: `${"a.b(".repeat(1)}${"x + ".repeat(400)}1);\n`, language: "ts", fileName: "too-deep.ts" },
  { source: `globalThis.extra = 1;\nwindowish.x = 2;\n`, language: "js", fileName: "expando.js" },
  { source: `console.log(extra, windowish);\n`, language: "js", fileName: "uses-expando.js" },
  { source: `/** @typedef {{ a: number }} Shape */\nexport {};\n`, language: "js", fileName: "typedef.js" },
  { source: `/** @type {Shape} */\nconst s = { a: 1 };\nconsole.log(s);\n`, language: "js", fileName: "uses-typedef.js" },
];

const generated: CheckInput[] = Array.from({ length: 60 }, (_, i) => {
  const language = i % 2 === 0 ? "ts" : "js";
  return { source: generateProgram([20, 100, 400][i % 3] as number, language, 900 + i).source, language, fileName: `g${i}.${language}` };
});

/** Checks `inputs` as a batch and alone; answers how many the batch answered itself. */
function compare(inputs: readonly CheckInput[]): number {
  const before = together.batchStats().batched;
  expect(together.checkAll(inputs)).toEqual(inputs.map(answerAlone));
  return together.batchStats().batched - before;
}

describe("a batch answers what each program answers alone", () => {
  // About 1,000 programs checked twice (in batches and alone): seconds on an idle machine, more on a loaded one.
  it("the corpus (most of it in batches)", () => {
    expect(compare(corpus)).toBeGreaterThan(corpus.length / 2);
  }, 120_000);

  it("generated programs, all in batches", () => {
    expect(compare(generated)).toBe(generated.length);
  });

  it("programs that would reach beyond their module are checked alone; the rest, beside them, as alone", () => {
    const inputs = [...LEAKS, ...generated.slice(0, 20), ...LEAKS];
    const leaving = ["declares-global.ts", "augments-gg.ts", "imports-sibling.ts", "references-sibling.ts", "directive.ts", "too-deep.ts"];
    expect(compare(inputs)).toBe(inputs.length - 2 * leaving.length);
  });

  it("a program that makes the compiler want a global type (a `using`) is checked alone; the rest in the batch", () => {
    const inputs: CheckInput[] = [{ source: `{ using f = { [Symbol.dispose]() {} }; }\n`, language: "ts" }, ...generated.filter((g) => g.language === "ts").slice(0, 5)];
    expect(compare(inputs)).toBe(5);
  });

  it("keeps each program's own names: the same top-level names in every program of a batch", () => {
    const inputs = Array.from({ length: 20 }, (_, i): CheckInput => ({ source: `const value = ${i};\nfunction step() { return value; }\nexport { step };\n`, language: i % 2 === 0 ? "ts" : "js" }));
    const answers = together.checkAll(inputs);
    expect(answers.every((a) => a.ok && a.result.verdict === "pass" && a.result.diagnostics.length === 0)).toBe(true);
  });

  it("answers a bad request in a batch as its own error, in its place", () => {
    const inputs = [{ source: "export {};\n", language: "ts" }, { source: 1, language: "ts" }, { source: "export {};\n", language: "py" }] as unknown as CheckInput[];
    const answers = together.checkAll(inputs);
    expect(answers.map((a) => (a.ok ? "ok" : a.error.code))).toEqual(["ok", "bad_request", "bad_request"]);
  });
});
