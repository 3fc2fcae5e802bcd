// The rules read the catalogue named by settings.gg.catalogue (relative to the working directory) instead of the default.
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Linter } from "eslint";
import { fileURLToPath } from "node:url";
import { loadCatalogueFile } from "@gg/catalogue";
import plugin from "../src/index.js";
import { cachedCatalogues } from "../src/util/load.js";

const fixtures = fileURLToPath(new URL("./fixtures/", import.meta.url));
const linter = new Linter({ configType: "flat", cwd: fixtures });

function lint(code: string, catalogue: string): { rule: string | null; id: string | undefined; line: number; column: number }[] {
  const config = { ...plugin.configs.recommended, settings: { gg: { catalogue } } };
  return linter.verify(code, [config], { filename: "program.ts" }).map((m) => ({ rule: m.ruleId, id: m.messageId, line: m.line, column: m.column }));
}

describe("settings.gg.catalogue", () => {
  it("names come from the configured catalogue", () => {
    expect(lint('tools.ping("example.org");\nfiles.readFile("a");\n', "catalogues/tools.json")).toEqual([
      { rule: "gg/no-unqualified-name", id: "unqualifiedNamespace", line: 1, column: 1 },
    ]);
  });

  it("keys, codes and signatures come from it too", () => {
    const code = 'try { gg.tools.ping(); } catch (e) { if (e.operation === "read_file" || e.code === "timeout") {} }\ngg.files.readFile("a");\n';
    expect(lint(code, "catalogues/tools.json")).toEqual([
      { rule: "gg/call-arguments", id: "tooFew", line: 1, column: 7 },
      { rule: "gg/operation-key", id: "unknownKey", line: 1, column: 58 },
      { rule: "gg/known-operation", id: "unknownNamespace", line: 2, column: 4 },
    ]);
  });

  it("an unreadable catalogue is one finding at 1:1 naming the file, not a crash", () => {
    const findings = lint("files.readFile(1);\n", "catalogues/missing.json");
    expect(findings).toEqual([{ rule: "gg/call-arguments", id: "brokenCatalogue", line: 1, column: 1 }]);
  });

  it("keeps only a few catalogue files loaded, however many paths and versions a long session sees", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-catalogues-"));
    for (let i = 0; i < 10; i++) {
      const path = join(dir, `c${i}.json`);
      copyFileSync(join(fixtures, "catalogues/tools.json"), path);
      expect(lint('tools.ping("a");\n', path).map((f) => f.id)).toEqual(["unqualifiedNamespace"]);
    }
    expect(cachedCatalogues().count).toBe(cachedCatalogues().limit);
    expect(cachedCatalogues().limit).toBeLessThan(10);
  });

  it("uses a catalogue a host loaded itself as it is (the LSP hands over its own object)", () => {
    const loaded = loadCatalogueFile(join(fixtures, "catalogues/tools.json"));
    if (!loaded.ok) throw new Error("the fixture catalogue is broken");
    const config = { ...plugin.configs.recommended, settings: { gg: { catalogue: loaded.value } } };
    expect(linter.verify('tools.ping("a");\n', [config], { filename: "program.ts" }).map((m) => m.messageId)).toEqual(["unqualifiedNamespace"]);
  });

  it("refuses a settings value that is neither a path nor a loaded catalogue, once, at 1:1", () => {
    const config = { ...plugin.configs.recommended, settings: { gg: { catalogue: 42 } } };
    const messages = linter.verify("files.readFile(1);\n", [config], { filename: "program.ts" });
    expect(messages.map((m) => [m.messageId, m.line, m.column])).toEqual([["brokenCatalogue", 1, 1]]);
    expect(messages[0]?.message).toContain("settings.gg.catalogue: expected the path of a catalogue file");
  });
});
