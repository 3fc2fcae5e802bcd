// Whether a name is bound where it is used, answered from syntax (plain-binding.ts) so that most JavaScript
// programs need no binding of every name: every answer it gives must be the execution model's scopes' answer. Held
// here for every use of a name in the corpus, and for each rule beside a case it must leave to the scopes.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { executionOf } from "../src/check/execution/index.js";
import { plainBinding } from "../src/check/plain-binding.js";
import { isIdentifier } from "../src/syntax/ast.js";
import type { Identifier } from "../src/syntax/ast.js";
import { createSource, isInTypeContext } from "../src/syntax/tree.js";
import { createNativeEngine } from "../src/engine/native-engine.js";
import type { Language } from "../src/types.js";
import { corpusPrograms } from "./support/corpus.js";

const catalogue = defaultCatalogue();
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue), timeoutMs: 20_000 });
afterAll(() => engine.close());

interface Tally {
  readonly answered: number;
  readonly left: number;
  readonly wrong: readonly string[];
}

/** Every use of a name in `text`: the plain answer beside the scopes' (by name, where they differ). */
function compare(text: string, language: Language): Tally {
  return engine.session.run(language, () => {
    const program = engine.open(language, text);
    const source = createSource(program.tree, text, 300);
    if (source === undefined) throw new Error("too deep");
    const plain = plainBinding(source);
    const scopes = executionOf(source).scopes;
    let answered = 0;
    let left = 0;
    const wrong: string[] = [];
    for (const node of source.nodes) {
      if (!isIdentifier(node) || isInTypeContext(node)) continue;
      const said = plain.isBound(node as Identifier);
      if (said === undefined) {
        left += 1;
        continue;
      }
      answered += 1;
      if (said !== (scopes.declarationOf(node) !== undefined)) wrong.push(`${(node as Identifier).text}@${node.pos}`);
    }
    return { answered, left, wrong };
  });
}

describe("plainBinding", () => {
  it("answers as the scopes do for every use of a name in the corpus, and answers a third of all names", () => {
    let answered = 0;
    let left = 0;
    for (const { label, language, text } of corpusPrograms()) {
      const tally = compare(text, language);
      expect(tally.wrong, label).toEqual([]);
      answered += tally.answered;
      left += tally.left;
    }
    // Declarations' own names are left too (the scopes take them for no use): a third answered is most uses.
    expect(answered).toBeGreaterThan(left / 2);
  });

  it.each([
    ["a name declared nowhere", "console.log(1);\n", "console", false],
    ["an import", 'import { files } from "gg";\nfiles.listDir(".");\n', "files.listDir", true],
    ["a parameter", "function f(entry) { return entry.kind; }\nf({});\n", "entry.kind", true],
    ["an arrow's parameter", "[1].map((a) => a.toFixed());\n", "a.toFixed", true],
    ["a block's const", "{ const rows = []; rows.push(1); }\n", "rows.push", true],
    ["a function body's const", "function f() { const text = \"\"; return text.split(\"\"); }\nf();\n", "text.split", true],
    ["a catch variable", "try { null.x; } catch (e) { e.message; }\n", "e.message", true],
    ["a for-of variable", "for (const match of []) match.path;\n", "match.path", true],
  ])("answers %s as the scopes do", (_, text, snippet, bound) => {
    const verdict = engine.session.run("js", () => {
      const program = engine.open("js", text);
      const source = createSource(program.tree, text, 300);
      if (source === undefined) throw new Error("too deep");
      const node = source.nodes.find((n) => isIdentifier(n) && source.start(n) === text.indexOf(snippet)) as Identifier;
      return { plain: plainBinding(source).isBound(node), scopes: executionOf(source).scopes.declarationOf(node) !== undefined };
    });
    expect(verdict.plain).toBe(bound);
    expect(verdict.scopes).toBe(bound);
  });

  it.each([
    ["a class expression's own name", "const C = class K { m() { return K.name; } };\nnew C().m();\n", "K.name"],
    ["a var hoisted out of a block", "function f() { { var v = 1; } return v.toString(); }\nf();\n", "v.toString"],
  ])("leaves to the scopes a name its rules cannot place: %s", (_, text, snippet) => {
    const verdict = engine.session.run("js", () => {
      const program = engine.open("js", text);
      const source = createSource(program.tree, text, 300);
      if (source === undefined) throw new Error("too deep");
      const node = source.nodes.find((n) => isIdentifier(n) && source.start(n) === text.indexOf(snippet)) as Identifier;
      return { plain: plainBinding(source).isBound(node), scopes: executionOf(source).scopes.declarationOf(node) !== undefined };
    });
    expect(verdict).toEqual({ plain: undefined, scopes: true });
  });
});
