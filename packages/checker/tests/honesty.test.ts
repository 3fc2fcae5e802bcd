// A program cannot make the checker believe what the runtime lacks: ambient declarations, reference directives,
// and suppression directives over failures that are certain at run time.
import { describe, expect, it } from "vitest";
import { check, codesAt, only } from "./support/check.js";

describe("ambient declarations are errors", () => {
  it.each([
    ["declare const", `declare const files: any;\nfiles.readFile("a");\n`, "declare const files"],
    ["declare let", `declare let x: number;\nconsole.log(x);\n`, "declare let x"],
    ["declare var", `declare var x: number;\nconsole.log(x);\n`, "declare var x"],
    ["declare function", `declare function readFile(p: string): string;\nreadFile("a");\n`, "declare function readFile"],
    ["declare class", `declare class Buffer {}\nnew Buffer();\n`, "declare class Buffer"],
    ["declare global", `declare global { var process: { exit(): void } }\nprocess.exit();\n`, "declare global"],
    ["declare module", `declare module "fs" { export function readFileSync(p: string): string; }\n`, 'declare module "fs"'],
    ["declare namespace", `declare namespace NodeJS { const version: string; }\nconsole.log(NodeJS.version);\n`, "declare namespace NodeJS"],
    ["declare enum", `declare enum E { A }\nconsole.log(E.A);\n`, "declare enum E"],
  ])("%s", (_name, source, what) => {
    const result = check(source, "ts");
    expect(result.verdict).toBe("fail");
    expect(only(result, "GG1003")).toMatchObject({
      line: 1,
      column: 1,
      severity: "error",
      message: `\`${what}\` declares what the guest does not have: it would exist for the checker, not when the program runs. Import what you need from "gg", or define it.`,
    });
  });

  it("does not flag real declarations or type-only ones", () => {
    const result = check(`namespace Util { export const x = 1; }\ninterface Row { a: number }\ntype T = Row;\nclass C { declare y: number; }\nconsole.log(Util.x, new C());\n`, "ts");
    expect(result.diagnostics.filter((d) => d.code === "GG1003")).toEqual([]);
  });

  it("cannot bring a gg name into scope", () => {
    const result = check(`declare const files: typeof gg.files;\nfiles.readFile("a");\n`, "ts");
    expect(codesAt(result)).toEqual(["GG1003@1:1"]);
    expect(result.verdict).toBe("fail");
  });
});

describe("an ambient declaration only types read leaves the run as it is", () => {
  it.each([
    ["read by a type", `declare const settings: { readonly depth: number };\ntype Settings = typeof settings;\nconst mine: Settings = { depth: 2 };\nconsole.log(mine.depth);\n`],
    ["its name only a member and a key elsewhere", `declare const depth: number;\nconst o = { depth: 1 };\nconsole.log(o.depth);\n`],
    ["read by a parameter's type", `declare let a: number, b: string;\nexport function f(x: typeof a, y: typeof b) { return [x, y]; }\n`],
    ["a namespace of types only", `declare namespace Shapes { type Row = { path: string }; }\nconst r: Shapes.Row = { path: "a" };\nconsole.log(r.path);\n`],
    ["a global interface", `declare global { interface Row { path: string } }\nconst r: Row = { path: "a" };\nconsole.log(r.path);\nexport {};\n`],
    ["a function only a type reads", `declare function helper(): { depth: number };\nconst d: ReturnType<typeof helper> = { depth: 1 };\nconsole.log(d.depth);\n`],
    ["a namespace exporting types", `declare namespace Tools {\n  export interface Row { note?: string }\n}\nconst r: Tools.Row = {};\nconsole.log(r);\n`],
    ["a dotted namespace of types", `declare namespace Tools.Extra { interface Row { note?: string } }\nconst r: Tools.Extra.Row = {};\nconsole.log(r);\n`],
    ["types added to \"gg\" itself", `declare module "gg" {\n  namespace files { interface DirEntry { hidden?: boolean } }\n}\nconsole.log(gg.files.listDir(".").filter((e) => !e.hidden).length);\n`],
    ["a global namespace of types named as a value the program reads", `declare global {\n  namespace gg.files {\n    interface DirEntry { note?: string }\n  }\n}\nconsole.log(gg.files.listDir(".").length);\nexport {};\n`],
  ])("a declare const %s: no finding", (_name, source) => {
    const result = check(source, "ts");
    expect(result.diagnostics).toEqual([]);
    expect(result.verdict).toBe("pass");
  });

  it.each([
    ["one of its names read as a value", `declare let a: number, b: string;\nconst c: typeof b = "s";\nconsole.log(c, a);\n`, "declare let a"],
    ["exported", `export declare const depth: number;\n`, "export declare const depth"],
    ["in a namespace exporting a value the program reads", `declare namespace Tools {\n  export interface Row { note?: string }\n  export const version: string;\n}\nconsole.log(Tools.version);\n`, "declare namespace Tools"],
  ])("a declare const %s is still GG1003", (_name, source, what) => {
    const result = check(source, "ts");
    expect(only(result, "GG1003").message).toContain(`\`${what}\``);
    expect(result.verdict).toBe("fail");
  });
});

describe("reference directives are errors", () => {
  it.each([
    ["path", `/// <reference path="../x.d.ts" />\n`, "`/// <reference path=\"../x.d.ts\" />`", 22],
    ["types", `/// <reference types="node" />\n`, "`/// <reference types=\"node\" />`", 23],
    ["lib", `/// <reference lib="dom" />\n`, "`/// <reference lib=\"dom\" />`", 21],
  ])("%s", (_name, source, quoted, column) => {
    const result = check(source, "ts");
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: "GG1002", line: 1, column, message: `A program cannot name files or libraries: ${quoted} is not allowed; the guest has ECMAScript 2023, \`console\` and "gg" only.` }),
    ]);
  });
});

describe("a reference that leaves the run as it is", () => {
  it.each([
    ["path", `/// <reference path="./helpers.d.ts" />\nconsole.log("start");\n`],
    ["types", `/// <reference types="node" />\nconsole.log("start");\n`],
    ["lib", `/// <reference lib="dom" />\nconsole.log("start");\n`],
  ])("in JavaScript, a %s reference is a comment: no finding", (_name, source) => {
    const result = check(source, "js");
    expect(result.diagnostics).toEqual([]);
    expect(result.verdict).toBe("pass");
  });

  it("in JavaScript, a reference to the DOM's library brings no DOM: `document` still fails", () => {
    const result = check(`/// <reference lib="dom" />\ndocument.title = "x";\n`, "js");
    expect(codesAt(result)).toEqual(["TS2584@2:1"]);
    expect(result.verdict).toBe("fail");
  });

  it.each(["es2023", "ES2023", "es2015.promise", "es5"])("a reference to the guest's own library (%s): no finding", (lib) => {
    const result = check(`/// <reference lib="${lib}" />\nconsole.log([3, 1, 2].toSorted());\n`, "ts");
    expect(result.diagnostics).toEqual([]);
  });

  it("a reference to a later library than the guest's is GG1002", () => {
    expect(codesAt(check(`/// <reference lib="es2024" />\nconsole.log(1);\n`, "ts"))).toEqual(["GG1002@1:21"]);
  });
});

describe("an import type in JSDoc loads nothing", () => {
  it("in JavaScript, no GG1001: the module it names is not found, a warning", () => {
    const result = check(`/** @type {import("node:fs").Stats | undefined} */\nlet info;\n/** @param {import("./rows.js").Row} row */\nfunction show(row) { console.log(row, info); }\nshow({});\n`, "js");
    expect(result.diagnostics.filter((d) => d.code === "GG1001")).toEqual([]);
    expect(result.diagnostics.every((d) => d.severity === "warning")).toBe(true);
    expect(result.verdict).toBe("pass");
  });

  it("in TypeScript, JSDoc is a comment: no finding", () => {
    expect(check(`/** @type {import("node:fs").Stats} */\nconst n = 1;\nconsole.log(n);\n`, "ts").diagnostics).toEqual([]);
  });

  it("an import type in TypeScript's own syntax is still GG1001", () => {
    expect(codesAt(check(`let s: import("node:fs").Stats | undefined;\nconsole.log(s);\n`, "ts"))).toEqual(["GG1001@1:15"]);
  });
});

describe("suppression directives never hide a certain failure", () => {
  it("@ts-ignore over an unknown name: the failure stays and the directive is reported", () => {
    const result = check(`// @ts-ignore\nconsole.log(nope);\n`, "ts");
    expect(codesAt(result)).toEqual(["GG1004@1:1", "TS2304@2:13"]);
    expect(only(result, "GG1004").message).toBe("`@ts-ignore` cannot hide TS2304 on line 2: it fails when the program runs. Fix the program instead.");
  });

  it.each([
    ["@ts-ignore over a missing gg member", `// @ts-ignore\ngg.files.readFle("a");\n`, "ts", ["GG1004@1:1", "TS2551@2:10"]],
    ["@ts-expect-error over a missing gg member", `// @ts-expect-error\ngg.files.readFle("a");\n`, "ts", ["GG1004@1:1", "TS2551@2:10"]],
    ["@ts-ignore over a malformed gg call", `// @ts-ignore\ngg.files.readFile(1);\n`, "ts", ["GG1004@1:1", "TS2345@2:19"]],
    ["@ts-ignore over an import from gg that does not exist", `// @ts-ignore\nimport { readFile } from "gg";\n`, "ts", ["GG1004@1:1", "TS2305@2:10"]],
    ["@ts-nocheck over an unknown name", `// @ts-nocheck\nconsole.log(nope);\n`, "ts", ["GG1004@1:1", "TS2304@2:13"]],
    ["@ts-nocheck in JavaScript", `// @ts-nocheck\nfiles.readFile("a");\n`, "js", ["GG1004@1:1", "TS2304@2:1"]],
    ["@ts-ignore in JavaScript", `// @ts-ignore\ngg.files.readFle("a");\n`, "js", ["GG1004@1:1", "TS2551@2:10"]],
    ["a block-comment @ts-ignore", `/* @ts-ignore */\nconsole.log(nope);\n`, "ts", ["GG1004@1:1", "TS2304@2:13"]],
    ["across blank and comment lines", `// @ts-ignore\n\n// why\nconsole.log(nope);\n`, "ts", ["GG1004@1:1", "TS2304@4:13"]],
    ["@ts-ignore over an import other than gg", `// @ts-ignore\nimport fs from "fs";\nconsole.log(fs);\n`, "ts", ["GG1004@1:1", "GG1001@2:16"]],
    ["@ts-expect-error over an import other than gg", `// @ts-expect-error\nimport fs from "fs";\nconsole.log(fs);\n`, "ts", ["GG1004@1:1", "GG1001@2:16"]],
    ["@ts-nocheck over a dynamic import", `// @ts-nocheck\nconst m = await import("fs");\nconsole.log(m);\n`, "ts", ["GG1004@1:1", "GG1007@2:17"]],
    ["@ts-ignore over require in JavaScript", `// @ts-ignore\nconst fs = require("fs");\n`, "js", ["GG1004@1:1", "GG1004@1:1", "TS2591@2:12", "GG1001@2:20"]],
    ["@ts-ignore over an ambient declaration", `// @ts-ignore\ndeclare const files: any;\nfiles.readFile("a");\n`, "ts", ["GG1004@1:1", "GG1003@2:1"]],
  ])("%s", (_name, source, language, codes) => {
    const result = check(source, language as "ts" | "js");
    expect(codesAt(result)).toEqual(codes);
    expect(result.verdict).toBe("fail");
  });

  it.each([
    ["@ts-ignore over a type error", `// @ts-ignore\nconst n: number = "s";\nconsole.log(n);\n`, "ts"],
    ["@ts-expect-error over a type error", `// @ts-expect-error\nconst n: number = "s";\nconsole.log(n);\n`, "ts"],
    ["@ts-nocheck over type errors", `// @ts-nocheck\nconst n: number = "s";\nconsole.log(n);\n`, "ts"],
    ["@ts-ignore over a JS warning", `let n = 1;\n// @ts-ignore\nn = "s";\nconsole.log(n);\n`, "js"],
    // The implicit-any family is dropped (loosely typed, not wrong), but tsc reports it, so the directive is used.
    ["@ts-expect-error over an untyped parameter", `// @ts-expect-error\nfunction f(x) { return x; }\nconsole.log(f(1));\n`, "ts"],
    ["@ts-expect-error over an untyped parameter in JavaScript", `// @ts-expect-error\nfunction f(x) { return x; }\nconsole.log(f(1));\n`, "js"],
    ["@ts-expect-error over an evolving array read where its type is unknown", `const list = [];\n// @ts-expect-error\nconsole.log(list);\nexport {};\n`, "ts"],
    ["@ts-nocheck over an untyped parameter", `// @ts-nocheck\nfunction f(x) { return x; }\nconsole.log(f(1));\n`, "ts"],
  ])("honours %s, as tsc would", (_name, source, language) => {
    const result = check(source, language as "ts" | "js");
    expect(result.diagnostics).toEqual([]);
    expect(result.verdict).toBe("pass");
  });

  it("reports an unused @ts-expect-error as tsc does", () => {
    const result = check(`// @ts-expect-error\nconst ok = 1;\nconsole.log(ok);\n`, "ts");
    expect(result.diagnostics).toEqual([
      { code: "TS2578", severity: "error", message: "Unused '@ts-expect-error' directive.", line: 1, column: 1, endLine: 1, endColumn: 20 },
    ]);
  });

  it("reports a @ts-expect-error unused where the implicit-any finding it sits over is on another line", () => {
    const result = check(`// @ts-expect-error\nconst ok = 1;\nfunction f(x) { return x; }\nconsole.log(ok, f(1));\n`, "ts");
    expect(codesAt(result)).toEqual(["TS2578@1:1"]);
  });

  it("a @ts-expect-error over a global the guest lacks, which tsc reports as an implicit any, is used", () => {
    const result = check(`// @ts-expect-error\nconst n = globalThis.foo;\nconsole.log(n);\n`, "ts");
    expect(codesAt(result)).toEqual(["GG1008@2:22"]);
  });

  it("a directive only applies to the next line", () => {
    const result = check(`// @ts-ignore\nconst a = 1;\nconst n: number = "s";\nconsole.log(a, n);\n`, "ts");
    expect(codesAt(result)).toEqual(["TS2322@3:7"]);
  });

  it("a line directive may follow any run of slashes, as TypeScript 7 reads it", () => {
    expect(check(`//// @ts-ignore: printed as is\nconst n: number = "x";\nconsole.log(n);\n`, "ts").diagnostics).toEqual([]);
    expect(codesAt(check(`//// @ts-expect-error\nconst n: number = 1;\nconsole.log(n);\n`, "ts"))).toEqual(["TS2578@1:1"]);
  });

  it("a block comment's directive is read on its last line, as TypeScript reads it", () => {
    // On the last line it hides the next line's finding; on the first line of a longer comment it is no directive.
    expect(check(`/* the label is printed as is;\n   @ts-ignore */\nconst label: string = 1;\nconsole.log(label);\n`, "ts").diagnostics).toEqual([]);
    expect(codesAt(check(`/* @ts-ignore: printed as is\n */\nconst label: string = 1;\nconsole.log(label);\n`, "ts"))).toEqual(["TS2322@3:7"]);
  });

  it("directive text inside strings, templates and regexes is not a directive", () => {
    const source = `const s = "// @ts-nocheck";\nconst t = \`/* @ts-ignore */\`;\nconst r = /@ts-ignore/;\nconsole.log(s, t, r, nope);\n`;
    const result = check(source, "ts");
    expect(codesAt(result)).toEqual(["TS2304@4:22"]);
    // The strings keep their text: no neutralisation leaks into types or messages.
    expect(check(`const s: "// @ts-nocheck" = "// @ts-nocheck";\nconsole.log(s);\n`, "ts").diagnostics).toEqual([]);
  });

  it("every one of many directives is evaluated", () => {
    const source = Array.from({ length: 2000 }, (_, i) => `// @ts-ignore\nconsole.log(nope${i});\n`).join("");
    const result = check(source, "js");
    expect(result.diagnostics.filter((d) => d.code === "GG1004")).toHaveLength(2000);
    expect(result.diagnostics.filter((d) => d.code === "TS2304")).toHaveLength(2000);
  });

  it("a @ts-nocheck after code is no pragma", () => {
    const result = check(`const n: number = "s";\n// @ts-nocheck\nconsole.log(n);\n`, "ts");
    expect(codesAt(result)).toEqual(["TS2322@1:7"]);
  });
});

describe("bidirectional control characters", () => {
  it("are reported as warnings (Trojan Source) without failing the program", () => {
    const result = check(`const s = "abc\u202Edef";\nconsole.log(s);\n`, "ts");
    expect(result.diagnostics).toEqual([
      { code: "GG1005", severity: "warning", message: "Bidirectional control character U+202E: the text may read differently from what runs.", line: 1, column: 15, endLine: 1, endColumn: 16 },
    ]);
    expect(result.verdict).toBe("pass");
  });
});
