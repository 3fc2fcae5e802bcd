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
  it("a program whose calls syntax answers asks the compiler nothing beyond its snapshot, tree and diagnostics", () => {
    // The update, the release of the snapshot before, the tree, and the two diagnostics.
    const direct = `import { files } from "gg";\nconst text = files.readFile("notes.md");\nconsole.log(text.length, gg.files.glob("*.md").length);\n`;
    expect(tripsOf(direct, "ts")).toBe(5);
    expect(counted.check({ source: direct, language: "ts" }).reaches).toEqual(["files.glob", "files.read_file"]);
    // An alias is the compiler's to follow: one more request, for the symbols of the calls.
    const aliased = `const fs = gg.files;\nconsole.log(fs.readFile("notes.md").length);\n`;
    expect(tripsOf(aliased, "ts")).toBe(6);
    expect(counted.check({ source: aliased, language: "ts" }).reaches).toEqual(["files.read_file"]);
  });

  it("a JavaScript program asks about a name of the library once per process: after that, no more than the same TypeScript", () => {
    const source = `import { files } from "gg";\nconst text = files.readFile("notes.md");\nconsole.log(text.length, Reflect.ownKeys(JSON.parse(text)).length);\n`;
    const first = tripsOf(source, "js");
    expect(first).toBe(tripsOf(source, "ts") + 1);
    expect(tripsOf(source, "js")).toBe(tripsOf(source, "ts"));
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
