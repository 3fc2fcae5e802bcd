// Adding a rule touches only the rule, its test and its doc page (+ the generated index and README table): nothing
// else in the plugin or the LSP names a rule. Checked by looking for rule ids in every other source file.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import plugin from "../src/index.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === "node_modules" || entry.name === "dist" || entry.name === "fixtures" ? [] : files(join(dir, entry.name))) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

describe("a rule lives in its own files", () => {
  it("no source of the plugin or the LSP names a rule, except the rule itself and the generated index", () => {
    const ids = Object.keys(plugin.rules);
    const sources = [...files(join(root, "eslint-plugin/src")), ...files(join(root, "lsp/src"))];
    const offenders = sources.flatMap((file) => {
      const path = relative(root, file);
      if (path === "eslint-plugin/src/rules/index.ts") return [];
      const text = readFileSync(file, "utf8");
      return ids.filter((id) => !path.endsWith(`rules/${id}.ts`) && text.includes(`"${id}"`)).map((id) => `${path} names ${id}`);
    });
    expect(offenders).toEqual([]);
  });
});
