// The one syntax-level reading of gg names (`@gg/eslint-plugin/resolve`), asked the way the LSP asks it: what the word
// at a place refers to, on the SourceCode a lint run parsed. The rules read names through the same resolver.
import { defaultCatalogue, namesOf, qualifiedGgName } from "@gg/catalogue";
import type { TSESLint } from "@typescript-eslint/utils";
import { Linter } from "eslint";
import plugin from "../src/index.js";
import { failureStringAt, ggImportAt, ggNameAt, MAX_RESOLVE_DEPTH, memberObjectAt } from "../src/resolve.js";

const names = namesOf(defaultCatalogue());
const linter = new Linter({ configType: "flat" });

function parse(code: string, language: "ts" | "js"): Readonly<TSESLint.SourceCode> {
  const messages = linter.verify(code, [{ ...plugin.configs.recommended, rules: {} }], { filename: `program.${language}` });
  expect(messages).toEqual([]);
  return linter.getSourceCode() as unknown as Readonly<TSESLint.SourceCode>;
}

/** What the word at the `n`-th occurrence (1-based) of `marker` refers to, as `gg.files.readFile`, or "none". */
function at(code: string, marker: string, n = 1, language: "ts" | "js" = "ts"): string {
  let offset = -1;
  for (let i = 0; i < n; i++) offset = code.indexOf(marker, offset + 1);
  if (offset < 0) throw new Error(`no ${marker}`);
  const found = ggNameAt(parse(code, language), names, offset);
  return found ? qualifiedGgName(found.name) : "none";
}

describe("what a name is bound to", () => {
  it.each([
    ["qualified", 'gg.files.readFile("a");', "readFile", 1, "gg.files.readFile"],
    ["the global root", 'gg.files.readFile("a");', "gg", 1, "gg"],
    ["a named import", 'import { files } from "gg";\nfiles.readFile("a");', "readFile", 1, "gg.files.readFile"],
    ["a renamed import, at either word", 'import { files as f } from "gg";\nf.stat("a");', "files", 1, "gg.files"],
    ["a namespace import", 'import * as g from "gg";\ng.shell.run("ls");', "run", 1, "gg.shell.run"],
    ["an alias", "const f = gg.files;\nf.glob('*');", "glob", 1, "gg.files.glob"],
    ["an alias of an alias", "const a = gg.files;\nconst b = a;\nb.glob('*');", "glob", 1, "gg.files.glob"],
    ["a destructured name", 'import { files } from "gg";\nconst { readFile } = files;\nreadFile("a");', "readFile", 2, "gg.files.readFile"],
    ["a destructuring key", 'const { readFile: read } = gg.files;\nread("a");', "readFile", 1, "gg.files.readFile"],
    ["a destructured, renamed name", 'const { readFile: read } = gg.files;\nread("a");', "read(", 1, "gg.files.readFile"],
    ["the last expression of a comma", '(0, gg.files).glob("*");', "glob", 1, "gg.files.glob"],
    ["a namespace on the left of || or ?? (never falsy)", "const a = gg.files || other;\nconst b = gg.shell ?? null;\na.stat('x');\nb.run('ls');", "run", 1, "gg.shell.run"],
    ["a key of a nested pattern", 'const { files: { readFile }, shell: { run } } = gg;\nreadFile("a");', "run", 1, "gg.shell.run"],
    ["the outer key of a nested pattern", "const { files: { readFile } } = gg;", "files", 1, "gg.files"],
    ["a key of a parameter's pattern", "function f({ glob } = gg.files) { return glob; }", "glob", 1, "gg.files.glob"],
    ["a key of an assignment pattern", "let r;\n({ stat: r } = gg.files);", "stat", 1, "gg.files.stat"],
    ["a destructuring default never used", 'const { readFile = () => "" } = gg.files;\nreadFile("a");', "readFile(", 1, "gg.files.readFile"],
    ["a computed member with a constant key", 'gg.files["readFile"]("a");', '"readFile"', 1, "gg.files.readFile"],
    ["a type", "let e: gg.files.DirEntry | undefined;", "DirEntry", 1, "gg.files.DirEntry"],
    ["the failure class", "try {} catch (e) { if (e instanceof gg.Failure) {} }", "Failure", 1, "gg.Failure"],
    ["a key compared with a failure's operation", 'try {} catch (e) { if (e.operation === "list_dir") {} }', '"list_dir"', 1, "gg.files.listDir"],
  ] as const)("%s", (_what, code, marker, n, expected) => {
    expect(at(code, marker, n)).toBe(expected);
  });

  it("follows a `var` out of the block it is written in: var is function-scoped", () => {
    const code = "if (Date.now() > 0) { var f = gg.files; }\nf.readFile('a');";
    expect(at(code, "readFile")).toBe("gg.files.readFile");
    expect(at(code, "readFile", 1, "js")).toBe("gg.files.readFile");
  });

  it("does not follow a `let` the program assigns again: it may hold anything by then", () => {
    const code = "let f = gg.files;\nf = { readFile: (p: string) => p };\nf.readFile('a');";
    expect(at(code, "readFile", 2)).toBe("none");
    expect(at("let f = gg.files;\nf.readFile('a');", "readFile")).toBe("gg.files.readFile");
  });

  it("does not take the right side of && for the namespace on its left", () => {
    expect(at("const a = gg.files && other;\na.glob('*');", "glob")).toBe("none");
    expect(at("const a = other || gg.files;\na.glob('*');", "glob")).toBe("none");
  });

  it("does not take a parameter for its default: a caller may pass anything", () => {
    expect(at("function f(fs = gg.files) { fs.readFile('a'); }", "readFile")).toBe("none");
    // A name inside the default is read where the default stands.
    expect(at('import { files } from "gg";\nfunction f(read = files.readFile) { return read; }', "readFile")).toBe("gg.files.readFile");
  });

  it("ignores what the program declares itself, imports from elsewhere or leaves unimported", () => {
    expect(at("const gg = { files: { readFile() {} } };\ngg.files.readFile();", "readFile", 2)).toBe("none");
    expect(at('import { files } from "other";\nfiles.readFile("a");', "readFile")).toBe("none");
    expect(at('files.readFile("a");', "readFile")).toBe("none");
    expect(at('gg.files.readFle("a");', "readFle")).toBe("none");
    expect(at("const o = { files: 1 };", "files")).toBe("none");
  });

  it("gives up after MAX_RESOLVE_DEPTH aliases, whatever the chain is", () => {
    const chain = (n: number): string => ["const a0 = gg.files;", ...Array.from({ length: n }, (_, i) => `const a${i + 1} = a${i};`), `a${n}.readFile("x");`].join("\n");
    expect(at(chain(MAX_RESOLVE_DEPTH - 4), "readFile")).toBe("gg.files.readFile");
    expect(at(chain(MAX_RESOLVE_DEPTH), "readFile")).toBe("none");
  });
});

describe("places the LSP asks about", () => {
  it("the object before a member being typed", () => {
    const code = 'import * as g from "gg";\ng.views.op;';
    const found = memberObjectAt(parse(code, "ts"), names, code.indexOf("op;") + 2);
    expect(found && qualifiedGgName(found)).toBe("gg.views");
  });

  it("the braces of an import from gg, and the names there", () => {
    const code = 'import { files,  } from "gg";';
    expect(ggImportAt(parse(code, "ts"), code.indexOf(",") + 1)).toEqual({ open: 8, close: 17, specifiers: [{ imported: "files", start: 9, end: 14 }] });
    expect(ggImportAt(parse('import { x } from "fs";', "ts"), 9)).toBeUndefined();
  });

  it("a string compared with a failure's field, between its quotes", () => {
    const code = 'switch (e.code) { case "no": break; }';
    expect(failureStringAt(parse(code, "js"), code.indexOf("no"))).toEqual({ field: "code", start: 24, end: 26 });
    expect(failureStringAt(parse('const s = "x";', "js"), 11)).toBeUndefined();
  });
});
