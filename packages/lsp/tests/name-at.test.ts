import { DEFAULT_MAX_DEPTH, defaultCatalogue } from "@gg/catalogue";
import plugin from "@gg/eslint-plugin";
import { createLintRunner, type LintPlugin } from "../src/analysis/lint.js";
import { ggNameAt } from "../src/analysis/name-at.js";
import { readSyntax } from "../src/analysis/syntax.js";

const catalogue = defaultCatalogue();
const runner = createLintRunner(plugin as unknown as LintPlugin, catalogue);
const parse = runner.parse.bind(runner);

/** The gg name at the first occurrence of `marker` (offset `within` characters into it). */
function nameAt(text: string, marker: string, within = 0, language: "ts" | "js" = "ts") {
  const offset = text.indexOf(marker);
  if (offset < 0) throw new Error(`marker ${marker} not found`);
  const syntax = readSyntax(text, language, parse, { offset: offset + within, completing: false });
  const found = syntax && ggNameAt(catalogue, syntax, offset + within);
  if (!found) return undefined;
  const symbol = found.symbol;
  const what =
    symbol.kind === "operation" ? symbol.operation.id : symbol.kind === "namespace" ? `ns:${symbol.namespace}` : symbol.kind === "type" ? `type:${symbol.type.name}` : symbol.kind === "sdk" ? `sdk:${symbol.name}` : "root";
  return { what, word: text.slice(found.start, found.end) };
}

describe("ggNameAt", () => {
  it("finds the function in a qualified call", () => {
    expect(nameAt('gg.files.readFile("a");', "readFile", 2)).toEqual({ what: "files.read_file", word: "readFile" });
  });

  it("finds the namespace in the middle of a qualified call", () => {
    expect(nameAt('gg.files.readFile("a");', "files", 1)).toEqual({ what: "ns:files", word: "files" });
  });

  it("finds the root", () => {
    expect(nameAt('gg.files.readFile("a");', "gg")).toEqual({ what: "root", word: "gg" });
  });

  it("finds a function reached through an imported namespace", () => {
    const text = 'import { files } from "gg";\nfiles.listDir(".");';
    expect(nameAt(text, "listDir")).toEqual({ what: "files.list_dir", word: "listDir" });
  });

  it("finds a function through a renamed import", () => {
    const text = 'import { files as f } from "gg";\nf.stat(".");';
    expect(nameAt(text, "stat(")).toEqual({ what: "files.stat", word: "stat" });
  });

  it("finds a function through `import * as`", () => {
    const text = 'import * as g from "gg";\ng.shell.run("ls");';
    expect(nameAt(text, "run(")).toEqual({ what: "shell.run", word: "run" });
  });

  it("follows a const alias of a function", () => {
    const text = 'const f = gg.files.readFile;\nf("a");';
    expect(nameAt(text, 'f("a")')).toEqual({ what: "files.read_file", word: "f" });
  });

  it("follows an alias of an alias of a namespace", () => {
    const text = "const a = gg.files;\nconst b = a;\nb.glob('*');";
    expect(nameAt(text, "glob")).toEqual({ what: "files.glob", word: "glob" });
  });

  it("follows destructuring", () => {
    const text = "const { readFile: read } = gg.files;\nread('x');";
    expect(nameAt(text, "read('x')")).toEqual({ what: "files.read_file", word: "read" });
  });

  it("finds a type in a type position", () => {
    const text = "let e: gg.files.DirEntry | undefined;";
    expect(nameAt(text, "DirEntry")).toEqual({ what: "type:dir-entry", word: "DirEntry" });
  });

  it("finds the failure class", () => {
    expect(nameAt("if (e instanceof gg.Failure) {}", "Failure")).toEqual({ what: "sdk:Failure", word: "Failure" });
  });

  it("finds the namespace in an import specifier", () => {
    expect(nameAt('import { files } from "gg";', "files")).toEqual({ what: "ns:files", word: "files" });
  });

  it("works in JavaScript", () => {
    expect(nameAt("gg.web.fetch('u');", "fetch", 0, "js")).toEqual({ what: "web.fetch", word: "fetch" });
  });

  it("finds the operation of a key compared with a failure's operation", () => {
    expect(nameAt('if (e.operation === "list_dir") {}', "list_dir")).toEqual({ what: "files.list_dir", word: '"list_dir"' });
  });

  it("ignores a key string compared with anything else", () => {
    expect(nameAt('if (e.name === "list_dir") {}', "list_dir")).toBeUndefined();
  });

  it("ignores a local that shadows gg", () => {
    expect(nameAt("const gg = { files: { readFile() {} } };\ngg.files.readFile();", "readFile();")).toBeUndefined();
  });

  it("ignores a name imported from elsewhere", () => {
    expect(nameAt('import { files } from "other";\nfiles.readFile("a");', "readFile")).toBeUndefined();
  });

  it("ignores an unqualified namespace without an import", () => {
    expect(nameAt('files.readFile("a");', "readFile")).toBeUndefined();
  });

  it("ignores a member the catalogue lacks", () => {
    expect(nameAt('gg.files.readFle("a");', "readFle")).toBeUndefined();
  });

  it("does not take a `let` assigned again for what it was first (the rules' reading)", () => {
    const text = "let f = gg.files;\nf = { readFile: (p: string) => p };\nf.readFile('a');";
    expect(nameAt(text, "readFile('a')")).toBeUndefined();
  });

  it("follows a `var` declared in a block to its use after the block (the rules' reading)", () => {
    const text = "if (Date.now() > 0) { var f = gg.files; }\nf.readFile('a');";
    expect(nameAt(text, "readFile")).toEqual({ what: "files.read_file", word: "readFile" });
    expect(nameAt(text, "readFile", 0, "js")).toEqual({ what: "files.read_file", word: "readFile" });
  });

  it("still finds a name in a document with a syntax error after it", () => {
    const text = 'import { files } from "gg";\nfiles.readFile("a");\nconst x = ;\n';
    expect(nameAt(text, "readFile")).toEqual({ what: "files.read_file", word: "readFile" });
  });

  it("still finds a name inside an unfinished call", () => {
    expect(nameAt('const fs = gg.files;\nif (ok) { fs.stat("a"', "stat")).toEqual({ what: "files.stat", word: "stat" });
  });

  it("still finds names nested right up to the checker's limit", () => {
    // The call's own parenthesis is the last level.
    const depth = DEFAULT_MAX_DEPTH - 1;
    const text = `${"(".repeat(depth)}gg.files.readFile("a")${")".repeat(depth)};`;
    expect(nameAt(text, "readFile")?.what).toBe("files.read_file");
  });

  it("does not count brackets in a string as nesting: 101 `(` in a string still leave the names found", () => {
    // The checker passes this program; the LSP once counted these brackets and dropped hover and completion.
    const text = `const s = "${"(".repeat(DEFAULT_MAX_DEPTH + 1)}";\ngg.files.readFile(s);`;
    expect(nameAt(text, "readFile")?.what).toBe("files.read_file");
  });

  it("answers nothing, without overflowing the stack, for a 50,000-deep program", () => {
    const depth = 50_000;
    const text = `${"(".repeat(depth)}gg.files.readFile("a")${")".repeat(depth)};`;
    expect(nameAt(text, "readFile")).toBeUndefined();
  });
});
