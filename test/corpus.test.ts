// The labelled corpus (test/corpus/{good,broken}) measures the checker's gate: a good program that fails is a
// false refusal (the rate must stay 0), a broken program that passes is a miss (named below, or the test fails).
import { readdirSync, readFileSync } from "node:fs";
import { createChecker } from "@gg/checker";
import { describe, expect, it } from "vitest";

type Label = "good" | "broken";

interface Program {
  readonly name: string;
  readonly label: Label;
  readonly language: "ts" | "js";
  readonly source: string;
  readonly firstLine: string;
}

/** A broken program's first line: `// broken [TS2304]: why it fails`, naming the code it fails with. */
const BROKEN_LINE = /^\/\/ broken \[((?:TS|GG)\d+)\]: \S/;

const corpusDir = new URL("./corpus/", import.meta.url);

/** The line that labels a program: its first, or its second when the first is a `#!` line (which must come first). */
function labelLine(source: string): string {
  const [first = "", second = ""] = source.split(/\r?\n/, 2);
  return /^\uFEFF?#!/.test(first) ? second : first;
}

function load(label: Label): Program[] {
  return readdirSync(new URL(`${label}/`, corpusDir))
    .filter((name) => name.endsWith(".ts") || name.endsWith(".js"))
    .sort()
    .map((name) => {
      const source = readFileSync(new URL(`${label}/${name}`, corpusDir), "utf8");
      return {
        name: `${label}/${name}`,
        label,
        language: name.endsWith(".ts") ? "ts" : "js",
        source,
        firstLine: labelLine(source),
      } as const;
    });
}

/**
 * Programs the checker still decides wrongly, each with the reasoning it lacks. The corpus keeps them so the gap stays
 * visible: each must still be wrong (a program put right fails here until it leaves this list), so the list only shrinks.
 */
const KNOWN_WRONG: ReadonlyMap<string, string> = new Map<string, string>([]);

const good = load("good");
const broken = load("broken");
const checker = createChecker({});

function check(program: Program) {
  return checker.check({ source: program.source, language: program.language, fileName: program.name });
}

describe("corpus labels", () => {
  it("names only programs the corpus holds in KNOWN_WRONG", () => {
    const names = new Set([...good, ...broken].map((p) => p.name));
    expect([...KNOWN_WRONG.keys()].filter((n) => !names.has(n))).toEqual([]);
  });

  it("holds at least 150 programs, at least a third of each language", () => {
    const all = [...good, ...broken];
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(all.filter((p) => p.language === "ts").length).toBeGreaterThanOrEqual(all.length / 3);
    expect(all.filter((p) => p.language === "js").length).toBeGreaterThanOrEqual(all.length / 3);
  });

  it("states each program's label and reason on its first line (its second after a #! line), and a broken one's code", () => {
    const unlabelled = [...good, ...broken].filter((p) => !(p.label === "good" ? /^\/\/ good: \S/ : BROKEN_LINE).test(p.firstLine));
    expect(unlabelled.map((p) => p.name)).toEqual([]);
  });
});

describe("good programs pass (no false refusal)", () => {
  it.each(good.map((p) => [p.name, p] as const))("%s", (_name, program) => {
    const result = check(program);
    if (KNOWN_WRONG.has(program.name)) {
      expect(result.verdict, `${program.name} now passes: remove it from KNOWN_WRONG`).toBe("fail");
      return;
    }
    const errors = result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);
    expect(errors).toEqual([]);
    expect(result.verdict, program.firstLine).toBe("pass");
  });
});

describe("broken programs fail, for the reason on their first line (no miss)", () => {
  it.each(broken.map((p) => [p.name, p] as const))("%s", (_name, program) => {
    const result = check(program);
    if (KNOWN_WRONG.has(program.name)) {
      expect(result.verdict, `${program.name} now fails: remove it from KNOWN_WRONG`).toBe("pass");
      return;
    }
    const why = program.firstLine;
    expect(result.verdict, why).toBe("fail");
    // Failing for another reason than the one stated is a miss of that reason.
    const code = BROKEN_LINE.exec(program.firstLine)?.[1];
    expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.code), why).toContain(code);
  });
});
