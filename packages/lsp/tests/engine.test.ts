/**
 * The analysis engine: the checker on its thread and the rules on this one give exactly what the checker and the
 * rules give when called directly; the two run side by side; the tools start once, on `warm()`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createChecker, type CheckInput } from "@gg/checker";
import { defaultCatalogue, type Catalogue } from "@gg/catalogue";
import plugin from "@gg/eslint-plugin";
import type { CheckOutcome, CheckThread } from "../src/analysis/check-thread.js";
import { createAnalysisEngine, defaultTools, type AnalysisEngine, type EngineTools } from "../src/analysis/engine.js";
import { createLintRunner, type LintPlugin, type LintRunner } from "../src/analysis/lint.js";
import { mergeFindings } from "../src/analysis/merge.js";
import { createSpanConverter } from "../src/analysis/positions.js";
import { WARM_UP } from "../src/analysis/warm-up.js";
import { createSettingsStore } from "../src/settings.js";
import { CLEAN, UNQUALIFIED } from "./helpers/fixtures.js";

const settings = createSettingsStore().current;
const examples = fileURLToPath(new URL("../../../examples/", import.meta.url));
const always = (): boolean => true;
let engine: AnalysisEngine | undefined;
afterEach(async () => {
  await engine?.close();
  engine = undefined;
});

/** The shipped examples and the fixtures: passing and failing programs, TypeScript and JavaScript. */
function programs(): { name: string; text: string; language: "ts" | "js" }[] {
  const files = readdirSync(examples).filter((name) => /\.(ts|js)$/.test(name));
  return [
    ...files.map((name) => ({ name, text: readFileSync(examples + name, "utf8"), language: name.endsWith(".ts") ? ("ts" as const) : ("js" as const) })),
    { name: "unqualified.ts", text: UNQUALIFIED, language: "ts" },
    { name: "clean.ts", text: CLEAN, language: "ts" },
    { name: "syntax.ts", text: "const x = ;\nfiles.readFile(\n", language: "ts" },
  ];
}

describe("analysis engine", () => {
  it("finds exactly what the checker and the rules find when called directly in this thread", async () => {
    engine = createAnalysisEngine(settings, () => undefined);
    const checker = createChecker({ catalogue: defaultCatalogue() });
    const lint = createLintRunner(plugin as unknown as LintPlugin, defaultCatalogue());
    const list = programs();
    expect(list.length).toBeGreaterThan(8);
    for (const [index, program] of list.entries()) {
      const analysis = await engine.analyse({ uri: `file:///w/${program.name}`, version: index, text: program.text, language: program.language }, always);
      const direct = mergeFindings(
        checker.check({ source: program.text, language: program.language, fileName: program.name }).diagnostics,
        lint.lint(program.text, program.language),
        createSpanConverter(program.text),
      );
      expect(JSON.stringify(analysis?.findings), program.name).toBe(JSON.stringify(direct));
    }
  });

  it("lints while the check is still running on its thread", async () => {
    const order: string[] = [];
    let finish: (outcome: CheckOutcome) => void = () => undefined;
    const thread: CheckThread = {
      check: (input) =>
        input.fileName === WARM_UP.fileName
          ? Promise.resolve({ kind: "checked", diagnostics: [] })
          : new Promise((resolve) => {
              order.push("check started");
              finish = (outcome) => {
                order.push("check finished");
                resolve(outcome);
              };
            }),
      close: () => Promise.resolve(),
    };
    const runner: LintRunner = {
      lint: (text) => {
        if (text !== WARM_UP.text) order.push("linted");
        return [];
      },
      parse: () => undefined,
    };
    engine = createAnalysisEngine(settings, () => undefined, { startChecks: async () => thread, startLint: async () => runner });
    const analysing = engine.analyse({ uri: "file:///w/a.ts", version: 1, text: CLEAN, language: "ts" }, always);
    await vi.waitFor(() => expect(order).toEqual(["check started", "linted"]));
    finish({ kind: "checked", diagnostics: [] });
    expect((await analysing)?.findings).toEqual([]);
    expect(order).toEqual(["check started", "linted", "check finished"]);
  });

  it("starts each tool once, on warm(), and runs the sample program through both before any document", async () => {
    const calls = { startChecks: 0, startLint: 0, checked: [] as string[], linted: [] as string[] };
    const handed: Catalogue[] = [];
    const watched: EngineTools = {
      async startChecks(file) {
        calls.startChecks += 1;
        const thread = await defaultTools.startChecks(file);
        return { check: (input: CheckInput) => (calls.checked.push(input.fileName ?? ""), thread.check(input)), close: () => thread.close() };
      },
      async startLint(catalogue) {
        calls.startLint += 1;
        handed.push(catalogue);
        const runner = await defaultTools.startLint(catalogue);
        return { lint: (text, language) => (calls.linted.push(text), runner.lint(text, language)), parse: (text, language) => runner.parse(text, language) };
      },
    };
    engine = createAnalysisEngine(settings, () => undefined, watched);
    await engine.warm();
    expect(calls).toEqual({ startChecks: 1, startLint: 1, checked: [WARM_UP.fileName], linted: [WARM_UP.text] });
    await engine.analyse({ uri: "file:///w/a.ts", version: 1, text: UNQUALIFIED, language: "ts" }, always);
    expect([calls.startChecks, calls.startLint, calls.checked.length, calls.linted.length]).toEqual([1, 1, 2, 2]);
    // The lint reads the very catalogue object the settings loaded (hover and completion read it too): loaded once here.
    expect(handed).toEqual([settings().catalogue]);
    expect(handed[0]).toBe(settings().catalogue);
  });

  it("shows a check stopped at the thread's limits as a warning at the start, keeping the rules' findings", async () => {
    const stopped: CheckThread = { check: async () => ({ kind: "stopped", message: "the check took longer than 10000 ms and was stopped" }), close: async () => undefined };
    engine = createAnalysisEngine(settings, () => undefined, { startChecks: async () => stopped, startLint: defaultTools.startLint });
    const analysis = await engine.analyse({ uri: "file:///w/a.ts", version: 1, text: UNQUALIFIED, language: "ts" }, always);
    expect(analysis?.findings[0]).toMatchObject({ code: "inconclusive", severity: "warning", span: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } });
    expect(analysis?.findings[0]?.message).toContain("10000 ms");
    expect(analysis?.findings.map((finding) => finding.code)).toContain("gg/no-unqualified-name");
  });

  it("logs a checker that could not run and keeps the rules' findings", async () => {
    const logged: string[] = [];
    const failed: CheckThread = { check: async () => ({ kind: "failed", message: "the checker could not start: boom" }), close: async () => undefined };
    engine = createAnalysisEngine(settings, (text) => logged.push(text), { startChecks: async () => failed, startLint: defaultTools.startLint });
    const analysis = await engine.analyse({ uri: "file:///w/a.ts", version: 1, text: UNQUALIFIED, language: "ts" }, always);
    expect(analysis?.findings.map((finding) => finding.code)).toEqual(["gg/no-unqualified-name"]);
    expect(logged.filter((line) => line.includes("boom"))).toHaveLength(1);
  });

  it("throws away a version that went stale while it was analysed, without linting it", async () => {
    const thread: CheckThread = { check: async () => ({ kind: "checked", diagnostics: [] }), close: async () => undefined };
    const linted: string[] = [];
    const startLint = async (catalogue: Catalogue): Promise<LintRunner> => {
      const runner = await defaultTools.startLint(catalogue);
      return { lint: (text, language) => (linted.push(text), runner.lint(text, language)), parse: (text, language) => runner.parse(text, language) };
    };
    engine = createAnalysisEngine(settings, () => undefined, { startChecks: async () => thread, startLint });
    expect(await engine.analyse({ uri: "file:///w/a.ts", version: 1, text: UNQUALIFIED, language: "ts" }, () => false)).toBeUndefined();
    expect(engine.cached("file:///w/a.ts", 1)).toBeUndefined();
    // The warm-up sample is linted when the runner starts; the stale version never is.
    expect(linted).not.toContain(UNQUALIFIED);
    expect(linted).toEqual([WARM_UP.text]);
  });
});
