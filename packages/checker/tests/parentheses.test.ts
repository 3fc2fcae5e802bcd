// The one helper that steps through parentheses (syntax/parentheses.ts), on trees of the native compiler.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { createNativeEngine } from "../src/engine/native-engine.js";
import { isExpressionStatement, SyntaxKind } from "../src/syntax/ast.js";
import { outermostParentheses, unparenthesised } from "../src/syntax/parentheses.js";
import { createSource, nodeAt } from "../src/syntax/tree.js";
import type { Node } from "../src/syntax/tree.js";

const catalogue = defaultCatalogue();
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue), timeoutMs: 20_000 });
afterAll(() => engine.close());

/** The node at the first `snippet` of a TypeScript program, and the expression of its last statement. */
function at(text: string, snippet: string): { readonly inner: Node; readonly outer: Node } {
  return engine.session.run("ts", () => {
    const program = engine.open("ts", text);
    const source = createSource(program.tree, text, 300);
    if (source === undefined) throw new Error("too deep");
    const inner = nodeAt(source, text.indexOf(snippet));
    const statement = source.tree.statements[source.tree.statements.length - 1];
    if (statement === undefined || !isExpressionStatement(statement)) throw new Error("the program ends with no expression");
    return { inner, outer: statement.expression };
  });
}

describe("parentheses", () => {
  it("steps down through parentheses, and through `!`, a type or `await` only when asked", () => {
    const { outer } = at("declare const x: number | undefined;\n((x!) as number);\n", "x!");
    expect(unparenthesised(outer).kind).toBe(SyntaxKind.AsExpression);
    expect(unparenthesised(outer, ["type"]).kind).toBe(SyntaxKind.NonNullExpression);
    expect(unparenthesised(outer, ["type", "non-null"]).kind).toBe(SyntaxKind.Identifier);
    expect(unparenthesised(outer, ["await"]).kind).toBe(SyntaxKind.AsExpression);
  });

  it("steps up to the outermost parentheses (and the wrappers asked for) around a node", () => {
    const { inner } = at("declare const y: number;\n(((y)!));\n", "y)!");
    expect(inner.kind).toBe(SyntaxKind.Identifier);
    expect(outermostParentheses(inner).kind).toBe(SyntaxKind.ParenthesizedExpression);
    expect(outermostParentheses(inner).parent?.kind).toBe(SyntaxKind.NonNullExpression);
    expect(outermostParentheses(inner, ["non-null"]).parent?.kind).toBe(SyntaxKind.ExpressionStatement);
  });
});
