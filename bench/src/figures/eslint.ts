/**
 * Figure 6: ESLint over the corpus with `@gg/eslint-plugin`'s recommended config, against the very same config with
 * our rules taken out (same parsers, same files), in one process, passes interleaved.
 *
 * The first row (the target's) hands `Linter.verify` the plain arrays, which it normalises again for every file. The
 * second hands it each config normalised once, as an `eslint` run does for all its files (the `FlatConfigArray` the
 * ESLint class builds): that takes the same per-file normalising out of both sides, so its ratio is the higher one,
 * closer to what the rules add to a real run.
 */
import { join } from "node:path";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import type { Program } from "../generate.js";
import { na, sample, value, type Figure, type Measure } from "../report.js";
import { nowMs } from "../stats.js";
import { REPO_ROOT } from "../workload.js";
import { normaliseConfig } from "@gg/lsp/analysis";

type Config = Linter.Config;

const WARM_UP_PASSES = 3;

function asArray(config: unknown): Config[] {
  if (Array.isArray(config)) return config as Config[];
  if (typeof config === "object" && config !== null) return [config as Config];
  return [];
}

/** The same config objects with every rule of ours (`gg/…`) removed. */
function withoutOurRules(configs: readonly Config[]): Config[] {
  return configs.map((c) => {
    if (c.rules === undefined) return c;
    const rules = Object.fromEntries(Object.entries(c.rules).filter(([name]) => !name.startsWith("gg/")));
    return { ...c, rules };
  });
}

function countOurRules(configs: readonly Config[]): number {
  return configs.reduce((n, c) => n + Object.keys(c.rules ?? {}).filter((r) => r.startsWith("gg/")).length, 0);
}

/** Runs figure 6 over `programs` with `passes` timed passes per config. */
export async function runEslint(programs: readonly Program[], passes: number): Promise<Figure> {
  const columns = ["with our rules", "without", "ratio"];
  let cells: Record<string, Measure>;
  let perFile: Record<string, Measure>;
  const notes: string[] = [];
  try {
    const module = (await import("@gg/eslint-plugin")) as { default?: { configs?: Record<string, unknown> } };
    const recommended = asArray(module.default?.configs?.recommended);
    if (recommended.length === 0) throw new Error("@gg/eslint-plugin has no configs.recommended");
    // Parsers first, as a user's config would have them; the plugin's own config may set them again.
    const base: Config[] = [{ files: ["**/*.ts", "**/*.mts"], languageOptions: { parser: tsParser } }];
    const plainWith = [...base, ...recommended];
    const plainWithout = [...base, ...withoutOurRules(recommended)];
    const withRules = normaliseConfig(plainWith, REPO_ROOT);
    const without = normaliseConfig(plainWithout, REPO_ROOT);
    const linter = new Linter({ configType: "flat", cwd: REPO_ROOT });
    const files = programs.map((p) => ({ path: join(REPO_ROOT, "bench", "corpus-view", p.name), source: p.source }));
    let findings = 0;
    const pass = (config: Config[]): number => {
      const start = nowMs();
      let found = 0;
      for (const file of files) found += linter.verify(file.source, config, { filename: file.path }).length;
      if (config === withRules) findings += found;
      return nowMs() - start;
    };
    // Warm both configs until the JIT has compiled their rules (ours run only in one of them): measured with one
    // warm-up pass and 5 timed, three runs of the same code gave 1.00x, 1.13x and 1.34x.
    const configs = [withRules, without, plainWith, plainWithout];
    for (let i = 0; i < WARM_UP_PASSES; i += 1) for (const config of configs) pass(config);
    const times: number[][] = configs.map(() => []);
    findings = 0;
    for (let i = 0; i < passes; i += 1) configs.forEach((config, k) => times[k]?.push(pass(config)));
    const median = (m: Measure): number => (m.kind === "sample" ? m.summary.median : Number.NaN);
    const row = (a: readonly number[], b: readonly number[]): Record<string, Measure> => {
      const ma = sample("ms", a);
      const mb = sample("ms", b);
      return { "with our rules": ma, without: mb, ratio: value("×", median(ma) / median(mb)) };
    };
    cells = row(times[0] ?? [], times[1] ?? []);
    perFile = row(times[2] ?? [], times[3] ?? []);
    notes.push(`${countOurRules(recommended)} gg rules in configs.recommended; ${files.length} files per pass; ${findings} findings over all timed passes with our rules.`);
  } catch (error) {
    const reason = `ESLint run failed: ${error instanceof Error ? error.message : String(error)}`;
    cells = { "with our rules": na(reason), without: na(reason), ratio: na(reason) };
    perFile = cells;
  }
  return {
    id: "fig6",
    title: "6. ESLint over the corpus: recommended config vs the same without our rules (time per pass)",
    columns,
    rows: [
      { case: `${programs.length} programs, ${passes} passes each (plain config arrays, normalised by Linter.verify per file)`, cells: perFile },
      { case: `the same, each config normalised once (as an eslint run)`, cells },
    ],
    notes,
  };
}
