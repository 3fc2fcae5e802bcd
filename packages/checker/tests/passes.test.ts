// The checker's own passes are one ordered list; which of them run on a program is each pass's own answer.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { namesOf } from "../src/check/names.js";
import { PASSES, runPasses, runSyntaxPasses } from "../src/check/passes.js";
import type { ProgramFacts } from "../src/check/passes.js";
import { createNativeEngine } from "../src/engine/native-engine.js";
import type { EngineProgram } from "../src/engine-interface.js";
import { createSource } from "../src/syntax/tree.js";
import type { Language } from "../src/types.js";
import { corpusPrograms } from "./support/corpus.js";

/** Facts enough for `appliesTo`, which reads only the language and whether the program loads. */
function facts(language: Language, loads: boolean): ProgramFacts {
  return { language, loads } as ProgramFacts;
}

const applying = (f: ProgramFacts): string[] => PASSES.filter((p) => p.appliesTo(f)).map((p) => p.name);

describe("the pass list", () => {
  it("names each pass once, in the order findings are gathered", () => {
    const names = PASSES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(["honesty", "imports", "dynamic-import", "newer-syntax", "newer-regex-constructor", "global-this", "library-only-globals", "refused-arguments", "strict-accessors", "strict-this", "detached-methods", "init-order", "accessors", "nullish-reads", "fields-through-parameters", "nullish-arguments", "prototype-less", "gg-writes", "forgotten-awaits", "early-call", "certain-throws", "bidi"]);
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

const catalogue = defaultCatalogue();
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue), timeoutMs: 20_000 });
afterAll(() => engine.close());

/** A program that fails the test at any question: what the syntax-only passes must never ask. */
const untouchable = new Proxy({} as EngineProgram, {
  get(_, property) {
    throw new Error(`a syntax-only pass asked the compiler for ${String(property)}`);
  },
});

describe("the syntax-only passes, run while the compiler checks", () => {
  it("ask the compiler nothing, and give the findings the passes give in their turn, over the corpus", () => {
    const names = namesOf(catalogue);
    let found = 0;
    for (const { label, language, text } of corpusPrograms()) {
      const { inTurn, withEarly } = engine.session.run(language, () => {
        const program = engine.open(language, text);
        const source = createSource(program.tree, text, 300);
        if (source === undefined) throw new Error("too deep");
        const early = runSyntaxPasses({ language, source, names, loads: true }, untouchable);
        const semantic = program.semanticDiagnostics();
        const facts: ProgramFacts = { language, source, names, semantic, loads: true };
        return { inTurn: runPasses(facts, program), withEarly: runPasses(facts, program, early) };
      });
      expect(withEarly, label).toEqual(inTurn);
      found += inTurn.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it("are the passes that read no compiler: honesty and global-this ask it, and are not among them", () => {
    expect(PASSES.filter((p) => "syntaxOnly" in p && p.syntaxOnly).map((p) => p.name)).toEqual(["imports", "dynamic-import", "newer-syntax", "newer-regex-constructor", "library-only-globals", "forgotten-awaits", "early-call", "certain-throws", "bidi"]);
  });
});
