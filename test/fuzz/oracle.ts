// What must hold for every program: no crash in the checker or any rule, and the same result from two checkers with
// different histories (so neither order nor what came before changes a byte).
import { createChecker } from "@gg/checker";
import type { Checker, Language } from "@gg/checker";
import plugin from "@gg/eslint-plugin";
import { Linter } from "eslint";
import type { Generated } from "./grammar.js";

/** Why a program broke the oracle, or undefined. */
export type Verdict = undefined | { readonly kind: "checker-crash" | "lint-crash" | "determinism"; readonly detail: string };

/** Two checkers and a linter; `judge` runs one batch of programs through them. */
export interface Oracle {
  /** Checks the batch forward with one checker and backward with the other; lints each. */
  judge(batch: readonly Generated[]): { index: number; verdict: NonNullable<Verdict> } | undefined;
  /** Judges one program alone (for the minimiser). */
  judgeOne(program: Generated): Verdict;
  stats(): { programs: number; checks: number; lints: number };
}

const linter = new Linter({ configType: "flat", cwd: "/gg-fuzz" });
const config = [plugin.configs.recommended] as unknown as Linter.Config[];

function firstLine(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split("\n")[0] ?? "";
}

/** Creates the oracle; `a` and `b` may be given to share checkers between runs. */
export function createOracle(a: Checker = createChecker(), b: Checker = createChecker()): Oracle {
  const counts = { programs: 0, checks: 0, lints: 0 };

  function check(checker: Checker, p: Generated): string | NonNullable<Verdict> {
    counts.checks += 1;
    try {
      return JSON.stringify(checker.check({ source: p.source, language: p.language }));
    } catch (error) {
      return { kind: "checker-crash", detail: firstLine(error) };
    }
  }

  function lint(p: Generated): Verdict {
    counts.lints += 1;
    try {
      linter.verify(p.source, config, { filename: `/gg-fuzz/program.${p.language satisfies Language}` });
      return undefined;
    } catch (error) {
      return { kind: "lint-crash", detail: firstLine(error) };
    }
  }

  return {
    judge(batch) {
      counts.programs += batch.length;
      const forward = batch.map((p) => check(a, p));
      const backward = [...batch].reverse().map((p) => check(b, p)).reverse();
      for (let i = 0; i < batch.length; i++) {
        const f = forward[i] as string | NonNullable<Verdict>;
        const r = backward[i] as string | NonNullable<Verdict>;
        if (typeof f !== "string") return { index: i, verdict: f };
        if (typeof r !== "string") return { index: i, verdict: r };
        if (f !== r) return { index: i, verdict: { kind: "determinism", detail: `${f}\n!==\n${r}` } };
        const l = lint(batch[i] as Generated);
        if (l !== undefined) return { index: i, verdict: l };
      }
      return undefined;
    },
    judgeOne(p) {
      const f = check(a, p);
      if (typeof f !== "string") return f;
      const r = check(b, p);
      if (typeof r !== "string") return r;
      if (f !== r) return { kind: "determinism", detail: `${f}\n!==\n${r}` };
      return lint(p);
    },
    stats: () => ({ ...counts }),
  };
}
