// The rules read the catalogue named by settings.gg.catalogue (relative to the working directory) instead of the default.
import { Linter } from "eslint";
import { fileURLToPath } from "node:url";
import plugin from "../src/index.js";

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
});
