// The checker's own passes are one ordered list; which of them run on a program is each pass's own answer.
import { describe, expect, it } from "vitest";
import { PASSES } from "../src/check/passes.js";
import type { ProgramFacts } from "../src/check/passes.js";
import type { Language } from "../src/types.js";

/** Facts enough for `appliesTo`, which reads only the language and whether the program loads. */
function facts(language: Language, loads: boolean): ProgramFacts {
  return { language, loads } as ProgramFacts;
}

const applying = (f: ProgramFacts): string[] => PASSES.filter((p) => p.appliesTo(f)).map((p) => p.name);

describe("the pass list", () => {
  it("names each pass once, in the order findings are gathered", () => {
    const names = PASSES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(["honesty", "imports", "dynamic-import", "newer-syntax", "newer-regex-constructor", "global-this", "early-call", "bidi"]);
  });

  it("runs the newer-syntax pass on TypeScript, the RegExp constructor's on JavaScript (the parse decided the rest)", () => {
    expect(applying(facts("ts", true))).toContain("newer-syntax");
    expect(applying(facts("ts", true))).not.toContain("newer-regex-constructor");
    expect(applying(facts("js", true))).toContain("newer-regex-constructor");
    expect(applying(facts("js", true))).not.toContain("newer-syntax");
  });

  it("runs only the passes about the text on a program that does not load", () => {
    expect(applying(facts("js", false))).toEqual(["bidi"]);
  });
});
