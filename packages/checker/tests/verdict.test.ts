// The verdict: TypeScript fails on any error; JavaScript fails only on syntax errors and certain run-time failures.
import { describe, expect, it } from "vitest";
import { check, codesAt } from "./support/check.js";

describe("TypeScript: any error fails", () => {
  it.each([
    ["a type error", `const n: number = "s";\nconsole.log(n);\n`, ["TS2322@1:7"]],
    ["a possibly-undefined stat result", `import { files } from "gg";\nconsole.log(files.stat("a").size);\n`, ["TS2532@2:13"]],
    ["an unknown name", `console.log(nope);\n`, ["TS2304@1:13"]],
    ["a syntax error", `const = 1;\n`, ["TS1134@1:7", "TS1134@1:9"]],
    ["a wrong argument", `import { files } from "gg";\nfiles.readFile(1);\n`, ["TS2345@2:16"]],
    ["a const key a type lacks", `const settings = { retries: 3 };\nconst KEY = "backoffMs";\nconsole.log(settings[KEY].toFixed(0));\n`, ["TS7053@3:13"]],
    ["new on a method", `const o = { make() { return 1; } };\nconsole.log(new o.make());\n`, ["TS7009@2:13"]],
    ["a constant key a type lacks (the bracket spelling of TS2339)", `const settings = { retries: 3 };\nconsole.log(settings["backoffMs"].toFixed(0));\n`, ["TS7053@2:13"]],
  ])("%s", (_name, source, codes) => {
    const result = check(source, "ts");
    expect(result.verdict).toBe("fail");
    expect(codesAt(result)).toEqual(codes);
    expect(result.diagnostics.every((d) => d.severity === "error")).toBe(true);
  });

  it.each([
    ["an untyped parameter", `function twice(x) { return x * 2; }\nconsole.log(twice(2));\n`],
    ["an evolving empty array", `const found = [];\nfor (const s of ["a", "b"]) found.push(s);\nconsole.log(found.join());\n`],
    ["an evolving let", `let last;\nfor (const s of ["a"]) last = s;\nconsole.log(last);\n`],
    ["catch variable used as an error", `try { JSON.parse(gg.files.readFile("a.json")); } catch (e) { console.log(e.message); }\n`],
    ["a class field set outside the constructor", `class A { name: string; init() { this.name = "a"; } }\nnew A().init();\n`],
    ["an iterator's next value", `const m = new Map([["a", 1]]);\nconst k: string = m.keys().next().value;\nconsole.log(k);\n`],
    ["top-level await", `const v = await Promise.resolve(1);\nconsole.log(v);\n`],
    ["console methods", `console.log(1); console.info(2); console.warn(3); console.error(4); console.debug(5);\n`],
    ["ES2023 library", `console.log([3, 1].toSorted().findLast((x) => x > 0), Object.hasOwn({}, "a"), "a".at(-1));\n`],
    ["a gg program", `import { files } from "gg";\nfor (const e of files.listDir(".")) console.log(e.name, e.kind === "dir");\n`],
    ["a key of type string, which only the run knows", `const settings = { retries: 3 };\nconst k: string = "retries";\nconsole.log(settings[k]);\n`],
  ])("passes %s", (_name, source) => {
    const result = check(source, "ts");
    expect(result.diagnostics).toEqual([]);
    expect(result.verdict).toBe("pass");
  });
});

describe("JavaScript: only certain failures fail", () => {
  // Whether a program loads is the parse's answer (GG1010 at the parser's place), not TypeScript's grammar codes.
  it.each([
    ["a syntax error", `const = 1;\n`, ["GG1010@1:7", "TS1134@1:9"]],
    ["a type annotation", `const n: number = 1;\n`, ["GG1010@1:8", "TS8010@1:10"]],
    ["an unknown name", `console.log(nope);\n`, ["TS2304@1:13"]],
    ["an unqualified gg namespace", `files.readFile("a");\n`, ["TS2304@1:1"]],
    ["process", `process.exit(1);\n`, ["TS2591@1:1"]],
    ["a missing gg member", `gg.files.readFle("a");\n`, ["TS2551@1:10"]],
    ["a missing gg member through an import", `import { files } from "gg";\nfiles.readFle("a");\n`, ["TS2551@2:7"]],
    ["a missing gg member handed to forEach, which checks it before any element", `gg.files.glob("*.tmp").forEach(gg.files.deletefile);\n`, ["TS2551@1:41"]],
    ["a missing gg member handed to map of an empty list", `const none = [];\nconsole.log(none.map(gg.files.readfile));\n`, ["TS2551@2:31"]],
    ["a missing gg member handed to a Map's forEach", `new Map().forEach(gg.files.nope);\n`, ["TS2339@1:28"]],
    ["a missing gg export", `import { readFile } from "gg";\nreadFile("a");\n`, ["TS2305@1:10"]],
    ["an import other than gg", `import fs from "node:fs";\nconsole.log(fs);\n`, ["GG1001@1:16"]],
    ["a gg argument of the wrong type", `gg.files.readFile(42);\n`, ["TS2345@1:19"]],
    ["a gg argument of the wrong type that a member read gives", `const all = gg.files.glob("*.md");\ngg.session.reportProgress(all.length);\n`, ["TS2345@2:27"]],
    ["a gg argument of the wrong type that a library call gives", `gg.session.reportProgress(Math.round(50.4));\n`, ["TS2345@1:27"]],
    ["a gg argument of the wrong type that a record's field gives", `const info = gg.files.stat("a");\nif (info) gg.session.reportProgress(info.size);\n`, ["TS2345@2:37"]],
    ["a missing gg argument", `gg.files.writeFile("a");\n`, ["TS2554@1:10"]],
    ["extra arguments after a misfit of a string", `gg.files.readFile(1, "utf8");\n`, ["TS2554@1:22"]],
    ["await outside async", `function f() { await 1; }\nf();\n`, ["GG1010@1:16"]],
    ["a top-level return", `if (1) return;\n`, ["GG1010@1:8"]],
    ["assignment to a const", `const n = 1;\nn++;\n`, ["TS2588@2:1"]],
    ["a let declared twice", `let t = 1;\nlet t = 2;\n`, ["GG1010@2:5"]],
    ["an import bound twice", `import { files } from "gg";\nimport { files } from "gg";\n`, ["GG1010@2:10"]],
    ["an assignment to an import", `import { files } from "gg";\nfiles = null;\n`, ["TS2632@2:1"]],
    ["a gg record iterated", `for (const [k, v] of gg.files.stat("p")) console.log(k, v);\n`, ["TS2488@1:22", "TS2532@1:22"]],
    ["a private name outside a class", `#x in {};\n`, ["GG1010@1:1"]],
    ["an undeclared private name", `class A { m() { return #y in this; } }\nnew A().m();\n`, ["GG1010@1:24"]],
    ["duplicate parameters", `function f(a, a) { return a; }\nf(1, 2);\n`, ["GG1010@1:15"]],
    ["new.target at the top level", `console.log(new.target);\n`, ["GG1010@1:13"]],
    ["super() outside a constructor", `function f() { super(); }\nf();\n`, ["GG1010@1:16"]],
    ["a method a gg record lacks", `for (const e of gg.files.listDir(".")) if (e.isFile()) console.log(e.name);\n`, ["TS2339@1:46"]],
    // TypeScript reads these as CommonJS or as declarations and reports nothing; the guest's ES module throws.
    ["require of gg", `const { files } = require("gg");\nfiles.readFile("a");\n`, ["TS2591@1:19"]],
    ["module.exports", `module.exports = { total: 1 };\n`, ["TS2591@1:1"]],
    ["exports.name", `exports.total = 1;\n`, ["TS2304@1:1"]],
    ["exports handed to a function", `Object.defineProperty(exports, "total", { value: 1 });\n`, ["TS2304@1:23"]],
    ["require.main compared with module", `if (require.main === module) console.log("main");\n`, ["TS2591@1:5", "TS2591@1:22"]],
    ["a property set on an undeclared name", `config.verbose = true;\n`, ["TS2304@1:1"]],
    ["a DOM global's property set", `document.title = "x";\n`, ["TS2584@1:1"]],
    ["Bun", `const f = Bun.file("a");\nconsole.log(f);\n`, ["TS2868@1:11"]],
    // The guest runs every program as a module: `this` at its top level (and in arrows there) is undefined.
    ["a property of top-level this", `this.total = 1;\n`, ["TS2532@1:1"]],
    ["a property of this in a top-level arrow", `const get = () => this.total;\nconsole.log(get());\n`, ["TS2532@1:19"]],
  ])("fails %s", (_name, source, codes) => {
    const result = check(source, "js");
    expect(codesAt(result)).toEqual(codes);
    expect(result.verdict).toBe("fail");
  });

  it.each([
    ["a possibly-undefined argument", `const q = ["."];\nconst d = q.shift();\nconsole.log(gg.files.listDir(d).length);\n`, ["TS2345@3:30"]],
    ["a type mismatch off gg", `let n = 1;\nn = "s";\nconsole.log(n);\n`, ["TS2322@2:1"]],
    ["a missing member off gg", `const o = { a: 1 };\nconsole.log(o.b);\n`, ["TS2339@2:15"]],
    ["an extra gg argument", `gg.files.readFile("a", "utf8");\n`, ["TS2554@1:24"]],
    ["a record missing a field (only strings are checked as the guest lowers a call)", `gg.files.editFile("a", [{ oldText: "x" }]);\n`, ["TS2741@1:25"]],
    ["extra arguments after a misfit of a list", `gg.files.editFile("a", "old", "new");\n`, ["TS2554@1:31"]],
    ["a missing gg member handed to sort, whose comparator may be undefined", `console.log(gg.files.glob("*").sort(gg.files.byName));\n`, ["TS2339@1:46"]],
    ["a missing gg member handed to forEach with a fallback", `gg.files.glob("*.tmp").forEach(gg.files.deletefile ?? ((p) => console.log(p)));\n`, ["TS2551@1:41"]],
    ["a missing gg member handed to forEach of what may be the program's own object", `const items = gg.files.stat("a") ? { forEach() {} } : gg.files.glob("*");\nitems.forEach(gg.files.deletefile);\n`, ["TS2551@2:24"]],
    ["a gg argument a parsed value gives, which may be a string", `gg.session.reportProgress(JSON.parse(gg.files.readFile("p.json")).message);\n`, []],
    ["a gg argument of a type the program's own value may not have (a parameter)", `function report(n) { gg.session.reportProgress(n); }\nreport(String(gg.files.glob("*").length));\n`, []],
    ["a property a gg record lacks, read not called", `for (const e of gg.files.listDir(".")) console.log(e.mtime);\n`, ["TS2339@1:54"]],
    ["duplicate keys (legal since ES2015)", `const o = { a: 1, a: 2 };\nconsole.log(o);\n`, ["TS1117@1:19"]],
    ["typeof of an unknown name", `console.log(typeof window === "undefined");\n`, ["TS2304@1:20"]],
  ])("warns on %s", (_name, source, codes) => {
    const result = check(source, "js");
    expect(codesAt(result)).toEqual(codes);
    expect(result.diagnostics.every((d) => d.severity === "warning")).toBe(true);
    expect(result.verdict).toBe("pass");
  });

  it.each([
    ["expandos on declared names and on globalThis", `function f() {}\nf.calls = 0;\nconst o = {};\no.k = 1;\nglobalThis.seen = true;\nclass C { m() { this.n = 1; } }\nconsole.log(f, o, C);\n`],
    ["a variable of its own named exports", `let exports = {};\nexports.total = 1;\nconsole.log(exports);\n`],
    ["a parameter named require", `function load(require) { return require("gg"); }\nconsole.log(load);\n`],
    ["this in functions and methods, and top-level this read whole", `function f() { return this.x; }\nconst o = { m() { return this.y; } };\nconst self = this;\nconsole.log(f, o, self, this?.z);\n`],
    ["a variable declared, then assigned, then given a property", `var cfg;\ncfg = {};\ncfg.a = 1;\nconsole.log(cfg);\n`],
  ])("passes %s", (_name, source) => {
    const result = check(source, "js");
    expect(result.verdict).toBe("pass");
    // TypeScript may still warn that `{}` has no such property; nothing says the name is missing.
    expect(result.diagnostics.filter((d) => d.severity === "error" || d.code === "TS2304" || d.code === "TS2591")).toEqual([]);
  });

  it("passes a clean program with no findings", () => {
    const result = check(`import { files } from "gg";\nconst found = [];\nfor (const p of files.glob("*.md")) found.push(p);\nconsole.log(found);\n`, "js");
    expect(result).toMatchObject({ verdict: "pass", diagnostics: [] });
  });
});

describe("a missing gg member read only to test for it (JavaScript)", () => {
  it.each([
    ["an optional call", `const text = files.readJson?.("a.json");\nconsole.log(text);\n`],
    ["typeof", `if (typeof files.watch === "function") console.log("watch");\n`],
    ["typeof, parenthesised", `console.log(typeof (gg.files.watch));\n`],
  ])("%s warns and passes", (_name, body) => {
    const source = body.includes("gg.files") ? body : `import { files } from "gg";\n${body}`;
    const result = check(source, "js");
    expect(result.verdict).toBe("pass");
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([["TS2339", "warning"]]);
  });

  it("a plain call of the same member still fails", () => {
    expect(check(`import { files } from "gg";\nfiles.readJson("a.json");\n`, "js").verdict).toBe("fail");
  });
});
