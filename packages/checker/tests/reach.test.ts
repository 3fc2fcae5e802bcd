// Reach: every operation the program can call, through the checker's symbols, with each site.
import { describe, expect, it } from "vitest";
import { check } from "./support/check.js";

const sites = (source: string, language: "ts" | "js" = "ts"): string[] =>
  check(source, language).calls.map((c) => `${c.operation}@${c.line}:${c.column}-${c.endLine}:${c.endColumn}`);

describe("reach", () => {
  it.each([
    ["a qualified call", `gg.files.readFile("a");\n`, ["files.read_file@1:1-1:23"]],
    ["an imported namespace", `import { files } from "gg";\nfiles.readFile("a");\n`, ["files.read_file@2:1-2:20"]],
    ["a renamed import", `import { files as f } from "gg";\nf.listDir(".");\n`, ["files.list_dir@2:1-2:15"]],
    ["a namespace import", `import * as x from "gg";\nx.session.finish("d");\n`, ["session.finish@2:1-2:22"]],
    ["destructuring", `import { files } from "gg";\nconst { readFile } = files;\nreadFile("a");\n`, ["files.read_file@2:9-2:17", "files.read_file@3:1-3:14"]],
    ["destructuring with a rename", `const { readFile: rf } = gg.files;\nrf("a");\n`, ["files.read_file@1:9-1:21", "files.read_file@2:1-2:8"]],
    ["an alias", `const f = gg.files.readFile;\nf("a");\n`, ["files.read_file@1:11-1:28", "files.read_file@2:1-2:7"]],
    ["re-assignment", `let g = gg.files.glob;\ng = gg.files.glob;\ng("*");\n`, ["files.glob@1:9-1:22", "files.glob@2:5-2:18", "files.glob@3:1-3:7"]],
    ["an element access", `gg.files["stat"]("a");\n`, ["files.stat@1:1-1:22"]],
    ["a callback", `["a"].forEach(gg.files.deleteFile);\n`, ["files.delete_file@1:15-1:34"]],
    ["a parenthesised callee", `(gg.files.readFile)("a");\n`, ["files.read_file@1:1-1:25"]],
    ["a call inside a function", `function load(p: string) { return gg.programs.load(p); }\nconsole.log(load("x"));\n`, ["programs.load@1:35-1:54"]],
    ["JavaScript", `import { files } from "gg";\nconst { glob } = files;\nglob("*");\n`, ["files.glob@2:9-2:13", "files.glob@3:1-3:10"]],
  ])("%s", (_name, source, expected) => {
    const language = _name === "JavaScript" ? "js" : "ts";
    expect(sites(source, language)).toEqual(expected);
  });

  it("lists each operation once in reaches, sorted", () => {
    const result = check(`gg.web.fetch("u");\ngg.files.readFile("a");\ngg.files.readFile("b");\ngg.docs.search("q");\n`);
    expect(result.reaches).toEqual(["docs.search", "files.read_file", "web.fetch"]);
  });

  it("counts nothing that is only a type or a name", () => {
    const result = check(
      `import { files } from "gg";\ntype R = ReturnType<typeof files.readFile>;\nconst t: typeof gg.files.stat | undefined = undefined;\nconst readFile = (p: string): R => p;\nconsole.log(t, readFile("a"), files);\n`,
    );
    expect(result.reaches).toEqual([]);
    expect(result.calls).toEqual([]);
  });

  it("is the same whether the program passes or fails", () => {
    const result = check(`gg.files.readFile(1);\ngg.files.writeFile("a");\n`);
    expect(result.verdict).toBe("fail");
    expect(result.reaches).toEqual(["files.read_file", "files.write_file"]);
  });
});
