// Engine parity: every corpus program, the examples (with their grant), 1,000 fuzz programs and 200 generated ones
// through the TypeScript 6 checker and the TypeScript 7 one; verdicts and diagnostic sets must agree, or the
// difference must be listed below with what the program does when run.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createChecker as createTs6Checker } from "../../packages/checker/src/checker.js";
import { createChecker as createTs7Checker } from "../../packages/checker/src/check/create-checker.js";
import type { CheckInput, CheckResult } from "../../packages/checker/src/types.js";
import { generateProgram } from "../../bench/src/generate.js";
import { anyProgramArb } from "../fuzz/grammar.js";

const REPO = join(import.meta.dirname, "../..");
const LANGUAGES: Readonly<Record<string, "ts" | "js">> = { ".ts": "ts", ".js": "js" };

/** Differences decided by what the program does when run: the TypeScript 7 answer is kept. */
const KNOWN: Readonly<Record<string, string>> = {
  "test/corpus/good/arguments-object.js":
    "TypeScript 7 no longer reads a JavaScript function's use of `arguments` as a rest parameter, so a call with arguments gets TS2554; a warning in JavaScript, the verdict (pass) is the same and the program runs.",
};

interface Case {
  readonly name: string;
  readonly input: CheckInput;
}

function programsIn(dir: string, grant?: unknown): Case[] {
  return readdirSync(join(REPO, dir))
    .filter((name) => LANGUAGES[name.slice(name.lastIndexOf("."))] !== undefined)
    .sort()
    .map((name) => ({
      name: `${dir}/${name}`,
      input: { source: readFileSync(join(REPO, dir, name), "utf8"), language: LANGUAGES[name.slice(name.lastIndexOf("."))] as "ts" | "js", fileName: name, ...(grant ? { grant } : {}) } as CheckInput,
    }));
}

const grant = JSON.parse(readFileSync(join(REPO, "examples/grant.json"), "utf8")) as CheckInput["grant"];
const fuzz = fc.sample(anyProgramArb, { seed: 20_261_203, numRuns: Number(process.env.PARITY_FUZZ ?? 1000) }).map((p, i) => ({ name: `fuzz #${i}`, input: { source: p.source, language: p.language } }));
const generated = Array.from({ length: 200 }, (_, i) => {
  const lines = [20, 100, 400][i % 3] as number;
  const language = i % 2 === 0 ? "ts" : "js";
  return { name: `generated ${lines} ${language} #${i}`, input: { source: generateProgram(lines, language, 7100 + i).source, language } };
});
const cases: Case[] = [...programsIn("test/corpus/good"), ...programsIn("test/corpus/broken"), ...programsIn("examples", grant), ...generated, ...fuzz];

const ts6 = createTs6Checker();
const ts7 = createTs7Checker();
afterAll(() => ts7.close());

/** What must agree: the verdict and each diagnostic's code, place and severity, the reach and the forecast. */
function shape(r: CheckResult): unknown {
  return {
    verdict: r.verdict,
    diagnostics: r.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity}`),
    reaches: r.reaches,
    calls: r.calls,
    refusals: r.refusals,
    malformed: r.malformed,
  };
}

/** A program that does not parse: it never runs, whatever else is said of it. */
function unparsable(r: CheckResult): boolean {
  return r.diagnostics.some((d) => /^TS1\d{3}$/.test(d.code) && d.severity === "error");
}

describe("engine parity: TypeScript 6 and TypeScript 7 give the same results", () => {
  it(`over ${cases.length} programs, every difference is a known one`, () => {
    const differing: string[] = [];
    const counts = { identical: 0, known: 0, unparsable: 0, differing: 0 };
    for (const c of cases) {
      const ra = ts6.check(c.input);
      const rb = ts7.check(c.input);
      const a = shape(ra);
      const b = shape(rb);
      if (JSON.stringify(a) === JSON.stringify(b)) counts.identical++;
      else if (KNOWN[c.name] !== undefined) counts.known++;
      // Both parsers recover from a syntax error in their own way, so what they report after the first one differs;
      // such a program fails in both and never runs: only the verdict is compared.
      else if (ra.verdict === "fail" && rb.verdict === "fail" && unparsable(ra) && unparsable(rb)) counts.unparsable++;
      else {
        counts.differing++;
        differing.push(`${c.name}\n  ts6: ${JSON.stringify(a)}\n  ts7: ${JSON.stringify(b)}\n  source: ${JSON.stringify(c.input.source)}`);
      }
    }
    process.stderr.write(`engine parity: ${cases.length} programs: ${JSON.stringify(counts)}\n`);
    expect(differing).toEqual([]);
  }, 600_000);

  it("every known difference still differs (the list is not stale)", () => {
    for (const name of Object.keys(KNOWN)) {
      const c = cases.find((x) => x.name === name);
      expect(c, name).toBeDefined();
      expect(JSON.stringify(shape(ts6.check((c as Case).input)))).not.toBe(JSON.stringify(shape(ts7.check((c as Case).input))));
    }
  });
});
