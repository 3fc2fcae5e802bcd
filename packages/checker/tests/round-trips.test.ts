// What one check asks the compiler beyond its snapshot, tree and diagnostics: only what some pass needs, and each
// pass's questions in as few round trips as can hold them. Nothing here is timed (the benchmark measures it).
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { checkProgram } from "../src/check/check.js";
import { createCheckerWith } from "../src/create-checker.js";
import type { Engine, EngineProgram } from "../src/engine-interface.js";
import { DEFAULT_MAX_SYNTAX_DEPTH } from "../src/check/limits.js";
import { namesOf } from "../src/check/names.js";
import { createNativeEngine } from "../src/engine/native-engine.js";
import type { CheckResult, Language } from "../src/types.js";

const catalogue = defaultCatalogue();
const counted = createCheckerWith({});
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue) });
afterAll(() => {
  counted.close();
  engine.close();
});

/** Round trips one check of `source` sends (the process started, and the project opened, by a check before). */
function tripsOf(source: string, language: Language): number {
  counted.check({ source: "export {};\n", language });
  const before = counted.roundTrips();
  counted.check({ source, language });
  return counted.roundTrips() - before;
}

/** Checks `source` through an engine that counts how often the pipeline asks for diagnostics of no file. */
function globalAsks(source: string, language: Language): { asks: number; result: CheckResult } {
  let asks = 0;
  const counting: Engine = {
    open(lang, text) {
      const program = engine.open(lang, text);
      return new Proxy(program, {
        get(target, property, receiver) {
          if (property === "globalDiagnostics") asks += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      }) as EngineProgram;
    },
    openBatch: (lang, texts) => engine.openBatch(lang, texts),
  };
  const result = engine.session.run(language, () => checkProgram(counting, namesOf(catalogue), { source, language }, `p.${language}`, DEFAULT_MAX_SYNTAX_DEPTH));
  return { asks, result };
}

describe("round trips of one check", () => {
  it("a JavaScript program asks about its undeclared names and its calls in one round trip: no more than the same TypeScript", () => {
    const source = `import { files } from "gg";\nconst text = files.readFile("notes.md");\nconsole.log(text.length, Math.max(1, JSON.stringify(text).length));\n`;
    const js = tripsOf(source, "js");
    expect(js).toBe(tripsOf(source, "ts"));
    expect(counted.check({ source, language: "js" }).reaches).toEqual(["files.read_file"]);
  });

  it("diagnostics of no file are asked only of a program that can reach beyond its module", () => {
    const plain = globalAsks(`const root = ".";\nconsole.log(gg.files.readFile(root + "/a.txt"));\n`, "ts");
    expect(plain.asks).toBe(0);
    expect(plain.result.verdict).toBe("pass");
    const augments = globalAsks(`declare global { var extra: number }\nconsole.log(extra);\nexport {};\n`, "ts");
    expect(augments.asks).toBe(1);
    // A `using` makes the compiler want `Disposable`, which the guest's library lacks: asked, and reported with the syntax.
    const using = globalAsks(`{ using f = { [Symbol.dispose]() {} }; console.log(f); }\nexport {};\n`, "ts");
    expect(using.asks).toBe(1);
    expect(using.result.diagnostics.map((d) => d.code)).toContain("GG1006");
  });
});
