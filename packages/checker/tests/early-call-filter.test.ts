// The early-call pass asks the execution model only of a program where some declared name is used outside the
// function that declares it (`readsAcrossFunctions`, from syntax alone). That test must never say no where the
// model finds an early call: held here over the whole corpus and cases of each way a read can cross a function.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { readsAcrossFunctions } from "../src/check/early-call.js";
import { executionOf } from "../src/check/execution/index.js";
import { createSource } from "../src/syntax/tree.js";
import type { Source } from "../src/syntax/tree.js";
import { createNativeEngine } from "../src/engine/native-engine.js";
import type { Language } from "../src/types.js";
import { corpusPrograms } from "./support/corpus.js";

const catalogue = defaultCatalogue();
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue), timeoutMs: 20_000 });
afterAll(() => engine.close());

/** What the filter says of `text`, and how many early calls the model finds in it. */
function judge(text: string, language: Language): { readonly across: boolean; readonly early: number } {
  return engine.session.run(language, () => {
    const program = engine.open(language, text);
    const source: Source | undefined = createSource(program.tree, text, 300);
    if (source === undefined) throw new Error("too deep");
    return { across: readsAcrossFunctions(source), early: executionOf(source).dead.earlyCalls().length };
  });
}

describe("readsAcrossFunctions", () => {
  it("says yes wherever the model finds an early call, over the whole corpus", () => {
    let early = 0;
    let skipped = 0;
    for (const { label, language, text } of corpusPrograms()) {
      const verdict = judge(text, language);
      if (verdict.early > 0) {
        early += 1;
        expect(verdict.across, label).toBe(true);
      }
      if (!verdict.across) skipped += 1;
    }
    // The corpus has early calls to find, and programs the filter spares the model.
    expect(early).toBeGreaterThan(0);
    expect(skipped).toBeGreaterThan(0);
  });

  it.each([
    ["a function declared before the binding it reads", 'function show() { console.log(root); }\nshow();\nlet root = ".";\n'],
    ["an arrow held by a const", 'const show = () => console.log(root);\nshow();\nconst root = ".";\n'],
    ["a class read in a method", "function make() { return new C(); }\nmake();\nclass C {}\n"],
    ["a class field's initializer", "class A { x = later; }\nnew A();\nconst later = 1;\n"],
    ["a binding of an outer function read in an inner one", "function outer() { const inner = () => v; inner(); const v = 1; }\nouter();\n"],
    ["a destructured binding", "function f() { return a; }\nf();\nconst { a } = { a: 1 };\n"],
  ])("says yes for %s", (_, text) => {
    const verdict = judge(text, "js");
    expect(verdict.early).toBeGreaterThan(0);
    expect(verdict.across).toBe(true);
  });

  it.each([
    ["bindings read only where they are declared", 'function f(path) { const text = path + "!"; return text.length; }\nconst n = f("a").toString();\nconsole.log(n);\n'],
    ["the same names declared in two functions", "function f() { const x = 1; return x; }\nfunction g() { const x = 2; return x; }\nconsole.log(f() + g());\n"],
    ["a parameter named like a top-level binding", "for (const path of [\"a\"]) console.log(path);\nfunction f(path) { return path.length; }\nconsole.log(f(\"b\"));\n"],
    ["a local named like a top-level binding", "const text = \"a\";\nfunction f() { const text = \"b\"; return text.length; }\nconsole.log(f(), text);\n"],
    ["catch variables in a function and at the top level", "try { JSON.parse(\"\"); } catch (e) { console.log(e); }\nfunction f() { try { return 1; } catch (e) { return e; } }\nf();\n"],
    ["a member named like a top-level binding", "const length = 3;\nfunction f(s) { return s.length; }\nconsole.log(f(\"ab\"), { length: 1 }, length);\n"],
  ])("says no for %s", (_, text) => {
    const verdict = judge(text, "js");
    expect(verdict.early).toBe(0);
    expect(verdict.across).toBe(false);
  });
});
