/**
 * The LSP's layers (docs/architecture.md): only the server and its features know the protocol library. And the
 * start-up path: what the process loads before it can answer `initialize` imports none of the heavy packages.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const src = fileURLToPath(new URL("../src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

describe("layers", () => {
  it("imports vscode-languageserver only from server.ts and features/", () => {
    const offenders = sources(src)
      .filter((file) => /from "vscode-languageserver(\/[^"]*)?"/.test(readFileSync(file, "utf8")))
      .map((file) => relative(src, file))
      .filter((file) => file !== "server.ts" && !file.startsWith("features/"));
    expect(offenders).toEqual([]);
  });

  it("keeps the analysis layer free of the protocol's text-document package too", () => {
    const offenders = sources(join(src, "analysis")).filter((file) => readFileSync(file, "utf8").includes("vscode-languageserver"));
    expect(offenders).toEqual([]);
  });
});

/** The modules a file imports for their values (`import type` and dynamic `import()` load nothing at start). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+"([^"]+)";/gms)) {
    const clause = match[1] as string;
    // `import { type A, type B } from "x"` is erased too.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(",").every((name) => name.trim() === "" || name.trim().startsWith("type "))) continue;
    specifiers.push(match[2] as string);
  }
  for (const match of text.matchAll(/^import\s+"([^"]+)";/gm)) specifiers.push(match[1] as string);
  return specifiers;
}

describe("start-up", () => {
  it("answers initialize before loading TypeScript, ESLint, the rules or the checker: main.ts reaches none of them statically", () => {
    const heavy = ["typescript", "eslint", "@gg/eslint-plugin", "@gg/checker"];
    const seen = new Set<string>();
    const reached: string[] = [];
    const queue = [join(src, "main.ts")];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of valueImports(file)) {
        if (specifier.startsWith(".")) queue.push(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
        else if (heavy.some((name) => specifier === name || specifier.startsWith(`${name}/`))) reached.push(`${relative(src, file)} → ${specifier}`);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(reached).toEqual([]);
  });
});
