// Every entry point of the checker runs on TypeScript 7 and never loads TypeScript 6 (9 MB of JavaScript, which
// only the ESLint plugin's parser needs). This walks the runtime imports (type-only ones are erased) from each entry.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

/** The runtime import specifiers of one source file. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly === true) continue;
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** Every module reached at run time from `entry`: our files by path, packages by name. */
function reached(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [join(SRC, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith(".")) pending.push(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
      else packages.add(specifier);
    }
  }
  return { files, packages };
}

describe("entry points", () => {
  // The worker imports the checker by URL (`config.checkerModule`) at run time: create-checker.ts is its entry.
  it.each(["index.ts", "cli/main.ts", "pool/worker.ts", "create-checker.ts", "serve/serve.ts"])("%s loads TypeScript 7 and never TypeScript 6", (entry) => {
    const { packages } = reached(entry);
    expect([...packages].filter((name) => name === "typescript" || name.startsWith("typescript/"))).toEqual([]);
  });

  it.each(["index.ts", "cli/main.ts", "create-checker.ts"])("%s reaches the checker and TypeScript 7 (the walk follows imports)", (entry) => {
    const { files, packages } = reached(entry);
    expect(files).toContain(join(SRC, "check/check.ts"));
    expect([...packages].some((name) => name.startsWith("typescript7/"))).toBe(true);
  });

  it("the package depends on TypeScript 7 alone, pinned exactly", () => {
    const manifest = JSON.parse(readFileSync(join(SRC, "../package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(manifest.dependencies.typescript).toBeUndefined();
    expect(manifest.dependencies.typescript7).toMatch(/^npm:typescript@7\.\d+\.\d+$/);
  });
});
