import { defaultCatalogue, ggPathOf } from "@gg/catalogue";
import plugin from "@gg/eslint-plugin";
import { completionSiteAt } from "../src/analysis/completion-site.js";
import { createLintRunner, type LintPlugin } from "../src/analysis/lint.js";
import { readSyntax } from "../src/analysis/syntax.js";

const catalogue = defaultCatalogue();
const runner = createLintRunner(plugin as unknown as LintPlugin, catalogue);

/** The completion site at the `|` in `source` (the bar is removed), a member's container shown as its path from gg. */
function siteAt(source: string, language: "ts" | "js" = "ts") {
  const offset = source.indexOf("|");
  const text = source.slice(0, offset) + source.slice(offset + 1);
  const syntax = readSyntax(text, language, runner.parse.bind(runner), { offset, completing: true });
  const site = syntax && completionSiteAt(catalogue, syntax, text, offset);
  if (site?.kind !== "member") return site;
  const { container, ...rest } = site;
  return { ...rest, path: ggPathOf(container) };
}

describe("completionSiteAt", () => {
  it("sees members of gg after `gg.`", () => {
    expect(siteAt("gg.|\nconst x = 1;")).toEqual({ kind: "member", path: [], start: 3, end: 3 });
  });

  it("sees a namespace's members after `gg.files.` with a partial word", () => {
    expect(siteAt("gg.files.rea|")).toEqual({ kind: "member", path: ["files"], start: 9, end: 12 });
  });

  it("sees an imported namespace's members", () => {
    const site = siteAt('import { files } from "gg";\nfiles.|');
    expect(site).toMatchObject({ kind: "member", path: ["files"] });
  });

  it("sees `import * as g` members", () => {
    expect(siteAt('import * as g from "gg";\ng.views.|')).toMatchObject({ kind: "member", path: ["views"] });
  });

  it("offers nothing after a dot on a local object", () => {
    expect(siteAt("const files = {};\nfiles.|")).toBeUndefined();
  });

  it("offers nothing inside a comment", () => {
    expect(siteAt("// gg.|\n")).toBeUndefined();
  });

  it("sees the braces of an import from gg, minus what is there", () => {
    const site = siteAt('import { files, | } from "gg";');
    expect(site?.kind).toBe("import");
    expect(site?.kind === "import" ? [...site.present] : []).toEqual(["files"]);
  });

  it("ignores the braces of an import from elsewhere", () => {
    expect(siteAt('import { | } from "fs";')).toBeUndefined();
  });

  it("sees an operation comparison", () => {
    expect(siteAt('if (e.operation === "re|") {}')).toEqual({ kind: "string", field: "operation", start: 21, end: 23 });
  });

  it("sees a reversed comparison with the code", () => {
    expect(siteAt('if ("|" !== e.code) {}')).toMatchObject({ kind: "string", field: "code" });
  });

  it("sees a case of a switch on the operation", () => {
    expect(siteAt('switch (e.operation) { case "|": break; }')).toMatchObject({ kind: "string", field: "operation" });
  });

  it("sees an unterminated string", () => {
    expect(siteAt('e.operation === "|')).toMatchObject({ kind: "string", field: "operation", start: 17, end: 17 });
  });

  it("sees an aliased namespace's members while the statement is unfinished", () => {
    expect(siteAt("const fs = gg.files;\nif (ok) {\n  fs.|")).toMatchObject({ kind: "member", path: ["files"] });
  });

  it("sees members in a document with a syntax error after the cursor", () => {
    expect(siteAt("gg.files.|\nconst x = ;\n")).toMatchObject({ kind: "member", path: ["files"] });
  });

  it("sees members before a line that would continue the expression", () => {
    expect(siteAt("gg.|\nfoo();")).toMatchObject({ kind: "member", path: [] });
  });

  it("ignores other strings", () => {
    expect(siteAt('const s = "|";')).toBeUndefined();
  });
});
