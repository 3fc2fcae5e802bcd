// Large programs: a check's cost grows with the program's length, not with its length times its findings. Nothing
// here is timed (the benchmark measures it): a long program of certain failures is answered within the checker's
// own time limit with every finding, and the compiler is asked no more often for a thousand findings than for ten.
import { afterAll, describe, expect, it } from "vitest";
import { createChecker, createCheckerWith } from "../src/check/create-checker.js";
import type { Language } from "../src/types.js";
import { failingProgram } from "../../../bench/src/generate-large.js";

const checker = createChecker();
const counted = createCheckerWith({});
afterAll(() => {
  checker.close();
  counted.close();
});

describe("a program of 8,000 lines, each a certain failure", () => {
  it.each(["ts", "js"] as const)("in %s is answered fail with all 8,000 findings, each an error on its own line", (language: Language) => {
    const program = failingProgram(8_000, language);
    // Within the default time limit: a check that ran out of time throws a CheckerError (timeout) instead.
    const result = checker.check({ source: program.source, language });
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics).toHaveLength(8_000);
    expect(result.diagnostics.every((d) => d.severity === "error")).toBe(true);
    expect(result.diagnostics.map((d) => d.line)).toEqual(Array.from({ length: 8_000 }, (_, i) => i + 1));
    expect(new Set(result.diagnostics.map((d) => d.code))).toEqual(new Set(["TS2304", "TS2551", "TS2588"]));
  });
});

describe("round trips to the compiler", () => {
  /** Requests one check sends to the compiler process (started, and taught the globals, by a short one before). */
  const tripsOf = (lines: number, language: Language): number => {
    counted.check({ source: failingProgram(3, language).source, language });
    const before = counted.roundTrips();
    const result = counted.check({ source: failingProgram(lines, language).source, language });
    expect(result.diagnostics).toHaveLength(lines);
    return counted.roundTrips() - before;
  };

  it.each(["ts", "js"] as const)("in %s, do not grow with the number of findings", (language: Language) => {
    const few = tripsOf(30, language);
    expect(tripsOf(300, language)).toBe(few);
    expect(tripsOf(3_000, language)).toBe(few);
  });

  it("a program that reads a property `globalThis` lacks many times asks about those reads in one batch", () => {
    const program = (n: number): string => Array.from({ length: n }, () => `globalThis.process.exit(1);`).join("\n") + "\n";
    const trips = (n: number): number => {
      counted.check({ source: program(1), language: "js" });
      const before = counted.roundTrips();
      const result = counted.check({ source: program(n), language: "js" });
      expect(result.diagnostics.filter((d) => d.code === "GG1008")).toHaveLength(n);
      return counted.roundTrips() - before;
    };
    expect(trips(200)).toBe(trips(20));
  });
});
