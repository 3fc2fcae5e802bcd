// The benchmark's workload: deterministic, exactly as long as asked, and made of programs our checker passes.
// Nothing here is timed: performance is measured by `pnpm bench`, not by tests.
import { createChecker } from "@gg/checker";
import { generateProgram, generatePrograms } from "../src/generate.js";
import { failingProgram, largeProgram } from "../src/generate-large.js";
import { createRandom } from "../src/random.js";
import { quantile, summarise } from "../src/stats.js";

describe("generateProgram", () => {
  it("gives the same text for the same seed", () => {
    expect(generateProgram(100, "ts", 42).source).toBe(generateProgram(100, "ts", 42).source);
  });

  it("gives different programs for different seeds", () => {
    expect(generateProgram(100, "ts", 42).source).not.toBe(generateProgram(100, "ts", 43).source);
  });

  it.each([20, 100, 400, 1500])("writes exactly %i lines", (lines) => {
    for (const language of ["ts", "js"] as const) {
      const program = generateProgram(lines, language, 7);
      expect(program.lines).toBe(lines);
      expect(program.source.split("\n")).toHaveLength(lines + 1);
    }
  });

  it("writes no type annotation in JavaScript", () => {
    const program = generateProgram(400, "js", 11);
    expect(program.source).not.toMatch(/\binterface |: string\b|<string, number>| as Manifest/);
  });
});

describe("generated programs and the checker", () => {
  const checker = createChecker();

  it.each(["ts", "js"] as const)("every generated %s program of 20 and 100 lines passes", (language) => {
    const programs = [...generatePrograms(20, language, 6, 1000), ...generatePrograms(100, language, 6, 2000)];
    const failing = programs
      .map((p) => ({ name: p.name, result: checker.check({ source: p.source, language, fileName: p.name }) }))
      .filter(({ result }) => result.verdict !== "pass")
      .map(({ name, result }) => `${name}: ${result.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`).join(", ")}`);
    expect(failing).toEqual([]);
  });
});

describe("large programs", () => {
  it("the mixture is the generator's program of that length", () => {
    expect(largeProgram("mixture", 1_000, "ts", 5).source).toBe(generateProgram(1_000, "ts", 5).source);
  });

  it.each(["ts", "js"] as const)("every line of the failing %s program is a certain failure the checker finds", (language) => {
    const program = failingProgram(300, language);
    expect(program.source.split("\n")).toHaveLength(301);
    const own = createChecker();
    const result = own.check({ source: program.source, language });
    own.close();
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics.map((d) => [d.line, d.severity])).toEqual(Array.from({ length: 300 }, (_, i) => [i + 1, "error"]));
  });
});

describe("statistics", () => {
  it("takes quantiles by linear interpolation", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(summarise([5, 1, 3]).median).toBe(3);
    expect(summarise([]).median).toBeNaN();
  });

  it("draws the same numbers from the same seed", () => {
    const a = createRandom(9);
    const b = createRandom(9);
    expect([a.next(), a.below(10), a.next()]).toEqual([b.next(), b.below(10), b.next()]);
  });
});
