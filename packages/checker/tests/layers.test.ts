// The checker's layers, read from its sources: which folder may import what. A rule here is a boundary that keeps
// one answer in one place (the unstable AST API met once, in src/syntax/).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.isFile() && entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** Every module specifier one source file names: imports, re-exports and `import()` types, type-only ones too. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] !== undefined && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path).replaceAll("\\", "/"), specifiers: specifiers(path) }));

/** The folders of src/ a file's relative imports reach (`check`, `engine`, or "" for a file at the root). */
function foldersReached(file: { readonly path: string; readonly specifiers: readonly string[] }): string[] {
  return file.specifiers.filter((s) => s.startsWith(".")).map((s) => posix.normalize(posix.join(posix.dirname(file.path), s)).split("/").slice(0, -1)[0] ?? "");
}

describe("the checker's layers", () => {
  it("reads the sources it guards", () => {
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(["syntax/ast.ts", "syntax/tree.ts", "check/classify.ts", "engine/native-engine.ts"]));
  });

  it("imports TypeScript 7's AST only in src/syntax/", () => {
    const outside = files.filter((f) => !f.path.startsWith("syntax/") && f.specifiers.some((s) => s.startsWith("typescript7/unstable/ast")));
    expect(outside.map((f) => f.path)).toEqual([]);
  });

  // The passes ask a compiler through the interface at the root (engine-interface.ts); the engine answers it; only
  // the root (create-checker.ts) joins the two.
  it.each([
    ["check", "engine"],
    ["engine", "check"],
  ])("nothing in %s/ imports %s/", (from, to) => {
    const crossing = files.filter((f) => f.path.startsWith(`${from}/`) && foldersReached(f).includes(to));
    expect(crossing.map((f) => f.path)).toEqual([]);
  });
});
