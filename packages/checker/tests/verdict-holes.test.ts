// Classes of programs that fail when run, each beside its correct neighbours, in TypeScript and JavaScript: the
// verdict follows what the program does (fail what certainly fails, pass what runs, warn where a value decides).
import { describe, expect, it } from "vitest";
import type { Language } from "../src/types.js";
import { check, codesAt } from "./support/check.js";

type Case = readonly [name: string, language: Language, source: string, codes: readonly string[]];

function fails(cases: readonly Case[]): void {
  it.each(cases)("fails %s (%s)", (_name, language, source, codes) => {
    const result = check(source, language);
    expect(result.verdict).toBe("fail");
    expect(codesAt(result).filter((c) => result.diagnostics.find((d) => `${d.code}@${d.line}:${d.column}` === c)?.severity === "error")).toEqual(codes);
  });
}

function passes(cases: readonly (readonly [name: string, language: Language, source: string])[]): void {
  it.each(cases)("passes %s (%s)", (_name, language, source) => {
    const result = check(source, language);
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(result.verdict).toBe("pass");
  });
}

describe("reads through globalThis", () => {
  fails([
    ["calling a member of a missing global", "js", `globalThis.process.exit(1);\n`, ["GG1008@1:12"]],
    ["calling a member of a missing global", "ts", `globalThis.process.exit(1);\nexport {};\n`, ["GG1008@1:12"]],
    ["a gg namespace read as a global", "js", `globalThis.files.readFile("a");\n`, ["GG1008@1:12"]],
    ["require through globalThis", "js", `const fs = globalThis.require("fs");\nconsole.log(fs);\n`, ["GG1008@1:23"]],
    ["an element access", "ts", `globalThis["process"].exit(1);\nexport {};\n`, ["GG1008@1:12"]],
    ["a parenthesised globalThis", "js", `(globalThis).process.exit(1);\n`, ["GG1008@1:14"]],
    ["an alias of globalThis", "js", `const g = globalThis;\ng.process.exit(1);\n`, ["GG1008@2:3"]],
    ["an alias of globalThis", "ts", `const g = globalThis;\ng.process.exit(1);\nexport {};\n`, ["GG1008@2:3"]],
    ["globalThis.globalThis", "js", `globalThis.globalThis.files.readFile("a");\n`, ["GG1008@1:23"]],
    ["a field holding globalThis, by element access", "ts", `const o = { g: globalThis.globalThis };\no.g["require"]("fs");\nexport {};\n`, ["GG1008@2:5"]],
    ["a use under a guard of another value", "js", `if (globalThis.gg) globalThis.process.exit(1);\n`, ["GG1008@1:31"]],
    ["a missing global destructured from globalThis, then used", "js", `const { process, setTimeout: later } = globalThis;\nprocess.exit(1);\nconsole.log(later);\n`, ["GG1008@1:9"]],
    ["a missing global called through a comma", "js", `(0, globalThis.setTimeout)(() => 1);\n`, ["GG1008@1:16"]],
    ["a use in the branch where its test failed", "js", `if (globalThis.process) console.log(1);\nelse globalThis.process.exit(1);\n`, ["GG1008@2:17"]],
    ["a host name after its test, outside it", "js", `if (typeof process !== "undefined") console.log(1);\nprocess.exit(0);\n`, ["TS2591@2:1"]],
  ]);
  passes([
    ["console, Math, JSON and gg through globalThis", "js", `globalThis.console.log(globalThis.Math.max(1, 2), globalThis.JSON.stringify({}));\nglobalThis.gg.files.readFile("a");\n`],
    ["the same in TypeScript", "ts", `globalThis.console.log(globalThis.Math.max(1, 2));\nglobalThis.gg.files.readFile("a");\nexport {};\n`],
    ["a guarded test and an assignment (they run)", "js", `if (typeof globalThis.process !== "undefined") console.log("node");\nglobalThis.counter = 1;\nconsole.log(globalThis.missing?.x);\n`],
    ["a global the program sets on globalThis, then reads bare and through globalThis", "js", `globalThis.myRead = gg.files.readFile;\nconsole.log(myRead("a"), globalThis.myRead("b"));\nglobalThis.setTimeout = (f) => f();\nglobalThis.setTimeout(() => 1);\n`],
    ["a missing global destructured and only tested", "js", `const { process: p } = globalThis;\nif (p) p.exit(1);\n`],
    ["a use under a guard of a global the guest lacks", "js", `if (globalThis.processes) globalThis.process.exit(1);\n`],
    ["a program's own globalThis", "js", `const globalThis = { process: { exit() {} } };\nglobalThis.process.exit(1);\n`],
    // A use that runs only after a test of the same value passed never runs in the guest.
    ["a use under a test of the same global", "js", `const g = globalThis;\nif (g.process) g.process.exit(1);\nglobalThis.Deno && globalThis.Deno.exit(1);\nconst code = typeof globalThis.Bun !== "undefined" ? globalThis.Bun.exit() : 0;\nconsole.log(code);\n`],
    ["a use under a test of the same global", "ts", `if (globalThis.process) globalThis.process.exit(1);\nexport {};\n`],
    ["host names behind their typeof test, and `in` and else-branch tests of the global object", "js", `if (typeof process !== "undefined") process.exit(0);\nconst req = typeof require === "function" ? require : null;\nif ("Deno" in globalThis) globalThis.Deno.exit();\nif (!globalThis.Bun) console.log(req); else globalThis.Bun.exit();\n`],
    ["later library members behind a test of themselves", "js", `if (Object.groupBy) console.log(Object.groupBy([1], (x) => x));\nif (typeof Promise.withResolvers === "function") console.log(Promise.withResolvers());\nconsole.log(Math.sumPrecise ? Math.sumPrecise([1]) : 0);\n`],
    ["a gg member tested before it is called", "js", `import { files } from "gg";\nif (files.watch) files.watch("a");\nconst read = files.readJson ? files.readJson("a") : files.readFile("a");\nconsole.log(read, !files.glob2);\n`],
  ]);
});

describe("syntax and globals newer than ECMAScript 2023", () => {
  fails([
    ["a using declaration", "ts", `{ using f = { [Symbol.dispose]() {} }; console.log(f); }\nexport {};\n`, ["GG1006@1:3", "TS2550@1:23"]],
    ["a using declaration", "js", `{ using f = gg.files; console.log(f); }\n`, ["GG1006@1:3"]],
    ["an await using declaration", "js", `{ await using f = { async [Symbol.asyncDispose]() {} }; }\n`, ["GG1006@1:3"]],
    ["a decorator", "js", `function d(v) { return v; }\n@d class A {}\nconsole.log(A);\n`, ["GG1006@2:1"]],
    ["a decorator", "ts", `function d(v: unknown, _c: ClassDecoratorContext) { return v as never; }\n@d class A {}\nconsole.log(A);\n`, ["GG1006@2:1"]],
    ["an accessor field", "js", `class A { accessor x = 1; }\nconsole.log(new A());\n`, ["GG1006@1:11"]],
    ["a regular expression modifier", "js", `console.log(/(?i:a)b/.test("Ab"));\n`, ["GG1006@1:13"]],
    ["a regular expression modifier that removes a flag", "ts", `console.log(/(?-i:a)b/i.test("Ab"));\nexport {};\n`, ["GG1006@1:13"]],
    ["a capture group name used twice", "js", `console.log(/(?<y>a)|(?<y>b)/.exec("a"));\n`, ["GG1006@1:13"]],
    ["the regular expression v flag", "js", `console.log(/a/v.test("a"));\n`, ["GG1006@1:13"]],
    ["the v flag and a modifier given to the RegExp constructor", "js", `console.log(new RegExp("[a--b]", "v"), RegExp("(?i:a)b"));\n`, ["GG1006@1:34", "GG1006@1:47"]],
    ["import defer", "js", `import defer * as g from "gg";\nconsole.log(g);\n`, ["GG1006@1:1"]],
    ["an import attribute", "ts", `import * as g from "gg" with { type: "json" };\nconsole.log(g);\n`, ["GG1006@1:25"]],
    ["Object.groupBy (ECMAScript 2024)", "js", `console.log(Object.groupBy([1], (x) => x));\n`, ["TS2550@1:20"]],
    ["Set.prototype.union (ECMAScript 2025)", "ts", `console.log(new Set([1]).union(new Set([2])));\nexport {};\n`, ["TS2550@1:26"]],
    ["the Iterator global (ECMAScript 2025)", "js", `console.log(Iterator.from([1]));\n`, ["TS2693@1:13"]],
    ["DisposableStack (ECMAScript 2026)", "js", `const s = new DisposableStack();\nconsole.log(s);\n`, ["TS2304@1:15"]],
    ["a member the library does not have", "js", `console.log(Math.sumPrecise([1]));\n`, ["TS2339@1:18"]],
    ["an iterator helper (ECMAScript 2025) on an array's iterator", "js", `console.log([1, 2].values().map((x) => x * 2));\n`, ["TS2339@1:29"]],
    ["an iterator helper on a generator and a map's keys", "ts", `function* g() { yield 1; }\nconsole.log(g().take(1), new Map([[1, 2]]).keys().filter((k) => k > 0));\nexport {};\n`, ["TS2339@2:17", "TS2339@2:51"]],
    ["console.table", "js", `console.table([1]);\n`, ["TS2339@1:9"]],
  ]);
  passes([
    ["ECMAScript 2023 array methods", "js", `const xs = [3, 1, 2];\nconsole.log(xs.toSorted(), xs.findLast((x) => x > 1), xs.with(0, 9), xs.toReversed(), xs.at(-1));\n`],
    ["the RegExp constructor with ECMAScript 2023 patterns and flags", "js", `console.log(new RegExp("a+", "gu"), RegExp("(?:a)(?<n>b)", "d"), new RegExp("x", "y"));\n`],
    ["distinct named groups and non-capturing groups", "js", `console.log(/(?<a>x)(?:y)(?<b>z)(?=q)(?<!w)/.exec("xyzq"));\n`],
    ["a later member only read to test for it", "js", `if (typeof Object.groupBy === "function") console.log("new engine");\nconsole.log(Math.sumPrecise?.([1]));\n`],
    ["an iterator's own ECMAScript 2023 members, and array methods on the spread", "js", `const it = new Map([[1, 2]]).keys();\nconsole.log(it.next().value, [...it].map((k) => k * 2), Array.from([1].values()).filter(Boolean));\n`],
    ["a member the program adds to a library global first", "js", `Math.clampTo = (x, lo, hi) => Math.min(hi, Math.max(lo, x));\nconsole.log(Math.clampTo(5, 0, 1));\n`],
  ]);
});

describe("a type-only name used as a value", () => {
  fails([
    ["a JSDoc typedef named like a namespace", "js", `/** @typedef {object} files */\nfiles.readFile("a");\n`, ["TS2693@2:1"]],
    ["a JSDoc callback named like a namespace", "js", `/** @callback session @param {string} m */\nsession.reportProgress("a");\n`, ["TS2693@2:1"]],
    ["an interface named like a namespace", "ts", `interface files { x: 1 }\nfiles.readFile("a");\n`, ["TS2693@2:1"]],
    ["a type alias used as a value", "ts", `type Config = { a: number };\nconsole.log(Config);\n`, ["TS2693@2:13"]],
  ]);
  passes([
    ["a typedef used as a type", "js", `/** @typedef {{ a: number }} Shape */\n/** @type {Shape} */\nconst s = { a: 1 };\nconsole.log(s, gg.files.readFile("a"));\n`],
    ["typeof of a type-only name", "js", `/** @typedef {object} files */\nconsole.log(typeof files);\n`],
  ]);
});

describe("a misspelt member of a value that certainly is a gg namespace", () => {
  fails([
    ["through a const alias", "js", `const f = gg.files;\nf.readFle("a");\n`, ["TS2551@2:3"]],
    ["through an element access", "js", `gg.files["readFle"]("b");\n`, ["TS2551@1:10"]],
    ["destructured", "js", `const { readFle } = gg.files;\nreadFle("a");\n`, ["TS2339@1:9"]],
    ["through a namespace import and an alias", "js", `import * as g from "gg";\nconst fs = g.files;\nfs.globb("*");\n`, ["TS2551@3:4"]],
    ["through a default parameter", "js", `function run(f = gg.files) { return f.readFle("a"); }\nconsole.log(run());\n`, ["TS2551@1:39"]],
    ["through an imported namespace", "js", `import { files } from "gg";\nconst a = files;\na.lisDir(".");\n`, ["TS2551@3:3"]],
    ["through a constant key held in a const", "js", `const key = "readFlie";\ngg.files[key]("a");\n`, ["TS2551@2:10"]],
    ["a const alias, never written again", "js", `const f = gg.files;\nf.readFlie("a");\n`, ["TS2551@2:3"]],
    ["destructured from a nested pattern", "js", `const { files: { readFle } } = gg;\nreadFle("a");\n`, ["TS2339@1:18"]],
    ["destructured from a namespace import, nested", "js", `import * as g from "gg";\nconst { files: { globb } } = g;\nglobb("*");\n`, ["TS2339@2:18"]],
    ["destructured in a parameter's default", "js", `function run({ readFle } = gg.files) { return readFle("a"); }\nconsole.log(run());\n`, ["TS2339@1:16"]],
  ]);
  passes([
    ["the same aliases, with members gg has", "js", `import * as g from "gg";\nconst f = gg.files;\nconst fs = g.files;\nfunction run(n = gg.files) { return n.listDir("."); }\nconsole.log(f.readFile("a"), gg.files["glob"]("*"), fs.glob("*"), run());\n`],
    // Written again, the value is what the program put there last: only the run can say (a warning).
    ["an alias the program replaces before the call", "js", `let f = gg.files;\nf = { readFlie: () => 1 };\nconsole.log(f.readFlie("a"));\nconst api = { fs: gg.files };\napi.fs = { readFlie: () => 2 };\nconsole.log(api.fs.readFlie("a"));\n`],
    ["a constant key gg has, and a library member through a constant key", "js", `const key = "readFile";\nconst op = "max";\nconsole.log(gg.files[key]("a"), Math[op](1, 2));\n`],
    ["nested and parameter patterns with members gg has", "js", `import * as g from "gg";\nconst { files: { readFile, glob: find } } = g;\nfunction run({ listDir } = gg.files) { return listDir("."); }\nconsole.log(readFile("a"), find("*"), run());\n`],
    ["a value that may be another object (a union)", "js", `const f = Math.random() > 0.5 ? gg.files : { readFle: (p) => p };\nconsole.log(f.readFle?.("a"));\n`],
  ]);
});

describe("dynamic import()", () => {
  fails([
    ["of gg", "js", `const { files } = await import("gg");\nfiles.glob("*");\n`, ["GG1007@1:25"]],
    ["of gg", "ts", `const sdk = await import("gg");\nsdk.files.glob("*");\nexport {};\n`, ["GG1007@1:19"]],
    ["of gg, then", "js", `import("gg").then((m) => m.files.glob("*"));\n`, ["GG1007@1:1"]],
    ["of another module", "js", `const m = await import("./helpers.js");\nconsole.log(m);\n`, ["GG1007@1:17"]],
    ["of a computed name", "js", `const name = "gg";\nconst m = await import(name);\nconsole.log(m);\n`, ["GG1007@2:17"]],
  ]);
  passes([
    ["an import line of gg", "js", `import { files } from "gg";\nimport * as all from "gg";\nconsole.log(files.glob("*"), all.session);\n`],
    // The rejection is handled: the program runs on (GG1007 stays, as a warning).
    ["an import() whose rejection is handled", "js", `import("./x.js").catch(() => console.log("no loader"));\ntry {\n  await import("gg");\n} catch {}\n`],
  ]);
});

describe("certain JavaScript failures", () => {
  fails([
    ["then on an operation's result (the SDK is synchronous)", "js", `gg.files.readFile("a").then((t) => console.log(t));\n`, ["TS2339@1:24"]],
    ["then on a const holding an operation's result", "js", `const t = gg.files.readFile("a");\nt.then(console.log);\n`, ["TS2339@2:3"]],
    ["a method a record does not have", "js", `gg.files.listDir(".")[0]?.isFile();\n`, ["TS2339@1:27"]],
    ["a field a gg record lacks, taken apart and then used: from a value, an operation's answer, a for…of and forEach's callback", "js", `const { bytes } = gg.files.listDir(".")[0];\nconsole.log(bytes.toFixed(1));\nconst { text } = gg.web.fetch("https://example.com");\nconsole.log(text.trim());\nfor (const { sizeBytes } of gg.files.listDir(".")) console.log(sizeBytes.toLocaleString());\ngg.files.glob("*").length;\ngg.files.listDir(".").forEach(({ name, mtime }) => console.log(name, mtime.toISOString()));\n`, ["TS2339@1:9", "TS2339@3:9", "TS2339@5:14", "TS2339@7:40"]],
    ["a method a field of a gg record does not have", "js", `const r = gg.shell.run("ls");\nconsole.log(r.stdout.lines(), r.exitCode.trim());\n`, ["TS2339@2:22", "TS2339@2:42"]],
    ["calling a namespace", "js", `gg.files("a");\n`, ["TS2349@1:4"]],
    ["constructing a namespace", "js", `const f = new gg.files();\nconsole.log(f);\n`, ["TS2351@1:15"]],
    ["calling gg itself", "js", `gg("a");\n`, ["TS2349@1:1"]],
    ["a namespace as a template tag", "js", "gg.files`a`;\n", ["TS2349@1:1"]],
    ["calling a class without new", "js", `class Job {}\nconst j = Job();\nconsole.log(j);\n`, ["TS2348@2:11"]],
    ["calling a number", "js", `const n = gg.files.glob("*").length;\nconsole.log(n());\n`, ["TS2349@2:13"]],
    ["RegExp of constant text that is no pattern, or flags that are none", "js", `const re = new RegExp("*.js");\nconst FLAGS = "gg";\nconsole.log(re, RegExp("a", FLAGS));\n`, ["GG1012@1:23", "GG1012@3:29"]],
    ["unary plus of a BigInt, and an unsigned shift of one", "js", `const total = 10n;\nconsole.log(+total / 1024);\nconsole.log(0x811c9dc5n >>> 0n);\n`, ["TS2736@2:14", "TS2365@3:13"]],
    ["JSON.parse of constant text that is no JSON", "js", `const SAMPLE = '{"items": [1, 2,]}';\nfunction load() { return JSON.parse(SAMPLE); }\nconsole.log(load().items, JSON.parse("{'indent': 2}"));\n`, ["GG1012@2:37", "GG1012@3:38"]],
    ["JSON.parse of text that is no JSON though it opens with neither brace: a word, a template of constants, a list turned into text, undefined", "js", `const v = JSON.parse("abc");\nconst HOST = "localhost";\nconst cfg = JSON.parse(\`{"host": \${HOST}}\`);\nconst w = JSON.parse([1, 2]);\nlet input;\nconst u = JSON.parse(input);\nconsole.log(v, cfg, w, u);\n`, ["GG1012@1:22", "GG1012@3:24", "GG1012@4:22", "GG1012@6:22"]],
    ["replaceAll and matchAll given a const holding a regular expression without g", "js", `const MULTI_SPACE = /\\s{2,}/;\nconst HEADING = /^#\\s+(.+)$/m;\nconsole.log("a  b".replaceAll(MULTI_SPACE, " "), [..."# Title".matchAll(HEADING)].length);\n`, ["GG1012@3:31", "GG1012@3:73"]],
    ["replaceAll and matchAll of an operation's text given a regular expression without g", "js", `const text = gg.files.readFile("a.txt");\nconsole.log(text.replaceAll(/\\r\\n/, "\\n"), [..."ab".matchAll(/a/)]);\n`, ["GG1012@2:29", "GG1012@2:62"]],
    ["constants out of a built-in's range", "js", `const DAYS = ["Sun", "Mon"];\nconst TITLE = "Repository statistics";\nconsole.log(new Array(DAYS.length - 10), " ".repeat(5 - TITLE.length), (0.5).toFixed(200), BigInt(19.99 * 100), decodeURIComponent("/promo/100%"));\n`, ["GG1012@3:23", "GG1012@3:53", "GG1012@3:86", "GG1012@3:99", "GG1012@3:132"]],
    ["reduce of an empty array with no initial value", "js", `const baselines = [];\nconst best = baselines.reduce((a, b) => Math.min(a, b));\nconsole.log(best);\n`, ["GG1012@2:14"]],
    ["JSON.stringify of a BigInt, in place, in a literal, and through a const object only read and added to", "js", `const total = BigInt(gg.files.listDir(".").length);\nconsole.log(JSON.stringify({ total }));\n`, ["GG1012@2:30"]],
    ["JSON.stringify of a const object holding a BigInt member added to", "js", `const sizes = { files: 0, bytes: 0n };\nsizes.bytes += 10n;\nsizes.files++;\ngg.files.writeFile("s.json", JSON.stringify(sizes, null, 2));\n`, ["GG1012@1:34"]],
    ["JSON.stringify of a BigInt nested in arrays and objects", "js", `console.log(JSON.stringify([{ id: 1, sizes: [1n] }]));\n`, ["GG1012@1:46"]],
    ["sort given a string for a comparator, of an operation's list and of a mapped one", "js", `const names = gg.files.glob("*.js");\nnames.sort("desc");\nconst sized = names.map((n) => ({ n }));\nconsole.log(sized.toSorted({ by: "n" }));\n`, ["GG1012@2:12", "GG1012@4:28"]],
    ["new Map and new Set of what is not iterable", "js", `const moves = new Map({ "a.js": "b.js" });\nconsole.log(moves, new Set(3));\n`, ["GG1012@1:23", "GG1012@2:28"]],
    ["new Map of a list of text, new WeakSet of a list holding text", "js", `const env = new Map(["PORT=8080", "HOST=local"]);\nconst seen = new WeakSet([{}, "id-1"]);\nconsole.log(env.size, seen);\n`, ["GG1012@1:22", "GG1012@2:31"]],
    ["buffers of a negative length, BigInt of text with a fraction, a code point past the last", "js", `const HEADER = 8;\nconsole.log(new Uint8Array(HEADER - 9), new ArrayBuffer(-8), BigInt("1.5"), String.fromCodePoint(0x110000));\n`, ["GG1012@2:28", "GG1012@2:57", "GG1012@2:69", "GG1012@2:98"]],
    ["replaceAll without g in TypeScript too", "ts", `const text: string = "a-b";\nconsole.log(text.replaceAll(/-/, "+"));\n`, ["GG1012@2:29"]],
    ["a Map's size assigned", "js", `const cache = new Map([["a", 1]]);\ncache.size = 0;\n`, ["TS2540@2:7"]],
    ["||= of an empty text's length", "js", `const word = "";\nword.length ||= 1;\n`, ["TS2540@2:6"]],
    ["??= of a character past the end of constant text", "js", `const w = "";\nw[0] ??= "W";\n`, ["TS2542@2:1"]],
    ["&&= of Math.PI", "js", `Math.PI &&= 3;\n`, ["TS2540@1:6"]],
    ["a string's character assigned", "js", `const word = "unreleased";\nword[0] = word[0].toUpperCase();\n`, ["TS2542@2:1"]],
    ["Object.keys, Object.entries and Array.from given what is always undefined: a let never given a value, a member a literal lacks", "js", `let cfg;\nconsole.log(Object.keys(cfg));\nconst DEFAULTS = { retries: 3 };\nfor (const [k, v] of Object.entries(DEFAULTS.headers)) console.log(k, v);\nconsole.log(Array.from(DEFAULTS.list));\n`, ["GG1012@2:25", "GG1012@4:37", "GG1012@5:24"]],
    ["an operation handed to forEach or map that gives its text parameter an index, an element that is a number, or a record an operation lists", "js", `import { files } from "gg";\nfiles.glob("*.md").forEach(files.writeFile);\nconsole.log([1, 2].map(files.readFile));\nconsole.log(files.listDir("config").map(files.readFile));\n`, ["TS2345@2:28", "TS2345@3:24", "TS2345@4:41"]],
    ["a member a frozen config lacks, handed to an operation's text and to Object.entries", "js", `import { files } from "gg";\nconst PATHS = Object.freeze({ summaryFile: "reports/summary.md" });\nfiles.writeFile(PATHS.sumaryFile, "# Summary\\n");\nconst REQUEST = Object.freeze({ method: "GET" });\nfor (const [name, value] of Object.entries(REQUEST.headers)) console.log(name, value);\n`, ["GG1017@3:17", "GG1012@5:44"]],
    ["what a function without a return gives, to Object.keys and through JSON.stringify to an operation's text", "js", `function loadConfig() { const c = { a: 1 }; }\nconsole.log(Object.keys(loadConfig()));\nfunction buildReport(rows) { if (rows.length === 0) return; const r = { count: rows.length }; }\ngg.files.writeFile("out.json", JSON.stringify(buildReport([1, 2])));\n`, ["GG1012@2:25", "GG1017@4:32"]],
    ["a character of text the program fixes deleted", "js", `console.log(delete "abc"[1]);\nconst word = "abc";\nconsole.log(delete word[2]);\n`, ["TS2542@1:20", "TS2542@3:20"]],
    ["extending a missing gg member", "js", `class DelegationFailure extends gg.Error {}\nconsole.log(DelegationFailure.name);\n`, ["TS2339@1:36"]],
    ["instanceof a misspelt gg member", "js", `const r = gg.shell.run("true");\nconsole.log(r instanceof gg.Failures);\n`, ["TS2551@2:29"]],
    ["in on a property of the global object the guest lacks", "js", `console.log("env" in globalThis.process);\n`, ["GG1008@1:33"]],
    ["calling an array split made", "js", `const parts = "a b".split(" ");\nparts();\n`, ["TS2349@2:1"]],
    ["calling a Map", "js", `const m = new Map();\nm.set("a", 1);\nconsole.log(m("a"));\n`, ["TS2349@3:13"]],
    ["calling an object the program spells out", "js", `const opts = { verbose: true };\nopts();\n`, ["TS2349@2:1"]],
    ["spreading a number", "js", `const n = gg.files.glob("*").length;\nconsole.log([...n]);\n`, ["TS2488@2:17"]],
    ["iterating a Date", "js", `for (const d of new Date()) console.log(d);\n`, ["TS2488@1:17"]],
    ["a let used before its declaration at the top level", "js", `console.log(root);\nlet root = ".";\n`, ["TS2448@1:13"]],
    ["a let read before its declaration in the test of an if, on the left of &&, or under typeof", "js", `if (ready) console.log(1);\nconst n = ready && 1;\nconsole.log(typeof ready, n);\nlet ready = true;\n`, ["TS2448@1:5", "TS2448@2:11", "TS2448@3:20"]],
    ["a let read before its declaration in a try block, a labelled block and a plain block", "js", `try { console.log(t); } finally { console.log(0); }\nlabel: { console.log(t); }\n{ console.log(t); }\nlet t = 1;\n`, ["TS2448@1:19", "TS2448@2:22", "TS2448@3:15"]],
    ["an import and a let of the same name (an early error)", "js", `import { files } from "gg";\nlet files = 1;\nconsole.log(files);\n`, ["GG1010@2:5"]],
    ["a private name no enclosing class declares (an early error)", "js", `class A { m() { return this.#y; } }\nconsole.log(new A());\n`, ["GG1010@1:29"]],
    ["an assignment to a member of gg's module namespace", "js", `import * as g from "gg";\ng.files = null;\n`, ["TS2540@2:3"]],
    ["new on a global the guest lacks", "js", `console.log(new globalThis.URL("http://x"));\n`, ["GG1008@1:28"]],
    ["Uint8Array's base64 (ECMAScript 2026)", "js", `console.log(new Uint8Array(2).toBase64());\n`, ["TS2339@1:31"]],
    ["a type of gg imported in JavaScript (nothing to link)", "js", `import { FailureCode, files } from "gg";\nconsole.log(files.glob("*"));\n`, ["TS18042@1:10"]],
    ["a function called before a let it reads is declared", "js", `function show() { console.log(root); }\nshow();\nlet root = ".";\n`, ["GG1009@2:1"]],
    ["through another function, and a function written in place", "js", `const v = f();\nfunction f() { return g(); }\nfunction g() { return t; }\n(() => t)();\nconst t = 1;\nconsole.log(v);\n`, ["GG1009@1:11", "GG1009@4:1", "TS2448@4:8"]],
    ["a class a function constructs, called too early", "ts", `function make() { return new Job(); }\nconsole.log(make());\nclass Job {}\n`, ["GG1009@2:13"]],
    ["a class used before its declaration at the top level", "js", `const j = new Job();\nclass Job {}\nconsole.log(j);\n`, ["TS2449@1:15"]],
    ["super in a plain function (an early error)", "js", `function f() { return super.x; }\nconsole.log(f);\n`, ["GG1010@1:23"]],
    ["super() in a class that extends nothing (an early error)", "js", `class A { constructor() { super(); } }\nconsole.log(new A());\n`, ["GG1010@1:27"]],
  ]);
  passes([
    ["members a frozen config has, or tests first", "js", `import { files } from "gg";\nconst PATHS = Object.freeze({ summaryFile: "reports/summary.md" });\nfiles.writeFile(PATHS.summaryFile, "# Summary\\n");\nconst REQUEST = Object.freeze({ method: "GET", headers: { accept: "text/html" } });\nfor (const [name, value] of Object.entries(REQUEST.headers)) console.log(name, value);\nif (PATHS.extra) files.writeFile(PATHS.extra, "x");\n`],
    ["fields a gg record has, taken apart from what may be undefined (stat, find, a filter) and used", "js", `import { files } from "gg";\nconst { size, modifiedMs } = files.stat("package.json");\nconst { name } = files.listDir(".").find((e) => e.kind === "file");\nfor (const { kind } of [files.stat("a"), files.stat("b")].filter(Boolean)) console.log(kind.toUpperCase());\nconsole.log(size.toLocaleString(), modifiedMs.toFixed(0), name.trim());\n`],
    ["what a function gives where it returns a value on some path, or where a helper fills an object it is handed", "js", `function loadConfig(path) { if (path) return { a: 1 }; }\nconsole.log(Object.keys(loadConfig("a.json")));\nfunction fill(into) { into.count = 1; }\nconst r = {};\nfill(r);\ngg.files.writeFile("out.json", JSON.stringify(r));\nconst toText = () => JSON.stringify({ ok: true });\ngg.files.writeFile("ok.json", toText());\n`],
    ["an operation handed to forEach or map where each argument it checks is text, of an empty list, or in a try", "js", `import { files } from "gg";\nconst names = ["a.md"];\n[].forEach(files.writeFile);\nnames.forEach(files.deleteFile);\ntry { names.forEach(files.writeFile); } catch (e) { console.log("no"); }\nconsole.log(names.map(files.readFile), files.glob("*").map(files.readFile));\n`],
    ["Object.keys of what may hold an object, given a fallback, or tested first", "js", `let cfg;\nif (gg.files.glob("*.json").length > 0) cfg = { a: 1 };\nconsole.log(Object.keys(cfg ?? {}));\nconst o = { a: 1 };\nif (o.b) console.log(Object.keys(o.b));\nconsole.log(Object.entries(o.a ?? {}), cfg && Object.values(cfg));\n`],
    ["a field a gg record lacks, taken apart with a default, tested first, added by the program, or never used", "js", `const { bytes = 0 } = gg.files.listDir(".")[0];\nfor (const { sizeBytes } of gg.files.listDir(".")) if (sizeBytes) console.log(sizeBytes.toFixed());\nconst e = gg.files.listDir(".")[0];\ne.extra = { a: 1 };\nconst { extra } = e;\nconst { status, body, text } = gg.web.fetch("https://example.com");\nconsole.log(bytes.toFixed(1), extra.a, status, body.length, text);\n`],
    ["a delete of an index past the end of text, which deletes nothing", "js", `console.log(delete "Test262"[100]);\nconst word = "abc";\nconsole.log(delete word[7]);\n`],
    ["a field's own methods, and a missing member only read", "js", `const r = gg.shell.run("ls");\nconsole.log(r.stdout.trim(), r.exitCode.toFixed(0), r.stdout.extra);\n`],
    ["a member read on a result (undefined, no throw)", "js", `const t = gg.files.readFile("a");\nconsole.log(t.size);\n`],
    ["a let used in a function called after its declaration", "js", `function show() { console.log(root); }\nlet root = ".";\nshow();\n`],
    ["a function called after the declarations it reads, behind a condition, or reading them behind one", "js", `function show() { console.log(root); }\nif (Date.now() < 0) show();\nfunction maybe() { if (Date.now() < 0) return root; return 0; }\nconsole.log(maybe());\nfunction own() { let root = 2; return root; }\nconsole.log(own());\nlet root = ".";\nshow();\n`],
    ["a let used before its declaration behind a condition (a value decides)", "js", `if (Date.now() < 0) console.log(root);\nlet root = ".";\nconsole.log(root);\n`],
    ["a let read in a catch block or an uncalled branch before its declaration (a value decides)", "js", `try { JSON.parse("{}"); } catch { console.log(c); }\nif (Date.now() < 0) { console.log(c); }\nlet c = 1;\nconsole.log(c);\n`],
    ["a private name the class declares, read on another object (a value decides)", "js", `class A { #y = 1; static get(o) { return o.#y; } }\nconsole.log(A.get(new A()));\n`],
    ["a type of gg named in JSDoc in JavaScript", "js", `/** @type {import("gg").FailureCode} */\nconst code = "unavailable";\nconsole.log(code);\n`],
    ["a class constructed with new", "js", `class Job {}\nconsole.log(new Job());\n`],
    ["super.x in a method of a class that extends nothing (it reads Object.prototype)", "js", `class A { m() { return super.toString(); } static s() { return super.name; } }\nconsole.log(new A().m(), A.s());\n`],
    ["super in an object literal's method", "js", `const o = { m() { return super.toString(); } };\nconsole.log(o.m());\n`],
    ["a constructor function with new (implicit any, dropped)", "js", `function F() { this.x = 1; }\nconsole.log(new F().x);\n`],
    ["a function value called", "js", `const f = Math.random() > 2 ? 1 : () => 2;\nconsole.log(typeof f === "function" ? f() : f);\n`],
    ["constants in a built-in's range, and counts the text does not fix", "js", `const DAYS = ["Sun", "Mon"];\nconst n = gg.files.glob("*").length;\nconsole.log(new Array(DAYS.length), " ".repeat(3 - n), (0.5).toFixed(2), BigInt(1999), decodeURIComponent("/a%20b"), [1].reduce((a, b) => a + b), [].reduce((a, b) => a + b, 0));\n`],
    ["counts the built-ins truncate first, and digits of a number that is not finite", "js", `console.log(Infinity.toPrecision(1000), NaN.toExponential(-1), (1).toExponential(-0.5), "a".repeat(-0.5), (255).toString(16.9));\n`],
    ["a member written through an alias of a global, called through it", "js", `var m = Math;\nm.substring = String.prototype.substring;\nconsole.log(m.substring(1, 4));\n`],
    ["a read-only member the program makes writable first", "js", `const r = /a/g;\nObject.defineProperty(r, "unicode", { writable: true });\nr.unicode = false;\nconsole.log(r.unicode);\n`],
    ["a function new Object hands back, called", "js", `const f = new Object(() => 1);\nconsole.log(f());\n`],
    ["JSON.stringify of a BigInt with a replacer, a toJSON, or a member written anew", "js", `const n = 10n;\nconsole.log(JSON.stringify({ n }, (k, v) => (typeof v === "bigint" ? String(v) : v)), JSON.stringify({ n, toJSON() { return "n"; } }));\nconst box = { n: 1n };\nbox.n = Number(box.n);\nconsole.log(JSON.stringify(box));\n`],
    ["JSON.stringify of a BigInt after BigInt.prototype.toJSON is added", "js", `BigInt.prototype.toJSON = function () { return this.toString(); };\nconsole.log(JSON.stringify({ total: 10n }));\n`],
    ["JSON.stringify of a const object handed to a helper that converts its members", "js", `const sizes = { bytes: 1n };\nfunction plain(o) { for (const k of Object.keys(o)) o[k] = Number(o[k]); }\nplain(sizes);\nconsole.log(JSON.stringify(sizes));\n`],
    ["JSON.stringify of a BigInt inside a try", "js", `try { console.log(JSON.stringify({ n: 1n })); } catch { console.log("bigint"); }\n`],
    ["sort of the program's own object, and sort given a function or undefined", "js", `const table = { sort(by) { return by; } };\nconsole.log(table.sort("size"), gg.files.glob("*").sort(undefined), [3, 1].sort((a, b) => a - b));\n`],
    ["BigInt negated, shifted right, converted by Number, and unary plus of a number", "js", `const total = 10n;\nconsole.log(-total, total >> 1n, +Number(total), +"3", Number(total) >>> 0);\n`],
    ["JSON.parse of constant JSON, and of text that is none inside a try", "js", `const DEFAULTS = \`{"indent": 2, "tabs": false}\`;\nconst cfg = JSON.parse(DEFAULTS);\nlet fallback;\ntry { fallback = JSON.parse("{'x': 1}"); } catch { fallback = {}; }\nconsole.log(cfg.indent, fallback, JSON.parse("[1, 2]").length);\n`],
    ["JSON.parse of a number's text, of null, of a list of JSON text, and of a binding written before", "js", `const n = JSON.parse("42");\nconst z = JSON.parse(null);\nconst o = JSON.parse(['{"a": 1}']);\nlet t;\nt = '{"b": 2}';\nconst b = JSON.parse(t);\nconsole.log(n, z, o.a, b.b);\n`],
    ["replaceAll given a const regular expression given flags of its own", "js", `const WS = /\\s+/;\nObject.defineProperty(WS, "flags", { value: "g" });\nconst G = /\\s+/g;\nconsole.log("a  b".replaceAll(WS, " "), "a b".replaceAll(G, "_"));\n`],
    ["new Map and new Set of an object literal with its own iterator, or one it inherits", "js", `const env = new Map({ *[Symbol.iterator]() { yield ["PORT", "8080"]; } });\nconst Source = { *[Symbol.iterator]() { yield "a"; } };\nconsole.log(env.get("PORT"), new Set({ __proto__: Source }).size);\n`],
    ["new Map of entries, new Set of text, and a primitive after a spread that may throw first", "js", `const s = new Set(["a", "b"]);\nconst m = new Map([["a", 1], ["b", 2]]);\nlet more;\ntry { more = new Map([...[["x", 1]], "y"]); } catch { more = new Map(); }\nconsole.log(s.size, m.size, more.size);\n`],
    ["new Map of entries, of a string, and of an object given an iterator on every object", "js", `Object.defineProperty(Object.prototype, Symbol.iterator, { value: function* () { yield* Object.entries(this); }, configurable: true });\nconsole.log(new Map(Object.entries({ a: 1 })), new Set("abc"), new Map({ a: 1 }).get("a"));\n`],
    ["buffers of lengths that truncate to 0 or more, BigInt of digits, code points in range", "js", `console.log(new Uint8Array(-0.5), new Float64Array(2.5), BigInt("12"), BigInt(" 0x1f "), String.fromCodePoint(65, 0x10ffff));\n`],
    ["a gg record given to Array.from, which takes any object, and an operation's list to concat", "js", `console.log(Array.from(gg.shell.run("ls")).length, [].concat(gg.files.listDir(".")).length);\n`],
    ["RegExp of text it refuses inside a try, and of text made at run time", "js", `let re;\ntry { re = new RegExp("("); } catch { re = /x/; }\nconst p = gg.files.readFile("pattern");\nconsole.log(re, new RegExp(p), "a-b".replaceAll(/-/g, "+"));\n`],
    ["replaceAll without g on the program's own object, and on a string whose replaceAll the program replaces", "js", `const doc = { replaceAll(re, s) { return String(re) + s; } };\nconsole.log(doc.replaceAll(/a/, "b"));\n`],
    ["replaceAll without g where the program redefines it", "js", `String.prototype.replaceAll = function (re, s) { return this.replace(re, s); };\nconsole.log("a-b".replaceAll(/-/, "+"));\n`],
    ["a read-only member assigned inside a try, and an array's length assigned", "js", `const cache = new Map();\ntry { cache.size = 0; } catch { cache.clear(); }\nconst xs = [1, 2];\nxs.length = 0;\nconsole.log(xs.length, cache.size);\n`],
    ["instanceof and in on members behind tests that they exist", "js", `const r = gg.shell.run("true");\nif (typeof gg.Failures === "function" && r instanceof gg.Failures) console.log("f");\nif (globalThis.process && "env" in globalThis.process) console.log("node");\n`],
    ["a number spread where the program gives numbers an iterator", "js", `Number.prototype[Symbol.iterator] = function* () { for (let i = 0; i < this; i++) yield i; };\nconsole.log([...gg.files.glob("*").length]);\n`],
    ["a function a helper returns, called", "js", `function make() { return function () { return 1; }; }\nconst f = make();\nconsole.log(f(), [..."ab"]);\n`],
  ]);
});

describe("an assignment to a private method", () => {
  passes([
    ["in a method nothing calls", "js", `class Formatter {\n  #fmt(s) { return s; }\n  reset() { this.#fmt = (s) => s; }\n}\nconsole.log(new Formatter());\n`],
  ]);
  fails([
    ["in a method the program calls", "js", `class Formatter {\n  #fmt(s) { return s; }\n  reset() { this.#fmt = (s) => s; }\n}\nnew Formatter().reset();\n`, ["TS2803@3:18"]],
  ]);
});

describe("reads strict code refuses (every guest program is a module)", () => {
  fails([
    ["arguments.callee in a function that runs", "js", `const fact = function (n) { return n <= 1 ? 1 : n * arguments.callee(n - 1); };\nconsole.log(fact(3));\n`, ["GG1013@1:53"]],
    ["caller and arguments of a function of the program's", "js", `function f() { return 1; }\nconst g = () => 2;\nconsole.log(f.arguments, g.caller);\n`, ["GG1013@3:13", "GG1013@3:26"]],
    ["arguments.callee in TypeScript too", "ts", `function f(n: number): number { return n <= 1 ? 1 : n * arguments.callee(n - 1); }\nconsole.log(f(3));\n`, ["GG1013@1:57"]],
  ]);
  passes([
    ["callee tested for, a function nothing calls, a binding named arguments", "js", `function f() { return "callee" in arguments; }\nfunction g() { return arguments.callee; }\nfunction h(args) { const arguments_ = args; return arguments_.callee; }\nconsole.log(f(), typeof g, h({ callee: 1 }));\n`],
    ["caller the program writes onto a function, and one of an object", "js", `const job = { caller: "cli" };\nfunction run() {}\nObject.assign(run, { tag: 1 });\nconsole.log(job.caller, run.tag);\n`],
    ["arguments.callee inside a try", "js", `function f() { try { return arguments.callee.name; } catch { return "strict"; } }\nconsole.log(f());\n`],
  ]);
});
describe("`this` of a function only ever called without a receiver (undefined in strict code)", () => {
  fails([
    ["a function declaration called plainly reads a member of this", "js", `function summarize() { return this.entries.length; }\nconsole.log(summarize());\n`, ["GG1013@1:31"]],
    ["an object's method handed to then", "js", `const store = { items: [], add(v) { this.items.push(v); } };\nawait Promise.resolve(1).then(store.add);\nconsole.log(store.items);\n`, ["GG1013@1:37"]],
    ["a method as a replace replacer", "js", `const vars = { name: "x", sub(m, k) { return this.name + k; } };\nconsole.log("{name}".replace(/\\{(\\w+)\\}/g, vars.sub));\n`, ["GG1013@1:46"]],
    ["a class's method as a sort comparator", "js", `class Sorter { key = "n"; compare(a, b) { return a[this.key] - b[this.key]; } }\nconst s = new Sorter();\nconsole.log([{ n: 2 }, { n: 1 }].sort(s.compare));\n`, ["GG1013@1:52", "GG1013@1:66"]],
    ["a method handed to a helper that calls its parameter plainly", "js", `function attempt(fn) { return fn(); }\nconst job = { name: "j", run() { return this.name.toUpperCase(); } };\nconsole.log(attempt(job.run));\n`, ["GG1013@2:41"]],
    ["a method as a reduce callback", "js", `const acc = { total: 0, add(sum, n) { this.total += n; return sum + n; } };\nconsole.log([1, 2].reduce(acc.add, 0));\n`, ["GG1013@1:39"]],
    ["a method that reads files as a map callback", "js", `import { files } from "gg";\nclass Loader { base = "."; load(p) { return files.readFile(this.base + "/" + p); } }\nconst l = new Loader();\nconsole.log(["a.txt"].map(l.load).length);\n`, ["GG1013@2:60"]],
    ["a static method as a map callback", "js", `class Paths { static root = "/w"; static join(p) { return this.root + "/" + p; } }\nconsole.log(["a", "b"].map(Paths.join));\n`, ["GG1013@1:59"]],
  ]);
  passes([
    ["a thisArg given to map", "js", `const fmt = { prefix: "> ", line(s) { return this.prefix + s; } };\nconsole.log(["a", "b"].map(fmt.line, fmt));\n`],
    ["constructor functions made by new and called by call", "js", `function Person(name) { this.name = name; }\nPerson.prototype.greet = function () { return "hi " + this.name; };\nfunction Admin(name) { Person.call(this, name); this.admin = true; }\nAdmin.prototype = Object.create(Person.prototype);\nconsole.log(new Admin("x").greet(), new Person("y").name);\n`],
    ["a bound method", "js", `class Describer { root = "src"; describe(p) { return this.root + "/" + p; } }\nconst d = new Describer();\nconst bound = d.describe.bind(d);\nconsole.log(["a"].map(bound));\n`],
    ["an arrow that calls the method on its object", "js", `class Describer { root = "src"; describe(p) { return this.root + "/" + p; } }\nconst d = new Describer();\nconsole.log(["a"].map((p) => d.describe(p)));\n`],
    ["this read by ?.", "js", `function show() { return this?.name ?? "anon"; }\nconsole.log(show());\n`],
    ["a function that tests this first", "js", `function read() { if (this === undefined) return "none"; return this.value; }\nconsole.log(read());\n`],
    ["a factory that tests this instanceof itself", "js", `function Counter() { if (!(this instanceof Counter)) return new Counter(); this.n = 0; }\nconsole.log(Counter().n);\n`],
    ["a function expression given to forEach with a thisArg", "js", `const out = { lines: [] };\n["a", "b"].forEach(function (l) { this.lines.push(l); }, out);\nconsole.log(out.lines);\n`],
    ["Array.from with a thisArg", "js", `console.log(Array.from([1, 2], function (x) { return this.k + x; }, { k: 10 }));\n`],
    ["a listener an emitter calls with call", "js", `class Emitter {\n  handlers = [];\n  on(h) { this.handlers.push(h); }\n  emit(v) { for (const h of this.handlers) h.call(this, v); }\n  label = "E";\n}\nconst e = new Emitter();\ne.on(function (v) { console.log(this.label, v); });\ne.emit(1);\n`],
    ["a helper that calls its parameter with call", "js", `function invoke(fn, ctx) { return fn.call(ctx); }\nfunction show() { return this.name; }\nconsole.log(invoke(show, { name: "x" }));\n`],
    ["a function assigned as a member and called on it", "js", `const o = { n: 1, get() { return this.n; } };\nfunction greet() { return this.n + 1; }\no.greet = greet;\nconsole.log(o.get(), o.greet());\n`],
    ["a function put in an object by shorthand", "js", `function greet() { return "hi " + this.name; }\nconst user = { name: "x", greet };\nconsole.log(user.greet());\n`],
    ["Reflect.apply with a receiver", "js", `function size() { return this.length; }\nconsole.log(Reflect.apply(size, [1, 2], []));\n`],
    ["a helper that applies its parameter", "js", `function run(fn) { return fn.apply({ base: 2 }, [3]); }\nconsole.log(run(function (x) { return this.base * x; }));\n`],
    ["the program's own map, which calls with call", "js", `class Box { constructor(v) { this.v = v; } map(f) { return new Box(f.call(this, this.v)); } }\nconst b = new Box(2).map(function (x) { return this.v + x; });\nconsole.log(b.v);\n`],
    ["a plain call inside a try", "js", `function summarize() { return this.entries.length; }\ntry { summarize(); } catch (e) { console.log("caught", e.message); }\n`],
    ["a function nothing calls", "js", `function summarize() { return this.entries.length; }\nconsole.log(typeof summarize);\n`],
    ["the program's own from, which calls with call", "js", `const Seq = { from(list, f) { return list.map((x) => f.call(Seq, x)); }, base: 1 };\nfunction bump(x) { return this.base + x; }\nconsole.log(Seq.from([1, 2], bump));\n`],
    ["a listener stored by the program's method", "js", `class Bus { constructor() { this.fns = []; this.name = "bus"; } on(f) { this.fns.push(f); } fire() { for (const f of this.fns) f.call(this); } }\nconst bus = new Bus();\nfunction onFire() { console.log("fired on", this.name); }\nbus.on(onFire);\nbus.fire();\n`],
    ["a method taken into a binding and called with call", "js", `const obj = { v: 3, m() { return this.v; } };\nconst f = obj.m;\nconsole.log(f.call(obj));\n`],
    ["a function stored in a field and called on it", "js", `function tick() { this.n += 1; return this.n; }\nclass Clock { n = 0; constructor() { this.cb = tick; } step() { return this.cb(); } }\nconsole.log(new Clock().step());\n`],
    ["a method handed to a helper that reads its length", "js", `function arity(fn) { return fn.length; }\nconst o = { x: 1, m(a, b) { return this.x + a + b; } };\nconsole.log(arity(o.m), o.m(1, 2));\n`],
  ]);
});

describe("a subclass's field used by a method its base's constructor calls (GG1014)", () => {
  fails([
    ["a private method of the subclass", "js", `class Base { constructor() { this.init(); } init() {} }\nclass Sub extends Base { #log(m) { return m; } init() { this.#log("x"); } }\nnew Sub();\n`, ["GG1014@2:57"]],
    ["a private field written", "js", `class Base { constructor() { this.init(); } init() {} }\nclass Sub extends Base { #n = 0; init() { this.#n = 1; } }\nnew Sub();\n`, ["GG1014@2:43"]],
    ["a grand-base's constructor, through a class between", "js", `class Root { constructor(name) { this.name = name; this.register(); } register() {} }\nclass Mid extends Root {}\nclass Tool extends Mid { handlers = new Map(); register() { this.handlers.set(this.name, 1); } }\nconsole.log(new Tool("t").name);\n`, ["GG1014@3:61"]],
    ["a field holding an arrow, called", "js", `class Agent { constructor() { this.configure(); } configure() {} }\nclass Reader extends Agent { log = (m) => console.log(m); configure() { this.log("configured"); } }\nnew Reader();\n`, ["GG1014@2:73"]],
    ["a private field read", "js", `class Base {\n  constructor() { this.init(); }\n  init() {}\n}\nclass Sub extends Base {\n  #counts = new Map();\n  init() { this.#counts.set("start", 1); }\n}\nnew Sub();\n`, ["GG1014@7:12"]],
    ["a public field's member read", "js", `class Base {\n  constructor() { this.setup(); }\n  setup() {}\n}\nclass Sub extends Base {\n  findings = [];\n  setup() { this.findings.push("ready"); }\n}\nnew Sub();\n`, ["GG1014@7:13"]],
    ["a public field's member read on the right of an assignment to another member", "js", `class Stage {\n  constructor() { this.setup(); }\n  setup() {}\n}\nclass SplitStage extends Stage {\n  delimiter = "\\t";\n  setup() { this.width = this.delimiter.length; }\n}\nnew SplitStage();\n`, ["GG1014@7:26"]],
    ["a private getter of the subclass", "js", `class Base {\n  constructor() { this.setup(); }\n}\nclass Panel extends Base {\n  get #title() { return "panel"; }\n  setup() { console.log(this.#title); }\n}\nnew Panel();\n`, ["GG1014@6:25"]],
    ["a public field named as a static of the base", "js", `class Base {\n  static title = "base";\n  constructor() { this.setup(); }\n}\nclass Panel extends Base {\n  title = "panel";\n  setup() { console.log(this.title.length); }\n}\nnew Panel();\n`, ["GG1014@7:25"]],
    ["in TypeScript too", "ts", `class Base { constructor() { this.setup(); } setup(): void {} }\nclass Sub extends Base { items: string[] = []; setup(): void { this.items.push("a"); } }\nnew Sub();\n`, ["GG1014@2:64"]],
  ]);
  passes([
    ["a field the base defines", "js", `class Base { findings = []; constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { setup() { this.findings.push("ready"); } }\nconsole.log(new Sub().findings);\n`],
    ["a use behind a test of the field", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { findings = []; setup() { if (this.findings) this.findings.push("ready"); } }\nconsole.log(new Sub().findings);\n`],
    ["a use by ?.", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { findings = []; setup() { this.findings?.push("ready"); } }\nconsole.log(new Sub().findings);\n`],
    ["a field the override assigns", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { findings; setup() { this.findings = ["ready"]; } }\nconsole.log(new Sub().findings);\n`],
    ["a subclass nothing constructs", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { findings = []; setup() { this.findings.push("ready"); } }\nconsole.log(typeof Sub);\n`],
    ["a construction inside a try", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { findings = []; setup() { this.findings.push("ready"); } }\ntry { new Sub(); } catch (e) { console.log("caught", e.constructor.name); }\n`],
    ["an accessor of the subclass's", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { get findings() { return (this._f ??= []); } setup() { this.findings.push("ready"); } }\nconsole.log(new Sub().findings);\n`],
    ["a call after a return the constructor may take", "js", `class Base { constructor(lazy) { if (lazy) return; this.setup(); } setup() {} }\nclass Sub extends Base { findings = []; setup() { this.findings.push("ready"); } }\nconsole.log(new Sub(true).findings);\n`],
    ["a field named as a member every object inherits", "js", `class Base {\n  constructor() { this.describe(); }\n}\nclass Word extends Base {\n  toString = () => "word";\n  describe() { console.log(this.toString().length); }\n}\nnew Word();\n`],
    ["a field the program also writes on the subclass's prototype", "js", `class Base {\n  constructor() { this.setup(); }\n}\nclass Panel extends Base {\n  title = "panel";\n  setup() { console.log(this.title.length); }\n}\nPanel.prototype.title = "(loading)";\nnew Panel();\n`],
    ["a field's read after an assignment that sets it", "js", `class Stage {\n  constructor() { this.setup(); }\n  setup() {}\n}\nclass SplitStage extends Stage {\n  delimiter = "\\t";\n  setup() { this.delimiter = ","; this.width = this.delimiter.length; }\n}\nconsole.log(new SplitStage().width);\n`],
    ["fields set in the subclass's constructor after super", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { constructor() { super(); this.findings = []; } setup() { this.count = 1; } }\nconsole.log(new Sub().count);\n`],
  ]);
});

describe("a getter's value called (TS6234)", () => {
  fails([
    ["a literal's getter of a string", "js", `const o = { get label() { return "x".toUpperCase(); } };\nconsole.log(o.label());\n`, ["TS6234@2:15"]],
    ["a class's getter of a private field's length", "js", `class Inbox {\n  #items = ["a"];\n  get count() { return this.#items.length; }\n}\nconsole.log(new Inbox().count());\n`, ["TS6234@5:25"]],
  ]);
  passes([
    ["a getter whose JSDoc claims a number but returns a function", "js", `class Inbox {\n  #fn = () => 3;\n  /** @returns {number} */\n  get count() { return this.#fn; }\n}\nconsole.log(new Inbox().count());\n`],
    ["a getter called inside a try", "js", `class Inbox {\n  items = [];\n  get count() { return this.items.length; }\n}\nconst i = new Inbox();\ntry { i.count(); } catch { console.log("no"); }\n`],
    ["a getter defineProperty replaces by a function", "js", `const o = { get count() { return 2; } };\nObject.defineProperty(o, "count", { value: () => 5 });\nconsole.log(o.count());\n`],
  ]);
});

describe("a held regular expression's flags, beside keys the program computes", () => {
  fails([
    ["matchAll of a const without g, in a program that writes by computed keys", "js", `const source = gg.files.readFile("a.ini");\nconst kv = /^(\\w+)=(.*)$/m;\nconst settings = {};\nfor (const [, key, value] of source.matchAll(kv)) settings[key] = value;\nconsole.log(settings);\n`, ["GG1012@4:46"]],
  ]);
});

describe("a callback over a split runs at once: its reads before their declarations (GG1009)", () => {
  fails([
    ["a map callback over a split by a space", "js", `const tokens = tokenize("a = 1");\nconst KEYWORDS = new Set(["let", "const"]);\nfunction tokenize(s) {\n  return s.split(" ").map((w) => ({ w, kw: KEYWORDS.has(w) }));\n}\nconsole.log(tokens);\n`, ["GG1009@1:16"]],
    ["a map callback over a split of empty text, which still has one part", "js", `const rows = parse("");\nconst SEP = ",";\nfunction parse(text) {\n  return text.split("\\n").map((line) => line.split(SEP));\n}\nconsole.log(rows);\n`, ["GG1009@1:14"]],
  ]);
  passes([
    ["a split by the empty string, which may have no part", "js", `const chars = explode("");\nconst MARK = "*";\nfunction explode(s) {\n  return s.split("").map((c) => c + MARK);\n}\nconsole.log(chars, MARK);\n`],
    ["a split with a limit of 0", "js", `const parts = firstParts("a b");\nconst LIMIT = 2;\nfunction firstParts(s) {\n  return s.split(" ", 0).map((w) => w.slice(0, LIMIT));\n}\nconsole.log(parts, LIMIT);\n`],
  ]);
});

describe("accessors used against themselves (GG1015)", () => {
  fails([
    ["a getter without a setter written in the constructor", "js", `class User {\n  constructor(name) { this.name = name; }\n  get name() { return this._name; }\n}\nconsole.log(new User("x").name);\n`, ["GG1015@2:23"]],
    ["a getter that returns itself", "js", `class Size {\n  constructor(n) { this._n = n; }\n  get size() { return this.size; }\n}\nconsole.log(new Size(2).size);\n`, ["GG1015@3:23"]],
    ["a setter that writes itself", "js", `class Pct {\n  set pct(v) { this.pct = v; }\n}\nconst p = new Pct();\np.pct = 5;\nconsole.log("ok");\n`, ["GG1015@2:16"]],
    ["an object literal's getter that reads itself", "js", `const counter = {\n  get count() { return this.count + 1; },\n};\nconsole.log(counter.count);\n`, ["GG1015@2:24"]],
    ["a total written beside its getter", "js", `class Report {\n  constructor(rows) { this.rows = rows; this.total = rows.length; }\n  get total() { return this.rows.length; }\n}\nconsole.log(new Report([1]).total);\n`, ["GG1015@2:41"]],
  ]);
  passes([
    ["a getter over a private field the constructor sets", "js", `class User {\n  #name;\n  constructor(name) { this.#name = name; }\n  get name() { return this.#name; }\n}\nconsole.log(new User("x").name);\n`],
    ["a getter with its setter", "js", `class User {\n  constructor(name) { this.name = name; }\n  get name() { return this._name; }\n  set name(v) { this._name = v; }\n}\nconsole.log(new User("x").name);\n`],
    ["a base class's accessor pair", "js", `class Base { set name(v) { this._n = v; } get name() { return this._n; } }\nclass User extends Base {\n  constructor(name) { super(); this.name = name; }\n}\nconsole.log(new User("x").name);\n`],
    ["an own property defineProperty makes", "js", `class Size {\n  constructor(n) { Object.defineProperty(this, "size", { value: n }); }\n  get size() { return this.size; }\n}\nconsole.log(new Size(2).size);\n`],
    ["an object literal's accessor pair", "js", `const cache = {\n  _v: 1,\n  get v() { return this._v; },\n  set v(x) { this._v = x; },\n};\ncache.v = 3;\nconsole.log(cache.v);\n`],
    ["a getter that reads itself only behind a test", "js", `class Size {\n  get size() { if (this._size === undefined) return 0; return this.size; }\n}\nconsole.log(new Size().size);\n`],
    ["a getter name another class holds as a field", "js", `class Node2 { constructor() { this.kids = []; } get size() { return this.kids.length; } }\nclass Leaf { size = 1; }\nconst n = new Node2();\nn.kids.push(new Leaf());\nconsole.log(n.size);\n`],
    ["a write to a getter inside a try", "js", `class Temp {\n  get celsius() { return this.c; }\n  constructor(c) { try { this.celsius = c; } catch { this.c = c; } }\n}\nconsole.log(new Temp(3).celsius);\n`],
  ]);
});

describe("toFixed of a digit count out of range, on any value typed as a number (GG1012)", () => {
  fails([
    ["toFixed of a computed average", "js", `const sizes = [1, 2, 3];\nconst avg = sizes.reduce((a, b) => a + b, 0) / sizes.length;\nconsole.log(avg.toFixed(120));\n`, ["GG1012@3:25"]],
    ["toFixed of a parameter JSDoc types as a number", "js", `/** @param {number} n */\nfunction show(n) { return n.toFixed(101); }\nconsole.log(show(Number("x")));\n`, ["GG1012@2:37"]],
  ]);
  passes([
    ["toFixed where the program defines its own", "js", `class Money { constructor(c) { this.c = c; } toFixed(d) { return (this.c / 100).toFixed(Math.min(d, 2)); } }\n/** @param {number} n */\nfunction show(n) { return n.toFixed(120); }\nconsole.log(show(/** @type {any} */ (new Money(250))));\n`],
  ]);
});

describe("a base constructor's hook that does not meet a missing field (GG1014 neighbours)", () => {
  passes([
    ["a TypeScript declare field the override sets", "ts", `class Base { constructor() { this.setup(); } setup(): void {} }\nclass Sub extends Base {\n  declare found: string[];\n  override setup(): void { this.found = []; this.found.push("a"); }\n}\nconsole.log(new Sub().found);\n`],
    ["a hook the base constructor replaces on the object first", "js", `class Base { constructor() { this.setup = () => {}; this.setup(); } setup() {} }\nclass Sub extends Base { found = []; setup() { this.found.push("a"); } }\nconsole.log(new Sub().found);\n`],
    ["a field the override assigns before it uses it", "js", `class Base { constructor() { this.setup(); } setup() {} }\nclass Sub extends Base { found = []; setup() { this.found = []; this.found.push("a"); } }\nconsole.log(new Sub().found);\n`],
  ]);
});

describe("a base constructor's hook and accessors that do run (GG1014, GG1015 neighbours written by outside testers)", () => {
  passes([
    ["base ctor assigns before hook", "js", `class Base {\n  constructor() {\n    this.items = [];\n    this.init();\n  }\n  init() {}\n}\nclass Sub extends Base {\n  items = [];\n  init() {\n    this.items.push(1);\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    [" base object assign before hook", "js", `class Base {\n  constructor(options) {\n    Object.assign(this, options);\n    this.init();\n  }\n  init() {}\n}\nclass Sub extends Base {\n  items = [];\n  init() {\n    this.items.push(1);\n  }\n}\nconsole.log(new Sub({ items: [] }).items.length);\n`],
    [" base method assigns before hook", "js", `class Base {\n  constructor() {\n    this.reset();\n    this.init();\n  }\n  reset() {\n    this.items = [];\n  }\n  init() {}\n}\nclass Sub extends Base {\n  items = [];\n  init() {\n    this.items.push(1);\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    ["hook nullish assign first", "js", `class Base {\n  constructor() {\n    this.init();\n  }\n  init() {}\n}\nclass Sub extends Base {\n  items = [];\n  init() {\n    this.items ??= [];\n    this.items.push(1);\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    [" hook assigns first", "js", `class Base {\n  constructor() {\n    this.init();\n  }\n  init() {}\n}\nclass Sub extends Base {\n  items = [];\n  init() {\n    this.items = [];\n    this.items.push(1);\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    [" hook super call assigns", "js", `class Base {\n  constructor() {\n    this.init();\n  }\n  init() {\n    this.items = [];\n  }\n}\nclass Sub extends Base {\n  items = [];\n  init() {\n    super.init();\n    this.items.push(1);\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    [" hook destructuring assign", "js", `class Base {\n  constructor(opts) {\n    this.opts = opts;\n    this.init();\n  }\n  init() {}\n}\nclass Sub extends Base {\n  items = [];\n  init() {\n    ({ items: this.items = [] } = this.opts);\n    this.items.push(1);\n  }\n}\nconsole.log(new Sub({}).items.length);\n`],
    ["delete in getter literal", "js", `const project = {\n  get manifest() {\n    delete this.manifest;\n    return (this.manifest = "loaded");\n  },\n};\nconsole.log(project.manifest);\n`],
    [" delete in getter class", "js", `class Lazy {\n  get value() {\n    delete this.value;\n    return 42;\n  }\n}\nconsole.log(new Lazy().value);\n`],
    [" delete in setter literal", "js", `const settings = {\n  set theme(v) {\n    delete this.theme;\n    this.theme = v;\n  },\n};\nsettings.theme = "dark";\nconsole.log(settings.theme);\n`],
    ["error subclass message getter", "js", `class ValidationError extends Error {\n  get message() {\n    return \`Validation failed: \${this.message}\`;\n  }\n}\nconst e = new ValidationError("bad input");\nconsole.log(e.message);\n`],
    [" error subclass message write", "js", `class CliError extends Error {\n  constructor(msg, code) {\n    super(msg);\n    this.code = code;\n    this.message = \`[\${code}] \${msg}\`;\n  }\n  get message() {\n    return "cli error";\n  }\n}\nconsole.log(new CliError("bad", 2).message);\n`],
    [" regexp subclass lastindex write", "js", `class Pattern extends RegExp {\n  constructor(src) {\n    super(src, "g");\n    this.lastIndex = 0;\n  }\n  get lastIndex() {\n    return 0;\n  }\n}\nconsole.log(new Pattern("a").test("cat"));\n`],
    ["override writes field first", "js", `class Base {\n  constructor() {\n    this.setup();\n  }\n  setup() {}\n}\nclass Sub extends Base {\n  items = [];\n  setup() {\n    this.items = ["a"];\n    this.items.push("b");\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    ["base ctor assigns field", "js", `class Base {\n  constructor() {\n    this.items = [];\n    this.setup();\n  }\n  setup() {}\n}\nclass Sub extends Base {\n  items = [];\n  setup() {\n    this.items.push("a");\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    ["override nullish assign first", "js", `class Base {\n  constructor() {\n    this.setup();\n  }\n  setup() {}\n}\nclass Sub extends Base {\n  items = [];\n  setup() {\n    this.items ??= [];\n    this.items.push("a");\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    ["override calls super first", "js", `class Base {\n  constructor() {\n    this.load();\n  }\n  load() {\n    this.entries = ["a"];\n  }\n}\nclass Sub extends Base {\n  entries = [];\n  load() {\n    super.load();\n    this.entries.push("b");\n  }\n}\nconsole.log(new Sub().entries.length);\n`],
    ["base ctor calls reset first", "js", `class Base {\n  constructor() {\n    this.reset();\n    this.ingest();\n  }\n  reset() {\n    this.buckets = new Map();\n  }\n  ingest() {}\n}\nclass Sub extends Base {\n  buckets = new Map();\n  ingest() {\n    this.buckets.set("a", 1);\n  }\n}\nconsole.log(new Sub().buckets.size);\n`],
    ["base ctor object assign opts", "js", `class Base {\n  constructor(opts) {\n    Object.assign(this, opts);\n    this.start();\n  }\n  start() {}\n}\nclass Sub extends Base {\n  found = [];\n  start() {\n    this.found.push("a");\n  }\n}\nconsole.log(new Sub({ found: [] }).found.length);\n`],
    ["override calls own helper first", "js", `class Base {\n  constructor() {\n    this.setup();\n  }\n  setup() {}\n}\nclass Sub extends Base {\n  items = [];\n  ensure() {\n    this.items = [];\n  }\n  setup() {\n    this.ensure();\n    this.items.push("a");\n  }\n}\nconsole.log(new Sub().items.length);\n`],
    ["field preinit nullish", "js", `class Base {\n  constructor() {\n    this.init();\n  }\n  init() {}\n}\nclass Collector extends Base {\n  items = [];\n  init() {\n    this.items ??= [];\n    this.items.push("x");\n  }\n}\nconsole.log(new Collector().items);\n`],
    ["field assigned first", "js", `class Base {\n  constructor() {\n    this.load();\n  }\n  load() {}\n}\nclass Cache extends Base {\n  index = new Map();\n  load() {\n    this.index = new Map();\n    this.index.set("k", 1);\n  }\n}\nconsole.log(new Cache().index.size);\n`],
    ["getter nullish assign", "js", `class Task {\n  constructor(title) {\n    this.title = title;\n    this.label ??= "untitled";\n  }\n  get label() {\n    return \`task \${this.title}\`;\n  }\n}\nconsole.log(new Task("build").label);\n`],
    ["getter write behind in prototype", "js", `class Stats {\n  constructor(values) {\n    this.values = values;\n    if (!("mean" in Stats.prototype)) this.mean = 0;\n  }\n  get mean() {\n    return this.values.length;\n  }\n}\nconsole.log(new Stats([1, 2]).mean);\n`],
    ["field preinit or", "js", `class Base {\n  constructor() { this.setup(); }\n  setup() {}\n}\nclass Suite extends Base {\n  tests = [];\n  setup() {\n    this.tests = this.tests || [];\n    this.tests.push("smoke");\n  }\n}\nconsole.log(new Suite().tests);\n`],
    ["field object assign first", "js", `class Base {\n  constructor() { this.configure(); }\n  configure() {}\n}\nclass Tool extends Base {\n  flags = new Set();\n  configure() {\n    Object.assign(this, { flags: new Set() });\n    this.flags.add("x");\n  }\n}\nconsole.log(new Tool().flags.size);\n`],
    ["getter and assign false", "js", `class Check {\n  constructor() {\n    this.dirty &&= true;\n  }\n  get dirty() {\n    return false;\n  }\n}\nconsole.log(new Check().dirty);\n`],
  ]);
});

describe("a logical assignment to a read-only member writes only where the value it reads lets it", () => {
  fails([
    ["??= of a frozen member that is null", "js", `const o = Object.freeze({ a: null, b: 0 });\no.a ??= 1;\nconsole.log(o);\n`, ["TS2540@2:3"]],
  ]);
  passes([
    ["??= of a frozen member that holds a number", "js", `const o = Object.freeze({ a: 5 });\no.a ??= 1;\nconsole.log(o.a);\n`],
    ["logical assignments of a built-in's read-only members that write nothing", "js", `const cache = new Map();\ncache.size ??= 0;\nconst word = "warning";\nword.length ||= 1;\nword[0] ??= "W";\nMath.PI ||= 3.14;\nNumber.NaN &&= word.length > 100;\nconsole.log(cache.size, word, Math.PI);\n`],
    ["??= of a getter whose value the model does not know", "js", `class Task {\n  constructor(title) { this.title = title; this.label ??= "untitled"; }\n  get label() { return \`task \${this.title}\`; }\n}\nconsole.log(new Task("build").label);\n`],
  ]);
});

describe("a method taken off its object by a pattern (GG1013)", () => {
  fails([
    ["an object literal's method taken off by a pattern, called plainly", "js", `const runner = {\n  history: [],\n  run(cmd) {\n    this.history.push(cmd);\n  },\n};\nconst { run } = runner;\nrun("ls");\n`, ["GG1013@4:5"]],
    ["an object literal's method taken off into a const by a member read, called plainly", "js", `const csv = {\n  sep: ",",\n  parse(t) { return t.split(this.sep); },\n};\nconst parse = csv.parse;\nconsole.log(parse("a,b"));\n`, ["GG1013@3:29"]],
    ["a class's method taken off an instance into a const by a member read, called plainly", "js", `class Tally {\n  total = 0;\n  add(n) { this.total += n; }\n}\nconst t = new Tally();\nconst add = t.add;\nadd(5);\n`, ["GG1013@3:12"]],
    ["a class's method taken off an instance by a pattern, called plainly", "js", `class Checker {\n  constructor() { this.errors = []; }\n  check(path) {\n    this.errors.push(path);\n  }\n}\nconst checker = new Checker();\nconst { check } = checker;\ncheck("a.txt");\nconsole.log(checker.errors);\n`, ["GG1013@4:5"]],
  ]);
  passes([
    ["a method the constructor binds, taken off by a pattern", "js", `class Runner {\n  constructor() { this.history = []; this.run = this.run.bind(this); }\n  run(cmd) { this.history.push(cmd); return cmd.length; }\n}\nconst { run } = new Runner();\nconsole.log(run("ls"));\n`],
    ["a built-in's method of the same name taken off", "js", `class Csv { sep = ","; parse(t) { return t.split(this.sep); } }\nconst { parse } = JSON;\nconsole.log(parse("[1]"), new Csv().parse("a,b"));\n`],
    ["a method taken off into a const, bound, or called with call", "js", `const csv = {\n  sep: ",",\n  parse(t) { return t.split(this.sep); },\n};\nconst parse = csv.parse;\nconsole.log(parse.call(csv, "a,b"));\nconst bound = csv.parse.bind(csv);\nconsole.log(bound("c,d"));\n`],
    ["a method taken off, then called with call", "js", `const runner = { history: [], run(cmd) { this.history.push(cmd); return cmd; } };\nconst { run } = runner;\nconsole.log(run.call(runner, "ls"));\n`],
  ]);
});

describe("a key read off a constant table, on an object spelled out in full without it (TS7053)", () => {
  fails([
    ["a frozen enum's member as the key", "js", `const Action = Object.freeze({ Open: "open", Skip: "skip" });\nconst handlers = {\n  open: (p) => console.log("open", p),\n};\nhandlers[Action.Skip]("x");\n`, ["TS7053@5:1"]],
  ]);
  passes([
    ["the handlers have that key", "js", `const Action = Object.freeze({ Open: "open", Skip: "skip" });\nconst handlers = {\n  open: (p) => console.log("open", p),\n  skip: (p) => console.log("skip", p),\n};\nhandlers[Action.Skip]("x");\n`],
    ["the table's member written again", "js", `const Action = { Open: "open", Skip: "skip" };\nAction.Skip = "open";\nconst handlers = { open: (p) => console.log("open", p) };\nhandlers[Action.Skip]("x");\n`],
    ["a table key the handlers have, of a table typed as text", "js", `const Action = { Open: "open", Skip: "skip" };\nconst handlers = { open: (p) => console.log("open", p) };\nhandlers[Action.Open]("x");\n`],
  ]);
  fails([
    ["the table's member written, just before, to a key the handlers lack", "js", `const Action = { Open: "open", Skip: "skip" };\nAction.Skip = "close";\nconst handlers = { open: (p) => console.log("open", p) };\nhandlers[Action.Skip]("x");\n`, ["TS7053@4:1"]],
  ]);
});

describe("a list frozen where it was made, written to", () => {
  passes([
    ["sort of a frozen list of one, copies sorted and reversed, and a push inside a try", "js", `const PRIORITIES = Object.freeze(["high"]);\nconst ORDER = Object.freeze(["b", "a"]);\nconsole.log(PRIORITIES.sort(), [...ORDER].sort(), ORDER.toSorted(), ORDER.slice().reverse(), ORDER.length);\ntry { Object.freeze([]).push(1); } catch (e) { console.log("frozen:", e instanceof TypeError); }\n`],
  ]);
  fails([
    ["a frozen list's length written", "js", `const QUEUE = Object.freeze(["a"]);\nQUEUE.length = 0;\n`, ["TS2540@2:7"]],
    ["push and sort of frozen lists", "js", `const QUEUE = Object.freeze([]);\nconst ORDER = Object.freeze(["b", "a"]);\nfunction enqueue(job) { QUEUE.push(job); }\nconsole.log(ORDER.sort());\nenqueue("a");\n`, ["GG1012@3:25", "GG1012@4:13"]],
  ]);
});

describe("a primitive's missing method, beside writes of that name on class instances", () => {
  passes([
    ["a string method the program adds to String.prototype, beside a class's member of that name", "js", `import { shell } from "gg";\nclass Q { constructor(t) { this.lines = t.split("\\n"); } }\nString.prototype.lines = function () { return this.split("\\n"); };\nconst result = shell.run("ls");\nconsole.log(new Q(result.stdout).lines.length, result.stdout.lines().length);\n`],
  ]);
  fails([
    ["a string method no prototype has, beside a member of that name a class's constructor writes", "js", `import { shell } from "gg";\nclass Q { constructor(t) { this.lines = t.split("\\n"); } }\nconst result = shell.run("ls");\nconsole.log(new Q(result.stdout).lines.length, result.stdout.lines().length);\n`, ["TS2339@4:62"]],
  ]);
});

describe("an array pattern taking apart an object literal", () => {
  passes([
    ["an array pattern taking apart a literal with an iterator of its own", "js", `const point = { x: 1, y: 2, *[Symbol.iterator]() { yield this.x; yield this.y; } };\nconst [x, y] = point;\nconsole.log(x, y);\n`],
  ]);
  fails([
    ["an array pattern taking apart a literal spelled out without one", "js", `const point = { x: 1, y: 2 };\nconst [x, y] = point;\nconsole.log(x, y);\n`, ["TS2488@2:7"]],
  ]);
});

describe("a member an element of a constant list lacks, called on every turn of a for…of", () => {
  passes([
    ["a member some elements of a constant list lack, tested first or skipped by continue", "js", `const plugins = [{ transform: (s) => s.trim() }, { validate: (s) => s.length > 0 }];\nlet text = " x ";\nfor (const plugin of plugins) if (plugin.transform) text = plugin.transform(text);\nfor (const plugin of plugins) {\n  if (!plugin.validate) continue;\n  console.log(plugin.validate(text));\n}\n`],
  ]);
  fails([
    ["a member an element of a constant list lacks, called on every turn", "js", `const plugins = [{ transform: (s) => s.trim() }, { validate: (s) => s.length > 0 }];\nlet text = " x ";\nfor (const plugin of plugins) text = plugin.transform(text);\nconsole.log(text);\n`, ["TS2722@3:38"]],
  ]);
});

describe("a list typed read-only because one side of a test is frozen", () => {
  passes([
    ["a frozen fallback a non-empty list is never replaced by, pushed to", "js", `const userNav = ["Home"];\nconst nav = userNav.length ? userNav : Object.freeze(["Home"]);\nnav.push("About");\nconsole.log(nav.length);\n`],
    ["a list frozen on the side a constant test never takes, pushed to", "js", `const STRICT = false;\nconst tags = ["p"];\nconst allowed = STRICT ? Object.freeze(tags) : tags;\nallowed.push("em");\nconsole.log(allowed.length);\n`],
    ["a frozen fallback never taken, spliced", "js", `const headings = ["A", "B"];\nconst ROOT = Object.freeze(["home"]);\nconst list = headings.length ? headings : ROOT;\nlist.splice(0, 1);\nconsole.log(list);\n`],
  ]);
  fails([
    ["a list frozen on both sides of a test, shifted", "js", `const A = Object.freeze(["a"]);\nconst B = Object.freeze(["b"]);\nconst L = A.length > 3 ? A : B;\nL.shift();\n`, ["TS2339@4:3"]],
    ["a list frozen on the side a constant test takes, pushed to", "js", `const STRICT = true;\nconst tags = ["p"];\nconst allowed = STRICT ? Object.freeze(tags) : tags;\nallowed.push("em");\n`, ["TS2339@4:9"]],
    ["a push to a list frozen where it was made", "js", `const QUEUE = Object.freeze(["a"]);\nQUEUE.push("b");\n`, ["GG1012@2:1"]],
    ["a static field frozen where it was made, pushed to", "js", `import { files } from "gg";\n\nclass Config {\n  static DEFAULT_IGNORES = Object.freeze(["node_modules", ".git"]);\n  constructor(extra = []) { this.ignores = [...Config.DEFAULT_IGNORES, ...extra]; }\n}\n\nconst cfg = new Config(["dist"]);\nConfig.DEFAULT_IGNORES.push("coverage");\nconst kept = files.listDir(".").filter((e) => !cfg.ignores.includes(e.name));\nconsole.log(kept.map((e) => e.name));\n`, ["TS2339@9:24"]],
  ]);
});

describe("replaceAll and matchAll of a RegExp made without g", () => {
  passes([
    ["replaceAll and matchAll of RegExps made with g or from a global one", "js", `const spaced = new RegExp("t h", "g");\nconst pattern = /e/g;\nconsole.log("t h e".replaceAll(spaced, "th"), [..."t h e".matchAll(new RegExp(pattern))].length, "a.b".replaceAll(new RegExp("\\\\.", "gi"), "-"));\n`],
  ]);
  fails([
    ["replaceAll and matchAll of a RegExp made without the g flag", "js", `const spaced = new RegExp("t h");\nconsole.log("t h e".replaceAll(spaced, "th"), [..."t h e".matchAll(new RegExp("e", "i"))]);\n`, ["GG1012@2:32", "GG1012@2:68"]],
  ]);
});

describe("one call hands a function that writes its parameter an object frozen where it is made", () => {
  passes([
    ["frozen objects handed to functions that return first, write only where missing, copy, or are caught", "js", `const HYPER = Object.freeze({ rate: 0.1 });\nfunction tune(h) {\n  if (h === HYPER) return { ...h, rate: h.rate / 2 };\n  h.rate = h.rate / 2;\n  return h;\n}\nfunction fill(h) {\n  h.rate ??= 0.5;\n  return h;\n}\nfunction copy(h) {\n  const c = { ...h };\n  c.rate = 1;\n  return c;\n}\nconsole.log(tune(HYPER), tune({ rate: 1 }), fill(HYPER), copy(HYPER));\ntry {\n  (function set(h) { h.rate = 2; })(HYPER);\n} catch (e) {\n  console.log("frozen:", e.constructor.name);\n}\n`],
  ]);
  fails([
    ["one call hands a function that writes a member of its parameter a frozen config", "js", `const HYPER = Object.freeze({ rate: 0.1, epochs: 3 });\nconst DEFAULTS = { rate: 0.5, epochs: 1 };\nfunction tune(h) {\n  h.rate = h.rate / 2;\n}\ntune(DEFAULTS);\ntune(HYPER);\nconsole.log(HYPER.rate);\n`, ["GG1012@7:6"]],
    ["one call hands a function that pushes to its parameter a frozen list", "js", `const CHANNELS = Object.freeze(["email"]);\nfunction addChannel(list, ch) {\n  list.push(ch);\n  return list;\n}\nconsole.log(addChannel(["chat"], "sms"), addChannel(CHANNELS, "sms"));\n`, ["GG1012@6:53"]],
  ]);
});
