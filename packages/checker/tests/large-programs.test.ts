// Large programs: a check's cost grows with the program's length, not with its length times its findings. Nothing
// here is timed (the benchmark measures it): a long program of certain failures is answered with every finding, and
// neither the passes' scans of the whole program nor the compiler's round trips grow with the number of findings.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { checkProgram } from "../src/check/check.js";
import { createChecker, createCheckerWith } from "../src/create-checker.js";
import { DEFAULT_MAX_SYNTAX_DEPTH } from "../src/check/limits.js";
import { namesOf } from "../src/check/names.js";
import { executionOf } from "../src/check/execution/index.js";
import * as tree from "../src/syntax/tree.js";
import type { Node, Source } from "../src/syntax/tree.js";
import { createNativeEngine } from "../src/engine/native-engine.js";
import type { Language } from "../src/types.js";
import { failingProgram } from "../../../bench/src/generate-large.js";

// A generous time limit: the machine that runs the tests may be busy, and timing is not what is tested here (the
// counts below are: they fail where a finding rescans the program or asks the compiler again).
const checker = createChecker({ timeoutMs: 120_000 });
const counted = createCheckerWith({});
const catalogue = defaultCatalogue();
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue) });
afterAll(() => {
  checker.close();
  counted.close();
  engine.close();
});

describe("a program of 8,000 lines, each a certain failure", () => {
  it.each(["ts", "js"] as const)("in %s is answered fail with all 8,000 findings, each an error on its own line", (language: Language) => {
    const program = failingProgram(8_000, language);
    const result = checker.check({ source: program.source, language });
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics).toHaveLength(8_000);
    expect(result.diagnostics.every((d) => d.severity === "error")).toBe(true);
    expect(result.diagnostics.map((d) => d.line)).toEqual(Array.from({ length: 8_000 }, (_, i) => i + 1));
    expect(new Set(result.diagnostics.map((d) => d.code))).toEqual(new Set(["TS2304", "TS2551", "TS2588"]));
  }, 120_000);
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

describe("scans of the whole program", () => {
  // Every pass that reads the whole program goes through `source.nodes`: iterated, or searched with an array method.
  const SCANS: ReadonlySet<string | symbol> = new Set([Symbol.iterator, "some", "every", "find", "filter", "map", "forEach", "reduce", "findIndex", "flatMap"]);

  /** How many times one check scans the program's nodes (the Source counted as the pipeline makes it). */
  const scansOf = (lines: number, language: Language): number => {
    let scans = 0;
    const original = tree.createSource;
    const counting = (...args: Parameters<typeof tree.createSource>): Source | undefined => {
      const source = original(...args);
      if (source === undefined) return undefined;
      const nodes = new Proxy(source.nodes as Node[], {
        get(target, property, receiver) {
          if (SCANS.has(property)) scans += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      return { ...source, nodes, start: (node) => source.start(node) };
    };
    const input = { source: failingProgram(lines, language).source, language };
    const result = engine.session.run(language, () => checkProgram(engine, namesOf(catalogue), input, `p.${language}`, DEFAULT_MAX_SYNTAX_DEPTH, counting));
    expect(result.diagnostics).toHaveLength(lines);
    return scans;
  };

  it.each(["ts", "js"] as const)("in %s, do not grow with the number of findings", (language: Language) => {
    const few = scansOf(30, language);
    expect(few).toBeGreaterThan(0);
    expect(scansOf(300, language)).toBe(few);
    expect(scansOf(3_000, language)).toBe(few);
  });

  it("binding the program's names reads no node's children from the compiler's tree again: the Source holds them", () => {
    const source = engine.session.run("ts", () => {
      const program = engine.open("ts", failingProgram(300, "ts").source);
      return tree.createSource(program.tree, failingProgram(300, "ts").source, DEFAULT_MAX_SYNTAX_DEPTH);
    });
    if (source === undefined) throw new Error("the program is too deep");
    const prototypes = new Set(source.nodes.map((n) => Object.getPrototypeOf(n) as { forEachChild: Node["forEachChild"] }));
    let reads = 0;
    const originals = [...prototypes].map((p) => [p, p.forEachChild] as const);
    for (const [p, original] of originals) {
      p.forEachChild = function (this: Node, ...args: Parameters<Node["forEachChild"]>) {
        reads += 1;
        return original.apply(this, args);
      } as Node["forEachChild"];
    }
    try {
      expect(executionOf(source).scopes.declarations.length).toBeGreaterThan(0);
    } finally {
      for (const [p, original] of originals) p.forEachChild = original;
    }
    expect(reads).toBe(0);
  });
});
