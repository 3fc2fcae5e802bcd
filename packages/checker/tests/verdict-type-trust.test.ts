// A JavaScript value's type decides a finding only where the type follows from the value: JSDoc, a binding written
// again, a parameter, an object the program reshapes, a Proxy, a subclass's inherited static are claims the run does
// not check. Each program here runs (checked by running it in the guest's environment); each neighbour with the type
// from the value fails.
import { describe, expect, it } from "vitest";
import type { Language } from "../src/types.js";
import { check, errorsAt } from "./support/check.js";

type Case = readonly [name: string, language: Language, source: string, codes: readonly string[]];

function fails(cases: readonly Case[]): void {
  it.each(cases)("fails %s (%s)", (_name, language, source, codes) => {
    const result = check(source, language);
    expect(result.verdict).toBe("fail");
    expect(errorsAt(result)).toEqual(codes);
  });
}

function passes(cases: readonly (readonly [name: string, source: string])[]): void {
  it.each(cases)("passes %s", (_name, source) => {
    const result = check(source, "js");
    expect(errorsAt(result)).toEqual([]);
    expect(result.verdict).toBe("pass");
  });
}

describe("a type JSDoc declares is a claim", () => {
  passes([
    ["a parameter typed as a string, called", `/** @param {string} f */\nfunction call(f) { return f(); }\nconsole.log(call(() => 1));\n`],
    ["a function whose @returns is wrong, its result called", `/** @returns {number} */\nfunction make() { return () => 1; }\nconsole.log(make()());\n`],
    ["a gg result declared as a string", `/** @type {string} */\nconst r = gg.shell.run("ls");\nconsole.log(r.stdout.trim());\n`],
    ["an array declared for a Set", `/** @param {string[]} xs */\nfunction has(xs) { return xs.has("a"); }\nconsole.log(has(new Set(["a"])));\n`],
    ["a cast", `const s = /** @type {string[]} */ (/** @type {unknown} */ (new Set()));\nconsole.log(s.has("a"));\n`],
    ["a wrapper declared as a gg namespace", `/** @type {typeof gg.files} */\nconst fs = Object.assign({}, gg.files, { exists() { return true; } });\nconsole.log(fs.exists());\n`],
    ["an argument declared as a number", `/** @type {number} */\nconst p = /** @type {any} */ ("a.txt");\nconsole.log(gg.files.readFile(p));\n`],
    ["a record argument declared without a field", `/** @type {{ oldText: string }} */\nconst edit = /** @type {any} */ ({ oldText: "a", newText: "b" });\nconsole.log(gg.files.editFile("a.txt", [edit]));\n`],
    ["a void return type JSDoc states on a function that returns an object, on its binding, on a map callback", `/** @returns {void} */\nfunction load() {\n  return { names: [] };\n}\n/** @type {() => void} */\nconst make = () => ({ names: [] });\n/** @param {string} x @returns {void} */\nconst f = (x) => ({ x });\nconsole.log(load().names.length, make().names.length, ["a"].map(f)[0].x);\n`],
    ["a type JSDoc states on a binding, narrower than the literal or instance it holds", `/** @type {{ a: number }} */\nconst o = { a: 1, b: 2 };\n/** @type {object} */\nconst cfg = { depth: 2 };\nclass Check { run() { return true; } }\nclass ReadmeCheck extends Check { describe() { return "d"; } }\n/** @type {Check} */\nconst check = new ReadmeCheck();\n/** @type {number} */\nconst PREFIX = "- ";\nconsole.log(o.b.toFixed(1), cfg.depth.toFixed(0), check.describe(), PREFIX.padEnd(4));\n`],
    ["a return type JSDoc states narrower than the literal returned, and a stale @this", `/** @returns {{ a: number }} */\nfunction make() { return { a: 1, b() { return 2; } }; }\nconst counter = {\n  n: 0,\n  seen: [],\n  /** @this {{ n: number }} */\n  add() { this.seen.push(1); },\n};\ncounter.add();\nconsole.log(make().b(), counter.seen.length);\n`],
    ["an array declared as a gg record, iterated", `/** @type {gg.shell.RunResult} */\nconst r = /** @type {any} */ ([1, 2]);\nfor (const x of r) console.log(x);\n`],
  ]);
  fails([
    ["a member the stated type and the literal it holds both lack", "js", `/** @typedef {{ read(p: string): string }} Fs */\n/** @type {Fs} */\nconst fs = { read: (p) => gg.files.readFile(p) };\nconsole.log(fs.read("a").length, fs.exists("b"));\n`, ["TS2339@4:37"]],
    ["the same values, with no JSDoc", "js", `function load() {\n  return { names: [] };\n}\nconst o = { a: 1 };\nconst counter = { n: 0, add() { this.seen.push(1); } };\nconsole.log(load().nams.length, o.b.toFixed(1));\ncounter.add();\n`, ["TS2339@5:38", "TS2551@6:20", "TS2339@6:35"]],
    ["the same result, not declared", "js", `const r = gg.shell.run("ls");\nconsole.log(r.stdout.trim(), r.stdout.contains("a"));\n`, ["TS2339@2:39"]],
    ["a primitive called, from its value", "js", `const s = "ls";\nconsole.log(s());\n`, ["TS2349@2:13"]],
    ["an array's missing member, from its value", "js", `const xs = ["a"];\nconsole.log(xs.has("a"));\n`, ["TS2339@2:16"]],
    ["a number for a path, from its value", "js", `const p = 0;\nconsole.log(gg.files.readFile(p));\n`, ["TS2345@2:31"]],
  ]);
});

describe("a binding written again holds what was written last", () => {
  passes([
    ["a string binding that becomes a function", `let f = "x";\nfunction set() { f = () => 1; }\nset();\nconsole.log(f());\n`],
    ["a class binding that becomes a function", `let C = class {};\nfunction swap() { C = function () { return {}; }; }\nswap();\nconsole.log(C());\n`],
    ["an array binding that becomes an object", `let r = [];\nfunction set() { r = { has() { return true; } }; }\nset();\nconsole.log(r.has());\n`],
    ["a number binding that becomes a path", `let p = 0;\nfunction set() { p = "a.txt"; }\nset();\nconsole.log(gg.files.readFile(p));\n`],
    ["a number binding += a string", `let n = 0;\nn += "";\ngg.session.reportProgress(n);\n`],
  ]);
  fails([
    ["a class called, never written", "js", `const C = class {};\nconsole.log(C());\n`, ["TS2348@2:13"]],
    ["a number binding counted up, passed for a string", "js", `let n = 0;\nn++;\nn -= 1;\ngg.session.reportProgress(n);\n`, ["TS2345@4:27"]],
  ]);
});

describe("an object the program reshapes may have any member", () => {
  passes([
    ["a new prototype", `const a = [1, 2];\nObject.setPrototypeOf(a, { total() { return 3; } });\nconsole.log(a.total());\n`],
    ["Object.assign from an object not spelt out", `const helpers = { total() { return 3; } };\nconst a = [1, 2];\nObject.assign(a, helpers);\nconsole.log(a.total());\n`],
    ["a gg record given helpers", `const helpers = { ok() { return true; } };\nconst r = gg.shell.run("ls");\nObject.assign(r, helpers);\nconsole.log(r.ok());\n`],
    ["a gg record given an iterator", `const r = gg.shell.run("ls");\nr[Symbol.iterator] = function* () { yield r.stdout; };\nfor (const x of r) console.log(x);\n`],
    ["a Proxy over an array", `const p = new Proxy([], { get: () => () => 1 });\nconsole.log(p.anything());\n`],
    ["an Array subclass's inherited static", `class L extends Array { top() { return this[this.length - 1]; } }\nconsole.log(L.from([1, 2]).top(), L.of(1).top());\n`],
    ["a helper added to Math through a parameter", `function add(t) { t.clamp = () => 0; }\nadd(Math);\nconsole.log(Math.clamp());\n`],
    ["a helper added to Math through an alias", `const M = Math;\nM.clamp = () => 0;\nconsole.log(Math.clamp());\n`],
    ["gg records given a prototype in a for…of, used after it", `const proto = { describe() { return "entry"; } };\nconst entries = gg.files.listDir(".");\nfor (const e of entries) Object.setPrototypeOf(e, proto);\nconsole.log(entries[0].describe());\n`],
    ["a gg record given a prototype by __proto__", `const proto = { describe() { return "entry"; } };\nconst e = gg.files.listDir(".")[0];\ne.__proto__ = proto;\nconsole.log(e.describe());\n`],
  ]);
  fails([
    ["a gg record's missing member, nothing added", "js", `const r = gg.shell.run("ls");\nconsole.log(r.ok());\n`, ["TS2339@2:15"]],
    ["a gg record iterated, nothing added", "js", `const r = gg.shell.run("ls");\nfor (const x of r) console.log(x);\n`, ["TS2488@2:17"]],
    ["Math's missing member, Math handed to nothing", "js", `console.log(Math.clamp());\n`, ["TS2339@1:18"]],
    ["gg records of another list given a prototype", "js", `const proto = { describe() { return "entry"; } };\nconst entries = gg.files.listDir(".");\nfor (const e of gg.files.listDir("b")) Object.setPrototypeOf(e, proto);\nconsole.log(entries[0].describe());\n`, ["TS2339@4:24"]],
    ["a gg record beside one given a prototype by __proto__", "js", `const proto = { describe() { return "entry"; } };\nconst [e, f] = gg.files.listDir(".");\ne.__proto__ = proto;\nconsole.log(f.describe());\n`, ["TS2339@4:15"]],
  ]);
});

describe("the program's own functions are typed by what they return", () => {
  passes([["a function returning a parameter", `function id(x) { return x; }\nconsole.log(id(() => 1)());\n`]]);
  fails([
    ["a function returning an array, a member it lacks called", "js", `function make() { return [1, 2]; }\nconsole.log(make().sum());\n`, ["TS2339@2:20"]],
    ["a callback's element from an array of gg records", "js", `const runs = [gg.shell.run("ls")];\nruns.forEach((r) => console.log(r.ok()));\n`, ["TS2339@2:35"]],
  ]);
});

describe("an argument some value of its type fits", () => {
  passes([
    ["an edit list whose field may be undefined, held in a const", `const old = /\\d+\\.\\d+\\.\\d+/.exec("version: 1.2.3")?.[0];\nconst edits = [{ oldText: old, newText: "1.2.4" }];\nconsole.log(gg.files.editFile("VERSION", edits).replacements);\n`],
    ["an edit record whose field may be undefined, held in a const", `const m = new Map([["a", "b"]]);\nconst edit = { oldText: m.get("a"), newText: "c" };\ngg.files.editFile("x", [edit]);\n`],
  ]);
  fails([
    ["an edit list missing a field, in TypeScript", "ts", `const edits = [{ old: "1.2.3", newText: "1.2.4" }];\nconsole.log(gg.files.editFile("VERSION", edits).replacements);\n`, ["TS2345@2:42"]],
    ["an edit record with a number, in TypeScript", "ts", `const edit = { oldText: 1, newText: "c" };\ngg.files.editFile("x", [edit]);\n`, ["TS2322@2:25"]],
  ]);
});

// The guest's lowering checks that each `string` parameter gets a string, and hands every other argument on as it is:
// a list, a record, a number. A JavaScript program that gets one of those wrong runs; the host answers the call.
describe("an argument the guest's lowering does not check (JavaScript)", () => {
  passes([
    ["an edit list missing a field", `const edits = [{ old: "1.2.3", newText: "1.2.4" }];\nconsole.log(gg.files.editFile("VERSION", edits).replacements);\n`],
    ["an edit record with a number", `const edit = { oldText: 1, newText: "c" };\ngg.files.editFile("x", [edit]);\n`],
    ["an edit record whose field may be a number or undefined", `const m = new Map([["a", 1]]);\nconst edit = { oldText: m.get("a"), newText: "c" };\ngg.files.editFile("x", [edit]);\n`],
    ["a string for a line number", `gg.views.openFile("a.js", "12");\n`],
    ["a required list left out", `console.log(gg.files.editFile("a.js"));\n`],
    ["two strings for the edit list", `console.log(gg.files.editFile("a.js", "old", "new"));\n`],
  ]);
  fails([
    ["a number for the path beside them", "js", `console.log(gg.files.editFile(1, [{ oldText: 1, newText: "c" }]));\n`, ["TS2345@1:31"]],
    ["a required string left out", "js", `gg.files.writeFile("a.txt");\n`, ["TS2554@1:10"]],
    ["an object for a string, after an extra argument", "js", `gg.files.readFile({ path: "a" }, "utf8");\n`, ["TS2554@1:34"]],
  ]);
});

describe("null for an optional argument lowers as none", () => {
  passes([
    ["null for an optional line", `gg.views.openFile("a.js", null);\n`],
    ["null through a parameter's default", `function open(path, line = null) {\n  gg.views.openFile(path, line);\n}\nopen("notes.md");\n`],
    ["null for an optional note", `const NO_NOTE = null;\ngg.session.approve(NO_NOTE);\n`],
  ]);
  fails([
    ["null for a required path", "js", `gg.files.readFile(null);\n`, ["GG1017@1:19"]],
    ["null for a required path, in TypeScript too", "ts", `gg.views.openFile(null);\n`, ["TS2345@1:19"]],
  ]);
});

describe("a BigInt mixed with a number or a boolean", () => {
  fails([
    ["a BigInt constant divided by a count", "js", `const total = 10n;\nconsole.log(total / [1, 2].length);\n`, ["TS2365@2:13"]],
    ["a boolean added to a BigInt literal", "js", `const on = true;\nconsole.log(1n + on);\n`, ["TS2365@2:13"]],
  ]);
  passes([
    ["a BigInt beside a string, and compared with a number", `const total = 10n;\nconsole.log(total + " bytes", total < 5, total * 2n);\n`],
    ["a BigInt written again, mixed (its type is a claim)", `let total = 10n;\ntotal = Number(total);\nconsole.log(total / 2);\n`],
  ]);
});

describe("in with a primitive on its right", () => {
  fails([
    ["in of an operation's text", "js", `const raw = gg.files.readFile("package.json");\nconsole.log("workspaces" in raw);\n`, ["TS2322@2:29"]],
    ["in of a string literal, in a branch that runs", "js", `if (gg.files.glob("*").length >= 0) console.log("length" in "text");\n`, ["TS2322@1:61"]],
  ]);
  passes([
    ["in of a parsed record", `let pkg = {};\ntry { pkg = JSON.parse(gg.files.readFile("package.json")); } catch {}\nconsole.log("workspaces" in pkg);\n`],
    ["in of a parameter a caller may give an object", `function has(o, k) { return k in o; }\nconsole.log(has({ a: 1 }, "a"));\n`],
    ["in of text inside try", `const raw = gg.files.readFile("a");\ntry { console.log("x" in raw); } catch { console.log("not an object"); }\n`],
  ]);
});

describe("a symbol converted to a string", () => {
  fails([
    ["a Symbol constant in a template", "js", `const READY = Symbol("ready");\ngg.session.reportProgress(\`state \${READY}\`);\n`, ["TS2731@2:36"]],
    ["a Symbol constant beside +", "js", `const READY = Symbol("ready");\nconsole.log("state " + READY);\n`, ["TS2469@2:24"]],
    ["a well-known symbol in a template, in a function that runs", "js", `function show() {\n  console.log(\`\${Symbol.iterator}\`);\n}\nshow();\n`, ["TS2731@2:18"]],
  ]);
  passes([
    ["a symbol handed to a tag, which converts nothing", `const READY = Symbol("ready");\nconst tag = (parts, ...values) => values.length;\nconsole.log(tag\`state \${READY}\`);\n`],
    ["a symbol shown by String and by its description", `const READY = Symbol("ready");\nconsole.log(\`\${String(READY)} \${READY.description}\`);\n`],
    ["a symbol converted in a function nothing calls", `const READY = Symbol("ready");\nfunction show() { return "s" + READY; }\nconsole.log(typeof show);\n`],
    ["a symbol converted inside try", `const READY = Symbol("ready");\ntry { console.log(\`\${READY}\`); } catch { console.log("no"); }\n`],
  ]);
});

describe("new of the guest's own factories", () => {
  fails([
    ["new Symbol", "js", `const TAG = new Symbol("tag");\nconsole.log(TAG);\n`, ["TS7009@1:13"]],
    ["new BigInt", "js", `const big = new BigInt(1);\nconsole.log(big);\n`, ["TS7009@1:13"]],
  ]);
  passes([
    ["a function of the program's named Symbol", `function Symbol(d) { this.d = d; }\nconsole.log(new Symbol("a").d);\n`],
    ["new Symbol in a function nothing calls", `function make() { return new Symbol("a"); }\nconsole.log(typeof make);\n`],
    ["a global Symbol the program replaces", `globalThis.Symbol = function (d) { this.d = d; };\nconsole.log(new Symbol("a").d);\n`],
  ]);
});

describe("a primitive has its prototype's members alone", () => {
  fails([
    ["a run result's field held in a const", "js", `const out = gg.shell.run("git status").stdout;\nconsole.log(out.startWith("M"));\n`, ["TS2551@2:17"]],
    ["a run result's field destructured", "js", `const { stdout } = gg.shell.run("git log");\nconsole.log(stdout.startWith("a"));\n`, ["TS2551@2:20"]],
    ["Date.now()'s number", "js", `console.log(Date.now().toISOString());\n`, ["TS2551@1:24"]],
    ["an element of split in a for…of", "js", `for (const line of gg.files.readFile("out.tap").split("\\n")) {\n  if (line.startWith("ok")) console.log(line);\n}\n`, ["TS2551@2:12"]],
    ["a bigint's toFixed", "js", `const total = 10n;\nconsole.log(total.toFixed(1));\n`, ["TS2339@2:19"]],
    ["a member of what forEach gives (undefined)", "js", `const names = ["a", "b"].forEach((n) => console.log(n));\nnames.map((n) => n.toUpperCase());\n`, ["TS2339@2:7"]],
    ["a member read off what a function with no return gives", "js", `function load() { gg.files.readFile("a"); }\nconsole.log(load().x);\n`, ["TS2339@2:20"]],
    ["a member read off a let never assigned", "js", `let r;\ngg.shell.run("ls");\nconsole.log(r.stdout);\n`, ["GG1016@3:13"]],
    ["a member destructured, no write of that name anywhere", "js", `const ctx = { rows: "a,b", other: 1 };\nctx.other = [];\nconst { rows } = ctx;\nconsole.log(rows.map((r) => r));\n`, ["TS2339@4:18"]],
    ["a string method on a number or a boolean", "js", `const x = gg.files.glob("*").length > 2 ? 1 : true;\nconsole.log(x.trim());\n`, ["TS2339@2:15"]],
    ["a member of what forEach gives, after a chain of Object.entries of an object filled by key", "js", `const versions = {};\nfor (const n of gg.files.glob("*")) versions[n] = n.length;\nconst out = Object.entries(versions).filter(([, v]) => v > 1).forEach(([k]) => console.log(k)).map((x) => x);\n`, ["TS2339@3:96"]],
    ["a member no type of a union has", "js", `const m = gg.files.glob("*").length > 1e9 ? new Map() : new Set();\nconsole.log(m.nope());\n`, ["TS2339@2:15"]],
    ["a Date spread", "js", `const d = new Date();\nconsole.log([...d]);\n`, ["TS2488@2:17"]],
    ["an element of Object.values of a literal no write changes", "js", `const cfg = { ratio: "0.5" };\nconst [value] = Object.values(cfg);\nconsole.log(value.toFixed(2));\n`, ["TS2551@3:19"]],
    ["a null field of a const object taken apart", "js", `const DEFAULTS = { retry: null, timeoutMs: 5000 };\nconst { attempts } = DEFAULTS.retry;\nconsole.log(attempts);\n`, ["GG1016@2:7"]],
    ["what a map's callback returns, spelled out", "js", `const sizes = ["a", "bb"].map((s) => s.length);\nconsole.log(sizes[0].toUpperCase());\n`, ["TS2339@2:22"]],
  ]);
  passes([
    ["a string method on a union of a string and a number", `const text = gg.files.readFile("a.txt");\nconst row = [text, text.length];\nconsole.log(row[0].trim());\nconst st = gg.files.stat("a.txt");\nconsole.log((st?.path ?? 0).trim());\n`],
    ["a settled result's value read without its status", `async function ok() { return { n: 1 }; }\nconst [r] = await Promise.allSettled([ok()]);\nconsole.log(r.value.n);\n`],
    ["what exec, pop and Map.get give, taken apart or spread", `const [, kw] = /^(\\w+)/.exec("let x");\nconst frames = [["main", 0]];\nconst [fn, pc] = frames.pop();\nconst m = new Map([["a", [1, 2]]]);\nconsole.log(kw, fn, pc, Math.max(...m.get("a")), [..."a b".match(/\\S+/g)]);\n`],
    ["Object.values and Object.entries of an object whose member the program writes again", `const cfg = { ratio: "0.5" };\ncfg.ratio = Number(cfg.ratio);\nconst [value] = Object.values(cfg);\nconsole.log(value.toFixed(2));\nfor (const [key, v] of Object.entries(cfg)) console.log(key, v.toFixed(1));\n`],
    ["a member the program adds to String's prototype", `String.prototype.startWith = String.prototype.startsWith;\nconst out = gg.shell.run("git status").stdout;\nconsole.log(out.startWith("M"));\n`],
    ["a reduce whose seed the compiler types by an overload", `const names = ["a", "b"].reduce((acc, x) => [...acc, x], []);\nconsole.log(names.map((n) => n.toUpperCase()));\n`],
    ["a reduce whose seed is an object of lists", `const stats = ["a", "b"].reduce((acc, p) => ({ count: acc.count + 1, items: [...acc.items, p] }), { count: 0, items: [] });\nconsole.log(stats.items.join(","));\n`],
    ["a member of an undefined field read through an optional chain", `const plugins = { lint: undefined };\nplugins.lint?.run([], () => Deno.exit(1));\nconsole.log("ok");\n`],
    ["a member of what forEach gives, behind a test that it is there", `const names = ["a", "b"].forEach((n) => n);\nif (names) names.map((n) => n);\nconsole.log(typeof names);\n`],
    ["a member read in a branch the compiler narrows every value out of", `const text = gg.files.readFile("a.txt");\nif (typeof text !== "string") text.forEach((l) => console.log(l));\nconst n = gg.files.glob("*").length;\nif (typeof n === "object") n.then(() => 1);\nconsole.log(text.length);\n`],
    ["a member read off a let assigned in a helper, and through an optional chain", `let r;\nfunction run() { r = gg.shell.run("ls"); }\nrun();\nlet q;\nconsole.log(r.stdout, q?.stdout);\n`],
    ["a member read off what a function gives, where it may return a value", `function load(p) { if (p) return { x: 1 }; }\nconsole.log(load("a").x);\n`],
    ["a loop's variable declared without a value", `for (let e of gg.files.listDir(".")) console.log(e.name);\nvar k;\nfor (k in { a: 1 }) console.log(k.length);\n`],
    ["a null field given an object first, then taken apart", `const DEFAULTS = { retry: null };\nfunction fill(o) { o.retry = { attempts: 3 }; }\nfill(DEFAULTS);\nconst { attempts } = DEFAULTS.retry;\nconsole.log(attempts);\n`],
    ["a null field taken apart in a function nothing calls", `const DEFAULTS = { retry: null };\nfunction read() { const { attempts } = DEFAULTS.retry; return attempts; }\nconsole.log(typeof read);\n`],
    ["a member given a value of another type, then destructured", `const ctx = { rows: "a,b" };\nctx.rows = ctx.rows.split(",");\nconst { rows } = ctx;\nconst [{ when }] = [{ when: 0 }].map((e) => ({ ...e, when: new Date(e.when) }));\nconsole.log(rows.map((r) => r.toUpperCase()), when.toISOString());\n`],
    ["Annex B's __lookupGetter__ on an object literal", `const src = { n: 2, get double() { return this.n * 2; } };\nconsole.log(src.__lookupGetter__("double").call({ n: 5 }));\n`],
    ["a member used nowhere but read into a test", `const out = gg.shell.run("git status").stdout;\nif (typeof out.startWith === "function") console.log("old engine");\n`],
  ]);
});

describe("an element read by index may be missing, whatever its type says", () => {
  passes([
    ["a fallback after an index past the end", `const QUOTAS = [1000n, 5000n];\nconsole.log(JSON.stringify({ quota: QUOTAS[2] ?? null }));\n`],
    ["a fallback after an index the data decides", `const LEVELS = [Symbol("quiet")];\nconst i = gg.files.listDir(".").length + 2;\nconsole.log(\`level: \${LEVELS[i] ?? "verbose"}\`);\nconst MARKERS = [Symbol("begin")];\nconsole.log("marker: " + (MARKERS[i] || "none"));\n`],
    ["a fallback after a name an array pattern takes past the end", `const PRICES = [199n, 499n];\nconst [, , enterprise] = PRICES;\nconsole.log(JSON.stringify({ enterprise: enterprise ?? null }));\n`],
    ["a fallback after a character past the end", `const FLAGS = "rw";\nconsole.log("bit" in (FLAGS[5] ?? {}));\n`],
  ]);
  fails([
    ["an element within the list, converted", "js", `const LEVELS = [Symbol("quiet")];\nconsole.log(\`level: \${LEVELS[0]}\`);\n`, ["TS2731@2:23"]],
    ["a fallback of the element's own kind after an index", "js", `const WORDS = ["a", "b"];\nconst i = gg.files.listDir(".").length + 2;\nconst w = WORDS[i] ?? "none";\nconsole.log(w.reverse());\n`, ["TS2339@4:15"]],
    ["a fallback after a member read by name", "js", `const PLAN = { quota: 5n };\nconsole.log(JSON.stringify({ quota: PLAN.quota ?? null }));\n`, ["GG1012@2:37"]],
  ]);
});

describe("a let declared without a value and assigned once, read after", () => {
  fails([
    ["a let given a listing once, its entries handed to readFile", "js", `import { files } from "gg";\nlet entries;\nentries = files.listDir("src");\nfor (const entry of entries) files.readFile(entry);\n`, ["TS2345@4:45"]],
    ["a let given a run's result once, iterated", "js", `import { shell } from "gg";\nlet r;\nr = shell.run("ls");\nfor (const x of r) console.log(x);\n`, ["TS2488@4:17"]],
  ]);
  passes([
    ["a let given a listing once, its entries' names read", `import { files } from "gg";\nlet entries;\nentries = files.listDir("src");\nfor (const entry of entries) console.log(files.readFile("src/" + entry.name).length);\n`],
    ["a let read in a function declared before it", `import { files } from "gg";\nfunction show() { for (const entry of entries) console.log(entry); }\nlet entries;\nentries = files.listDir("src").map((e) => e.name);\nshow();\nfor (const name of entries) files.readFile("src/" + name);\n`],
    ["a let written in a try and its catch", `import { files } from "gg";\nlet entries;\ntry { entries = files.listDir("src"); } catch { entries = ["README.md"]; }\nfor (const entry of entries) console.log(typeof entry === "string" ? files.readFile(entry) : entry.name);\n`],
    ["a let written twice", `import { shell } from "gg";\nlet r;\nr = shell.run("ls");\nr = r.stdout.split("\\n");\nfor (const x of r) console.log(x);\n`],
  ]);
});

describe("an array pattern taking apart each gg record of a list", () => {
  fails([
    ["a for-of head's array pattern over a listing's records", "js", `import { files } from "gg";\nfor (const [name, kind] of files.listDir(".")) console.log(name, kind);\n`, ["TS2488@2:12"]],
    ["a forEach callback's array pattern over a listing's records", "js", `import { files } from "gg";\nfiles.listDir(".").forEach(([name, kind]) => console.log(name, kind));\n`, ["TS2488@2:29"]],
  ]);
  passes([
    ["patterns over entries() and over pairs a map makes", `import { files } from "gg";\nfor (const [i, e] of files.listDir(".").entries()) console.log(i, e.name);\nfiles.listDir(".").map((e) => [e.name, e.kind]).forEach(([name, kind]) => console.log(name, kind));\n`],
    ["records the program makes iterable", `import { files } from "gg";\nObject.prototype[Symbol.iterator] = function* () { yield* Object.values(this); };\nfor (const [name, kind] of files.listDir(".")) console.log(name, kind);\n`],
    ["the loop inside a try", `import { files } from "gg";\ntry {\n  for (const [name, kind] of files.listDir(".")) console.log(name, kind);\n} catch (e) {\n  console.log("not pairs:", e.message);\n}\n`],
  ]);
});

describe("what a method of the program's own class returns, typed by value", () => {
  fails([
    ["a later member on what a class's method returns", "js", `class Catalog {\n  codes() { return new Set(["a"]); }\n}\nconst c = new Catalog();\nconsole.log(c.codes().union(new Set()).size);\n`, ["TS2550@5:23"]],
  ]);
  passes([
    ["a method whose JSDoc claims a Set", `class Catalog {\n  /** @returns {Set<string>} */\n  codes() { return /** @type {any} */ ({ union: (o) => o }); }\n}\nconst c = new Catalog();\nconsole.log(c.codes().union(new Set()).size);\n`],
    ["a method replaced on the instance", `class Catalog {\n  codes() { return new Set(["a"]); }\n}\nconst c = new Catalog();\nc.codes = () => ({ union: (o) => o });\nconsole.log(c.codes().union(new Set()).size);\n`],
    ["a method returning what a callback makes", `class Catalog {\n  constructor(make) { this.make = make; }\n  codes() { return this.make(); }\n}\nconst c = new Catalog(() => ({ union: (o) => o }));\nconsole.log(c.codes().union(new Set()).size);\n`],
  ]);
});

describe("an array literal's element type where the program adds elements of another kind", () => {
  passes([
    ["a placeholder null, then a pushed path, read at its index", `import { files } from "gg";\nconst queue = [null];\nqueue.push("README.md");\nfiles.readFile(queue[1]);\n`],
    ["a number list given a string by push", `const widths = [0];\nwidths.push("12");\nconsole.log(widths[1].padStart(4, "0"));\n`],
    ["rows with a null path, others pushed, walked from a slice", `import { files } from "gg";\n\nconst outputs = [{ label: "stdout", path: null }];\noutputs.push({ label: "report", path: "report.txt" });\noutputs.push({ label: "summary", path: "summary.txt" });\n\nconst body = files.glob("*.md").map((p) => \`- \${p}\`).join("\\n");\nfor (const o of outputs.slice(1)) {\n  files.writeFile(o.path, \`# \${o.label}\\n\${body}\\n\`);\n}\nconsole.log("first file:", files.readFile(outputs[1].path).length);\n`],
    ["a fill of paths taken by an array pattern", `import { files } from "gg";\n\nconst targets = [null, null];\ntargets.fill("CHANGELOG.md");\nconst [first] = targets;\nconsole.log(files.readFile(first).split("\\n").length, "lines");\n`],
  ]);
  fails([
    ["the placeholder itself read", "js", `import { files } from "gg";\nconst queue = [null];\nfiles.readFile(queue[0]);\n`, ["GG1017@3:16"]],
    ["a number pushed onto a number list", "js", `const widths = [0];\nwidths.push(12);\nconsole.log(widths[1].padStart(3));\n`, ["TS2339@3:23"]],
    ["an empty list typed by what is pushed", "js", `import { files } from "gg";\n\nconst log = files.readFile("bench.log") + "\\nrun 1 took 12.3456s\\nrun 2 took 9.87s";\nconst timings = [];\nfor (const line of log.split("\\n")) {\n  const m = /took ([\\d.]+)s/.exec(line);\n  if (m) timings.push(m[1]);\n}\nconst formatted = timings.map((t) => t.toFixed(2));\nconsole.log(formatted);\n`, ["TS2551@9:40"]],
    ["rows with a null path walked, nothing pushed", "js", `import { files } from "gg";\nconst outputs = [{ label: "stdout", path: null }];\nfor (const o of outputs) files.writeFile(o.path, o.label);\n`, ["TS2345@3:42"]],
    ["a null placeholder taken by an array pattern", "js", `import { files } from "gg";\nconst targets = [null, null];\nconst [first] = targets;\nconsole.log(files.readFile(first));\n`, ["GG1017@4:28"]],
  ]);
});

describe("a BigInt mixed with a number, where the BigInt side is itself arithmetic", () => {
  passes([
    ["the same product joined to text and compared", `const r = Math.round(2.5);\nconsole.log(5n * 2n + String(r), 5n * 2n > r);\n`],
  ]);
  fails([
    ["a BigInt product mixed with a number on the right of +", "js", `const r = Math.round(2.5);\nconsole.log(5n * 2n + r);\n`, ["TS2365@2:13"]],
    ["a BigInt made from a sum mixed with a rounded number", "js", `const total = [1, 2, 3].reduce((a, b) => a + b, 0);\nconst big = 10n * BigInt(total) + Math.round(2.5);\nconsole.log(big);\n`, ["TS2365@2:13"]],
  ]);
});

describe("a reduce's sum over a seed of the primitive it is typed as", () => {
  passes([
    ["a reduce callback that may run off its end", `const total = [1, 2, 3].reduce((s, n) => { if (n > 0) return s + n; }, 0);\nconsole.log(typeof total === "number" ? total.toFixed(1) : String(total));\n`],
    ["the sum turned into text first", `import { files } from "gg";\nconst total = files.listDir(".").reduce((s, e) => s + e.size, 0);\nfiles.writeFile("total.txt", String(total));\n`],
    ["a reduce that joins text onto a number seed, which makes text", `import { files } from "gg";\nconst names = files.listDir(".").reduce((s, e) => s + e.name, 0);\nfiles.writeFile("names.txt", names);\n`],
  ]);
  fails([
    ["a BigInt sum divided by a number", "js", `const total = [1n, 2n].reduce((a, b) => a + b, 0n);\nconsole.log(total / [1, 2].length);\n`, ["TS2365@2:13"]],
    ["a sum reduce makes from a number seed, handed to gg for text", "js", `import { files } from "gg";\nconst total = files.listDir(".").reduce((s, e) => s + e.size, 0);\nfiles.writeFile("total.txt", total);\n`, ["TS2345@3:30"]],
  ]);
});

describe("a callback's parameter with a default holds the default where the built-in hands undefined", () => {
  passes([
    ["a then callback whose parameter default fills the undefined the promise hands it", `Promise.resolve().then((path = "status.txt") => console.log(path.length));\n`],
  ]);
  fails([
    ["the same parameter without a default", "js", `Promise.resolve().then((path) => console.log(path.length));\n`, ["TS2339@1:51"]],
  ]);
});
