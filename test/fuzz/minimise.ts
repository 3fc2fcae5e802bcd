// A crash minimiser: delta debugging over lines, then characters, keeping the smallest program that still fails the
// same way. Prints the result so a failing CI run says exactly what to fix.
import type { Generated } from "./grammar.js";
import type { Oracle, Verdict } from "./oracle.js";

function sameFailure(oracle: Oracle, p: Generated, kind: NonNullable<Verdict>["kind"]): boolean {
  const v = oracle.judgeOne(p);
  return v !== undefined && v.kind === kind;
}

/** Removes chunks of `parts` (halving the chunk size) while the failure persists. */
function reduce(parts: string[], joiner: string, keep: (text: string) => boolean, budget: { left: number }): string[] {
  let chunk = Math.max(1, Math.floor(parts.length / 2));
  while (chunk >= 1 && budget.left > 0) {
    let removed = false;
    for (let i = 0; i + chunk <= parts.length && budget.left > 0; ) {
      const candidate = [...parts.slice(0, i), ...parts.slice(i + chunk)];
      budget.left -= 1;
      if (candidate.length > 0 && keep(candidate.join(joiner))) {
        parts = candidate;
        removed = true;
      } else {
        i += chunk;
      }
    }
    if (!removed) chunk = Math.floor(chunk / 2);
  }
  return parts;
}

/** The smallest program (by lines, then characters) that fails like `program`; at most `maxTries` oracle calls. */
export function minimise(oracle: Oracle, program: Generated, maxTries = 2000): Generated {
  const first = oracle.judgeOne(program);
  if (first === undefined) return program;
  const keep = (text: string): boolean => sameFailure(oracle, { language: program.language, source: text }, first.kind);
  const budget = { left: maxTries };
  const lines = reduce(program.source.split("\n"), "\n", keep, budget).join("\n");
  const chars = reduce([...lines], "", keep, budget).join("");
  return { language: program.language, source: chars };
}

/** A report of a minimised failure, for a test's error message or the soak's log. */
export function describeFailure(oracle: Oracle, original: Generated): string {
  const verdict = oracle.judgeOne(original);
  const small = minimise(oracle, original);
  return [
    `fuzz: ${verdict?.kind ?? "no longer fails"}: ${verdict?.detail.split("\n")[0] ?? ""}`,
    `language: ${small.language}`,
    `smallest failing program (${small.source.length} chars, JSON):`,
    JSON.stringify(small.source),
    `original (${original.source.length} chars, JSON):`,
    JSON.stringify(original.source),
  ].join("\n");
}
