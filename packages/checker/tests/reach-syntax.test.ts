// The operation a direct call calls, read from syntax (reach-syntax.ts) so that most checks ask the compiler
// nothing about their calls: every answer it gives must be the compiler's own. Held here for every direct call of
// the corpus, and for each shape it answers or must leave to the compiler.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { namesOf } from "../src/check/names.js";
import { planReach } from "../src/check/reach.js";
import { operationsFromSyntax } from "../src/check/reach-syntax.js";
import { isElementAccessExpression, isPropertyAccessExpression } from "../src/syntax/ast.js";
import type { CallExpression } from "../src/syntax/ast.js";
import { createSource } from "../src/syntax/tree.js";
import type { Node } from "../src/syntax/tree.js";
import { createNativeEngine } from "../src/engine/native-engine.js";
import type { Language } from "../src/types.js";
import { corpusPrograms } from "./support/corpus.js";

const catalogue = defaultCatalogue();
const names = namesOf(catalogue);
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue), timeoutMs: 20_000 });
afterAll(() => engine.close());

/** What syntax and the compiler say of each direct call of `text`, as operation keys ("-" for none, "?" left). */
function answers(text: string, language: Language): { syntax: string[]; compiler: string[] } {
  return engine.session.run(language, () => {
    const program = engine.open(language, text);
    const source = createSource(program.tree, text, 300);
    if (source === undefined) throw new Error("too deep");
    const calls = planReach(source, names).direct ?? [];
    const syntax = operationsFromSyntax(source, names, calls);
    const compiler = calls.length === 0 ? [] : program.memberOperations(calls.map(memberOf));
    return {
      syntax: syntax.map((a) => (a === undefined ? "?" : a === null ? "-" : a.key)),
      compiler: compiler.map((a) => (a === undefined ? "-" : a === "holds" ? "holds" : a.key)),
    };
  });
}

function memberOf(call: CallExpression): Node {
  const callee = call.expression;
  if (isPropertyAccessExpression(callee)) return callee.name;
  if (isElementAccessExpression(callee)) return callee.argumentExpression;
  return callee;
}

describe("operationsFromSyntax", () => {
  it("answers as the compiler does for every direct call of the corpus, and answers most of them", () => {
    let answered = 0;
    let left = 0;
    for (const { label, language, text } of corpusPrograms()) {
      const { syntax, compiler } = answers(text, language);
      syntax.forEach((said, i) => {
        if (said === "?") {
          left += 1;
          return;
        }
        answered += 1;
        expect(said, `${label}, call ${i}`).toBe(compiler[i]);
      });
    }
    expect(answered).toBeGreaterThan(left * 2);
  });

  it.each([
    ["gg declared nowhere", 'gg.files.readFile("a");\n', "ts", ["read_file"]],
    ["an element access", 'gg.files["listDir"](".");\n', "js", ["list_dir"]],
    ["an import by name", 'import { files } from "gg";\nfiles.readFile("a");\n', "ts", ["read_file"]],
    ["an import renamed", 'import { shell as sh } from "gg";\nsh.run("ls");\n', "js", ["run"]],
    ["an import of the whole module", 'import * as g from "gg";\ng.web.fetch("https://x");\n', "ts", ["fetch"]],
    ["an operation of another namespace", 'gg.files.fetch("https://x");\n', "js", ["-"]],
  ])("answers %s", (_, text, language, expected) => {
    const { syntax, compiler } = answers(text, language as Language);
    expect(syntax).toEqual(expected);
    expect(compiler).toEqual(expected);
  });

  it.each([
    ["a parameter named gg", "function f(gg) { return gg.files.readFile('a'); }\nf({ files: { readFile: () => '' } });\n", "js"],
    ["a local gg", "const gg = { files: { readFile: (p: string) => p } };\ngg.files.readFile('a');\nexport {};\n", "ts"],
    ["an alias of a namespace", "const fs = gg.files;\nfs.readFile('a');\n", "ts"],
    ["parentheses", "(gg.files).readFile('a');\n", "ts"],
    ["a name its import shares with another declaration", 'import { files } from "gg";\nfunction g(files) { return files.readFile("a"); }\ng(files);\n', "js"],
    ["a type-only import", 'import type { files } from "gg";\nfiles.readFile("a");\n', "ts"],
    ["an import of the whole module, type-only", 'import type * as g from "gg";\ng.files.readFile("a");\n', "ts"],
  ])("leaves to the compiler %s", (_, text, language) => {
    const { syntax } = answers(text, language as Language);
    expect(syntax.length).toBeGreaterThan(0);
    expect(syntax.every((a) => a === "?")).toBe(true);
  });
});
