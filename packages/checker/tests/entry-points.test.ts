// `@gg/checker` and `gg-check` must not load TypeScript 7 unless the native engine is asked for: its API costs
// ~130 ms of every cold start. This walks the runtime imports (type-only ones are erased) from each entry point.
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
  // The worker imports the checker by URL (`config.checkerModule`, the main entry) at run time, so index.ts covers it.
  it.each(["index.ts", "cli.ts", "worker.ts"])("%s never loads TypeScript 7 or the native engine", (entry) => {
    const { files, packages } = reached(entry);
    expect(files.size).toBeGreaterThan(1);
    expect([...packages].filter((name) => name.startsWith("typescript7"))).toEqual([]);
    expect([...files].filter((file) => file.includes(`${join(SRC, "native")}`))).toEqual([]);
  });

  it("index.ts reaches the checker itself (the walk follows imports)", () => {
    expect(reached("index.ts").files).toContain(join(SRC, "checker.ts"));
  });

  it("native/index.ts does load TypeScript 7 (the walk sees it)", () => {
    expect([...reached("native/index.ts").packages].some((name) => name.startsWith("typescript7"))).toBe(true);
  });
});
