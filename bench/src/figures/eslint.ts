/**
 * Figure 6: ESLint over the corpus with `@gg/eslint-plugin`'s recommended config, against the very same config with
 * our rules taken out (same parsers, same files), in one process, passes interleaved.
 */
import { join } from "node:path";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import type { Program } from "../generate.js";
import { na, sample, value, type Figure, type Measure } from "../report.js";
import { nowMs } from "../stats.js";
import { REPO_ROOT } from "../workload.js";

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
  const notes: string[] = [];
  try {
    const module = (await import("@gg/eslint-plugin")) as { default?: { configs?: Record<string, unknown> } };
    const recommended = asArray(module.default?.configs?.recommended);
    if (recommended.length === 0) throw new Error("@gg/eslint-plugin has no configs.recommended");
    // Parsers first, as a user's config would have them; the plugin's own config may set them again.
    const base: Config[] = [{ files: ["**/*.ts", "**/*.mts"], languageOptions: { parser: tsParser } }];
    const withRules = [...base, ...recommended];
    const without = [...base, ...withoutOurRules(recommended)];
    const linter = new Linter({ configType: "flat", cwd: REPO_ROOT });
    const files = programs.map((p) => ({ path: join(REPO_ROOT, "bench", "corpus-view", p.name), source: p.source }));
    let findings = 0;
    const pass = (config: Config[]): number => {
      const start = nowMs();
      for (const file of files) findings += linter.verify(file.source, config, { filename: file.path }).length;
      return nowMs() - start;
    };
    // Warm both configs until the JIT has compiled their rules (ours run only in one of them): measured with one
    // warm-up pass and 5 timed, three runs of the same code gave 1.00x, 1.13x and 1.34x.
    for (let i = 0; i < WARM_UP_PASSES; i += 1) {
      pass(withRules);
      pass(without);
    }
    const a: number[] = [];
    const b: number[] = [];
    findings = 0;
    for (let i = 0; i < passes; i += 1) {
      a.push(pass(withRules));
      b.push(pass(without));
    }
    const ma = sample("ms", a);
    const mb = sample("ms", b);
    const median = (m: Measure): number => (m.kind === "sample" ? m.summary.median : Number.NaN);
    cells = { "with our rules": ma, without: mb, ratio: value("×", median(ma) / median(mb)) };
    notes.push(`${countOurRules(recommended)} gg rules in configs.recommended; ${files.length} files per pass; ${findings} findings over all passes.`);
  } catch (error) {
    const reason = `ESLint run failed: ${error instanceof Error ? error.message : String(error)}`;
    cells = { "with our rules": na(reason), without: na(reason), ratio: na(reason) };
  }
  return {
    id: "fig6",
    title: "6. ESLint over the corpus: recommended config vs the same without our rules (time per pass)",
    columns,
    rows: [{ case: `${programs.length} programs, ${passes} passes each`, cells }],
    notes,
  };
}
