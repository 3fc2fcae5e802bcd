import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import * as espree from "espree";
import { MAX_RESOLVE_DEPTH, variableOf } from "./resolve.js";

/**
 * The string an expression always evaluates to, when its text alone says so: string literals, templates without
 * substitutions, `+` of such, and a `const` initialised with one. Otherwise undefined (nothing is run).
 */
export function staticString(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, depth = 0): string | undefined {
  if (depth > MAX_RESOLVE_DEPTH) return undefined;
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
      return typeof node.value === "string" ? node.value : undefined;
    case AST_NODE_TYPES.TemplateLiteral:
      return node.expressions.length === 0 ? node.quasis[0]?.value.cooked ?? undefined : undefined;
    case AST_NODE_TYPES.BinaryExpression: {
      if (node.operator !== "+") return undefined;
      const left = staticString(sourceCode, node.left, depth + 1);
      const right = left === undefined ? undefined : staticString(sourceCode, node.right, depth + 1);
      return left === undefined || right === undefined ? undefined : left + right;
    }
    case AST_NODE_TYPES.Identifier: {
      const variable = variableOf(sourceCode, node);
      const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
      if (def?.type !== "Variable" || def.parent.kind !== "const") return undefined;
      const declarator = def.node;
      if (declarator.id !== def.name || !declarator.init) return undefined;
      return staticString(sourceCode, declarator.init, depth + 1);
    }
    default:
      return undefined;
  }
}

function parses(code: string): boolean {
  try {
    espree.parse(code, { ecmaVersion: "latest", sourceType: "script" } as Parameters<typeof espree.parse>[1]);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a call of `eval` or `Function` with constant text would read written in the program itself: `eval("x + 1")`
 * → `(x + 1)`, `new Function("a", "return a")` → `((a) => {\nreturn a\n})`. Undefined when the text is not constant
 * or does not parse as that (the text is parsed as JavaScript, never run).
 */
export function inlinedCode(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, runner: "eval" | "Function"): string | undefined {
  const texts: string[] = [];
  for (const argument of call.arguments) {
    const text = staticString(sourceCode, argument);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  if (runner === "eval") {
    const [code] = texts;
    if (texts.length !== 1 || code === undefined || code.trim() === "") return undefined;
    const expression = `(${code})`;
    return parses(expression) ? expression : undefined;
  }
  const body = texts.pop() ?? "";
  const inline = `((${texts.join(", ")}) => {\n${body}\n})`;
  return parses(inline) ? inline : undefined;
}
