// Which function a call reaches, and whether a handler can run at all: a member the object's making fixes to another
// function, a binding a called function gives another value first, a rejection handler on a promise nothing rejects.
// Each passing program was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a member the object's making fixes to another function", () => {
  passes([
    ["a spread then the member", `const defaults = { log: (m) => process.stdout.write(m) };\nconst o = { ...defaults, log: (m) => console.log(m) };\no.log("x");\n`],
    ["Object.assign with a literal last", `const defaults = { log: (m) => process.stdout.write(m) };\nconst o = Object.assign({}, defaults, { log: (m) => console.log(m) });\no.log("x");\n`],
    ["a library global's member of the same name", `const sink = { log: (m) => process.stdout.write(m) };\nconst copy = { ...sink, log(m) { console.log(m); } };\ncopy.log("x");\n`],
  ]);
  fails([
    ["the member itself", `const o = { log: (m) => process.stdout.write(m) };\no.log("x");\n`, ["TS2591@1:25"]],
    ["a spread after the member", `const d = { log: (m) => process.stdout.write(m) };\nconst o = { log: (m) => console.log(m), ...d };\no.log("x");\n`, ["TS2591@1:25"]],
    ["Object.assign with the defaults last", `const d = { log: (m) => process.stdout.write(m) };\nconst o = Object.assign({}, { log: (m) => console.log(m) }, d);\no.log("x");\n`, ["TS2591@1:25"]],
    ["the member written back later", `const d = { log: (m) => process.stdout.write(m) };\nconst o = { ...d, log: (m) => console.log(m) };\no.log = d.log;\no.log("x");\n`, ["TS2591@1:25"]],
    ["console.log replaced by the program", `const d = { log: (m) => process.stdout.write(m) };\nconsole.log = d.log;\nconsole.log("x");\n`, ["TS2591@1:25"]],
  ]);
});

describe("a binding a function called first gives another value", () => {
  passes([
    ["an init function", `let fetcher = (u) => fetch(u);\nfunction init() { fetcher = (u) => gg.web.fetch(u); }\ninit();\nconsole.log(fetcher("https://x").status);\n`],
    ["an awaited async init", `let read = (p) => Deno.readTextFileSync(p);\nasync function init() { await null; read = (p) => gg.files.readFile(p); }\nawait init();\nconsole.log(read("a").length);\n`],
  ]);
  fails([
    ["an init that may return first", `let fetcher = (u) => fetch(u);\nfunction init(on) { if (!on) return; fetcher = (u) => gg.web.fetch(u); }\ninit(false);\nconsole.log(fetcher("https://x").status);\n`, ["TS2552@1:22"]],
    ["an async init not awaited", `let read = (p) => Deno.readTextFileSync(p);\nasync function init() { await null; read = (p) => gg.files.readFile(p); }\ninit();\nconsole.log(read("a").length);\n`, ["TS2304@1:19"]],
    ["an init called after the use", `let fetcher = (u) => fetch(u);\nfunction init() { fetcher = (u) => gg.web.fetch(u); }\nconsole.log(fetcher("https://x").status);\ninit();\n`, ["TS2552@1:22"]],
  ]);
});

describe("a rejection handler on a promise nothing rejects", () => {
  passes([
    ["catch on Promise.resolve of an operation's result", `const data = gg.files.readFile("a.txt");\nPromise.resolve(data).catch((e) => { setTimeout(() => console.log(e), 10); });\nconsole.log(data.length);\n`],
    ["then's second callback on Promise.resolve of a literal", `Promise.resolve({ n: 1 }).then((v) => console.log(v.n), (e) => process.cwd());\n`],
  ]);
  fails([
    ["catch after a then that may throw", `Promise.resolve(1).then((v) => JSON.parse("{")).catch((e) => process.cwd());\n`, ["TS2591@1:62"]],
    ["catch on Promise.resolve of a thenable", `const t = { then(ok, no) { no(new Error("x")); } };\nPromise.resolve(t).catch((e) => process.cwd());\n`, ["TS2591@2:33"]],
    ["catch on Promise.reject", `Promise.reject(new Error("x")).catch((e) => process.cwd());\n`, ["TS2591@1:45"]],
  ]);
});

describe("code the text shows never runs", () => {
  passes([
    ["a destructuring default the initialiser fills", `const { now = performance.now() } = { now: 5 };\nconsole.log(now);\n`],
    ["a parameter pattern's default every call fills", `function describe({ href, origin = new URL(href).origin }) { return href + origin; }\nconsole.log(describe({ href: "https://a/b", origin: "https://a" }));\n`],
    ["a catch of a try that cannot throw", `let read;\ntry {\n  read = (p) => gg.files.readFile(p);\n} catch {\n  read = (p) => require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a.txt"));\n`],
    ["a for loop whose first test fails", `const RETRIES = 0;\nfor (let i = 0; i < RETRIES; i++) process.cwd();\nconsole.log("none");\n`],
    ["a for…in over an empty object", `const overrides = {};\nfor (const k in overrides) process.cwd();\nconsole.log(Object.keys(overrides).length);\n`],
    ["a for…in over a built-in constructor, beside a member the program sets on its own class's prototype", `class E {}\nE.prototype.toString = function () { return "e"; };\nfor (x in Boolean) console.log(x);\nconsole.log(String(new E()));\n`],
    ["a for…in over a built-in constructor, which has no enumerable key", `for (x in Boolean) {\n  console.log(x);\n}\nconst count = [];\nfor (const p in Number) count.push(missing(p));\nconsole.log(count.length);\n`],
    ["the key of an optional element access on null, and on a let never assigned", `const overrides = null;\nconsole.log(overrides?.[process.env.PROFILE]);\nlet more;\nconsole.log(more?.[require("x")] ?? "*.md");\n`],
    ["a for…in over a function's prototype, which has no enumerable key", `function gunc() {}\nfor (prop in gunc.prototype) console.log(prop);\nconsole.log(new gunc() instanceof gunc, gunc.prototype.constructor === gunc);\n`],
    ["a name an array pattern takes past the end of an empty constant list, compared", `const argv = [];\nconst [cmd, ...rest] = argv;\nif (cmd === "clean") process.exit(0);\nconsole.log(cmd, rest);\n`],
    ["a table read by a constant key, compared with itself", `const levels = { debug: 0, info: 1 };\nconst LEVEL = "info";\nif (levels[LEVEL] < levels.info) console.trace("x");\nconsole.log(levels[LEVEL]);\n`],
    ["a for…in over the prototype of a function expression a var holds", `var gunc = function () {};\nif (typeof gunc.prototype !== "object") throw new Error("no prototype");\nif (gunc.prototype.constructor !== gunc) throw new Error("no constructor");\nfor (prop in gunc.prototype) console.log(prop);\nconsole.log("ok");\n`],
    ["a for…in over a class's prototype, whose methods are not enumerable", `class Job { run() { return 1; } get size() { return 2; } }\nfor (const k in Job.prototype) missing(k);\nconsole.log(new Job().run());\n`],
    ["a for…in over an empty object, its member read by the key", `const overrides = {};\nfor (const k in overrides) normalize(overrides[k]);\nconsole.log("ok");\n`],
    ["the keys of an empty object walked by forEach, its member read by the key", `const overrides = {};\nObject.keys(overrides).forEach((k) => applyOverride(k, overrides[k]));\nconsole.log(overrides.hasOwnProperty("a"));\n`],
    ["a destructuring default a const object literal fills, null included", `const options = { limit: null, depth: 2 };\nconst { limit = Object.groupBy([], (x) => x), depth = performance.now() } = options;\nconsole.log(limit, depth);\n`],
    ["an array destructuring default a const array literal fills", `const ROW = [1, 2];\nconst [a = Math.clamp(1, 2, 3)] = ROW;\nconsole.log(a, ROW[1]);\n`],
    ["a const assigned in a loop never entered", `const total = 0;\nfor (let i = 0; i < 0; i++) total += 1;\nconsole.log(total);\n`],

    ["a main() behind import.meta.main, the entry flag the guest's module lacks", `function main() {\n  print("hi");\n}\nif (import.meta.main) main();\nconsole.log(import.meta.url === undefined);\n`],
    ["a constant behind a JSDoc cast, tested", `// @ts-check\nconst DEBUG = /** @type {boolean} */ (false);\nif (DEBUG) console.table([]);\nif (/** @satisfies {boolean} */ (false)) process.exit(1);\nconsole.log("ok");\n`],
    ["a loop over an empty array behind a JSDoc cast", `const hooks = /** @type {Array<() => void>} */ ([]);\nfor (const h of hooks) process.cwd(h);\nconsole.log(hooks.length);\n`],
    ["a member the JSDoc cast's type lacks, on a value that has it", `const row = /** @type {{}} */ ({ name: "a", size: () => 1 });\nconsole.log(row.size());\n`],
  ]);
  fails([
    ["a main() behind a test that import.meta.main is missing", `function main() {\n  print("hi");\n}\nif (!import.meta.main) main();\n`, ["TS2304@2:3"]],
    ["a constant behind a JSDoc cast that lets the branch run", `const DEBUG = /** @type {boolean} */ (true);\nif (DEBUG) console.table([]);\n`, ["TS2339@2:20"]],
    ["a destructuring default the initialiser leaves out", `const { now = performance.now() } = { then: 5 };\nconsole.log(now);\n`, ["TS2304@1:15"]],
    ["a destructuring default after a spread of undefined", `const base = { now: undefined };\nconst { now = performance.now() } = { now: 5, ...base };\nconsole.log(now);\n`, ["TS2304@2:15"]],
    ["a parameter pattern's default one call leaves out", `function describe({ href, origin = new URL(href).origin }) { return href + origin; }\nconsole.log(describe({ href: "https://a/b", origin: "https://a" }), describe({ href: "https://c" }));\n`, ["TS2304@1:40"]],
    ["a catch of a try that calls", `let read;\ntry {\n  read = gg.files.readFile("a");\n} catch {\n  read = require("fs").readFileSync("a", "utf8");\n}\nconsole.log(read);\n`, ["TS2591@5:10", "GG1001@5:18"]],
    ["a catch of a try that assigns a const", `const read = 1;\ntry {\n  read = 2;\n} catch {\n  process.cwd();\n}\n`, ["TS2591@5:3"]],
    ["a for loop whose first test passes", `const RETRIES = 1;\nfor (let i = 0; i < RETRIES; i++) process.cwd();\n`, ["TS2591@2:35"]],
    ["a for…in over an object filled later", `const overrides = {};\noverrides.a = 1;\nfor (const k in overrides) process.cwd();\n`, ["TS2591@3:28"]],
    ["a for…in over an empty object a key of which is written", `const overrides = {};\nconst key = JSON.parse('"a"');\noverrides[key] = 1;\nfor (const k in overrides) normalize(overrides[k]);\n`, ["TS2304@4:28"]],
    ["a destructuring default a const object literal leaves out", `const options = { depth: 2 };\nconst { limit = performance.now() } = options;\nconsole.log(limit);\n`, ["TS2304@2:17"]],
    ["a destructuring default of a const object literal another line empties", `const options = { limit: 2 };\noptions.limit = undefined;\nconst { limit = performance.now() } = options;\nconsole.log(limit);\n`, ["TS2304@3:17"]],
    ["an array destructuring default of a const array literal another line shortens", `const ROW = [1, 2];\nROW.shift();\nROW.shift();\nconst [a = performance.now()] = ROW;\nconsole.log(a);\n`, ["TS2304@4:12"]],
    ["a for…in over {} where a prototype has an enumerable member", `Object.prototype.extra = 1;\nfor (const k in {}) process.cwd();\n`, ["TS2591@2:21"]],
    ["the key of an optional element access on an object", `const overrides = {};\nconsole.log(overrides?.[process.env.PROFILE]);\n`, ["TS2591@2:25"]],
    ["a name an array pattern takes from a constant list that has it, compared", `const argv = ["clean"];\nconst [cmd] = argv;\nif (cmd === "clean") process.exit(0);\n`, ["TS2591@3:22"]],
    ["a table read by a constant key whose value passes the test", `const levels = { debug: 0, info: 1 };\nconst LEVEL = "debug";\nif (levels[LEVEL] < levels.info) console.trace("x");\n`, ["TS2339@3:42"]],
    ["a for…in over the prototype of a function expression a var holds, written again", `var gunc = function () {};\ngunc = function () {};\ngunc.prototype.size = 1;\nfor (prop in gunc.prototype) console.log(prop);\n`, ["TS2304@4:6", "TS2304@4:42"]],
    ["a for…in over a function's prototype the program adds a member to", `function gunc() {}\ngunc.prototype.size = 1;\nfor (prop in gunc.prototype) console.log(prop);\n`, ["TS2304@3:6", "TS2304@3:42"]],
    ["a for…in over a function's prototype reached by Object.getPrototypeOf", `function gunc() {}\nObject.getPrototypeOf(new gunc()).size = 1;\nfor (prop in gunc.prototype) console.log(prop);\n`, ["TS2304@3:6", "TS2304@3:42"]],
    ["a for…in over a function's prototype handed on", `function gunc() {}\nconst p = gunc.prototype;\np.size = 1;\nfor (prop in gunc.prototype) console.log(prop);\n`, ["TS2304@4:6", "TS2304@4:42"]],
    ["a for…in over a subclass's prototype whose base's prototype has a member", `function Base() {}\nBase.prototype.size = 1;\nclass Job extends Base {}\nfor (const k in Job.prototype) missing(k);\n`, ["TS2304@4:32"]],
    ["a for…in over a class's prototype where Object.prototype has an enumerable member", `class Job {}\nObject.prototype.extra = 1;\nfor (const k in Job.prototype) missing(k);\n`, ["TS2304@3:32"]],
    ["a for…in over a built-in constructor whose prototype Object.getPrototypeOf reaches and writes", `Object.getPrototypeOf(Boolean).extra = 1;\nfor (x in Boolean) console.log(x);\n`, ["TS2304@2:6", "TS2304@2:32"]],
    ["a for…in over a built-in constructor where Function.prototype has an enumerable member", `Function.prototype.extra = 1;\nfor (x in Boolean) console.log(x);\n`, ["TS2304@2:6", "TS2304@2:32"]],
    ["a for…in over a built-in the program adds a member to", `Math.extra = 1;\nfor (x in Math) console.log(x);\n`, ["TS2304@2:6", "TS2304@2:29"]],
    ["a for…in over a built-in where a prototype has an enumerable member", `Object.prototype.extra = 1;\nfor (const k in JSON) missing(k);\n`, ["TS2304@2:23"]],
  ]);
});

describe("a module's top-level this is undefined", () => {
  passes([
    ["tsc's helper prelude", `var __assign = (this && this.__assign) || Object.assign;\nconsole.log(__assign({}, { a: 1 }).a);\n`],
    ["other tests of this", `var a = this ? this.__a : 1;\nvar b = (typeof this !== "undefined" && this.__b) || 2;\nvar c = this != null && this.__c;\nif (this) { console.log(this.__d); }\nconsole.log(a, b, c);\n`],
  ]);
  fails([
    ["a read on it", `var __assign = this.__assign || Object.assign;\nconsole.log(__assign);\n`, ["TS2532@1:16"]],
    ["a test that passes undefined", `if (this === undefined) process.exit(0);\n`, ["TS2591@1:25"]],
  ]);
});

describe("a getter, a setter, a constructor run inside a try", () => {
  passes([
    ["a getter read in a try", `const state = { get copy() { return structuredClone([1]); } };\nlet copy;\ntry { copy = state.copy; } catch { copy = [1]; }\nconsole.log(copy);\n`],
    ["a setter written in a try", `const store = { set value(v) { this.v = structuredClone(v); } };\ntry { store.value = [1]; } catch { store.v = [1]; }\nconsole.log(store.v);\n`],
    ["a class constructed in a try", `class Sizer { constructor() { this.enc = new TextEncoder(); } }\nlet sizer;\ntry { sizer = new Sizer(); } catch { sizer = null; }\nconsole.log(sizer);\n`],
    ["a class only read statically", `class Paths {\n  constructor() { this.enc = new TextEncoder(); }\n  static join(...parts) { return parts.join("/"); }\n}\nconsole.log(gg.files.readFile(Paths.join("src", "a.txt")));\n`],
  ]);
  fails([
    ["a getter read also outside the try", `const state = { get copy() { return structuredClone([1]); } };\nlet copy;\ntry { copy = state.copy; } catch { copy = [1]; }\nconsole.log(state.copy);\n`, ["TS2304@1:37"]],
    ["a class constructed outside the try", `class Sizer { constructor() { this.enc = new TextEncoder(); } }\ntry { new Sizer(); } catch {}\nconsole.log(new Sizer());\n`, ["TS2304@1:46"]],
    ["a static that constructs through this", `class Paths {\n  constructor() { this.enc = new TextEncoder(); }\n  static make() { return new this(); }\n}\nconsole.log(Paths.make());\n`, ["TS2304@2:34"]],
  ]);
});

describe("method names the language calls", () => {
  passes([
    ["a get method nothing calls, with no Proxy", `class Cache {\n  constructor() { this.m = new Map(); }\n  put(k, v) { this.m.set(k, v); }\n  get(k) { return structuredClone(this.m.get(k)); }\n}\nconst c = new Cache();\nc.put("a", 1);\nconsole.log(c.m.size);\n`],
    ["a toJSON of an object only tested by typeof, another stringified", `const rec = { toJSON() { return redactSecrets(this); } };\nconsole.log(typeof rec, JSON.stringify({ s: 1 }));\n`],
    ["a toJSON where nothing stringifies", `const job = { cmd: "make", toJSON() { return structuredClone(this.cmd); } };\nconsole.log(job.cmd);\n`],
    ["a named function in a shorthand property nothing reads", `function build() { return gg.shell.run("make"); }\nfunction watch() { return setInterval(build, 1000); }\nconst commands = { build, watch };\ncommands.build();\n`],
    ["a set trap of a Proxy only read", `const env = new Proxy({}, { get: (_, k) => String(k), set: (_, k, v) => { process.env[k] = v; return true; } });\nconsole.log(env.HOME, { home: env.HOME }, [env.USER]);\n`],
    ["a toPrimitive of an object a function returns, only read by member", `function sizeOf(entry) {\n  return { bytes: entry.size, [Symbol.toPrimitive]() { return Buffer.byteLength("x"); } };\n}\nconst make = (e) => sizeOf(e);\nconsole.log(sizeOf({ size: 1 }).bytes, make({ size: 2 }).bytes);\n`],
    ["a has trap of a Proxy never tested with in", `const env = new Proxy({}, { has(_, k) { return k in process.env; } });\nconsole.log(env.HOME, typeof env, delete env.X);\n`],
    ["a toString of an instance only stringified as JSON", `class Money {\n  constructor(cents) { this.cents = cents; }\n  toString() { return new Intl.NumberFormat("en-US").format(this.cents / 100); }\n}\nconsole.log(JSON.stringify(new Money(1999)));\n`],
    ["a toPrimitive of an instance only compared by identity and read by member", `class Money {\n  constructor(cents) { this.cents = cents; }\n  [Symbol.toPrimitive]() { return new Intl.NumberFormat("en-US").format(this.cents / 100); }\n}\nconst m = new Money(5);\nconsole.log(m === m, m !== null, !m, m instanceof Money, m.cents, JSON.stringify(m, null, 2));\n`],
  ]);
  fails([
    ["a set trap of a Proxy the program makes", `const handler = { set(t, k, v) { t[k] = structuredClone(v); return true; } };\nconst view = new Proxy({}, handler);\nview.root = 1;\n`, ["TS2304@1:41"]],
    ["a set trap of a Proxy written by destructuring", `const view = new Proxy({}, { set(t, k, v) { t[k] = structuredClone(v); return true; } });\n[view.a] = [1];\n`, ["TS2304@1:52"]],
    ["a set trap of a Proxy whose method may write through this", `const view = new Proxy({ bump() { this.n = 1; } }, { set(t, k, v) { t[k] = structuredClone(v); return true; } });\nview.bump();\n`, ["TS2304@1:76"]],
    ["a toPrimitive of an object a function returns, converted", `function sizeOf(entry) {\n  return { bytes: entry.size, [Symbol.toPrimitive]() { return Buffer.byteLength("x"); } };\n}\nconsole.log(sizeOf({ size: 1 }).bytes, \`\${sizeOf({ size: 2 })}\`);\n`, ["TS2591@2:63"]],
    ["a toString of an object an arrow returns, handed on", `const wrap = (v) => ({ v, toString() { return structuredClone(this.v); } });\nconsole.log(String(wrap(1)));\n`, ["TS2304@1:47"]],
    ["a has trap of a Proxy tested with in", `const env = new Proxy({}, { has(_, k) { return k in process.env; } });\nconsole.log("HOME" in env);\n`, ["TS2591@1:53"]],
    ["a set trap of a Proxy handed on", `const view = new Proxy({}, { set(t, k, v) { t[k] = structuredClone(v); return true; } });\nfunction fill(o) { o.a = 1; }\nfill(view);\n`, ["TS2304@1:52"]],
    ["a get method called", `class Cache { get(k) { return structuredClone(k); } }\nconsole.log(new Cache().get(1));\n`, ["TS2304@1:31"]],
    ["a toString of an instance stringified by a replacer function", `class Money {\n  constructor(cents) { this.cents = cents; }\n  toString() { return new Intl.NumberFormat("en-US").format(this.cents / 100); }\n}\nconsole.log(JSON.stringify({ m: new Money(1999) }, (k, v) => (v instanceof Money ? String(v) : v)));\n`, ["GG1011@3:27"]],
    ["a toString of an instance stringified by a JSON.stringify the program replaced", `JSON.stringify = (v) => String(v);\nclass Money {\n  constructor(cents) { this.cents = cents; }\n  toString() { return new Intl.NumberFormat("en-US").format(this.cents / 100); }\n}\nconsole.log(JSON.stringify(new Money(1999)));\n`, ["GG1011@4:27"]],
    ["a toPrimitive of an instance compared loosely with a string", `class Money {\n  constructor(cents) { this.cents = cents; }\n  [Symbol.toPrimitive]() { return new Intl.NumberFormat("en-US").format(this.cents / 100); }\n}\nconst m = new Money(5);\nconsole.log(m == "5");\n`, ["GG1011@3:39"]],
    ["a static Symbol.hasInstance that constructs, run by instanceof", `class Conn {\n  constructor() { this.pid = process.pid; }\n  static [Symbol.hasInstance](v) { return new this() === v; }\n}\nconsole.log({} instanceof Conn);\n`, ["TS2591@2:30"]],
    ["a toJSON handing this on, its object stringified", `const rec = { toJSON() { return redactSecrets(this); } };\nconsole.log(typeof rec, JSON.stringify(rec));\n`, ["TS2304@1:33"]],
    ["a toJSON the program stringifies", `const job = { cmd: "make", toJSON() { return structuredClone(this.cmd); } };\nconsole.log(JSON.stringify(job));\n`, ["TS2304@1:46"]],
    ["a shorthand property read", `function watch() { return setInterval(() => 1, 1000); }\nconst commands = { watch };\ncommands.watch();\n`, ["TS2304@1:27"]],
  ]);
});

describe("the global object by text run as code", () => {
  passes([
    ["an indirect eval of this", `const root = (0, eval)("this");\nroot.toolkit = { list: () => gg.files.glob("*") };\nconsole.log(toolkit.list().length);\n`],
    ["Function returning globalThis", `const root = Function("return globalThis")();\nroot.toolkit = { list: () => gg.files.glob("*") };\nconsole.log(toolkit.list().length);\n`],
  ]);
  fails([
    ["a direct eval of this, undefined in a module", `const root = eval("this");\nconsole.log(toolkit.list().length);\n`, ["TS2304@2:13"]],
  ]);
});

describe("a member read that is itself a member's value", () => {
  passes([
    // tsc's __generator helper, cut down to what once sent the entries round a cycle of members without end.
    ["tsc's generator helper", "var __generator = (this && this.__generator) || function (thisArg, body) {\n    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === \"function\" ? Iterator : Object).prototype);\n    function step(op) {\n        while (g && (g = 0, op[0] && (_ = 0)), _) try {\n            switch (op[0]) {\n                case 4: _.label++; return { value: op[1], done: false };\n            }\n        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }\n    }\n};\nvar __values = (this && this.__values) || function(o) {\n    return __generator(this, function (_d) {\n        switch (_d.label) {\n            case 0:\n                try {\n                }\n                finally { if (e_1) throw e_1.error; }\n        }\n    });\n}"],
  ]);
});

describe("constants the text computes", () => {
  passes([
    ["a bit flag test of constants", `const FLAGS = 0;\nconst VERBOSE = 1 << 1;\nif (FLAGS & VERBOSE) process.cwd();\nconsole.log("ok");\n`],
    ["an index loop over an empty array", `const FIXTURES = [];\nfor (let i = 0; i < FIXTURES.length; i++) structuredClone(FIXTURES[i]);\nconsole.log("ok");\n`],
    ["a template of constants", "const FORMAT = \"md\";\nconst STYLE = 2;\nif (`${FORMAT}` === \"html\") console.log(new TextEncoder());\nswitch (`${FORMAT}:${STYLE}`) {\n  case \"md:2\": console.log(\"md\"); break;\n  default: process.exit(1);\n}\n"],
    ["a class's static field, getter and method", `class Settings {\n  static OUTPUT = "markdown";\n  static get COLOR() { return false; }\n  static mode() { return "plain"; }\n}\nif (Settings.OUTPUT === "tty") process.stdout.write("x");\nif (Settings.COLOR) process.stdout.write("y");\nif (Settings.mode() !== "plain") process.stdout.write("z");\n`],
    ["an object literal's method returning a constant", `const options = { useColor() { return false; }, width: () => 0 };\nif (options.useColor()) process.stdout.write("x");\nif (options.width() > 0) process.stdout.write("y");\n`],
    ["a member of a frozen local object a function returns", `const Level = (() => {\n  const levels = { INFO: 2, TRACE: 4 };\n  return Object.freeze(levels);\n})();\nif (Level.INFO >= Level.TRACE) console.trace("x");\nconsole.log("ok");\n`],
    ["a member of an object a const holds on the branch a test takes", `const env = typeof process !== "undefined" ? process.env : {};\nconst DEBUG = env.DEBUG === "1";\nif (DEBUG) console.table([1]);\nconsole.log("ok");\n`],
    ["a constant list's length compared", `const DAYS = ["Sun", "Mon"];\nif (DAYS.length !== 2) process.exit(1);\nconsole.log(DAYS.join(","));\n`],
    ["a member of an object a function returns", `const Level = (() => ({ INFO: 2, TRACE: 4 }))();\nfunction defaults() { return { color: false }; }\nconst opts = defaults();\nif (Level.INFO >= Level.TRACE) console.trace("x");\nif (opts.color) process.stdout.write("y");\n`],
  ]);
  fails([
    ["a bit flag test that passes", `const FLAGS = 2;\nconst VERBOSE = 1 << 1;\nif (FLAGS & VERBOSE) process.cwd();\n`, ["TS2591@3:22"]],
    ["a template of constants that matches", "const FORMAT = \"html\";\nif (`${FORMAT}` === \"html\") console.log(new TextEncoder());\n", ["TS2304@2:45"]],
    ["a member of a local object a function returns, written by a computed key", `const Level = (() => {\n  const levels = { INFO: 2, TRACE: 4 };\n  const k = [..."INFO"].join("");\n  levels[k] = 9;\n  return levels;\n})();\nif (Level.INFO >= Level.TRACE) console.trace("x");\n`, ["TS2339@7:40"]],
    ["a constant list's length compared, the list changed", `const DAYS = ["Sun", "Mon"];\nDAYS.push("Tue");\nif (DAYS.length !== 2) process.exit(1);\n`, ["TS2591@3:24"]],
    ["a class's static field that matches", `class Settings { static OUTPUT = "tty"; }\nif (Settings.OUTPUT === "tty") process.stdout.write("x");\n`, ["TS2591@2:32"]],
    ["a class's static field written elsewhere", `class Settings { static OUTPUT = "markdown"; }\nSettings.OUTPUT = ["t", "t", "y"].join("");\nif (Settings.OUTPUT === "tty") process.stdout.write("x");\n`, ["TS2591@3:32"]],
    ["an object literal's method returning true", `const options = { useColor() { return true; } };\nif (options.useColor()) process.stdout.write("x");\n`, ["TS2591@2:25"]],
    ["a member of an object a function returns, written by a computed key", `function defaults() { return { color: false }; }\nconst opts = defaults();\nconst k = [..."color"].join("");\nopts[k] = true;\nif (opts.color) process.stdout.write("y");\n`, ["TS2591@5:17"]],
    ["an index loop over an array filled by index", `const FIXTURES = [];\nFIXTURES[0] = 1;\nfor (let i = 0; i < FIXTURES.length; i++) structuredClone(FIXTURES[i]);\n`, ["TS2304@3:43"]],
  ]);
});

describe("a member missing on a value the program spells out", () => {
  passes([
    ["a member added later", `const helpers = { trim: (s) => s.trim() };\nhelpers.strip = (s) => s;\nconsole.log(helpers.strip(" a "));\n`],
    ["an awaited async factory's object with a then, which await calls instead", `async function make() {\n  return { then(ok) { ok({ post: () => 1 }); } };\n}\nconst client = await make();\nconsole.log(client.post());\n`],
    ["an awaited async factory's object given the member after", `async function makeClient() {\n  return { get: () => 1 };\n}\nconst client = await makeClient();\nclient.post = () => 2;\nconsole.log(client.post());\n`],
    ["a class that hands this on", `class Store { constructor(o) { Object.assign(this, o); } }\nconsole.log(new Store({ read: () => 1 }).read());\n`],
    ["a class with a member by a computed key", `let n = 0;\nfunction key() { n += 1; return "slot" + n; }\nclass Slots { [key()] = 1; }\nconsole.log(new Slots().slot1.toFixed());\n`],
    ["a class with a base", `class Base { read() { return 1; } }\nclass Store extends Base {}\nconsole.log(new Store().read());\n`],
    ["a class whose base hands this on", `class Base { constructor(o) { Object.assign(this, o); } }\nclass Store extends Base {}\nconsole.log(new Store({ read: () => 1 }).read());\n`],
    ["a class whose base's prototype the program patches", `class Base {}\nclass Store extends Base {}\nBase.prototype.read = () => 1;\nconsole.log(new Store().read());\n`],
    ["a class whose base is made by a function", `const Readable = (B) => class extends B { read() { return 1; } };\nclass Base {}\nclass Store extends Readable(Base) {}\nconsole.log(new Store().read());\n`],
    ["a class whose base's constructor returns another object", `class Base { constructor() { return { read: () => 1 }; } }\nclass Store extends Base {}\nconsole.log(new Store().read());\n`],
    ["a fluent class whose returned instance gets the member by name", `class Query { where() { return this; } }\nconst q = new Query().where();\nq.limit = () => 10;\nconsole.log(q.limit());\n`],
    ["a fluent method whose JSDoc states another return type", `class Other { json() { return 1; } }\nclass Req {\n  /** @returns {any} */\n  header() { return this; }\n}\nconsole.log(typeof new Req().header().json);\n`],
    ["a method that may return another object than this", `class Req { header(x) { return x ? { json: () => 1 } : this; } }\nconsole.log(new Req().header(1).json());\n`],
    ["a string method a polyfill adds", `String.prototype.reverse = function () { return [...this].reverse().join(""); };\nconst text = "abc";\nconsole.log(text.reverse());\n`],
  ]);
  fails([
    ["a helper object's missing method", `const helpers = { trim: (s) => s.trim() };\nconsole.log(helpers.strip(" a "));\n`, ["TS2339@2:21"]],
    ["a closed class's missing method", `class Store { write() {} }\nconsole.log(new Store().read());\n`, ["TS2339@2:25"]],
    ["a missing method on an instance of a subclass of the program's closed class", `class Store { keys() { return []; } }\nclass Cached extends Store {}\nconst s = new Cached();\ns.values();\n`, ["TS2339@4:3"]],
    ["a missing method after a fluent method's call", `class RB { header() { return this; } }\nnew RB().header().json();\n`, ["TS2339@2:19"]],
    ["a missing method after a long fluent chain", `class Schema {\n  f() { return this; }\n}\nconst s = new Schema().f().f().f().f().f().f();\nconsole.log(s.maxLength());\n`, ["TS2339@5:15"]],
    ["a missing method of the object literal an async factory returns, awaited", `async function makeClient() {\n  return { get(path) { return \`GET \${path}\`; } };\n}\nconst client = await makeClient();\nclient.post("/items");\n`, ["TS2339@5:8"]],
    ["a missing method of an instance an async method hands back as this", `class Indexer {\n  async build() { return this; }\n  titles() { return []; }\n}\nconst ix = await new Indexer().build();\nix.title();\n`, ["TS2551@6:4"]],
    ["a missing method of an instance Promise.resolve hands on", `class Job {\n  describe() { return "job"; }\n}\nconst job = await Promise.resolve(new Job());\njob.describ();\n`, ["TS2551@5:5"]],
    ["a missing method of the object literal a class's method returns", `class Light {\n  handlers() {\n    return { green: () => "go", red: () => "stop" };\n  }\n}\nconst l = new Light();\nconsole.log(l.handlers().blue());\n`, ["TS2339@7:26"]],
    ["a missing method on a const a fluent chain makes", `class Inventory {\n  items = [];\n  add(x) { this.items.push(x); return this; }\n  scan() { return this; }\n}\nconst inv = new Inventory().add(1).scan();\ninv.largest();\n`, ["TS2339@7:5"]],
    ["a missing method two classes down", `class Report {}\nclass Dated extends Report { date() { return 1; } }\nclass Signed extends Dated {}\nnew Signed().describe();\n`, ["TS2339@4:14"]],
    ["a string literal's missing method", `const text = "abc";\nconsole.log(text.reverse());\n`, ["TS2339@2:18"]],
  ]);
});

describe("more the text shows never runs, and an operation's arguments through apply", () => {
  passes([
    ["a parameter pattern with its own default, every call passing an object", `function describe({ href, origin = new URL(href).origin } = {}) { return href + origin; }\nconsole.log(describe({ href: "https://a/b", origin: "https://a" }));\n`],
    ["a catch of a try that only computes with literals", `let n = 0;\ntry {\n  n = 1 + 1;\n} catch {\n  process.cwd();\n}\nconsole.log(n);\n`],
    ["an operation applied to an array of strings", `const args = ["git status"];\nconsole.log(gg.shell.run.apply(gg.shell, args).exitCode);\n`],
    ["an operation applied to a function's arguments", `function progress() { return gg.session.reportProgress.apply(gg.session, arguments); }\nprogress("half way");\n`],
  ]);
  fails([
    ["a parameter pattern whose own default one call uses", `function describe({ href, origin = new URL(href).origin } = {}) { return href + origin; }\nconsole.log(describe());\n`, ["TS2304@1:40"]],
    ["a catch of a try that mixes a BigInt", `let n = 0;\ntry {\n  n = 1n + 1;\n} catch {\n  process.cwd();\n}\n`, ["TS2591@5:3"]],
    ["an operation applied to an array written in place with a number", `console.log(gg.files.readFile.apply(null, [1]));\n`, ["TS2322@1:44"]],
  ]);
});

describe("Intl, which TypeScript's library declares and the guest lacks (GG1011)", () => {
  passes([
    ["behind a typeof test", `const n = gg.files.readFile("a").length;\nconsole.log(typeof Intl !== "undefined" ? new Intl.NumberFormat("en-US").format(n) : n.toFixed(0));\n`],
    ["in a function nothing calls", `function pretty(n) { return new Intl.NumberFormat("en-US").format(n); }\nconsole.log(gg.files.readFile("a").length);\n`],
    ["a polyfill on globalThis", `globalThis.Intl = { NumberFormat: class { format(n) { return String(n); } } };\nconsole.log(new Intl.NumberFormat().format(1));\n`],
    ["a binding of the program's own", `const Intl = { NumberFormat: class { format(n) { return String(n); } } };\nconsole.log(new Intl.NumberFormat().format(1));\n`],
  ]);
  fails([
    ["a formatter made at the top level", `console.log(new Intl.NumberFormat("en-US").format(gg.files.readFile("a").length));\n`, ["GG1011@1:17"]],
    ["a collator in a sort callback", `console.log(gg.files.glob("*").sort(new Intl.Collator().compare));\n`, ["GG1011@1:41"]],
    ["globalThis.Intl used", `console.log(globalThis.Intl.DateTimeFormat().resolvedOptions().timeZone);\n`, ["GG1008@1:24"]],
  ]);
});

describe("a table picked by a constant key", () => {
  passes([
    ["a function table", `const renderers = {\n  json: (rows) => JSON.stringify(rows),\n  yaml: (rows) => YAML.stringify(rows),\n};\nconst FORMAT = "json";\nconsole.log(renderers[FORMAT]([1, 2]));\n`],
    ["a key from a frozen options object", `const OPTIONS = Object.freeze({ sink: "console" });\nconst sinks = { console: (m) => console.log(m), stdout: (m) => process.stdout.write(m) };\nsinks[OPTIONS.sink]("hi");\n`],
    ["a class table written in place", `class Text { render() { return "text"; } }\nclass Html { render() { return document.title; } }\nconst KIND = "text";\nconst Reporter = { text: Text, html: Html }[KIND];\nconsole.log(new Reporter().render());\n`],
  ]);
  fails([
    ["the key that picks the failing entry", `const renderers = {\n  json: (rows) => JSON.stringify(rows),\n  yaml: (rows) => YAML.stringify(rows),\n};\nconst FORMAT = "yaml";\nconsole.log(renderers[FORMAT]([1, 2]));\n`, ["TS2304@3:19"]],
    ["a key the text does not fix", `const renderers = {\n  json: (rows) => JSON.stringify(rows),\n  yaml: (rows) => YAML.stringify(rows),\n};\nconst format = gg.files.readFile("format").trim();\nconsole.log(renderers[format]([1, 2]));\n`, ["TS2304@3:19"]],
    ["a class table whose key picks the failing class", `class Text { render() { return "text"; } }\nclass Html { render() { return document.title; } }\nconst KIND = "html";\nconst Reporter = { text: Text, html: Html }[KIND];\nconsole.log(new Reporter().render());\n`, ["TS2584@2:32"]],
  ]);
});

describe("apply's array against an operation's parameters", () => {
  passes([
    ["an empty array inside a try (no compiler crash)", `try { gg.files.readFile.apply(null, []); } catch { console.log("caught"); }\n`],
    ["an extra element, ignored", `console.log(gg.files.readFile.apply(null, ["a", 2]).length);\n`],
  ]);
  fails([
    ["an empty array, a required argument left out", `console.log(gg.files.readFile.apply(null, []));\n`, ["TS2345@1:43"]],
  ]);
});

describe("the module's this compared with void 0", () => {
  passes([["this !== void 0", `var g = this !== void 0 && this.__g;\nconsole.log(g);\n`]]);
});

describe("a value spelled out in full, unless the program may add to it unseen", () => {
  passes([
    ["a computed write through an alias", `const o = { a: 1 };\nconst alias = o;\nconst k = "run";\nalias[k] = () => 1;\nconsole.log(o.run());\n`],
    ["a computed write on a prototype", `class Store {}\nconst s = new Store();\nObject.getPrototypeOf(s)["read"] = () => 1;\nconsole.log(s.read());\n`],
    ["members added by text run as code", `const o = { a: 1 };\nglobalThis.o = o;\n(0, eval)("o.run = () => 1");\nconsole.log(o.run());\n`],
    ["this handed out by a closure", `class Store { self() { return () => this; } }\nconst s = new Store();\nconst put = s.self();\nput().read = () => 1;\nconsole.log(s.read());\n`],
    ["a member a function declaration is given, or may be given where it is handed on", `function test(name, fn) { fn(); }\ntest.skip = (n) => n;\ntest.skip("x", () => 1);\nfunction it() {}\nregister(it);\nfunction register(f) { f.only = () => 1; }\nit.only();\n`],
    ["this of an object literal's method called with another object", `const o = {\n  run() { this.sav(); },\n  save() {},\n};\nconst p = { sav() {} };\no.run.call(p);\nconst other = { sav() {}, run: o.run };\nother.run();\n`],
    ["a function declaration assigning its own name", `function f() { f = 1; }\nf();\nconsole.log(f);\n`],
    ["a prototype's member written by a constant key", `class Expect {}\nconst name = "toBe";\nExpect.prototype[name] = function () { return true; };\nconsole.log(new Expect().toBe());\n`],
  ]);
  fails([
    ["a member a function declaration never gets", `function test(name, fn) { fn(); }\ntest("a", () => 1);\ntest.skip("x", () => 1);\n`, ["TS2339@3:6"]],
    ["a misspelt member of this in an object literal's method", `const o = {\n  run() { this.sav(); },\n  save() {},\n};\no.run();\n`, ["TS2551@2:16"]],
    ["a named function expression assigning its own name", `const g = function h() { h = 2; };\ng();\n`, ["TS2630@1:26"]],
    ["a misspelt operation beside a prototype's member written by a constant key", `class Expect {}\nconst name = "toBe";\nExpect.prototype[name] = function () {};\ngg.files.readFle("README.md");\n`, ["TS2551@4:10"]],
  ]);
});

describe("a read of a built-in's member is not the program's method of that name", () => {
  passes([
    ["Map#get beside a class's get", `class Settings { get(name) { return process.env[name]; } }\nconst s = new Settings();\nconsole.log(new Map().get("a"), s);\n`],
    ["an array's push beside a class's push", `class RemoteList { push(x) { return process.send(x); } }\nconst remote = new RemoteList();\nconst local = [];\nlocal.push(1);\nconsole.log(local.length, remote);\n`],
    ["Math.max.apply beside a class's apply", `class Patch { apply(path) { return process.cwd() + path; } }\nconst p = new Patch();\nconsole.log(Math.max.apply(null, [1, 2]), p);\n`],
    ["gg's readFile beside a class's readFile", `class LocalFiles { readFile(p) { return process.cwd() + p; } }\nconst lf = new LocalFiles();\nconsole.log(gg.files.readFile("a.txt"), lf);\n`],
    ["a name tested with in", `class Store { load() { return process.cwd(); } }\nconst s = new Store();\nconsole.log("load" in s);\n`],
    ["Map#size beside a getter", `class LocalFile { get size() { return process.env.SIZE; } }\nconst f = new LocalFile();\nconsole.log(new Map().size, f);\n`],
    ["a literal's own size beside a class's getter", `class Bundle { get size() { return Buffer.byteLength("x"); } }\nconst b = new Bundle();\nconst row = { size: 3 };\nconsole.log(b instanceof Bundle, row.size);\n`],
    ["a literal's own level written beside a class's setter", `class Logger { set level(v) { process.env.LEVEL = v; } }\nconst logger = new Logger();\nconst options = { level: "info" };\noptions.level = "debug";\nconsole.log(logger instanceof Logger, options.level);\n`],

    ["console.log beside a prototype method log of a constructor function", `function StdoutBackend() {}\nStdoutBackend.prototype.log = function (s) { process.stdout.write(s + "\\n"); };\nconsole.log("hello");\n`],
    ["console.log beside a log written on a var's object", `var nodeLogger = {};\nnodeLogger.log = function (s) { process.stdout.write(s); };\nconsole.log("hello");\n`],
    ["a var's object whose making fixes the method, beside a prototype's", `function Base() {}\nBase.prototype = { write: function (s) { process.stdout.write(s); } };\nvar other = { write: function (s) { console.log(s); } };\nother.write("x");\n`],
    ["a function declared twice in a body: the later wins", `function run() {\n  function out(s) { process.stdout.write(s); }\n  function out(s) { console.log(s); }\n  out("x");\n}\nrun();\n`],
  ]);
  fails([
    ["the class's own get called", `class Settings { get(name) { return process.env[name]; } }\nconst s = new Settings();\nconsole.log(new Map().get("a"), s.get("a"));\n`, ["TS2591@1:37"]],
    ["console.log where the program replaces console's log with the prototype's", `function Backend() {}\nBackend.prototype.log = function (s) { process.stdout.write(s); };\nconsole.log = Backend.prototype.log;\nconsole.log("hello");\n`, ["TS2591@2:40"]],
    ["the first of two functions of one name, called before the second is declared in another body", `function run() {\n  function out(s) { process.stdout.write(s); }\n  out("x");\n}\nfunction out(s) { console.log(s); }\nrun();\nout("y");\n`, ["TS2591@2:21"]],
    ["a literal's size read after the member is deleted, its prototype set to the class's", `class Bundle { get size() { return Buffer.byteLength("x"); } }\nconst row = { size: 3 };\ndelete row.size;\nObject.setPrototypeOf(row, Bundle.prototype);\nconsole.log(row.size);\n`, ["TS2591@1:36"]],
    ["a literal that has no own size, its prototype set to the class's", `class Bundle { get size() { return Buffer.byteLength("x"); } }\nconst row = { length: 3 };\nObject.setPrototypeOf(row, Bundle.prototype);\nconsole.log(row.size);\n`, ["TS2591@1:36"]],
    ["a Map whose get the program replaces", `class Settings { get(name) { return process.env[name]; } }\nconst m = new Map();\nm.get = new Settings().get;\nconsole.log(m.get("a"));\n`, ["TS2591@1:37"]],
  ]);
});

describe("more the text shows never runs: instanceof, frozen empties, settled promises, unary literals", () => {
  passes([
    ["this instanceof Object at the top level", `var g = this instanceof Object ? this.__g : 1;\nconsole.log(g);\n`],
    ["a class only tested by typeof", `class Local { get size() { return process.env.SIZE; } }\nconsole.log(typeof Local, new Map().size);\n`],
    ["for…in over a frozen empty object", `const NONE = Object.freeze({});\nfor (const k in NONE) process.cwd();\nconsole.log("ok");\n`],
    ["catch on Promise.all of literals", `Promise.all([1, "a"]).catch(() => process.cwd());\n`],
    ["catch on Promise.allSettled", `Promise.allSettled([Promise.reject(new Error("x"))]).catch(() => process.cwd());\n`],
    ["a try of -1 and void 0", `let n;\ntry { n = -1; n = void 0; } catch { structuredClone(n); }\nconsole.log(n);\n`],
  ]);
  fails([
    ["catch on Promise.all of a rejected promise", `Promise.all([Promise.reject(new Error("x"))]).catch(() => process.cwd());\n`, ["TS2591@1:59"]],
    ["a class constructed beside its typeof", `class Local { get size() { return process.env.SIZE; } }\nconsole.log(typeof Local, new Local().size);\n`, ["TS2591@1:35"]],
  ]);
});

describe("an exit with a failure code in an error handler, where the guest has no process", () => {
  passes([
    ["main().catch that exits 1", `async function main() { console.log(gg.files.readFile("a").length); }\nmain().catch((e) => { console.error(e); process.exit(1); });\n`],
    ["exitCode set to 1 in a catch", `try { JSON.parse(gg.files.readFile("a")); } catch { process.exitCode = 1; }\n`],
  ]);
  fails([
    ["an exit with 0 at the end", `console.log("done");\nprocess.exit(0);\n`, ["TS2591@2:1"]],
    ["a failure branch on a value that exits 2 (a live branch)", `const failures = gg.files.grep("FAIL").length;\nif (failures > 0) process.exit(2);\nconsole.log("all passed");\n`, ["TS2591@2:19"]],
    ["a failure in main that the exiting handler passes on", `async function main() { return fetch(gg.files.readFile("a")); }\nmain().catch((e) => { console.error(e); process.exit(1); });\n`, ["TS2304@1:32"]],
    ["a failure in a try whose catch exits", `try { structuredClone(1); } catch { process.exit(1); }\n`, ["TS2304@1:7"]],
    ["a rejection handler on a promise that always rejects", `const loaded = new Promise(() => { throw new Error("no config"); });\nloaded.catch(() => process.exit(1));\n`, ["TS2591@2:20"]],
    ["a catch whose try always throws", `try { throw new Error("x"); } catch { process.exit(1); }\n`, ["TS2591@1:39"]],
    ["process read for something else", `console.log(process.argv.length);\n`, ["TS2591@1:13"]],
  ]);
});

describe("class members that never run, and a class's own name inside it", () => {
  passes([
    ["a static field that constructs the class, its constructor reading the class", `class Id {\n  static next = 1;\n  static ROOT = new Id();\n  constructor() { this.id = Id.next++; }\n}\nconsole.log(Id.ROOT.id);\n`],
    ["a private method nothing calls", `class Cache {\n  #scheduleSweep() { return setTimeout(() => this.sweep(), 1000); }\n  sweep() { return 0; }\n}\nconsole.log(new Cache().sweep());\n`],
    ["a static field function nothing calls", `class Clock {\n  static now = function () { return performance.now(); };\n}\nconsole.log(typeof Clock);\n`],
  ]);
  fails([
    ["the class constructed before its declaration", `const x = new C();\nclass C { constructor() { C.n = 1; } }\n`, ["TS2449@1:15"]],
    ["a private method called", `class C {\n  #sweep() { return setTimeout(() => 1, 1); }\n  run() { return this.#sweep(); }\n}\nnew C().run();\n`, ["TS2304@2:21"]],
    ["a static field function called", `class Clock {\n  static now = function () { return performance.now(); };\n}\nconsole.log(Clock.now());\n`, ["TS2304@2:37"]],
  ]);
});

describe("an array pattern's default the array written in place fills", () => {
  passes([["the first element given", `const [first = performance.now()] = [1];\nconsole.log(first);\n`]]);
  fails([
    ["an empty array", `const [first = performance.now()] = [];\nconsole.log(first);\n`, ["TS2304@1:16"]],
    ["the element given as undefined", `const [a, first = performance.now()] = [1, undefined];\nconsole.log(a, first);\n`, ["TS2304@1:19"]],
  ]);
});
describe("promises whose callbacks cannot run: a deferred nobody settles, a rejection that cannot come, a fulfilment that cannot come", () => {
  passes([
    ["then on a deferred whose resolve nothing calls", `let requestShutdown;\nconst shutdown = new Promise((resolve) => { requestShutdown = resolve; });\nshutdown.then((code) => process.exit(code));\nconsole.log(typeof requestShutdown);\n`],
    ["finally on a deferred whose settle functions nothing calls", `let signal, fail;\nconst cancelled = new Promise((resolve, reject) => { signal = resolve; fail = reject; });\ncancelled.finally(() => cleanupWorkers());\nconsole.log("ok");\n`],
    ["catch on an async function that cannot throw", `async function summary() {\n  return "done";\n}\nconsole.log(await summary().catch((e) => reportToSentry(e)));\n`],
    ["then's first callback on Promise.reject", `Promise.reject(new Error("off")).then(\n  (cfg) => applyConfig(cfg),\n  (e) => console.log(e.message),\n);\n`],
  ]);
  fails([
    ["then on a deferred whose resolve is called", `let requestShutdown;\nconst shutdown = new Promise((resolve) => { requestShutdown = resolve; });\nshutdown.then((code) => process.exit(code));\nrequestShutdown(0);\n`, ["TS2591@3:25"]],
    ["then on a deferred whose resolve is handed on", `let requestShutdown;\nconst shutdown = new Promise((resolve) => { requestShutdown = resolve; });\nshutdown.then((code) => process.exit(code));\n[1].forEach(requestShutdown);\n`, ["TS2591@3:25"]],
    ["catch on an async function that may throw", `async function summary() {\n  return JSON.parse("{");\n}\nconsole.log(await summary().catch((e) => reportToSentry(e)));\n`, ["TS2304@4:42"]],
    ["then's first callback on Promise.resolve", `Promise.resolve(1).then(\n  (cfg) => applyConfig(cfg),\n  (e) => console.log(e.message),\n);\n`, ["TS2304@2:12"]],
  ]);
});

describe("a member missing on this in a class the program closes", () => {
  passes([
    ["a member a subclass adds", `class Base {\n  run() { return this.step(); }\n}\nclass Impl extends Base { step() { return 1; } }\nconsole.log(new Impl().run());\n`],
    ["a member added to the instance later", `class Job {\n  run() { return this.step(); }\n}\nconst j = new Job();\nj.step = () => 1;\nconsole.log(j.run());\n`],
    ["a method called with another this", `class Job {\n  run() { return this.step(); }\n}\nconsole.log(Job.prototype.run.call({ step: () => 1 }));\n`],
    ["a member added on the prototype", `class Job {\n  run() { return this.step(); }\n}\nObject.assign(Job.prototype, { step() { return 1; } });\nconsole.log(new Job().run());\n`],
    ["a misspelt method on this in a method nothing calls", `class Loader {\n  load(p) { return gg.files.readFile(p); }\n  run(p) { return this.lode(p); }\n}\nconsole.log(new Loader().load("a.txt"));\n`],
    ["a member read on this, not used", `class Job {\n  run() { return this.step === undefined ? 0 : 1; }\n}\nconsole.log(new Job().run());\n`],

    ["a method taken off an instance into another object", `class Card { describe() { return this.title.length; } }\nconst card = new Card();\nconst other = { title: "x", describe: card.describe };\nconsole.log(other.describe());\n`],
    ["a method handed to forEach with another this", `class Card { describe() { return this.title.length; } }\nconst card = new Card();\n["a"].forEach(card.describe, { title: "x" });\n`],
    ["a method copied by a key the program spells", `class Card { describe() { return this.title.length; } }\nconst card = new Card();\nconst other = { title: "x" };\nfor (const k of ["describe"]) other[k] = card[k];\nconsole.log(other.describe());\n`],
  ]);
  fails([
    ["a misspelt method on this, called", `class Loader {\n  load(p) { return gg.files.readFile(p); }\n  run(p) { return this.lode(p); }\n}\nconsole.log(new Loader().run("a.txt"));\n`, ["TS2339@3:24"]],
    ["a misspelt method on this, beside an index read and a method only called", `class Loader {\n  load(p) { return gg.files.readFile(p); }\n  run(p) { return this.lode(p); }\n}\nconst rows = ["a.txt"];\nconst loader = new Loader();\nconsole.log(loader.run(rows[0]), typeof loader.run);\n`, ["TS2339@3:24"]],
    ["a misspelt field on this, called in the constructor", `class Job {\n  constructor(cmd) { this.cmd = cmd; this.start(); }\n  begin() { return 1; }\n}\nnew Job("make");\n`, ["TS2339@2:43"]],
  ]);
});

describe("a dead-zone read a helper's try catches, a method replaced before new", () => {
  passes([
    ["an early call whose read a helper's try catches", `function make() { return new Product(); }\nfunction tryMake() { try { return make(); } catch { return null; } }\nconst early = tryMake();\nclass Product {}\nconsole.log(early, make());\n`],
    ["a method replaced by a class before new", `const api = { Point(x) { return { x }; } };\napi.Point = class { constructor(x) { this.x = x; } };\nconsole.log(new api.Point(1).x);\n`],
  ]);
  fails([
    ["an early call through a helper without a catch", `function make() { return new Product(); }\nfunction tryMake() { try { return make(); } finally { console.log("tried"); } }\nconst early = tryMake();\nclass Product {}\nconsole.log(early, make());\n`, ["GG1009@3:15"]],
    ["an early call caught on one way, not on another", `function make() { return new Product(); }\nfunction tryMake() { try { return make(); } catch { return null; } }\nconst early = [tryMake(), make()];\nclass Product {}\nconsole.log(early);\n`, ["GG1009@3:27"]],
    ["a method made with new", `const api = { Point(x) { return { x }; } };\nconsole.log(new api.Point(1).x);\n`, ["TS7009@2:13"]],
  ]);
});

describe("toJSON where JSON.stringify runs it", () => {
  passes([
    ["toJSON run by a stringify inside a try", `class Secret {\n  toJSON() { return crypto.randomUUID(); }\n}\nlet out;\ntry { out = JSON.stringify({ s: new Secret() }); } catch { out = "{}"; }\nconsole.log(out);\n`],
  ]);
  fails([
    ["toJSON run by a stringify outside the try", `class Secret {\n  toJSON() { return crypto.randomUUID(); }\n}\nconst s = new Secret();\nlet out;\ntry { out = String(s); } catch { out = "{}"; }\nconsole.log(out, JSON.stringify([s]));\n`, ["TS2304@2:21"]],
    ["toJSON run by stringify through an alias", `class Secret {\n  toJSON() { return crypto.randomUUID(); }\n}\nconst { stringify } = JSON;\nlet out;\ntry { out = "x"; } catch { out = "{}"; }\nconsole.log(out, stringify({ s: new Secret() }));\n`, ["TS2304@2:21"]],
  ]);
});

describe("pattern defaults the values always fill: nested, in for-of, in a built-in's callback", () => {
  passes([
    ["a nested pattern's default the value fills", `const { a: { b = process.pid } } = { a: { b: 2 } };\nconsole.log(b);\n`],
    ["a for-of pattern's default every element fills", `for (const { n = structuredClone(0) } of [{ n: 1 }, { n: 2 }]) console.log(n);\n`],
    ["a callback pattern's default every element fills", `const rows = [{ name: "a", size: 1 }, { name: "b", size: 2 }];\nconst total = rows.map(({ size = require("fs").statSync("x").size }) => size).reduce((x, y) => x + y, 0);\nconsole.log(total);\n`],
  ]);
  fails([
    ["a nested pattern's default the value leaves out", `const { a: { b = process.pid } } = { a: {} };\nconsole.log(b);\n`, ["TS2591@1:18"]],
    ["a for-of pattern's default one element leaves out", `for (const { n = structuredClone(0) } of [{ n: 1 }, {}]) console.log(n);\n`, ["TS2304@1:18"]],
    ["a callback pattern's default, the field cleared first", `const rows = [{ name: "a", size: 1 }];\nrows[0].size = undefined;\nconsole.log(rows.map(({ size = process.pid }) => size));\n`, ["TS2591@3:32"]],
    ["a callback pattern's default, the array grown first", `const rows = [{ name: "a", size: 1 }];\nrows.push({ name: "b" });\nconsole.log(rows.map(({ size = process.pid }) => size));\n`, ["TS2591@3:32"]],
  ]);
});

describe("loops whose first test fails: Math.min bounds, a while's counter", () => {
  passes([
    ["a for bounded by Math.min of a zero constant", `const WORKERS = 0;\nfor (let i = 0; i < Math.min(WORKERS, 8); i++) setTimeout(() => {}, 0);\nconsole.log("none");\n`],
    ["a while whose counter starts at its zero bound", `const LIMIT = 0;\nlet i = 0;\nwhile (i < LIMIT) { setTimeout(() => {}, 0); i++; }\nconsole.log(i);\n`],
  ]);
  fails([
    ["a for bounded by Math.max of constants", `const WORKERS = 0;\nfor (let i = 0; i < Math.max(WORKERS, 1); i++) setTimeout(() => {}, 0);\n`, ["TS2304@2:48"]],
    ["a while whose counter is set again before it", `const LIMIT = 2;\nlet i = 5;\ni = 0;\nwhile (i < LIMIT) { setTimeout(() => {}, 0); i++; }\n`, ["TS2304@4:21"]],
    ["a while whose counter starts below its bound", `const LIMIT = 1;\nlet i = 0;\nwhile (i < LIMIT) { setTimeout(() => {}, 0); i++; }\n`, ["TS2304@3:21"]],
  ]);
});

describe("an assignment the guest's strict code refuses: a frozen object's member, a getter without a setter", () => {
  passes([
    ["a getter with a setter assigned", `class Circle { get area() { return this.a ?? 1; } set area(v) { this.a = v; } }\nconst c = new Circle();\nc.area = 2;\nconsole.log(c.area);\n`],
    ["a frozen literal's member assigned inside a try", `const o = Object.freeze({ a: 1 });\ntry { o.a = 2; } catch { console.log("frozen"); }\n`],
    ["a frozen literal's setter assigned", `const store = Object.freeze({ log: [], set last(v) { this.log.push(v); } });\nstore.last = "x";\nconsole.log(store.log.length);\n`],
    ["a frozen literal's inherited setter assigned", `const store = Object.freeze({ __proto__: { set last(v) { console.log(v); } } });\nstore.last = "x";\n`],
    ["a JSDoc readonly member assigned", `class Circle {\n  constructor() {\n    /** @readonly */\n    this.area = 1;\n  }\n}\nconst c = new Circle();\nc.area = 2;\nconsole.log(c.area);\n`],
  ]);
  fails([
    ["a getter-only member assigned", `class Circle { get area() { return 1; } }\nconst c = new Circle();\nc.area = 2;\n`, ["TS2540@3:3"]],
    ["a frozen literal's member assigned", `const o = Object.freeze({ a: 1 });\no.a = 2;\n`, ["TS2540@2:3"]],
    ["a frozen literal's member assigned beside a setter of another name", `const store = Object.freeze({ log: [], set first(v) { this.log.push(v); } });\nstore.log = [];\n`, ["TS2540@2:7"]],
    ["a getter-only member assigned on this", `class Circle {\n  get area() { return 1; }\n  grow() { this.area += 1; }\n}\nnew Circle().grow();\n`, ["TS2540@3:17"]],
  ]);
});

describe("a member missing on what a factory of the program's always returns", () => {
  passes([
    ["a factory that may return another object", `function createEmitter(x) { if (x) return x; return { emit() {} }; }\nconst em = createEmitter({ emitt() {} });\nem.emitt("x");\n`],
    ["a factory whose object gets the member later", `function createEmitter() { return { emit() {} }; }\nconst em = createEmitter();\nem.emitt = () => 1;\nem.emitt("x");\n`],
    ["a factory's object with a spread", `const base = { emitt() {} };\nfunction createEmitter() { return { ...base, emit() {} }; }\ncreateEmitter().emitt("x");\n`],
    ["a function called where it is written that may return another object", `const Stats = ((x) => x ?? { read: () => 1 })({ reset: () => 0 });\nconsole.log(Stats.reset());\n`],
    ["a function called where it is written whose object gets the member later", `const Stats = (() => ({ read: () => 1 }))();\nStats.reset = () => 0;\nconsole.log(Stats.reset());\n`],
  ]);
  fails([
    ["a misspelt method on a factory's object literal", `function createEmitter() { return { emit() {} }; }\nconst em = createEmitter();\nem.emitt("x");\n`, ["TS2551@3:4"]],
    ["a misspelt method on an arrow factory's result, in place", `const make = () => ({ run() { return 1; } });\nconsole.log(make().runn());\n`, ["TS2551@2:20"]],
    ["a missing method on what a function called where it is written returns", `const Stats = (() => ({ read: () => 1 }))();\nStats.reset();\n`, ["TS2339@2:7"]],
    ["a missing method on what a function expression called where it is written returns", `const Stats = (function () {\n  return { read: () => 1 };\n})();\nconsole.log(Stats.reset());\n`, ["TS2339@4:19"]],
  ]);
});

describe("a switch (true) whose first case is always true", () => {
  passes([
    ["a switch (true) whose first case is always true and returns", `function host(n) {\n  switch (true) {\n    case typeof gg !== "undefined": return "gg";\n    case n > 1: return require("fs").readdirSync(".").join();\n    default: return "none";\n  }\n}\nconsole.log(host(gg.files.glob("*").length));\n`],
  ]);
  fails([
    ["a switch (true) whose always-true case falls through", `function host(n) {\n  switch (true) {\n    case typeof gg !== "undefined": console.log("gg");\n    case n > 0: return require("fs").readdirSync(".").join();\n    default: return "none";\n  }\n}\nconsole.log(host(1));\n`, ["TS2591@4:24","GG1001@4:32"]],
    ["a switch (true) whose first case the text does not fix", `function host(n) {\n  switch (true) {\n    case n > 5: return "many";\n    case n > 0: return require("fs").readdirSync(".").join();\n    default: return "none";\n  }\n}\nconsole.log(host(1));\n`, ["TS2591@4:24","GG1001@4:32"]],
  ]);
});


describe("a computed read of a literal written in place reaches its own members alone", () => {
  passes([
    ["a unit table read by a key the text does not fix", `class Bucket {\n  constructor(unit) {\n    this.ms = { second: 1000, minute: 60000 }[unit];\n  }\n  startAutoRefill() {\n    setTimeout(() => console.log("refill"), this.ms);\n  }\n  take() {\n    return this.ms > 0;\n  }\n}\nconst buckets = [new Bucket(gg.files.readFile("unit.txt"))];\nfor (const b of buckets) console.log(b.take());\n`],
  ]);
  fails([
    ["a computed read of an instance", `class Bucket {\n  constructor(unit) {\n    this.ms = unit.length;\n  }\n  startAutoRefill() {\n    setTimeout(() => console.log("refill"), this.ms);\n  }\n  take() {\n    return this.ms > 0;\n  }\n}\nconst buckets = [new Bucket("x"), new Bucket(gg.files.readFile("unit.txt"))];\nfor (const b of buckets) console.log(b.take(), b[gg.files.readFile("m.txt")]());\n`, ["TS2304@6:5"]],
  ]);
});

describe("an instance field's initializer runs as an instance is made", () => {
  passes([
    ["a class never constructed", `class Poller {\n  timer = setInterval(() => {}, 1000);\n}\nconsole.log(gg.files.glob("*").length);\n`],
    ["a class whose statics alone are used", `class Watcher {\n  #timer = setInterval(() => {}, 1000);\n  static diff(a, b) { return b.filter((x) => !a.includes(x)); }\n}\nconsole.log(Watcher.diff([], gg.files.glob("*")));\n`],
  ]);
  fails([
    ["the class constructed", `class Poller {\n  timer = setInterval(() => {}, 1000);\n}\nconsole.log(new Poller());\n`, ["TS2304@2:11"]],
    ["a subclass constructed", `class Base {\n  timer = setInterval(() => {}, 1000);\n}\nclass Poller extends Base {}\nconsole.log(new Poller());\n`, ["TS2304@2:11"]],
    ["an instance made by a static", `class Watcher {\n  timer = setInterval(() => {}, 1000);\n  static start() { return new this(); }\n}\nWatcher.start();\n`, ["TS2304@2:11"]],
  ]);
});

describe("a member the prototype of the instance's constructor sets first", () => {
  passes([
    ["a const object literal's member replaced by Object.assign of a literal", `const o = { log: (m) => process.stdout.write(m) };\nObject.assign(o, { log: (m) => console.log(m) });\no.log("x");\n`],
    ["a constructor's field patched on the one instance before any code runs", `class ApiClient {\n  constructor() { this.transport = (url) => fetch(url); }\n  get(url) { return this.transport(url); }\n}\nconst client = new ApiClient();\nclient.transport = (url) => gg.web.fetch(url);\nconsole.log(client.get("https://example.com").status);\n`],
    ["a constructor that sets a field twice in a row", `class Reporter {\n  constructor() {\n    this.write = (s) => process.stdout.write(s);\n    this.write = (s) => console.log(s);\n  }\n}\nnew Reporter().write("x");\n`],
    ["a const object literal's method replaced before a method calls it through this", `const storage = {\n  read(name) { return require("fs").readFileSync(name, "utf8"); },\n  update(name) { return this.read(name).length; },\n};\nstorage.read = (name) => gg.files.readFile(name);\nconsole.log(storage.update("README.md"));\n`],
    ["an ES5 subclass overriding its parent's method", `function Base() {}\nBase.prototype.emit = function (s) { process.stdout.write(s); };\nfunction Child() {}\nChild.prototype = Object.create(Base.prototype);\nChild.prototype.emit = function (s) { console.log(s); };\nnew Child().emit("x");\n`],
    ["a class's prototype given its own method, on a held instance", `class Base { read() { return process.cwd(); } }\nclass Sub extends Base {}\nSub.prototype.read = function () { return "sub"; };\nconst s = new Sub();\nconsole.log(s.read());\n`],
    ["a var's object from Object.create given its own method", `var base = { write: function (s) { process.stdout.write(s); } };\nvar child = Object.create(base);\nchild.write = function (s) { console.log(s); };\nchild.write("x");\n`],
  ]);
  fails([
    ["Object.assign of another member", `const o = { log: (m) => process.stdout.write(m) };\nObject.assign(o, { other: 1 });\no.log("x");\n`, ["TS2591@1:25"]],
    ["a constructor's field patched after the instance was used", `class Api {\n  constructor() { this.transport = (url) => fetch(url); }\n  get(url) { return this.transport(url); }\n}\nconst client = new Api();\nclient.get("x");\nclient.transport = (url) => gg.web.fetch(url);\n`, ["TS2304@2:45"]],
    ["a constructor's field patched on one instance of two", `class Api {\n  constructor() { this.transport = (url) => fetch(url); }\n  get(url) { return this.transport(url); }\n}\nconst client = new Api();\nclient.transport = (url) => gg.web.fetch(url);\nconsole.log(client.get("x").status, new Api().get("y"));\n`, ["TS2304@2:45"]],
    ["a constructor that calls the field before it sets it again", `class R {\n  constructor() {\n    this.write = (s) => process.stdout.write(s);\n    this.write(1);\n    this.write = (s) => console.log(s);\n  }\n}\nnew R();\n`, ["TS2591@3:25"]],
    ["a const object literal's method called through this before it is replaced", `const storage = {\n  read(name) { return require("fs").readFileSync(name, "utf8"); },\n  update(name) { return this.read(name).length; },\n};\nconsole.log(storage.update("README.md"));\nstorage.read = (name) => gg.files.readFile(name);\n`, ["TS2591@2:23", "GG1001@2:31"]],
    ["the prototype replaced after the method was set", `function Base() {}\nBase.prototype.emit = function (s) { process.stdout.write(s); };\nfunction Child() {}\nChild.prototype.emit = function (s) { console.log(s); };\nChild.prototype = Object.create(Base.prototype);\nnew Child().emit("x");\n`, ["TS2591@2:38"]],
    ["an instance of the parent beside", `class Base { read() { return process.cwd(); } }\nclass Sub extends Base {}\nSub.prototype.read = function () { return "sub"; };\nconsole.log(new Sub().read());\nnew Base().read();\n`, ["TS2591@1:30"]],
    ["a var given another object", `var base = { write: function (s) { process.stdout.write(s); } };\nvar child = Object.create(base);\nchild.write = function (s) { console.log(s); };\nchild = Object.create(base);\nchild.write("x");\n`, ["TS2591@1:36"]],
  ]);
});

describe("new.target, where how a function is entered fixes it", () => {
  passes([
    ["the else of new.target in a function only constructed", `function Scan(dir) {\n  if (new.target) {\n    this.dir = dir;\n  } else {\n    return require("x")(dir);\n  }\n}\nconsole.log(new Scan(".").dir);\n`],
    ["new.target of a base class only its subclasses make", `class Source {\n  constructor() {\n    if (new.target === Source) process.exit(1);\n  }\n}\nclass TextSource extends Source {}\nconsole.log(new TextSource() instanceof Source);\n`],
    ["new.target undefined in a class constructor, by === and by typeof", `class Scan {\n  constructor() {\n    if (new.target === undefined) process.exit(1);\n    if (typeof new.target === "undefined") process.exit(2);\n  }\n}\nconsole.log(new Scan());\n`],
    ["a function only called plainly returns before what needs new", `function Counter() {\n  if (!new.target) return { count: 1 };\n  this.count = process.argv.length;\n}\nconsole.log(Counter().count);\n`],
    ["new.target in a method, through an arrow", `const o = { m() { const f = () => new.target; if (f()) process.exit(1); return 1; } };\nconsole.log(o.m());\n`],
  ]);
  fails([
    ["the else of new.target in a function called plainly", `function Scan(dir) {\n  if (new.target) {\n    this.dir = dir;\n  } else {\n    return require("x")(dir);\n  }\n}\nconsole.log(Scan("."));\n`, ["TS2591@5:12", "GG1001@5:20"]],
    ["new.target of a base class the program also makes itself", `class Source {\n  constructor() {\n    if (new.target === Source) process.exit(1);\n  }\n}\nclass TextSource extends Source {}\nconsole.log(new TextSource(), new Source());\n`, ["TS2591@3:32"]],
    ["new.target of a base class a static makes by new this()", `class Source {\n  static create() { return new this(); }\n  constructor() {\n    if (new.target === Source) process.exit(1);\n  }\n}\nconsole.log(Source.create());\n`, ["TS2591@4:32"]],
    ["new.target in a class constructor, tested defined", `class Scan {\n  constructor() {\n    if (new.target !== undefined) process.exit(1);\n  }\n}\nconsole.log(new Scan());\n`, ["TS2591@3:35"]],
    ["a function constructed and called plainly", `function Counter() {\n  if (!new.target) return { count: 1 };\n  this.count = process.argv.length;\n}\nconsole.log(Counter().count, new Counter().count);\n`, ["TS2591@3:16"]],
  ]);
});

describe("a getter runs where its object is read whole; a string of a member's name reads nothing by itself", () => {
  passes([
    ["a getter whose name is only logged as a string", `const context = {\n  root: ".",\n  get branch() {\n    return structuredClone("main");\n  },\n};\nconsole.log("branch");\nconsole.log(context.root);\n`],
    ["a method never called whose name is a string compared and logged", `class Repo {\n  branch() {\n    return structuredClone("main");\n  }\n  root() {\n    return ".";\n  }\n}\nconst repo = new Repo();\nconst pick = JSON.parse('"root"');\nif (pick === "branch") console.log("no");\nconsole.log("branch", repo.root());\n`],
    ["a method a Proxy's get trap stubs, its name compared in the trap beside Reflect.get", `class Client {\n  async getText(path) {\n    const res = await fetch("https://x" + path);\n    return res.text();\n  }\n  async getJson(path) {\n    return JSON.parse(await this.getText(path));\n  }\n}\nconst client = new Proxy(new Client(), {\n  get(target, key, receiver) {\n    if (key === "getText") return async (path) => gg.files.readFile("fixtures" + path + ".json");\n    return Reflect.get(target, key, receiver);\n  },\n});\ntry {\n  console.log(await client.getJson("/users"));\n} catch (e) {\n  console.log("not JSON:", e.message);\n}\n`],
    ["a getter read by a const destructuring inside a try", `const context = {\n  get branch() {\n    return structuredClone("main");\n  },\n};\ntry {\n  const { branch } = context;\n  console.log(branch);\n} catch {\n  console.log("no clone");\n}\n`],
    ["a getter of an object logged, stringified with a list of other keys, or of a class stringified", `const report = {\n  name: "demo",\n  get elapsed() { return performance.now(); },\n};\nconsole.log(report.name, JSON.stringify(report, ["name"]));\nclass Run { get took() { return performance.now(); } }\nconsole.log(JSON.stringify(new Run()), Object.keys(report).length);\n`],
  ]);
  fails([
    ["a getter read by Reflect.get with its name", `const context = {\n  get branch() {\n    return structuredClone("main");\n  },\n};\nconsole.log(Reflect.get(context, "branch"));\n`, ["TS2304@3:12"]],
    ["a getter read by a key a string holds", `const context = {\n  get branch() {\n    return structuredClone("main");\n  },\n};\nconst key = JSON.parse('"x"') ? "branch" : "branch";\nconsole.log(context[key]);\n`, ["TS2304@3:12"]],
    ["a getter of an object stringified", `const report = {\n  name: "demo",\n  get elapsed() {\n    return performance.now();\n  },\n};\nconsole.log(JSON.stringify(report));\n`, ["TS2304@4:12"]],
    ["a getter of an object spread, or its values taken", `const lazy = {\n  get contents() { return process.env.X; },\n};\nconsole.log({ ...lazy }, Object.values(lazy));\n`, ["TS2591@2:27"]],
    ["a getter read by a const destructuring outside the try", `const context = {\n  get branch() {\n    return structuredClone("main");\n  },\n};\nfunction show({ branch }) { return branch; }\ntry { console.log(show(context)); } catch { console.log("c"); }\nconst { branch } = context;\nconsole.log(branch);\n`, ["TS2304@3:12"]],
    ["a getter of an object assigned from", `const lazy = {\n  get contents() { return process.env.X; },\n};\nconsole.log(Object.assign({}, lazy));\n`, ["TS2591@2:27"]],
  ]);
});

describe("a base class's method every mixin it is handed to overrides", () => {
  passes([
    ["a mixin overriding the method", `class Clock {\n  now() { return performance.now(); }\n  stamp() { return \`t=\${this.now()}\`; }\n}\nconst Fixed = (Base) => class extends Base { now() { return 0; } };\nclass FixedClock extends Fixed(Clock) {}\nconsole.log(new FixedClock().now(), new FixedClock().stamp());\n`],
    ["two mixins, the inner one overriding", `class Clock {\n  now() { return performance.now(); }\n  stamp() { return \`t=\${this.now()}\`; }\n}\nfunction Fixed(Base) {\n  return class extends Base { now() { return 0; } };\n}\nconst Named = (Base) => class extends Base { get name() { return "n"; } };\nconst c = new (Named(Fixed(Clock)))();\nconsole.log(c.stamp(), c.name);\n`],
  ]);
  fails([
    ["a mixin that overrides nothing", `class Clock {\n  now() { return performance.now(); }\n  stamp() { return \`t=\${this.now()}\`; }\n}\nconst Named = (Base) => class extends Base { get name() { return "n"; } };\nclass C2 extends Named(Clock) {}\nconsole.log(new C2().stamp());\n`, ["TS2304@2:18"]],
    ["a mixin calling the base's through super", `class Clock {\n  now() { return performance.now(); }\n  stamp() { return \`t=\${this.now()}\`; }\n}\nconst Fixed = (Base) => class extends Base { now() { return super.now() * 0; } };\nconsole.log(new (Fixed(Clock))().now());\n`, ["TS2304@2:18"]],
    ["a mixin that makes the base itself", `class Clock {\n  now() { return performance.now(); }\n  stamp() { return \`t=\${this.now()}\`; }\n}\nconst Fixed = (Base) => { console.log(new Base().stamp()); return class extends Base { now() { return 0; } }; };\nconsole.log(new (Fixed(Clock))().now());\n`, ["TS2304@2:18"]],
    ["the base made directly too", `class Clock {\n  now() { return performance.now(); }\n  stamp() { return \`t=\${this.now()}\`; }\n}\nconst Fixed = (Base) => class extends Base { now() { return 0; } };\nconsole.log(new (Fixed(Clock))().now(), new Clock().stamp());\n`, ["TS2304@2:18"]],
  ]);
});

describe("a for…of over a constant list: a test every value the loop gives answers alike", () => {
  passes([
    ["one value, compared", `for (const mode of ["compat"]) {\n  if (mode === "modern") Object.groupBy([], (x) => x);\n}\n`],
    ["two values held in a const, neither equal", `const MODES = ["compat", "strict"];\nfor (const mode of MODES) {\n  if (mode === "modern") console.log(Object.groupBy([], (x) => x));\n  else console.log(mode);\n}\n`],
    ["every value truthy", `for (const name of ["README.md", "LICENSE"]) {\n  if (!name) console.table(name);\n  console.log(name);\n}\n`],
  ]);
  fails([
    ["one of the values equal", `for (const mode of ["compat", "modern"]) {\n  if (mode === "modern") Object.groupBy([], (x) => x);\n}\n`, ["TS2550@2:33"]],
    ["a value pushed onto the list", `const MODES = ["compat"];\nMODES.push("modern");\nfor (const mode of MODES) {\n  if (mode === "modern") Object.groupBy([], (x) => x);\n}\n`, ["TS2550@4:33"]],
    ["one value falsy", `for (const name of ["", "x"]) {\n  if (!name) console.table(name);\n}\n`, ["TS2339@2:22"]],
    ["a let the body writes", `for (let mode of ["compat"]) {\n  mode = "modern";\n  if (mode === "modern") Object.groupBy([], (x) => x);\n}\n`, ["TS2550@3:33"]],
  ]);
});

describe("a method every instance hides behind an own field as it is made: a subclass constructor, Object.assign", () => {
  passes([
    ["a subclass setting the field right after super", `class Logger {\n  constructor(prefix) { this.prefix = prefix; }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nclass MemoryLogger extends Logger {\n  constructor(prefix) {\n    super(prefix);\n    this.lines = [];\n    this.write = (line) => this.lines.push(line);\n  }\n}\nconst log = new MemoryLogger("[scan]");\nlog.info("a");\nconsole.log(log.lines);\n`],
    ["Object.assign of a new instance and a literal with the member", `class Logger {\n  constructor(prefix) { this.prefix = prefix; }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nconst lines = [];\nconst log = Object.assign(new Logger("[glob]"), { write: (line) => lines.push(line) });\nlog.info("a");\nconsole.log(lines);\n`],
  ]);
  fails([
    ["the base constructor calling it first", `class Logger {\n  constructor(prefix) { this.prefix = prefix; this.write("start"); }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nclass MemoryLogger extends Logger {\n  constructor(prefix) {\n    super(prefix);\n    this.lines = [];\n    this.write = (line) => this.lines.push(line);\n  }\n}\nconst log = new MemoryLogger("[scan]");\nlog.info("a");\n`, ["TS2591@3:17"]],
    ["the subclass calling through it before setting the field", `class Logger {\n  constructor(prefix) { this.prefix = prefix; }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nclass MemoryLogger extends Logger {\n  constructor(prefix) {\n    super(prefix);\n    this.info("made");\n    this.write = (line) => console.log(line);\n  }\n}\nnew MemoryLogger("[x]").info("a");\n`, ["TS2591@3:17"]],
    ["the base made directly too", `class Logger {\n  constructor(prefix) { this.prefix = prefix; }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nclass MemoryLogger extends Logger {\n  constructor(prefix) {\n    super(prefix);\n    this.lines = [];\n    this.write = (line) => this.lines.push(line);\n  }\n}\nnew MemoryLogger("[scan]").info("a");\nnew Logger("[raw]").info("b");\n`, ["TS2591@3:17"]],
    ["the field set only under a test", `class Logger {\n  constructor(prefix) { this.prefix = prefix; }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nclass MemoryLogger extends Logger {\n  constructor(prefix, quiet) {\n    super(prefix);\n    if (quiet) this.write = (line) => console.log(line);\n  }\n}\nnew MemoryLogger("[x]", false).info("a");\n`, ["TS2591@3:17"]],
    ["Object.assign of other members", `class Logger {\n  constructor(prefix) { this.prefix = prefix; }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nconst log = Object.assign(new Logger("[glob]"), { level: 1 });\nlog.info("a");\n`, ["TS2591@3:17"]],
    ["Object.assign where the constructor calls it first", `class Logger {\n  constructor(prefix) { this.prefix = prefix; this.write("start"); }\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(msg) { this.write(\`\${this.prefix} \${msg}\`); }\n}\nconst lines = [];\nconst log = Object.assign(new Logger("[glob]"), { write: (line) => lines.push(line) });\nlog.info("a");\n`, ["TS2591@3:17"]],
  ]);
});

describe("members the making of an instance hides or replaces first: fields, the constructor, a later member", () => {
  passes([
    ["a constructor with a default parameter setting an own member over the method", `class Lister {\n  constructor(opts = {}) {\n    this.render = () => "ok";\n  }\n  render() {\n    return structuredClone({});\n  }\n}\nconsole.log(new Lister().render());\n`],
    ["a field over a method of the same name", `class Report {\n  print = () => console.log("ok");\n  print() {\n    console.table([]);\n  }\n}\nnew Report().print();\n`],
    ["a field over a getter of the same name", `class Column {\n  title = "Size";\n  get title() {\n    return structuredClone("x");\n  }\n}\nconsole.log(new Column().title);\n`],
    ["a base class's field over a subclass's method", `class Formatter {\n  format = () => "ok";\n}\nclass FancyFormatter extends Formatter {\n  format() {\n    return structuredClone({});\n  }\n}\nconsole.log(new FancyFormatter().format());\n`],
    ["a later method of the same name", `class Grouper {\n  group(xs) { return Object.groupBy(xs, (x) => x); }\n  group(xs) { return xs; }\n}\nconsole.log(new Grouper().group([1]));\n`],
    ["a field's function the constructor replaces", `class Table {\n  format = (n) => new Intl.NumberFormat().format(n);\n  constructor() {\n    this.format = (n) => String(n);\n  }\n}\nconsole.log(new Table().format(1));\n`],
    ["a private field's function the constructor replaces", `class Clock {\n  #now = () => new Intl.DateTimeFormat().format(new Date());\n  constructor() {\n    this.#now = () => "now";\n  }\n  stamp() {\n    return this.#now();\n  }\n}\nconsole.log(new Clock().stamp());\n`],
    ["a static field's function a static block replaces", `class Fmt {\n  static size = (n) => new Intl.NumberFormat().format(n);\n  static {\n    this.size = (n) => \`\${n}B\`;\n  }\n}\nconsole.log(Fmt.size(3));\n`],
    ["a field's function Object.assign(this, …) replaces", `class Printer {\n  number = (n) => new Intl.NumberFormat().format(n);\n  constructor() {\n    Object.assign(this, { number: (n) => String(n) });\n  }\n}\nconsole.log(new Printer().number(3));\n`],
  ]);
  fails([
    ["an earlier field calling the method first", `class Report {\n  first = this.print();\n  print = () => console.log("ok");\n  print() {\n    console.table([]);\n  }\n}\nnew Report().print();\n`, ["TS2339@5:13"]],
    ["a parameter default calling it through this", `class Lister {\n  constructor(shown = this.render()) {\n    this.render = () => "ok";\n    this.shown = shown;\n  }\n  render() {\n    return structuredClone({});\n  }\n}\nconsole.log(new Lister().render());\n`, ["TS2304@7:12"]],
    ["an assignment over a getter without a setter", `class Column {\n  constructor() {\n    this.title = "Size";\n  }\n  get title() {\n    return structuredClone("x");\n  }\n}\nconsole.log(new Column().title);\n`, ["GG1015@3:5", "TS2304@6:12"]],
    ["a getter, then a setter of the same name", `class Box {\n  get size() {\n    return structuredClone(1);\n  }\n  set size(v) {\n    this.n = v;\n  }\n}\nconsole.log(new Box().size);\n`, ["TS2304@3:12"]],
    ["the field's function called before the constructor replaces it", `class Table {\n  format = (n) => new Intl.NumberFormat().format(n);\n  constructor() {\n    console.log(this.format(1));\n    this.format = (n) => String(n);\n  }\n}\nconsole.log(new Table().format(1));\n`, ["GG1011@2:23"]],
    ["a static field calling it before the block", `class Fmt {\n  static size = (n) => new Intl.NumberFormat().format(n);\n  static first = this.size(1);\n  static {\n    this.size = (n) => \`\${n}B\`;\n  }\n}\nconsole.log(Fmt.size(3));\n`, ["GG1011@2:28"]],
    ["a base's earlier field calling the subclass's method", `class Formatter {\n  first = this.format();\n  format = () => "ok";\n}\nclass FancyFormatter extends Formatter {\n  format() {\n    return structuredClone({});\n  }\n}\nconsole.log(new FancyFormatter().format());\n`, ["TS2304@7:12"]],
  ]);
});

describe("the making's steps before the hiding: code that does not reach this", () => {
  passes([
    ["Object.assign(this, literal, overrides) replacing a field's function", `import { files } from "gg";\n\nclass Printer {\n  number = (n) => new Intl.NumberFormat("en").format(n);\n  constructor(overrides) {\n    Object.assign(this, { number: (n) => String(n) }, overrides);\n  }\n  print(rows) {\n    return rows.map(([k, v]) => \`\${k}: \${this.number(v)}\`).join("\\n");\n  }\n}\n\nconst p = new Printer({});\nconsole.log(p.print(files.listDir(".").map((e) => [e.name, e.size])));\n`],
    ["a rest parameter joined into a member before the own member", `class Logger {\n  constructor(...prefixes) {\n    this.prefix = prefixes.join(":");\n    this.log = (msg) => console.log(\`[\${this.prefix}] \${msg}\`);\n  }\n  log(msg) {\n    console.group(msg);\n  }\n}\nnew Logger("tool", "scan").log("started");\n`],
    ["a member of the options read before the replacement", `import { files } from "gg";\n\nclass Table {\n  format = (n) => new Intl.NumberFormat("en-US").format(n);\n\n  constructor(options = {}) {\n    this.format = options.format ?? ((n) => String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ","));\n    this.rows = [];\n  }\n\n  add(label, n) {\n    this.rows.push([label, this.format(n)]);\n    return this;\n  }\n\n  render() {\n    const w = Math.max(...this.rows.map(([l]) => l.length));\n    return this.rows.map(([l, v]) => \`\${l.padEnd(w)}  \${v.padStart(12)}\`).join("\\n");\n  }\n}\n\nconst t = new Table();\nfor (const e of files.listDir(".")) t.add(e.name, e.size * 1000);\nconsole.log(t.render());\n`],
  ]);
  fails([
    ["the method called through this before the own member", `class Logger {\n  constructor(prefix) {\n    this.prefix = prefix;\n    this.first = this.log("made");\n    this.log = (msg) => console.log(msg);\n  }\n  log(msg) {\n    console.group(msg);\n  }\n}\nnew Logger("tool").log("started");\n`, ["TS2339@8:13"]],
    ["a function called in place that reads this", `class Logger {\n  constructor(prefix) {\n    this.prefix = prefix;\n    this.log = ((m) => this.log2(m))("x");\n  }\n  log2(msg) {\n    console.group(msg);\n  }\n}\nnew Logger("tool");\n`, ["TS2339@7:13"]],
  ]);
});

describe("a prototype method a definer or Object.assign replaces before any code runs", () => {
  passes([
    ["Object.defineProperty with a value", `class Report {\n  stamp() {\n    return new Intl.DateTimeFormat().format(new Date());\n  }\n}\nObject.defineProperty(Report.prototype, "stamp", { value: () => "today" });\nconsole.log(new Report().stamp());\n`],
    ["Object.defineProperty with a method value", `import { files } from "gg";\n\nclass Report {\n  constructor(title) {\n    this.title = title;\n    this.lines = [];\n  }\n  add(line) {\n    this.lines.push(line);\n    return this;\n  }\n  stamp() {\n    return new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date());\n  }\n  render() {\n    return [\`# \${this.title}\`, \`_\${this.stamp()}_\`, "", ...this.lines].join("\\n");\n  }\n}\n\n// the guest has no Intl: use a plain ISO date instead\nObject.defineProperty(Report.prototype, "stamp", {\n  value() {\n    return new Date().toISOString().slice(0, 10);\n  },\n});\n\nconst r = new Report("Large files");\nfor (const e of files.listDir(".")) if (e.size > 1000) r.add(\`- \${e.name} (\${e.size})\`);\nfiles.writeFile("LARGE.md", r.render());\nconsole.log(r.render());\n`],
    ["Object.assign onto the prototype", `class Report {\n  stamp() {\n    return new Intl.DateTimeFormat().format(new Date());\n  }\n}\nObject.assign(Report.prototype, {\n  stamp() {\n    return "today";\n  },\n});\nconsole.log(new Report().stamp());\n`],
    ["Object.defineProperties", `class Report {\n  stamp() {\n    return new Intl.DateTimeFormat().format(new Date());\n  }\n}\nObject.defineProperties(Report.prototype, { stamp: { value: () => "today" } });\nconsole.log(new Report().stamp());\n`],
  ]);
  fails([
    ["the method called before the definer", `class Report {\n  stamp() {\n    return new Intl.DateTimeFormat().format(new Date());\n  }\n}\nconsole.log(new Report().stamp());\nObject.defineProperty(Report.prototype, "stamp", { value: () => "today" });\n`, ["GG1011@3:16"]],
    ["a definer of another name", `class Report {\n  stamp() {\n    return new Intl.DateTimeFormat().format(new Date());\n  }\n}\nObject.defineProperty(Report.prototype, "other", { value: () => "today" });\nconsole.log(new Report().stamp());\n`, ["GG1011@3:16"]],
  ]);
});

describe("a class whose instances keep data by computed keys in objects they make, missing a method", () => {
  passes([
    ["a handler a registry stores by a computed key, called through the member that holds it and an alias of it", `class Registry {\n  constructor() { this.handlers = {}; }\n  add(name, fn) { this.handlers[name] = fn; return this; }\n}\nconst r = new Registry().add("save", () => "saved");\nconst hs = r.handlers;\nconsole.log(r.handlers.save(), hs.save());\n`],
  ]);
  fails([
    ["a method an emitter lacks, its handlers kept by computed keys in an object the constructor makes", `class Emitter {\n  constructor() { this.events = {}; }\n  on(type, fn) { (this.events[type] ??= []).push(fn); }\n  emit(type, ...args) { for (const fn of this.events[type] ?? []) fn(...args); }\n}\nconst bus = new Emitter();\nbus.on("progress", (n) => console.log(n));\nbus.emitt("progress", 1);\n`, ["TS2551@8:5"]],
    ["a method an emitter lacks, its handlers kept in a private field's object", `class Emitter {\n  #handlers = {};\n  on(evt, fn) { this.#handlers[evt] = fn; return this; }\n}\nconst bus = new Emitter();\nbus.on("x", () => 1);\nbus.once("end", () => 1);\n`, ["TS2339@7:5"]],
  ]);
});

describe("members replaced or hidden as the class or the instance is made: definers, computed keys, factories, statics", () => {
  passes([
    ["a method Object.assign's second literal source sets on this", `class M {\n  constructor(v) { Object.assign(this, { v }, { map: (f) => f(v) }); }\n  map(f) { return structuredClone(f(1)); }\n}\nconsole.log(new M(2).map((x) => x + 1));\n`],
    ["a field by a computed key written as text, and a constructor's write by a const key", `const HOOK = "onEntry";\nclass Walker {\n  ["render"] = (x) => String(x);\n  constructor() { this[HOOK] = (e) => e.name; }\n  render(x) { return Deno.inspect(x); }\n  onEntry(e) { return process.cwd() + e.name; }\n}\nconst w = new Walker();\nconsole.log(w.render(1), w.onEntry({ name: "a" }));\n`],
    ["methods an instance's constructor defines over by defineProperty and defineProperties", `class Printer {\n  constructor() {\n    Object.defineProperty(this, "print", { value: (s) => console.log(s) });\n    Object.defineProperties(this, { flush: { value: () => 0 } });\n  }\n  print(s) { process.stdout.write(s); }\n  flush() { return process.stdout.columns; }\n}\nconst p = new Printer();\np.print("a");\nconsole.log(p.flush());\n`],
    ["a method the only factory sets on the instance it makes before it hands it back", `class Node {\n  static from(v) { const n = new Node(); n.describe = () => \`node \${v}\`; return n; }\n  describe() { return Deno.inspect(this); }\n}\nconsole.log(Node.from(1).describe());\n`],
    ["a getter replaced on the prototype by defineProperty before any read", `class Folder {\n  get entries() { return Deno.readDirSync("."); }\n}\nObject.defineProperty(Folder.prototype, "entries", { get() { return []; } });\nconsole.log(new Folder().entries);\n`],
    ["a prototype method replaced by a const key before any use", `const VISIT = "visit";\nclass Visitor {\n  visit(e) { return Deno.inspect(e); }\n}\nVisitor.prototype[VISIT] = function (e) { return e; };\nconsole.log(new Visitor().visit(1));\n`],
    ["static methods a static field and a static block replace as the class is made", `class Factory {\n  static make = () => [];\n  static make() { return process.argv; }\n  static build() { return process.argv; }\n  static { this.build = () => ["b"]; }\n}\nconsole.log(Factory.make(), Factory.build());\n`],
  ]);
  fails([
    ["a constructor's write by a const key of another name", `const HOOK = "onExit";\nclass Walker {\n  constructor() { this[HOOK] = (e) => e.name; }\n  onEntry(e) { return process.cwd() + e.name; }\n}\nconsole.log(new Walker().onEntry({ name: "a" }));\n`, ["TS2591@4:23"]],
    ["a method the constructor defines another key beside", `class Printer {\n  constructor() {\n    Object.defineProperty(this, "write", { value: (s) => console.log(s) });\n  }\n  print(s) { process.stdout.write(s); }\n}\nnew Printer().print("a");\n`, ["TS2591@5:14"]],
    ["a factory that calls the method before it sets it", `class Node {\n  static from(v) { const n = new Node(); console.log(n.describe()); n.describe = () => \`node \${v}\`; return n; }\n  describe() { return Deno.inspect(this); }\n}\nconsole.log(Node.from(1).describe());\n`, ["TS2304@3:23"]],
    ["a getter read before defineProperty replaces it", `class Folder {\n  get entries() { return Deno.readDirSync("."); }\n}\nconsole.log(new Folder().entries);\nObject.defineProperty(Folder.prototype, "entries", { get() { return []; } });\n`, ["TS2304@2:26"]],
    ["a static method a static field's initializer calls before the field replaces it", `class Factory {\n  static first = this.make();\n  static make = () => [];\n  static make() { return process.argv; }\n}\nconsole.log(Factory.first);\n`, ["TS2591@4:26"]],
  ]);
});

describe("a parameter default that reads itself or a later parameter", () => {
  passes([
    ["every call passes the argument", `function preview(path, lines = text.length, text = "abc") {\n  return \`\${path}: \${lines}\`;\n}\nconsole.log(preview("a", 3));\n`],
    ["the function never called", `function preview(path, lines = text.length, text = "abc") {\n  return \`\${path}: \${lines}\`;\n}\nconsole.log(typeof preview);\n`],
    ["the read inside a function the default makes", `function show(read = () => text, text = "abc") {\n  return read();\n}\nconsole.log(show());\n`],
    ["the call inside a try", `function preview(path, lines = text.length, text = "abc") {\n  return \`\${path}: \${lines}\`;\n}\ntry {\n  console.log(preview("a"));\n} catch (e) {\n  console.log("caught", e.name);\n}\n`],
    ["the function stored in an object, whose only call passes the argument", `function door(initial = states[0], states = ["closed", "open"]) { return initial; }\nconst factories = { door };\nconsole.log(factories.door("open"));\n`],
    ["the function exported, and handed to map, then and bind", `function door(initial = states[0], states = ["closed", "open"]) { return initial; }\nexport { door };\nconsole.log(["open"].map(door), door.bind(null, "shut")());\nPromise.resolve("ajar").then(door).then(console.log);\n`],
    ["a missing global read by the default of a function stored in an object", `function createQueue(flush = queueMicrotask) { return flush; }\nconst Scheduling = { createQueue };\nScheduling.createQueue((fn) => Promise.resolve().then(fn));\nconsole.log("ok");\n`],
    ["a base method's default, the method overridden on the instance called, which passes the argument by super", `class Machine {\n  start(initial = states[0], states = ["idle"]) { return initial; }\n}\nclass Door extends Machine {\n  start() { return super.start("closed"); }\n}\nconsole.log(new Door().start());\n`],
  ]);
  fails([
    ["a later parameter read, the argument left out", `function preview(path, lines = text.length, text = "abc") {\n  return \`\${path}: \${lines}\`;\n}\nconsole.log(preview("a"));\n`, ["TS2373@1:32"]],
    ["the parameter itself read, the argument left out", `import { files } from "gg";\nfunction listing(files = files.glob("*")) {\n  return files.join(", ");\n}\nconsole.log(listing());\n`, ["TS2372@2:26"]],
    ["a function stored in an object, and called by its name without the argument", `function door(initial = states[0], states = ["closed", "open"]) { return initial; }\nconst factories = { door };\nconsole.log(factories.door("open"), door());\n`, ["TS2373@1:25"]],
    ["a missing global read by the default of an exported function called without it", `function createQueue(flush = queueMicrotask) { return flush; }\nexport { createQueue };\nconsole.log(typeof createQueue(), createQueue((f) => f));\n`, ["TS2304@1:30"]],
    ["a base method's default, the base's own instance called", `class Machine {\n  start(initial = states[0], states = ["idle"]) { return initial; }\n}\nclass Door extends Machine {\n  start() { return super.start("closed"); }\n}\nconsole.log(new Door().start(), new Machine().start());\n`, ["TS2373@2:19"]],
  ]);
});

describe("rows of constant empty lists, names a constructor's loop sets, defaults JSON data fills", () => {
  passes([
    ["a destructuring default of JSON data from constant text that has the key", `const { retries = computeRetries(), base } = JSON.parse(\`{"retries": 3, "base": "https://example.com"}\`);\nconsole.log(retries, base);\n`],
    ["methods a constructor's loop over constant names sets on this first", `class Fmt {\n  constructor(locale) {\n    for (const m of ["date", "num"]) this[m] = (v) => \`\${locale}:\${v}\`;\n  }\n  date(d) { return new Intl.DateTimeFormat().format(d); }\n  num(n) { return new Intl.NumberFormat().format(n); }\n}\nconst f = new Fmt("en");\nconsole.log(f.date(1), f.num(2));\n`],
    ["callbacks on the rows of constant lists of empty lists", `const GRID = [[], []];\nGRID.forEach((row, y) => row.forEach((cell, x) => paintCell(x, y, cell)));\nconst grid = [[], [], []];\nconsole.log(grid.map((row) => row.map((cell) => renderCell(cell)).join("") || ".").join("\\n"));\n`],
  ]);
  fails([
    ["JSON data from constant text without the key", `const { retries = computeRetries(), base } = JSON.parse(\`{"base": "https://example.com"}\`);\nconsole.log(retries, base);\n`, ["TS2304@1:19"]],
    ["a method the loop's names leave out", `class Fmt {\n  constructor(locale) {\n    for (const m of ["date"]) this[m] = (v) => \`\${locale}:\${v}\`;\n  }\n  date(d) { return new Intl.DateTimeFormat().format(d); }\n  num(n) { return new Intl.NumberFormat().format(n); }\n}\nconst f = new Fmt("en");\nconsole.log(f.date(1), f.num(2));\n`, ["GG1011@6:23"]],
    ["a row that has an element", `const GRID = [[1], []];\nGRID.forEach((row, y) => row.forEach((cell, x) => paintCell(x, y, cell)));\n`, ["TS2304@2:51"]],
  ]);
});

describe("callbacks a built-in never calls: lists and collections the text makes empty, text a pattern finds nothing in", () => {
  passes([
    ["a loop and a map over matchAll of constant text the pattern finds nothing in", `const TEMPLATE = "Hello, world";\nfor (const m of TEMPLATE.matchAll(/\\{\\{(\\w+)\\}\\}/g)) registerVar(m[1]);\nconst found = [...TEMPLATE.matchAll(/\\$\\{(\\w+)\\}/g)].map((m) => resolvePlaceholder(m[1]));\nconsole.log("ok", found.length);\n`],
  ]);
  fails([
    ["constant text the pattern finds", `const TEMPLATE = "Hello, {{name}}";\nfor (const m of TEMPLATE.matchAll(/\\{\\{(\\w+)\\}\\}/g)) registerVar(m[1]);\n`, ["TS2304@2:54"]],
  ]);
  passes([
    ["forEach of an empty Set and Map, map of a frozen empty list, Array.of() and an empty fill", `new Set().forEach((x) => runHook(x));\nconst aliases = new Map([]);\naliases.forEach((v, k) => registerAlias(k, v));\nconst NONE = Object.freeze([]);\nconsole.log(NONE.map((x) => convert(x)), Array.of().map((x) => convert(x)), new Array(0).fill(0).map(() => makeRow()));\n`],
    ["Array.from of nothing, its mapper and a map of its list", `console.log(Array.from({ length: 0 }, () => makeRow()), Array.from("", (c) => toCode(c)), Array.from(new Set(), (x) => convert(x)), Array.from({ length: 0 }).map(() => makeRow()));\n`],
    ["map of holes written in place, of an empty split, and sort of one element", `console.log([, , ,].map(() => fillSlot()), "".split("").map((c) => toCode(c)), Array.of(3).sort((a, b) => compareNums(a, b)));\n`],
    ["a replacer of constant text the pattern finds nothing in, by a regular expression and by text", `const TEMPLATE = "plain text";\nconsole.log(TEMPLATE.replace(/\\$\\{(\\w+)\\}/g, (_, k) => lookupVar(k)), "aaa".replaceAll("b", () => makeB()));\n`],
  ]);
  fails([
    ["Array.from's mapper of two values", `console.log(Array.from({ length: 2 }, () => makeRow()));\n`, ["TS2304@1:45"]],
    ["map of a list of a hole and a value", `[, 1].map((x) => fillSlot(x));\n`, ["TS2304@1:18"]],
    ["forEach of a Map given an entry", `new Map([["a", 1]]).forEach((v, k) => registerAlias(k, v));\n`, ["TS2304@1:39"]],
    ["a replacer of constant text the pattern finds", `const TEMPLATE = "hello \${name}";\nconsole.log(TEMPLATE.replace(/\\$\\{(\\w+)\\}/g, (_, k) => lookupVar(k)));\n`, ["TS2304@2:56"]],
  ]);
});

describe("callbacks a built-in never calls on the array the text fixes", () => {
  passes([
    ["a comparator of sort on one element, the list sorted in place", `const byKind = (a, b) => compareKinds(a.kind, b.kind);\nconst entries = [{ kind: "file" }];\nentries.sort(byKind);\nconsole.log(entries.length);\n`],
    ["a comparator of toSorted on one element", `const ranked = [{ n: 1 }].toSorted((a, b) => rankOf(b) - rankOf(a));\nconsole.log(ranked.length);\n`],
    ["reduce without a start value on one element", `const widths = [3];\nconsole.log(widths.reduce((a, b) => maxOf(a, b)));\n`],
    ["map on an array of holes", `const slots = new Array(4).map(() => makeId());\nconsole.log(slots.length);\n`],
  ]);
  fails([
    ["sort on two elements", `const byKind = (a, b) => compareKinds(a.kind, b.kind);\nconst entries = [{ kind: "file" }, { kind: "dir" }];\nentries.sort(byKind);\nconsole.log(entries.length);\n`, ["TS2304@1:26"]],
    ["sort after a push", `const byKind = (a, b) => compareKinds(a.kind, b.kind);\nconst entries = [{ kind: "file" }];\nentries.push({ kind: "dir" });\nentries.sort(byKind);\n`, ["TS2304@1:26"]],
    ["reduce with a start value on one element", `const widths = [3];\nconsole.log(widths.reduce((a, b) => maxOf(a, b), 0));\n`, ["TS2304@2:37"]],
    ["map after fill", `const slots = new Array(4).fill(0).map(() => crypto.randomUUID());\nconsole.log(slots.length);\n`, ["TS2304@1:46"]],
    ["find on holes, which it visits", `const slot = new Array(4).find(() => crypto.randomUUID());\nconsole.log(slot);\n`, ["TS2304@1:38"]],
  ]);
});

describe("callbacks on lists made empty from empty lists, by constant ranges, and of empty collections", () => {
  passes([
    ["map of a filter of an empty list", `const pending = [];\npending.filter((p) => p.ready).map((p) => Buffer.byteLength(p.name));\nconsole.log(pending.length);\n`],
    ["the values and keys of an empty Map", `const cache = new Map();\nfor (const v of cache.values()) structuredClone(v);\n[...cache.keys()].forEach((k) => Buffer.from(k));\nconsole.log(cache.size);\n`],
    ["a slice or splice its constants make empty, and a slice past a constant list's end", `import { files } from "gg";\nconst recent = files.glob("*.log").slice(0, 0);\nrecent.map((p) => Buffer.byteLength(p));\nfiles.glob("*.md").splice(0, 0).forEach((p) => Buffer.from(p));\nconsole.log(recent.length, ["a"].slice(1).map((x) => process.cwd(x)));\n`],
  ]);
  fails([
    ["map of a slice of a list with an element", `const pending = [{ name: "a", ready: true }];\npending.slice(0).map((p) => Buffer.byteLength(p.name));\nconsole.log(pending.length);\n`, ["TS2591@2:29"]],
    ["the values of a Map made with an entry", `const cache = new Map([["a", 1]]);\nfor (const v of cache.values()) structuredClone(v);\nconsole.log(cache.size);\n`, ["TS2304@2:33"]],
  ]);
});

describe("a parameter pattern's default filled by the parameter's own default, or by each element a loop hands the call", () => {
  passes([
    ["an array pattern's default the parameter's default list fills", `function size([w = process.stdout.columns, h = 24] = [80]) {\n  return w * h;\n}\nconsole.log(size());\n`],
    ["a pattern's default the parameter's own default object fills, where a call leaves the argument out", `function main({ root = process.cwd(), depth = 2 } = { root: "." }) {\n  return \`\${root}:\${depth}\`;\n}\nconsole.log(main(), main({ root: "src" }));\n`],
    ["a pattern's default each element of the constant list a loop hands the call fills", `function scan({ root = process.cwd() } = {}) {\n  return root;\n}\nconst jobs = [{ root: "src" }, { root: "test" }];\nfor (const job of jobs) console.log(scan(job));\n`],
  ]);
  fails([
    ["an array pattern's default past the end of the parameter's default list", `function size([w = 80, h = process.stdout.rows] = [100]) {\n  return w * h;\n}\nconsole.log(size());\n`, ["TS2591@1:28"]],
    ["a pattern's default the parameter's empty default leaves to run", `function main({ root = process.cwd() } = {}) {\n  return root;\n}\nconsole.log(main({ root: "src" }), main());\n`, ["TS2591@1:24"]],
    ["an element of the list that lacks the member", `function scan({ root = process.cwd() } = {}) {\n  return root;\n}\nconst jobs = [{ root: "src" }, { depth: 1 }];\nfor (const job of jobs) console.log(scan(job));\n`, ["TS2591@1:24"]],
  ]);
});

describe("callbacks on the holes of Array(n) of a constant number", () => {
  passes([
    ["map and forEach of Array(n) of a constant number, holes alone", `const ROWS = 3, COLS = 4;\nconst rows = new Array(ROWS).map(() => Buffer.alloc(COLS));\nArray(COLS).forEach(() => process.exit(1));\nconsole.log(rows.length);\n`],
  ]);
  fails([
    ["find of Array(n), which visits holes", `const ROWS = 3;\nconsole.log(new Array(ROWS).find(() => process.exit(1)));\n`, ["TS2591@2:40"]],
    ["Array of a constant text, which is its one element", `const ROWS = "3";\nconst rows = new Array(ROWS).map(() => Buffer.alloc(4));\nconsole.log(rows.length);\n`, ["TS2591@2:40"]],
  ]);
});

describe("a constructor's pattern default filled by literals handed in where they are made", () => {
  passes([
    ["a constructor pattern default filled by literals written where they are handed in, beside a write of that member to this", `class Scanner {\n  constructor({ tag = process.env.TAG, max = 50 } = { tag: "TODO" }) {\n    this.tag = tag;\n    this.max = max;\n  }\n}\nconsole.log(new Scanner().tag, new Scanner({ tag: "FIXME" }).max);\n`],
  ]);
  fails([
    ["one literal handed in lacks the member", `class Scanner {\n  constructor({ tag = process.env.TAG, max = 50 } = { tag: "TODO" }) {\n    this.tag = tag;\n    this.max = max;\n  }\n}\nconsole.log(new Scanner().tag, new Scanner({ max: 3 }).max);\n`, ["TS2591@2:23"]],
  ]);
});

describe("a loop over a sorted list made from an empty one", () => {
  passes([
    ["a loop over the sorted filter of an empty list", `import { files } from "gg";\nconst deferredEvents = [];\nconst due = deferredEvents.filter((e) => e.at <= 10).sort((a, b) => a.at - b.at);\nfor (const ev of due) files.writeFile(\`events/\${ev.id}.json\`, structuredClone(ev).payload);\nconsole.log("due events:", due.length);\n`],
  ]);
  fails([
    ["the same over a list with an element", `const deferredEvents = [{ at: 1, id: "a" }];\nconst due = deferredEvents.filter((e) => e.at <= 10).sort((a, b) => a.at - b.at);\nfor (const ev of due) console.log(structuredClone(ev).id);\n`, ["TS2304@3:35"]],
  ]);
});

describe("a callback's default past the arguments its built-in hands", () => {
  passes([
    ["defaults of parameters the built-ins fill", `const out = ["a.js"].map((p, i = process.pid) => \`\${i}:\${p}\`);\nconst v = await Promise.resolve(2).then((n = structuredClone(0)) => n);\nconsole.log(out, v);\n`],
    ["a method of the program named map that hands a fourth argument", `class Rows {\n  constructor(rows) { this.rows = rows; }\n  map(fn) { return this.rows.map((r, i) => fn(r, i, this.rows, "root/")); }\n}\nconsole.log(new Rows(["a"]).map((p, i, all, root = process.cwd()) => root + p));\n`],
  ]);
  fails([
    ["a map callback default past the three arguments map hands", `const out = ["a.js"].map((p, i, all, root = process.cwd()) => root + p);\nconsole.log(out);\n`, ["TS2591@1:45"]],
    ["a then callback default past the one argument a promise hands", `await Promise.resolve(1).then((s, extra = structuredClone(s)) => extra);\n`, ["TS2304@1:43"]],
  ]);
});

describe("a pattern default of a function handed by its name to a built-in over a constant list", () => {
  passes([
    ["a function handed by its name to map over a constant list whose every element fills its pattern default", `function scan({ root = process.cwd(), tag } = {}) {\n  return \`\${root}:\${tag}\`;\n}\nconst jobs = [{ root: "src", tag: "TODO" }, { root: "test", tag: "FIXME" }];\nfor (const job of jobs) console.log(scan(job));\nconsole.log(jobs.map(scan), scan({ root: ".", tag: "X" }));\n`],
  ]);
  fails([
    ["an element lacks the member", `function scan({ root = process.cwd(), tag } = {}) {\n  return \`\${root}:\${tag}\`;\n}\nconst jobs = [{ root: "src", tag: "TODO" }, { tag: "FIXME" }];\nconsole.log(jobs.map(scan));\n`, ["TS2591@1:24"]],
    ["a direct call leaves the argument out, and the empty default object leaves the pattern default to run", `function scan({ root = process.cwd(), tag } = {}) {\n  return \`\${root}:\${tag}\`;\n}\nconsole.log([{ root: "src" }].map(scan), scan());\n`, ["TS2591@1:24"]],
  ]);
});
