// What the guest has and lacks beyond what TypeScript's library says. A program that tests for a missing thing
// somewhere may carry the test to the use through data the model does not follow: a flag in a Map or under a Symbol
// key, a table of rows filtered by a probe, a strategy or class picked by the test. A branch the model cannot read may
// then be that test, and the use is no certain failure. Members the engine has beyond the library run; misspelt ones
// throw. Each program here was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a test carried to the use through data", () => {
  passes([
    ["a flag kept in a Map", `const features = new Map([["clone", typeof structuredClone === "function"]]);\nif (features.get("clone")) console.log(structuredClone([1]).length);\n`],
    ["a list of required names probed through globalThis", `const REQUIRED = ["structuredClone"];\nconst supported = REQUIRED.every((name) => typeof globalThis[name] === "function");\nconst copy = supported ? structuredClone({ a: 1 }) : JSON.parse(JSON.stringify({ a: 1 }));\nconsole.log(copy.a);\n`],
    ["a table of [name, run] rows filtered by a probe", `const table = [["structuredClone", () => structuredClone(1)]];\nfor (const [name, run] of table) {\n  if (typeof globalThis[name] !== "function") continue;\n  console.log(run());\n}\n`],
    ["a strategy picked by a key the test chose", `const strategies = { native: (v) => structuredClone(v), json: (v) => JSON.parse(JSON.stringify(v)) };\nconst pick = typeof structuredClone === "function" ? "native" : "json";\nconsole.log(strategies[pick]({ a: 1 }).a);\n`],
    ["a class picked by the test", `class NativeCloner { copy(v) { return structuredClone(v); } }\nclass JsonCloner { copy(v) { return JSON.parse(JSON.stringify(v)); } }\nconst Impl = typeof structuredClone === "function" ? NativeCloner : JsonCloner;\nconsole.log(new Impl().copy({ a: 1 }).a);\n`],
    ["a flag under a Symbol key", `const K = Symbol("clone");\nconst env = { [K]: typeof structuredClone === "function" };\nconsole.log(env[K] ? structuredClone([1]).length : 1);\n`],
    ["an implementation picked by a label the test chose", `const rt = typeof process !== "undefined" ? "node" : "gg";\nconst impls = { node: () => process.cwd(), gg: () => "." };\nconsole.log(impls[rt]());\n`],
  ]);
  fails([
    ["a test that only logs, then a use on every run", `if (typeof structuredClone !== "function") console.log("no clone");\nconsole.log(structuredClone([1]).length);\n`, ["TS2304@2:13"]],
    ["the same table filtered by something else", `const table = [["a", () => structuredClone(1)]];\nfor (const [name, run] of table) {\n  if (name.length === 0) continue;\n  console.log(run());\n}\n`, ["TS2304@1:28"]],
    ["a strategy picked by a constant key", `const strategies = { native: (v) => structuredClone(v), json: (v) => JSON.parse(JSON.stringify(v)) };\nconst pick = "native";\nconsole.log(strategies[pick]({ a: 1 }).a);\n`, ["TS2304@1:37"]],
    ["a flag kept in a Map, then a use outside it", `const features = new Map([["clone", typeof structuredClone === "function"]]);\nconsole.log(features.size, structuredClone([1]).length);\n`, ["TS2304@2:28"]],
  ]);
});

describe("a polyfill defined through call or apply", () => {
  passes([
    ["Object.defineProperty.call", `if (!Object.groupBy) Object.defineProperty.call(null, Object, "groupBy", { value: (xs) => ({ all: xs }) });\nconsole.log(Object.groupBy([1], String).all.length);\n`],
    ["Reflect.set.apply", `if (!Reflect.has(Object, "groupBy")) Reflect.set.apply(null, [Object, "groupBy", (xs) => ({ all: xs })]);\nconsole.log(Object.groupBy([1], String).all.length);\n`],
  ]);
  fails([
    ["defining another name", `if (!Object.groupBy) Object.defineProperty.call(null, Object, "grupBy", { value: (xs) => ({ all: xs }) });\nconsole.log(Object.groupBy([1], String).all.length);\n`, ["TS2550@2:20"]],
  ]);
});

describe("members the engine has beyond the library, and misspelt library members", () => {
  passes([
    ["Annex B's Date#getYear", `const d = new Date(0);\nconsole.log(d.getYear());\n`],
    ["Error.captureStackTrace in an error class", `class E extends Error { constructor(m) { super(m); Error.captureStackTrace(this, E); } }\nconsole.log(new E("x").message);\n`],
  ]);
  fails([
    ["a misspelt static of a library global", `console.log(JSON.stringfy({}));\n`, ["TS2551@1:18"]],
    ["a misspelt method of an array", `const xs = "a,b".split(",");\nconsole.log(xs.findlast(Boolean));\n`, ["TS2551@2:16"]],
    ["a misspelt method of a Date", `console.log(new Date(0).toIsoString());\n`, ["TS2551@1:25"]],
  ]);
});

describe("programs written for several hosts", () => {
  passes([
    ["a test that gg is missing", `if (typeof gg === "undefined") require("node:fs");\nconsole.log("gg");\n`],
    ["a record made only in a dead branch", `const h = typeof process !== "undefined" ? { r: () => require("fs") } : { r: () => 1 };\nconsole.log(h.r());\n`],
    ["a record flagged by another host's global", `const hosts = [{ ok: typeof process !== "undefined", r: () => require("fs") }, { ok: true, r: () => 1 }];\nconsole.log(hosts.find((h) => h.ok).r());\n`],
    ["globals set through the global object handed to a helper", `function setup(g) { g.SETTINGS = { dir: "." }; }\nsetup(globalThis);\nconsole.log(SETTINGS.dir);\n`],
    ["globals set by text run as code", `(0, eval)("var X = 1");\nconsole.log(X);\n`],
    ["a flag of an optional chain from the global object, typeof compared", `const isNode = typeof globalThis.process?.versions?.node === "string";\nif (isNode) require("os");\nconsole.log("guest");\n`],
    ["a flag of an optional chain from the global object compared with undefined", `const isNode = globalThis.process?.versions?.node !== undefined;\nif (isNode) require("os");\nconsole.log("guest");\n`],
    ["a flag of the global's class string", `const isNode = Object.prototype.toString.call(globalThis.process) === "[object process]";\nif (isNode) require("os");\nconsole.log("guest");\n`],
    ["an environment that falls back to an empty object by ??", `const env = globalThis.process?.env ?? {};\nif (env.CI === "true") console.group("tests");\nconsole.log("done");\n`],
    ["a member of the fallback tested against undefined, and by in", `const env = typeof process !== "undefined" ? process.env : {};\nif (env.VERBOSE !== undefined && env.VERBOSE !== "0") console.table([1]);\nif ("GITHUB_STEP_SUMMARY" in env) console.table([2]);\nconsole.log("done");\n`],
    ["a member destructured from the fallback object, which lacks it", `const env = typeof process !== "undefined" ? process.env : {};\nconst { GITHUB_ACTIONS } = env;\nif (GITHUB_ACTIONS === "true") console.group("findings");\nif (GITHUB_ACTIONS) console.table([1]);\nconsole.log("done");\n`],
    ["a list that falls back to an empty array, looped over and tested by its length", `const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];\nfor (const a of argv) console.table([a]);\nif (argv.length) console.table([1]);\nconsole.log(argv.length);\n`],
    ["Object.prototype's members on the global object", `if (globalThis.hasOwnProperty("gg")) console.log(globalThis.toString(), globalThis.propertyIsEnumerable("gg"));\n`],
    ["a flag set by a probe of one host's global in a try, guarding another of its globals", `let isNode = false;\ntry { process.versions.node; isNode = true; } catch {}\nif (isNode) console.log(Buffer.from("x"));\nconsole.log("guest");\n`],
  ]);
  fails([
    ["a test that gg is present", `if (typeof gg !== "undefined") require("node:fs");\nconsole.log("gg");\n`, ["TS2591@1:32","GG1001@1:40"]],
    ["a record made in the live branch", `const h = typeof process === "undefined" ? { r: () => require("fs") } : { r: () => 1 };\nconsole.log(h.r());\n`, ["TS2591@1:55","GG1001@1:63"]],
    ["the helper handed another object", `function setup(g) { g.SETTINGS = { dir: "." }; }\nsetup({});\nconsole.log(SETTINGS.dir);\n`, ["TS2304@3:13"]],
    ["typeof compared with undefined unquoted, always true", `if (typeof process !== undefined) process.exit(0);\n`, ["TS2591@1:35"]],
    ["typeof alone, always truthy", `if (typeof process) process.exit(0);\n`, ["TS2591@1:21"]],
    ["a member destructured from a fallback that has it", `const env = typeof process !== "undefined" ? process.env : { CI: "1" };\nconst { CI } = env;\nif (CI) console.table([1]);\n`, ["TS2339@3:17"]],
    ["a list that falls back to an array with an element, tested by its length", `const argv = typeof process !== "undefined" ? process.argv.slice(2) : ["--all"];\nif (argv.length) console.table([1]);\n`, ["TS2339@2:26"]],
    ["a fallback object that has the member tested", `const env = globalThis.process?.env ?? { CI: "true" };\nif (env.CI === "true") console.group("tests");\nif ("CI" in env) console.table([1]);\n`, ["TS2339@2:32", "TS2339@3:26"]],
    ["a chain from the global object used, not tested", `console.log(globalThis.process.versions.node);\n`, ["GG1008@1:24"]],
    ["a probe in a try without a catch, then another global used", `let isNode = false;\ntry { process.versions.node; isNode = true; } finally {}\nif (isNode) console.log(Buffer.from("x"));\n`, ["TS2591@2:7", "TS2591@3:25"]],
  ]);
});

describe("a binding given another function before it is called", () => {
  passes([
    ["the new one called", `let h = () => gg.files.nope();\nh = () => 1;\nconsole.log(h());\n`],
  ]);
  fails([
    ["the first one called before the new one is given", `let h = () => gg.files.nope();\nconsole.log(h());\nh = () => 1;\n`, ["TS2339@1:24"]],
  ]);
});

describe("flags in a frozen config, and globals set through the global object", () => {
  passes([
    ["a frozen config's flag false in the guest", `const ENV = globalThis.process?.env ?? {};\nconst C = Object.freeze({ v: ENV.DEBUG === "1" });\nif (C.v) process.exit(1);\nconsole.log("ok");\n`],
    ["a helper writing a computed key on the global object", `function install(target, name, value) { target[name] = value; }\ninstall(globalThis, "CFG", 1);\nconsole.log(CFG);\n`],
    ["constant text run as code naming the global", `(0, eval)("var X = 1");\nconsole.log(X);\n`],
    ["the global object by Function(\"return this\")()", `const root = Function("return this")();\nroot.VIA_THIS = 1;\nconsole.log(VIA_THIS);\n`],
    ["the global object on the right of ||", `var root = (typeof self == "object" && self) || Function("return this")();\nroot.Lib = { n: 1 };\nconsole.log(Lib.n);\n`],
    ["a require the program sets on the global object", `const mods = { "./a": { v: 1 } };\nglobalThis.require = (id) => mods[id];\nconsole.log(require("./a").v);\n`],
  ]);
  fails([
    ["a frozen config's flag true in the guest", `const C = Object.freeze({ clone: typeof structuredClone === "undefined" });\nif (C.clone) structuredClone(1);\n`, ["TS2304@2:14"]],
    ["a require the program never sets", `const mods = { "./a": { v: 1 } };\nglobalThis.load = (id) => mods[id];\nconsole.log(require("./a").v);\n`, ["TS2591@3:13", "GG1001@3:21"]],
    ["constant text run as code naming another global", `(0, eval)("var Y = 1");\nconsole.log(X);\n`, ["TS2304@2:13"]],
  ]);
});

describe("text run as code sets globals as it runs", () => {
  passes([
    ["a Function handed the global object", `const setup = new Function("g", "g.SETTINGS = { dir: \\x27.\\x27 };");\nsetup(globalThis);\nconsole.log(SETTINGS.dir);\n`],
  ]);
  fails([
    ["a direct eval in a module, whose var stays local", `eval("var X = 1");\nconsole.log(X);\n`, ["TS2304@2:13"]],
    ["a Function body, whose var is its own", `new Function("var X = 1")();\nconsole.log(X);\n`, ["TS2304@2:13"]],
    ["a finally whose return a constant condition never takes", `function f() { try { return missing(); } finally { if (false) return 1; } }\nconsole.log(f());\n`, ["TS2304@1:29"]],
  ]);
});

describe("a member given another function before it is called", () => {
  passes([
    ["an instance's method replaced", `class C { run() { return gg.files.nope(); } }\nconst x = new C();\nx.run = () => 1;\nx.run();\n`],
    ["a record's field replaced", `const o = { run: () => gg.files.nope() };\no.run = () => 1;\no.run();\n`],
  ]);
  fails([
    ["the field called before it is replaced", `const o = { run: () => gg.files.nope() };\nconsole.log(o.run());\no.run = () => 1;\n`, ["TS2339@1:33"]],
  ]);
});

describe("a test carries something only where it may run", () => {
  passes([
    ["a test in a helper that runs, carried in a Map", `const caps = new Map();\nfunction probe() {\n  caps.set("node", typeof process !== "undefined");\n}\nprobe();\nif (caps.get("node")) process.exitCode = 1;\nconsole.log("done");\n`],
  ]);
  fails([
    ["a test only in a helper nothing calls", `function note(message) {\n  if (typeof process !== "undefined") process.stderr.write(message + "\\n");\n}\nif (gg.files.glob("*").length > 0) {\n  process.exitCode = 1;\n}\nconsole.log("done");\n`, ["TS2591@5:3"]],
  ]);
});

describe("a default function every call's options replace", () => {
  passes([
    ["a default every call's options replace, by a spread", `const DEFAULTS = { clone: (v) => structuredClone(v) };\nfunction make(options) {\n  const opts = { ...DEFAULTS, ...options };\n  return opts.clone({ a: 1 });\n}\nconsole.log(make({ clone: (v) => JSON.parse(JSON.stringify(v)) }));\n`],
    ["a default every call's options replace, by Object.assign", `const DEFAULTS = { now: () => performance.now() };\nfunction timed(options) {\n  const opts = Object.assign({}, DEFAULTS, options);\n  return opts.now();\n}\nconsole.log(timed({ now: () => Date.now() }));\n`],
    ["a default replaced by a named function", `import { files } from "gg";\n\nconst DEFAULTS = {\n  hash: (text) => crypto.createHash("sha1").update(text).digest("hex"),\n  pattern: "src/**/*.js",\n};\n\nfunction fingerprint(options) {\n  const opts = Object.assign({}, DEFAULTS, options);\n  return files.glob(opts.pattern).map((p) => \`\${opts.hash(files.readFile(p))}  \${p}\`);\n}\n\nconst djb2 = (s) => {\n  let h = 5381;\n  for (let i = 0; i < s.length; i++) h = ((h << 5) + h + s.charCodeAt(i)) >>> 0;\n  return h.toString(16);\n};\n\nconsole.log(fingerprint({ hash: djb2 }).join("\\n"));\n`],
    ["a default replaced by a library member, destructured from the spread", `import { shell } from "gg";\n\nconst defaultOptions = {\n  clock: () => performance.now(),\n  label: "step",\n  quiet: false,\n};\n\nfunction createTimer(options = {}) {\n  const { clock, label, quiet } = { ...defaultOptions, ...options };\n  const marks = [];\n  return {\n    mark(name) { marks.push([name, clock()]); },\n    report() {\n      if (quiet) return marks.length;\n      for (const [name, at] of marks) console.log(\`\${label}:\${name} @ \${at}\`);\n      return marks.length;\n    },\n  };\n}\n\nconst t = createTimer({ clock: Date.now, label: "ci" });\nt.mark("start");\nshell.run("npm run build");\nt.mark("built");\nconsole.log(t.report(), "marks");\n`],
  ]);
  fails([
    ["a default one call leaves in place", `const DEFAULTS = { clone: (v) => structuredClone(v) };\nfunction make(options) {\n  const opts = { ...DEFAULTS, ...options };\n  return opts.clone({ a: 1 });\n}\nconsole.log(make({ clone: (v) => JSON.parse(JSON.stringify(v)) }), make({}));\n`, ["TS2304@1:34"]],
    ["an option misspelt, so the default stays", `const DEFAULTS = { clone: (v) => structuredClone(v) };\nfunction make(options) {\n  const opts = { ...DEFAULTS, ...options };\n  return opts.clone({ a: 1 });\n}\nconsole.log(make({ clon: (v) => JSON.parse(JSON.stringify(v)) }));\n`, ["TS2304@1:34"]],
    ["a call that takes the parameter's empty default", `const DEFAULTS = { clone: (v) => structuredClone(v) };\nfunction make(options = {}) {\n  const opts = { ...DEFAULTS, ...options };\n  return opts.clone({ a: 1 });\n}\nconsole.log(make({ clone: (v) => v }), make());\n`, ["TS2304@1:34"]],
    ["a destructured default no option replaces", `const DEFAULTS = { clock: () => performance.now(), label: "t" };\nfunction timer(options = {}) {\n  const { clock, label } = { ...DEFAULTS, ...options };\n  return \`\${label}:\${clock()}\`;\n}\nconsole.log(timer({ label: "ci" }));\n`, ["TS2304@1:33"]],
    ["options whose member the function deletes", `const DEFAULTS = { clone: (v) => structuredClone(v) };\nfunction make(options) {\n  delete options.clone;\n  const opts = { ...DEFAULTS, ...options };\n  return opts.clone({ a: 1 });\n}\nconsole.log(make({ clone: (v) => v }));\n`, ["TS2304@1:34"]],
    ["defaults spread after the options", `const DEFAULTS = { hash: (t) => crypto.randomUUID() + t };\nfunction fingerprint(options) {\n  const opts = Object.assign({}, options, DEFAULTS);\n  return opts.hash("x");\n}\nconst plain = (s) => s.length;\nconsole.log(fingerprint({ hash: plain }));\n`, ["TS2304@1:33"]],
  ]);
});

describe("tests of a missing member by !X.member, Reflect.has and Object.hasOwn", () => {
  passes([
    ["a function replaced under if (!Object.groupBy)", `function group(xs) { return Object.groupBy(xs, (x) => x); }\nif (!Object.groupBy) group = (xs) => xs;\nconsole.log(group([1]));\n`],
    ["a prototype method replaced under that test", `class Grouper {\n  group(xs) { return Object.groupBy(xs, (x) => x); }\n}\nif (!Object.groupBy) Grouper.prototype.group = function (xs) { return xs; };\nconsole.log(new Grouper().group([1]));\n`],
    ["an object's member replaced under that test", `const tools = { group: (xs) => Object.groupBy(xs, (x) => x) };\nif (!Object.groupBy) tools.group = (xs) => xs;\nconsole.log(tools.group([1]));\n`],
    ["Reflect.has of a gg namespace kept in a constructor's field", `import { files } from "gg";\nclass Fs {\n  constructor() { this.canCopy = Reflect.has(files, "copyFile"); }\n  copy() { if (this.canCopy) files.copyFile("a", "b"); }\n}\nnew Fs().copy();\n`],
    ["Reflect.has of a gg namespace in a returned literal", `import { files } from "gg";\nfunction capabilities() {\n  return { canCopy: Reflect.has(files, "copyFile") };\n}\nconst caps = capabilities();\nif (caps.canCopy) files.copyFile("a", "b");\nconsole.log("done");\n`],
    ["Reflect.has of a gg namespace in a static getter", `import { files } from "gg";\nclass Caps { static get copy() { return Reflect.has(files, "copyFile"); } }\nif (Caps.copy) files.copyFile("a", "b");\n`],
  ]);
  fails([
    ["the member used outside the test", `if (!Object.groupBy) console.log("missing");\nconst g = Object.groupBy([1], (x) => x);\nconsole.log(g);\n`, ["TS2550@2:18"]],
    ["the operation called after Object.hasOwn only logs", `import { files } from "gg";\nconsole.log(Object.hasOwn(files, "copyFile"));\nfiles.copyFile("a", "b");\n`, ["TS2339@3:7"]],
  ]);
});
