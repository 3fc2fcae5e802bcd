import { Linter } from "eslint";
import plugin from "../src/index.js";
import { LimitError, parseForESLint } from "../src/parser.js";
import { MAX_BYTES, MAX_DEPTH, positionOf } from "../src/util/limits.js";

const nested = (depth: number, open = "(", close = ")"): string => `${open.repeat(depth)}1${close.repeat(depth)}`;

function thrown(code: string, filePath = "p.js"): unknown {
  try {
    parseForESLint(code, { filePath });
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("the plugin parser", () => {
  it("parses TypeScript files with typescript-eslint (and its scope manager)", () => {
    const result = parseForESLint("let x: number = 1;", { filePath: "p.ts" });
    expect(JSON.stringify(result.ast)).toContain("TSTypeAnnotation");
    expect(result.scopeManager).toBeDefined();
  });

  it("parses JavaScript files with espree, which refuses TypeScript syntax", () => {
    const result = parseForESLint("let x = 1;", { filePath: "p.mjs" });
    expect((result.ast as { type: string }).type).toBe("Program");
    expect(result.scopeManager).toBeUndefined();
    expect(() => parseForESLint("let x: number = 1;", { filePath: "p.js" })).toThrow();
  });

  it("accepts nesting exactly at the limit", () => {
    expect(thrown(`x = ${nested(MAX_DEPTH)};`)).toBeUndefined();
  });

  it("refuses one level deeper, at the opener that crosses the limit, in both arms", () => {
    for (const filePath of ["p.js", "p.ts"]) {
      const error = thrown(`x = ${nested(MAX_DEPTH + 1, "[", "]")};`, filePath);
      expect(error).toBeInstanceOf(LimitError);
      expect(error).toMatchObject({ code: "too_deep", lineNumber: 1, column: 4 + MAX_DEPTH + 1 });
    }
  });

  it("counts template substitutions as levels and skips brackets in strings and comments", () => {
    expect(thrown(`x = "${"(".repeat(MAX_DEPTH + 5)}"; // ${"[".repeat(MAX_DEPTH + 5)}`)).toBeUndefined();
    const templates = `${"`${".repeat(MAX_DEPTH + 1)}1${"}`".repeat(MAX_DEPTH + 1)}`;
    expect(thrown(`x = ${templates};`)).toMatchObject({ code: "too_deep" });
  });

  it("refuses a program over the size limit at 1:1 whatever its depth", () => {
    const code = `// ${"é".repeat(MAX_BYTES / 2)}\n`;
    expect(thrown(code)).toMatchObject({ code: "too_large", lineNumber: 1, column: 1 });
  });

  it("counts lines as ESLint and the checker do (\\r\\n, \\r, U+2028)", () => {
    expect(positionOf("a\r\nb\rc\u2028d", 7)).toEqual({ line: 4, column: 1 });
    expect(positionOf("ab\r\ncd", 5)).toEqual({ line: 2, column: 2 });
  });

  it("reaches ESLint as one fatal parsing error with the checker's code and position", () => {
    const linter = new Linter({ configType: "flat" });
    const code = `const a = 1;\r\n  f(${nested(MAX_DEPTH)});\n`;
    const messages = linter.verify(code, [plugin.configs.recommended], { filename: "deep.ts" });
    expect(messages).toEqual([
      expect.objectContaining({
        fatal: true,
        line: 2,
        column: 3 + 1 + MAX_DEPTH,
        message: `Parsing error: too_deep (GG9002): The program nests brackets, braces or parentheses more than ${MAX_DEPTH} levels deep; the limit is ${MAX_DEPTH}.`,
      }),
    ]);
  });
});
