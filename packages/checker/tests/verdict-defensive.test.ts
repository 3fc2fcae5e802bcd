// Defensive programs: polyfills installed through helpers and tables, defaults for what may be missing, catches that
// handle the expected error and rethrow the rest, constant configuration, feature tests kept in fields and flags.
// Each program here runs in the guest's environment; each neighbour that fails on every run is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a polyfill installed however the program writes it", () => {
  passes([
    ["by a helper with a computed key", `function shim(t, k, f) { t[k] = f; }\nshim(Object, "groupBy", () => ({}));\nconsole.log(Object.groupBy([], String));\n`],
    ["through a globalThis path", `globalThis.Object.groupBy = () => ({});\nconsole.log(Object.groupBy([], String));\n`],
    ["by a helper defining a property on a prototype", `function def(p, k, f) { Object.defineProperty(p, k, { value: f }); }\ndef(Set.prototype, "union", function () { return this; });\nconsole.log(new Set().union(new Set()));\n`],
    ["from a table, in a loop", `for (const [t, k, f] of [[Object, "groupBy", () => ({})]]) t[k] = f;\nconsole.log(Object.groupBy([], String));\n`],
    ["by Object.assign in a helper", `const install = (proto, methods) => Object.assign(proto, methods);\ninstall(Set.prototype, { union() { return this; } });\nconsole.log(new Set().union(new Set()));\n`],
    ["by replacing the constructor", `globalThis.Set = class extends Set { union() { return this; } };\nconsole.log(new Set().union(new Set()));\n`],
  ]);
  fails([
    ["a helper with a computed key, handed no built-in", `function set(o, k, v) { o[k] = v; }\nset({}, "a", 1);\nconsole.log(Object.groupBy([], String));\n`, ["TS2550@3:20"]],
  ]);
});

describe("a default for what may be missing", () => {
  passes([
    ["a destructured global with a default", `const { structuredClone: clone = (v) => JSON.parse(JSON.stringify(v)) } = globalThis;\nconsole.log(clone({ a: 1 }));\n`],
    ["a destructured gg member with a default", `const { copyFile = (a, b) => gg.files.writeFile(b, gg.files.readFile(a)) } = gg.files;\ncopyFile("a.txt", "b.txt");\n`],
  ]);
  fails([
    ["the same gg member without a default", `const { copyFile } = gg.files;\ncopyFile("a.txt", "b.txt");\n`, ["TS2339@1:9"]],
  ]);
});

describe("a catch that handles the expected error", () => {
  passes([
    ["and rethrows the rest last", `function copy(v) {\n  try { return structuredClone(v); }\n  catch (e) { if (e instanceof ReferenceError) return JSON.parse(JSON.stringify(v)); throw e; }\n}\nconsole.log(copy([1]));\n`],
  ]);
  fails([
    ["a catch that always rethrows", `function copy(v) {\n  try { return structuredClone(v); }\n  catch (e) { console.log(e); throw e; }\n}\nconsole.log(copy([1]));\n`, ["TS2304@2:16"]],
  ]);
});

describe("the promises of map(async …)", () => {
  passes([
    ["handled by a catch of Promise.all", `await Promise.all(["a"].map(async () => structuredClone(1))).catch(() => []);\n`],
    ["settled by Promise.allSettled", `const rs = await Promise.allSettled(["a"].map(async () => structuredClone(1)));\nconsole.log(rs[0].status);\n`],
  ]);
  passes([["a promise a helper returns, handled by its caller", `function sleep() { return new Promise((resolve) => queueMicrotask(resolve)); }\nawait sleep().catch(() => undefined);\n`]]);
  fails([["a promise a helper returns, awaited unhandled", `function sleep() { return new Promise((resolve) => queueMicrotask(resolve)); }\nawait sleep();\n`, ["TS2304@1:52"]]]);
  fails([["awaited through Promise.all, unhandled", `await Promise.all(["a"].map(async () => structuredClone(1)));\n`, ["TS2304@1:41"]]]);
});

describe("constant configuration decides a branch", () => {
  passes([
    ["a const compared with a literal", `const RUNTIME = "gg";\nif (RUNTIME === "node") require("node:fs");\nconsole.log(RUNTIME);\n`],
    ["a level compared with a number", `const LOG_LEVEL = 1;\nif (LOG_LEVEL >= 3) writeTrace("x");\nconsole.log(LOG_LEVEL);\n`],
    ["an enum-like object's member", `const Target = { NODE: "node", SANDBOX: "sandbox" };\nconst target = Target.SANDBOX;\nconsole.log(target === Target.NODE ? require("fs") : gg.files.readFile("a.txt"));\n`],
    ["a frozen config's flag", `const CONFIG = Object.freeze({ debug: false });\nif (CONFIG.debug) dump();\nconsole.log(CONFIG);\n`],
  ]);
  fails([
    ["the comparison that holds", `const RUNTIME = "node";\nif (RUNTIME === "node") require("node:fs");\n`, ["TS2591@2:25", "GG1001@2:33"]],
  ]);
});

describe("a feature test kept for later", () => {
  passes([
    ["in an object's field", `const caps = { clone: typeof structuredClone === "function" };\nconsole.log(caps.clone ? structuredClone([1]) : [1]);\n`],
    ["in a flag a probe's catch clears", `let hasSC = true;\ntry { structuredClone; } catch { hasSC = false; }\nif (hasSC) structuredClone([1]);\n`],
    ["a missing gg member read into a const, tested before the call", `const op = gg.files.copyFile;\nif (op) op("a", "b");\n`],
  ]);
  fails([
    ["a field holding something else", `const caps = { clone: true };\nconsole.log(caps.clone ? structuredClone([1]) : [1]);\n`, ["TS2304@2:26"]],
    ["the const called untested", `const op = gg.files.copyFile;\nop("a", "b");\n`, ["TS2339@1:21"]],
  ]);
});

describe("a test of another host's global is constant in the guest", () => {
  passes([
    ["a runtime label chosen by a test, then switched on", `const ENV = typeof process !== "undefined" && process.versions?.node ? "node" : typeof Deno !== "undefined" ? "deno" : "gg";\nfunction read(p) {\n  switch (ENV) {\n    case "node": return require("node:fs").readFileSync(p, "utf8");\n    case "deno": return Deno.readTextFileSync(p);\n    default: return gg.files.readFile(p);\n  }\n}\nconsole.log(read("a.txt"));\n`],
    ["a runtime label compared", `const runtime = typeof process === "object" ? "node" : "gg";\nif (runtime === "node") process.exit(0);\n`],
    ["the host-neutral root", `const root = typeof globalThis !== "undefined" ? globalThis : window;\nroot.queueMicrotask ??= (fn) => { Promise.resolve().then(fn); };\nqueueMicrotask(() => {});\n`],
    ["a global tested by in", `if ("process" in globalThis) process.exit(0);\nconsole.log(1);\n`],
  ]);
  fails([["the label's other constant", `const runtime = typeof process === "object" ? "node" : "gg";\nif (runtime === "gg") process.exit(0);\n`, ["TS2591@2:23"]]]);
});

describe("a feature test behind a call, a switch (true) or a destructured config", () => {
  passes([
    ["a predicate function", `function canClone() { return typeof structuredClone === "function"; }\nif (canClone()) structuredClone(1);\n`],
    ["an arrow predicate", `const hasGroupBy = () => typeof Object.groupBy === "function";\nif (hasGroupBy()) console.log(Object.groupBy([], String));\n`],
    ["switch (true)", `switch (true) {\n  case typeof structuredClone === "function": console.log(structuredClone(1)); break;\n}\n`],
    ["a flag destructured from a config", `const CONFIG = { useNode: false };\nconst { useNode } = CONFIG;\nif (useNode) process.exit(0);\n`],
    ["a flag destructured from a detector's result", `const detect = () => ({ clone: typeof structuredClone === "function" });\nconst { clone } = detect();\nif (clone) structuredClone(1);\n`],
    ["a helper called only behind the test", `function nativeCopy(a, b) { gg.files.copyFile(a, b); }\nif (typeof gg.files.copyFile === "function") nativeCopy("a", "b");\n`],
  ]);
  fails([
    ["a predicate of something else", `function canLog() { return typeof console === "object"; }\nif (canLog()) structuredClone(1);\n`, ["TS2304@2:15"]],
    ["the helper also called untested", `function nativeCopy(a, b) { gg.files.copyFile(a, b); }\nif (typeof gg.files.copyFile === "function") nativeCopy("a", "b");\nnativeCopy("c", "d");\n`, ["TS2339@1:38"]],
  ]);
});

describe("a missing gg member read, not used", () => {
  passes([
    ["compared with undefined", `const has = gg.files.watch !== undefined;\nconsole.log(has, gg.files.watch);\n`],
    ["read through ?.", `console.log(gg.meta?.version);\n`],
    ["destructured, then tested", `const { copyFile } = gg.files;\nif (typeof copyFile === "function") copyFile("a", "b");\nelse gg.files.writeFile("b", gg.files.readFile("a"));\n`],
    ["kept in a capability table", `const caps = { watch: gg.files.watch !== undefined };\nconsole.log(caps);\n`],
  ]);
  fails([
    ["called", `console.log(gg.files.watch("a"));\n`, ["TS2339@1:22"]],
    ["called by Reflect.apply", `console.log(Reflect.apply(gg.files.watch, gg.files, ["a"]));\n`, ["TS2339@1:36"]],
  ]);
});

describe("tests the model follows through bindings, calls and members that name the thing", () => {
  passes([
    ["a let flag a test sets", `let has = false;\nif (typeof structuredClone === "function") has = true;\nif (has) structuredClone(1);\n`],
    ["a flag a try sets after the use", `let ok = false;\ntry { structuredClone({}); ok = true; } catch {}\nif (ok) structuredClone(1);\n`],
    ["a predicate of two statements", `function canClone() { const t = typeof structuredClone; return t === "function"; }\nif (canClone()) structuredClone(1);\n`],
    ["a static getter", `class Env { static get ok() { return typeof structuredClone === "function"; } }\nif (Env.ok) structuredClone(1);\n`],
    ["a label an IIFE chose", `const runtime = (() => { if (typeof process !== "undefined") return "node"; return "gg"; })();\nswitch (runtime) { case "node": console.log(process.cwd()); break; default: console.log("gg"); }\n`],
    ["fields built from a test", `const has = Object.fromEntries([["clone", typeof structuredClone === "function"]]);\nif (has.clone) structuredClone(1);\n`],
  ]);
  fails([
    ["a field of records that only use the thing", `const runtimes = [{ available: true, run: () => process.cwd() }];\nfor (const rt of runtimes) if (rt.available) console.log(rt.run());\n`, ["TS2591@1:49"]],
  ]);
});

describe("a read before its declaration that something catches", () => {
  passes([
    ["in the callee", `function f() { try { return later; } catch { return -1; } }\nconsole.log(f());\nconst later = 1;\n`],
    ["in a function between", `function inner() { return cfg; }\nfunction outer() { try { return inner(); } catch { return 0; } }\nconsole.log(outer());\nconst cfg = 1;\n`],
    ["as a rejection the caller handles", `async function load() { return cfg; }\nload().catch(() => 0);\nconst cfg = 1;\n`],
  ]);
  fails([["uncaught", `function f() { return later; }\nconsole.log(f());\nconst later = 1;\n`, ["GG1009@2:13"]]]);
});

describe("the environment a program detects, however it keeps the answer", () => {
  passes([
    ["a detector arrow", `const isNode = () => typeof process !== "undefined";\nif (isNode()) console.log(require("fs").readdirSync("."));\nconsole.log(gg.files.listDir(".").length);\n`],
    ["a detector with an if and an else", `function runtime() {\n  if (typeof gg === "object") {\n    return "gg";\n  } else {\n    return "node";\n  }\n}\nif (runtime() === "node") process.exit(0);\n`],
    ["a label replaced under a constant test", `let mode = "node";\nif (typeof gg !== "undefined") mode = "gg";\nif (mode === "node") process.exit(0);\nconsole.log(mode);\n`],
    ["an adapter replaced under a constant test", `const ggAdapter = { read: (p) => gg.files.readFile(p) };\nconst nodeAdapter = { read: (p) => require("fs").readFileSync(p, "utf8") };\nlet io = nodeAdapter;\nif (typeof gg !== "undefined") io = ggAdapter;\nconsole.log(io.read("x"));\n`],
    ["switch (true) whose first case is false", `function host() {\n  switch (true) {\n    case typeof process !== "undefined": return require("fs").readdirSync(".").join();\n    default: return "gg";\n  }\n}\nconsole.log(host());\n`],
    ["a table keyed by what an IIFE detects", `const ENV = (() => {\n  if (typeof gg === "object") return "gg";\n  return "node";\n})();\nconst searchers = {\n  gg: (p) => gg.files.grep(p),\n  node: (p) => require("child_process").execSync("rg " + p),\n};\nconsole.log(searchers[ENV]("x"));\n`],
  ]);
  fails([
    ["the detector's other answer", `const isSandbox = () => typeof process === "undefined";\nif (isSandbox()) console.log(require("fs").readdirSync("."));\n`, ["TS2591@2:30", "GG1001@2:38"]],
    ["a detector whose test the text does not decide", `function runtime(x) {\n  if (x) return "node";\n  return "gg";\n}\nif (runtime(1) === "node") process.exit(0);\n`, ["TS2591@5:28"]],
    ["switch (true): the case after a false one", `switch (true) {\n  case typeof process !== "undefined": break;\n  case typeof gg === "object": process.exit(0);\n}\n`, ["TS2591@3:32"]],
    ["the adapter read before it is replaced", `const ggAdapter = { read: (p) => gg.files.readFile(p) };\nconst nodeAdapter = { read: (p) => require("fs").readFileSync(p, "utf8") };\nlet io = nodeAdapter;\nconsole.log(io.read("x"));\nif (typeof gg !== "undefined") io = ggAdapter;\n`, ["TS2591@2:36", "GG1001@2:44"]],
    ["replaced under a test the text does not decide", `const ggAdapter = { read: (p) => gg.files.readFile(p) };\nconst nodeAdapter = { read: (p) => require("fs").readFileSync(p, "utf8") };\nlet io = nodeAdapter;\nif (gg.files.readFile("a") === "b") io = ggAdapter;\nconsole.log(io.read("x"));\n`, ["TS2591@2:36", "GG1001@2:44"]],
    ["read by a hoisted function called before it is replaced", `const ggAdapter = { read: (p) => gg.files.readFile(p) };\nconst nodeAdapter = { read: (p) => require("fs").readFileSync(p, "utf8") };\nlet io = nodeAdapter;\nfunction go() { return io.read("x"); }\ngo();\nif (typeof gg !== "undefined") io = ggAdapter;\n`, ["TS2591@2:36", "GG1001@2:44"]],
    ["replaced only where gg is missing", `const ggAdapter = { read: (p) => gg.files.readFile(p) };\nconst nodeAdapter = { read: (p) => require("fs").readFileSync(p, "utf8") };\nlet io = nodeAdapter;\nif (typeof gg === "undefined") io = ggAdapter;\nconsole.log(io.read("x"));\n`, ["TS2591@2:36", "GG1001@2:44"]],
    ["the label replaced only where gg is missing", `let mode = "node";\nif (typeof gg === "undefined") mode = "gg";\nif (mode === "node") process.exit(0);\n`, ["TS2591@3:22"]],
  ]);
});

describe("a question the model asks again while answering it", () => {
  passes([
    ["a parameter default that reads the table its function sits in", `const make = (fn) => ({ run: fn });\nconst P = {\n  any: make(() => true),\n  array: (p = P.any) => make((v) => v.every((x) => p.run(x))),\n};\nconsole.log(P.array().run([1]));\n`],
  ]);
  fails([
    ["the function with that default calls a missing global", `const make = (fn) => ({ run: fn });\nconst P = {\n  any: make(() => true),\n  array: (p = P.any) => structuredClone(p),\n};\nconsole.log(P.array());\n`, ["TS2304@4:25"]],
  ]);
});

describe("a for loop's counter where the loop turns once", () => {
  passes([
    ["a test of a for loop's counter where the loop turns once, up to a constant and up to a constant list's length", `const MAX_ATTEMPTS = 1;\nfor (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {\n  if (attempt > 0) setTimeout(() => {}, 100);\n  console.log("attempt", attempt);\n}\nconst handlers = [(p) => console.log("visit", p)];\nfor (let i = 0; i < handlers.length; i++) {\n  if (i > 0) queueMicrotask(() => handlers[i]("a"));\n  else handlers[i]("a");\n}\n`],
  ]);
  fails([
    ["the loop turning twice", `const MAX_ATTEMPTS = 2;\nfor (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {\n  if (attempt > 0) setTimeout(() => {}, 100);\n  console.log("attempt", attempt);\n}\n`, ["TS2304@3:20"]],
    ["the counter written in the body", `const MAX_ATTEMPTS = 1;\nfor (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {\n  if (attempt === 0) attempt = -1;\n  if (attempt < 0) setTimeout(() => {}, 100);\n}\n`, ["TS2304@4:20"]],
  ]);
});

describe("a destructuring default the value always fills: made by a helper, spread in place, a constant split", () => {
  passes([
    ["defaults Object.assign copies from a const literal, in a helper and in place, that the other sources leave", `const jsonClone = (x) => JSON.parse(JSON.stringify(x));\nconst DEFAULTS = { clone: jsonClone, indent: 2 };\nconst configure = (opts) => Object.assign({}, DEFAULTS, opts);\nconst { clone = structuredClone, indent } = configure({ indent: 4 });\nconst cfg = Object.assign({}, DEFAULTS, { indent: 8 });\nconst { clone: copy = structuredClone } = cfg;\nconsole.log(clone({ a: 1 }), copy([1]), indent);\n`],
  ]);
  fails([
    ["a source that gives the member undefined", `const jsonClone = (x) => JSON.parse(JSON.stringify(x));\nconst DEFAULTS = { clone: jsonClone, indent: 2 };\nconst configure = (opts) => Object.assign({}, DEFAULTS, opts);\nconst { clone = structuredClone } = configure({ clone: undefined });\nconsole.log(clone({ a: 1 }));\n`, ["TS2304@4:17"]],
  ]);
  passes([
    ["an object a helper makes from defaults and a spread of its argument, which lacks the key", `const jsonClone = (x) => JSON.parse(JSON.stringify(x));\nconst withDefaults = (opts) => ({ retries: 3, clone: jsonClone, ...opts });\nconst { clone = structuredClone } = withDefaults({ retries: 5 });\nconsole.log(clone({ a: 1 }));\n`],
    ["a spread of a const literal written in place, and a constant split long enough", `const DEFAULTS = { sep: "," };\nconst { sep = detectSep() } = { ...DEFAULTS };\nconst [key, value = defaultValue()] = "mode=fast".split("=");\nconsole.log(sep, key, value);\n`],
  ]);
  fails([
    ["the helper's argument giving the key undefined", `const jsonClone = (x) => JSON.parse(JSON.stringify(x));\nconst withDefaults = (opts) => ({ retries: 3, clone: jsonClone, ...opts });\nconst { clone = structuredClone } = withDefaults({ clone: undefined });\nconsole.log(clone({ a: 1 }));\n`, ["TS2304@3:17"]],
    ["a constant split too short", `const [key, value = defaultValue()] = "mode".split("=");\nconsole.log(key, value);\n`, ["TS2304@1:21"]],
  ]);
});

describe("a field flag, where the program reads or writes other objects by computed keys", () => {
  passes([
    ["a flag beside lists and maps the constructor makes, written and read by computed keys through an alias", `class MaxHeap {\n  constructor() {\n    this.a = [];\n    this.pos = new Map();\n    this.verbose = false;\n  }\n  push(x) {\n    const a = this.a;\n    a.push(x);\n    for (let i = a.length - 1; i > 0; ) {\n      const p = (i - 1) >> 1;\n      if (a[p] >= a[i]) break;\n      [a[p], a[i]] = [a[i], a[p]];\n      i = p;\n    }\n    this.pos.set(x, this.a[0]);\n    if (this.verbose) console.table(a);\n  }\n}\nconst h = new MaxHeap();\nfor (const n of [3, 1, 4]) h.push(n);\nconsole.log(h.a[0]);\n`],
  ]);
  fails([
    ["the instance itself written by a computed key", `class MaxHeap {\n  constructor() {\n    this.a = [];\n    this.verbose = false;\n  }\n  push(x) {\n    this.a.push(x);\n    if (this.verbose) console.table(this.a);\n  }\n}\nconst h = new MaxHeap();\nconst key = ["verbose"][0];\nconst target = [h][0];\ntarget[key] = true;\nh.push(1);\n`, ["TS2339@8:31"]],
  ]);
  passes([
    ["a constructor option's default, the program writing an object it made by computed keys", `const counts = {};\nfor (const w of ["a", "b", "a"]) counts[w] = (counts[w] ?? 0) + 1;\nclass Trie {\n  constructor({ trace = false } = {}) { this.trace = trace; }\n  insert(w) { if (this.trace) process.stderr.write(w); return w; }\n}\nconsole.log(new Trie().insert("a"), counts);\n`],
    ["a public field flag, the program reading an array it made by a computed index", `class Heap {\n  debug = false;\n  push(x) { if (this.debug) process.stderr.write(\`push \${x}\\n\`); return x; }\n}\nconst h = new Heap();\nconst arr = [1, 2];\nconst i = arr.length - 1;\nconsole.log(h.push(arr[i]));\n`],
    ["a private field flag, the program reading a parameter by a computed key", `class Trie {\n  #trace = false;\n  insert(node, ch) {\n    if (this.#trace) process.stderr.write(ch);\n    return node[ch];\n  }\n}\nconsole.log(new Trie().insert({ a: 1 }, "a"));\n`],
  ]);
  fails([
    ["a field flag a helper writes by a computed key on the instance handed to it", `function set(o, k, v) { o[k] = v; }\nclass Trie {\n  constructor({ trace = false } = {}) { this.trace = trace; }\n  insert(w) { if (this.trace) process.stderr.write(w); return w; }\n}\nconst t = new Trie();\nset(t, "trace", true);\nconsole.log(t.insert("a"));\n`, ["TS2591@4:31"]],
    ["a private field flag a method sets first", `class Trie {\n  #trace = false;\n  verbose() { this.#trace = true; return this; }\n  insert(node, ch) {\n    if (this.#trace) process.stderr.write(ch);\n    return node[ch];\n  }\n}\nconsole.log(new Trie().verbose().insert({ a: 1 }, "a"));\n`, ["TS2591@5:22"]],
  ]);
});

describe("a field the constructor sets once, read through this", () => {
  passes([
    ["set from a test of gg, compared", `class Host {\n  constructor() { this.kind = typeof gg !== "undefined" ? "gg" : "node"; }\n  run(cmd) {\n    if (this.kind !== "gg") return require("child_process").execSync(cmd).toString();\n    return gg.shell.run(cmd).stdout;\n  }\n}\nconsole.log(new Host().run("ls"));\n`],
    ["an instance field behind a getter", `class Host {\n  kind = typeof gg === "object" ? "gg" : "node";\n  get native() { return this.kind === "node"; }\n  run(cmd) {\n    return this.native ? require("child_process").execSync(cmd).toString() : gg.shell.run(cmd).stdout;\n  }\n}\nconsole.log(new Host().run("ls"));\n`],
    ["a constant string", `class Host {\n  constructor() { this.kind = "gg"; }\n  run(cmd) {\n    if (this.kind === "node") return require("child_process").execSync(cmd);\n    return gg.shell.run(cmd).stdout;\n  }\n}\nconsole.log(new Host().run("ls"));\n`],
  ]);
  fails([
    ["a method called before the field is set", `class Host {\n  constructor() {\n    this.out = this.run("ls");\n    this.kind = "gg";\n  }\n  run(cmd) {\n    if (this.kind !== "gg") return require("child_process").execSync(cmd).toString();\n    return gg.shell.run(cmd).stdout;\n  }\n}\nconsole.log(new Host().out);\n`, ["TS2591@7:36", "GG1001@7:44"]],
    ["the field written again", `class Host {\n  constructor() { this.kind = typeof gg !== "undefined" ? "gg" : "node"; }\n  run(cmd) {\n    if (this.kind !== "gg") return require("child_process").execSync(cmd).toString();\n    return gg.shell.run(cmd).stdout;\n  }\n}\nconst h = new Host();\nh.kind = "node";\nconsole.log(h.run("ls"));\n`, ["TS2591@4:36", "GG1001@4:44"]],
    ["the method taken onto another object", `class Host {\n  constructor() { this.kind = typeof gg !== "undefined" ? "gg" : "node"; }\n  run(cmd) {\n    if (this.kind !== "gg") return require("child_process").execSync(cmd).toString();\n    return gg.shell.run(cmd).stdout;\n  }\n}\nconst o = { kind: "node", run: new Host().run };\nconsole.log(o.run("ls"));\n`, ["TS2591@4:36", "GG1001@4:44"]],
    ["the field deleted", `class Host {\n  constructor() { this.kind = typeof gg !== "undefined" ? "gg" : "node"; }\n  run(cmd) {\n    if (this.kind !== "gg") return require("child_process").execSync(cmd).toString();\n    return gg.shell.run(cmd).stdout;\n  }\n}\nconst h = new Host();\ndelete h.kind;\nconsole.log(h.run("ls"));\n`, ["TS2591@4:36", "GG1001@4:44"]],
  ]);
});

describe("gg as the catalogue makes it, whatever spelling tests it", () => {
  passes([
    ["typeof globalThis.gg", `if (typeof globalThis.gg !== "undefined") console.log("gg");\nelse process.stdout.write("node\\n");\n`],
    ["globalThis.gg == null", `if (globalThis.gg == null) {\n  process.stdout.write("usage: run under gg\\n");\n}\nconsole.log("ok");\n`],
    ["a namespace compared with undefined", `if (gg.files !== undefined) console.log("gg");\nelse process.stdout.write("node\\n");\n`],
    ["a namespace missing, after gg missing", `if (typeof gg === "undefined" || !gg.files) {\n  process.stderr.write("need gg\\n");\n}\nconsole.log("ok");\n`],
    ["an operation ?? a Node fallback", `const readFile = gg.files.readFile ?? ((p) => require("fs").readFileSync(p, "utf8"));\nconsole.log(readFile("a.txt"));\n`],
    ["an imported namespace's operation tested by typeof", `import { files } from "gg";\nconst read = typeof files.readFile === "function" ? files.readFile : (p) => require("fs").readFileSync(p, "utf8");\nconsole.log(read("a.txt"));\n`],
    ["an operation the catalogue lacks, tested", `if (gg.files.watch) {\n  gg.files.watch(".");\n  setInterval(() => console.log("tick"), 1000);\n}\nconsole.log("done");\n`],
    ["a live flag && a test that is always false", `const want = gg.files.glob("*").length > 0;\nif (want && typeof process !== "undefined") {\n  setTimeout(() => console.log("later"), 10);\n}\n`],
  ]);
  fails([
    ["the namespace is there", `if (gg.files !== undefined) process.stdout.write("x\\n");\n`, ["TS2591@1:29"]],
    ["gg is there", `if (globalThis.gg != null) process.exit(0);\n`, ["TS2591@1:28"]],
    ["a misspelt operation ?? a Node fallback", `const readFile = gg.files.readFlie ?? ((p) => require("fs").readFileSync(p, "utf8"));\nconsole.log(readFile("a.txt"));\n`, ["TS2591@1:47", "GG1001@1:55"]],
    ["a live flag && a test that is always true", `const verbose = gg.files.readFile("a.txt") === "text";\nif (verbose && typeof gg === "object") process.exit(0);\n`, ["TS2591@2:40"]],
    ["an operation the catalogue lacks is undefined", `if (gg.files.watch === undefined) setInterval(() => console.log("tick"), 1000);\n`, ["TS2304@1:35"]],
  ]);
});

describe("the guest's globals and built-in methods, as ECMAScript 2023 and the guest's console make them", () => {
  passes([
    ["a console method the guest lacks, tested", `if (typeof console.time === "function") {\n  console.time("a");\n  console.timeEnd("a");\n}\nconsole.log("ok");\n`],
    ["an AMD or browser wrapper", `if (typeof define === "function" && define.amd) {\n  define([], () => ({}));\n} else if (typeof window !== "undefined") {\n  window.lib = {};\n}\nconsole.log("ok");\n`],
    ["a build flag no one sets", `if (typeof __DEV__ !== "undefined" && __DEV__) {\n  console.table([1]);\n}\nconsole.log("ok");\n`],
    ["a polyfill of a method the guest has", `if (!Array.prototype.flat) {\n  require("core-js/features/array/flat");\n}\nconsole.log([[1], [2]].flat());\n`],
    ["a built-in method || a module", `const assign = Object.assign || require("object-assign");\nconsole.log(assign({}, { a: 1 }));\n`],
    ["a built-in global tested by typeof", `var P = typeof Promise !== "undefined" ? Promise : require("bluebird");\nconsole.log(typeof P);\n`],
    ["a console method the guest has, tested missing", `if (typeof console.log !== "function") {\n  process.exit(2);\n}\nconsole.log("ok");\n`],
    ["a later edition's method on an instance", `const s = new Set([1]);\nif (typeof s.union === "function") {\n  console.table([...s.union(new Set([2]))]);\n}\nconsole.log(s.size);\n`],
  ]);
  fails([
    ["a console method the guest has, tested present", `if (typeof console.log === "function") {\n  process.exit(0);\n}\n`, ["TS2591@2:3"]],
    ["a console method the guest lacks, tested missing", `if (typeof console.time !== "function") {\n  setTimeout(() => console.log("later"), 1);\n}\n`, ["TS2304@2:3"]],
    ["a console method the program adds", `console.time = (label) => console.log(label);\nif (typeof console.time === "function") process.exit(0);\n`, ["TS2591@2:41"]],
    ["a method the guest has, tested present", `if (Array.prototype.flat) {\n  require("core-js/features/array/flat");\n}\n`, ["TS2591@2:3", "GG1001@2:11"]],
    ["a built-in method the program removes", `Object.assign = undefined;\nconst assign = Object.assign || require("object-assign");\nconsole.log(assign({}, { a: 1 }));\n`, ["TS2591@2:33", "GG1001@2:41"]],
    ["a flag the program sets on globalThis", `globalThis.__DEV__ = true;\nif (typeof __DEV__ !== "undefined" && __DEV__) process.exit(0);\n`, ["TS2591@2:48"]],
    ["a later edition's method on an instance, tested missing", `const s = new Set([1]);\nif (typeof s.union !== "function") {\n  console.table([...s]);\n}\n`, ["TS2339@3:11"]],
  ]);
});

describe("a flag a try block sets, where the try cannot throw in the guest", () => {
  passes([
    ["gg probed in a try", `let hasGg = false;\ntry {\n  hasGg = typeof gg.files.readFile === "function";\n} catch {}\nif (!hasGg) require("node:fs");\nconsole.log("ok");\n`],
    ["gg probed in a try, the flag cleared in its catch", `let inGg = true;\ntry {\n  void gg.files;\n} catch {\n  inGg = false;\n}\nif (!inGg) process.exit(1);\nconsole.log("ok");\n`],
    ["a probe in a static method, with getters in the program", `class HostDetector {\n  static detect() {\n    let ggAvailable = false;\n    try {\n      ggAvailable = typeof gg === "object" && typeof gg.files.readFile === "function";\n    } catch {\n      ggAvailable = false;\n    }\n    return ggAvailable ? new GgHost() : new NodeHost();\n  }\n}\nclass GgHost {\n  get name() { return "gg"; }\n  list(pattern) { return gg.files.glob(pattern); }\n}\nclass NodeHost {\n  get name() { return "node"; }\n  list() { return require("node:fs").readdirSync("."); }\n}\nconst host = HostDetector.detect();\nconsole.log(host.name, host.list("*"));\n`],
    ["the flag read in a function declared after, called after", `let canShell = false;\ntry {\n  canShell = typeof gg.shell.run === "function";\n} catch {}\nfunction branch() {\n  if (canShell) return gg.shell.run("git branch").stdout;\n  return require("node:fs").readFileSync(".git/HEAD", "utf8");\n}\nconsole.log(branch());\n`],
  ]);
  fails([
    ["a probe of an operation the catalogue lacks", `let canShell = false;\ntry {\n  canShell = typeof gg.shell.runn === "function";\n} catch {}\nif (!canShell) process.exit(1);\n`, ["TS2591@5:16"]],
    ["a try that calls an operation", `let canShell = false;\ntry {\n  canShell = gg.files.readFile("a") === "other";\n} catch {}\nif (!canShell) process.exit(1);\n`, ["TS2591@5:16"]],
    ["a try that throws", `let inGg = true;\ntry {\n  JSON.parse("{");\n} catch {\n  inGg = false;\n}\nif (!inGg) process.exit(1);\n`, ["TS2591@7:12"]],
    ["the flag read by a function called before the try", `let canShell = false;\nfunction branch() {\n  if (canShell) return gg.shell.run("git branch").stdout;\n  return require("node:fs").readFileSync(".git/HEAD", "utf8");\n}\nconsole.log(branch());\ntry {\n  canShell = typeof gg.shell.run === "function";\n} catch {}\n`, ["TS2591@4:10", "GG1001@4:18"]],
  ]);
});

describe("an environment answer kept in more shapes: a let first holding a function, try blocks that cannot throw, switch detectors, in, typeof of an alias", () => {
  passes([
    ["switch typeof detector", `function env() { switch (typeof gg) { case "object": return "gg"; default: return "node"; } }\nif (env() === "node") console.time("t");\n`],
    ["and case", `switch (true) {\n  case typeof gg === "object" && !0: break;\n  default: console.time("t");\n}\n`],
    ["ternary case", `switch (true) {\n  case typeof gg === "object" ? true : false: break;\n  default: console.time("t");\n}\n`],
    ["arrow after write", `let io = { read: () => console.time("t") };\nconst readOne = () => io.read();\nif (typeof gg !== "undefined") io = { read: () => 1 };\nreadOne();\n`],
    ["callback after write", `let io = { read: () => console.time("t") };\nfunction readOne() { return io.read(); }\nif (typeof gg !== "undefined") io = { read: () => 1 };\n[1].map(readOne);\n`],
    ["assign other key", `class Io {\n  constructor() { this.kind = "gg"; }\n  read() { if (this.kind === "node") console.time("t"); }\n}\nconst io = new Io();\nObject.assign(io, { label: "x" });\nio.read();\n`],
    ["alias missing member", `const W = gg.files.watch;\nif (typeof W === "function") console.time("t");\n`],
    ["failure", `if (!gg.Failure) console.time("t");\n`],
    ["inherited member", `if (!gg.files.toString) console.time("t");\n`],
    ["delete other member", `delete console.debug;\nif (!console.log) console.time("t");\n`],
    ["is well formed", `if (typeof "abc".isWellFormed === "function") console.time("t");\n`],
    ["let function replaced", `let read = (p) => require("node:fs").readFileSync(p, "utf8");\nif (typeof gg !== "undefined") read = gg.files.readFile;\nconsole.log(read("x"));\n`],
    ["let inline object replaced", `let io = { read: (p) => require("node:fs").readFileSync(p, "utf8") };\nif (typeof gg !== "undefined") io = { read: (p) => gg.files.readFile(p) };\nio.read("x");\n`],
    ["class kind with array index", `class Runner {\n  constructor() {\n    this.kind = "gg";\n  }\n  run(cmd) {\n    if (this.kind === "node") return require("node:child_process").execSync(cmd);\n    return gg.shell.run(cmd);\n  }\n}\nconst runner = new Runner();\nrunner.run("ls");\nconst arr = ["a"];\nconsole.log(arr[0]);\n`],
    ["reduce null seed chain", `const hist = gg.programs.history(5);\nconst x = hist.reduce((best, r) => (best?.source.length ? best : r), null);\nconsole.log(x);\n`],
    ["class kind with map set", `class FsAdapter {\n  constructor() {\n    this.mode = "sandbox";\n  }\n  read(p) {\n    if (this.mode === "node") return require("fs").readFileSync(p, "utf8");\n    return gg.files.readFile(p);\n  }\n}\nconst fs = new FsAdapter();\nconsole.log(fs.read("a"));\nnew Map().set("a", 1);\n`],
    ["class kind method named apply", `class Editor {\n  constructor() {\n    this.backend = "gg";\n  }\n  apply(path) {\n    if (this.backend === "fs") return require("fs").readFileSync(path, "utf8");\n    return gg.files.readFile(path);\n  }\n}\nconst editor = new Editor();\neditor.apply("a");\n`],
    ["try read gg member", `let files;\ntry {\n  files = gg.files;\n} catch {\n  files = require("fs");\n}\nconsole.log(files.readFile("a"));\n`],
    ["iife try return typeof", `const hasGg = (() => { try { return typeof gg !== "undefined"; } catch { return false; } })();\nconst text = hasGg ? gg.files.readFile("a") : require("fs").readFileSync("a", "utf8");\nconsole.log(text);\n`],
    ["in operator gg presence", `const read = "readFile" in gg.files ? gg.files.readFile : require("fs").readFileSync;\nconsole.log(read("a"));\n`],
  ]);
  fails([
    ["the let replaced only where gg is missing", `let read = (p) => require("node:fs").readFileSync(p, "utf8");\nif (typeof gg === "undefined") read = (p) => p;\nconsole.log(read("x"));\n`, ["TS2591@1:19", "GG1001@1:27"]],
    ["a member the catalogue lacks, tested by in", `const watch = "watch" in gg.files ? gg.files.watch : require("fs").watch;\nconsole.log(typeof watch);\n`, ["TS2591@1:54", "GG1001@1:62"]],
    ["a switch detector's other answer", `function env() {\n  switch (typeof gg) {\n    case "undefined": return "node";\n    default: return "gg";\n  }\n}\nif (env() === "gg") console.time("t");\n`, ["TS2339@7:29"]],
    ["a misspelt field of the element a reduce walks", `const hist = gg.programs.history(5);\nconsole.log(hist.reduce((n, r) => n + r.sourc.length, 0));\n`, ["TS2551@2:41"]],
    ["the constant field's other value", `class Runner {\n  constructor() {\n    this.kind = "gg";\n  }\n  run(cmd) {\n    if (this.kind === "gg") return require("node:child_process").execSync(cmd);\n    return gg.shell.run(cmd);\n  }\n}\nconst runner = new Runner();\nrunner.run("ls");\nconst arr = ["a"];\nconsole.log(arr[0]);\n`, ["TS2591@6:36", "GG1001@6:44"]],
    ["switch (true) whose ternary case is false", `const cfg = { ok: true };\nswitch (true) {\n  case typeof gg === "object" ? false : true: break;\n  default: console.time("t");\n}\n`, ["TS2339@4:20"]],
  ]);
});

describe("answers kept in a Map flag, passed as an argument, or held by an instance; stored async functions handled visibly", () => {
  passes([
    ["eval assign", `let n = 0;\nn++;\neval('n = "a.txt"');\ngg.files.readFile(n);\n`],
    ["capmap bool flag", `const caps = new Map();\ncaps.set("node", typeof process === "object");\nif (caps.get("node")) {\n  console.log(require("fs").readFileSync("x", "utf8"));\n}\nconsole.log("ok");\n`],
    ["map literal flag", `const flags = new Map([["node", typeof process === "object"]]);\nif (flags.get("node")) console.log(require("fs"));\nconsole.log("ok");\n`],
    ["runtime param switch", `const RUNTIME = typeof globalThis.gg === "object" ? "gg" : "node";\nfunction createIo(runtime) {\n  switch (runtime) {\n    case "gg":\n      return { read: (p) => gg.files.readFile(p) };\n    default:\n      return { read: (p) => require("fs").readFileSync(p, "utf8") };\n  }\n}\nconst io = createIo(RUNTIME);\nconsole.log(io.read("a"));\n`],
    ["literal argument", `function createIo(runtime) {\n  if (runtime === "node") return { read: (p) => require("fs").readFileSync(p, "utf8") };\n  return { read: (p) => gg.files.readFile(p) };\n}\nconsole.log(createIo("gg").read("a"));\n`],
    ["instance field read outside", `class Env {\n  constructor() { this.isGuest = typeof gg === "object"; }\n}\nconst env = new Env();\nfunction read(p) {\n  if (env.isGuest) return gg.files.readFile(p);\n  return require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a"));\n`],
    ["getter read outside", `class Env {\n  constructor() { this.flags = { gg: typeof gg === "object" }; }\n  get isGuest() { return this.flags.gg; }\n}\nconst env = new Env();\nfunction read(p) {\n  if (env.isGuest) return gg.files.readFile(p);\n  return require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a"));\n`],
    ["instance method detector", `class Env {\n  isGuest() { return typeof gg === "object"; }\n}\nconst env = new Env();\nfunction read(p) {\n  if (env.isGuest()) return gg.files.readFile(p);\n  return require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a"));\n`],
    ["provider select", `class GgProvider {\n  available() { return typeof gg !== "undefined"; }\n  create() { return { read: (p) => gg.files.readFile(p) }; }\n}\nclass NodeProvider {\n  create() { const fs = require("fs"); return { read: (p) => fs.readFileSync(p, "utf8") }; }\n}\nfunction selectProvider() {\n  const ggp = new GgProvider();\n  if (ggp.available()) return ggp;\n  return new NodeProvider();\n}\nconst io = selectProvider().create();\nconsole.log(io.read("a"));\n`],
  ]);
  fails([
    ["a Map flag that is true", `const caps = new Map();\ncaps.set("node", true);\nif (caps.get("node")) {\n  console.log(require("fs").readFileSync("x", "utf8"));\n}\n`, ["TS2591@4:15", "GG1001@4:23"]],
    ["the argument that picks Node", `function createIo(runtime) {\n  if (runtime === "node") return { read: (p) => require("fs").readFileSync(p, "utf8") };\n  return { read: (p) => gg.files.readFile(p) };\n}\nconsole.log(createIo("node").read("a"));\n`, ["TS2591@2:49", "GG1001@2:57"]],
    ["the instance field that says Node", `class Env {\n  constructor() { this.isGuest = typeof gg !== "object"; }\n}\nconst env = new Env();\nfunction read(p) {\n  if (env.isGuest) return gg.files.readFile(p);\n  return require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a"));\n`, ["TS2591@7:10", "GG1001@7:18"]],
    ["the instance method that says Node", `class Env {\n  isGuest() { return typeof gg === "undefined"; }\n}\nconst env = new Env();\nfunction read(p) {\n  if (env.isGuest()) return gg.files.readFile(p);\n  return require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a"));\n`, ["TS2591@7:10", "GG1001@7:18"]],
    ["class computed key", `let name = { toString() { console.time("t"); return "k"; } };\nclass Box { [String(name)]() {} }\nif (typeof gg !== "undefined") name = "gg";\nString(name);\n`, ["TS2339@1:35"]],
    ["proto getter", `let read = (p) => console.time(p);\nObject.defineProperty(Object.prototype, "text", { get() { return read("a.txt"); } });\nconsole.log({}.text);\nif (typeof gg !== "undefined") read = gg.files.readFile;\nread("b.txt");\n`, ["TS2339@1:27"]],
    ["alias all", `const settle = Promise.all.bind(Promise);\nconst steps = [async () => console.time("t")];\nawait settle(steps.map((f) => f()));\n`, ["TS2339@2:36"]],
    ["all after settled", `const steps = [async () => console.time("t")];\nconst ps = steps.map((f) => f());\nawait Promise.allSettled(ps);\nawait Promise.all(ps);\n`, ["TS2339@1:36"]],
    ["allsettled replaced", `Promise.allSettled = Promise.all.bind(Promise);\nconst steps = [async () => console.time("t")];\nawait Promise.allSettled(steps.map((f) => f()));\n`, ["TS2339@2:36"]],
    ["map unhandled", `const steps = [async () => console.time("t")];\nconst pending = steps.map((f) => f());\n`, ["TS2339@1:36"]],
  ]);
});

describe("a provider picked by its own method, on a subclass instance held in a const", () => {
  passes([
    ["the gg provider's own available()", `class Provider {\n  available() { return false; }\n}\nclass GgProvider extends Provider {\n  available() { return typeof gg !== "undefined"; }\n  read(p) { return gg.files.readFile(p); }\n}\nclass NodeProvider extends Provider {\n  available() { return typeof process !== "undefined"; }\n  read(p) { return require("fs").readFileSync(p, "utf8"); }\n}\nfunction selectProvider() {\n  const ggp = new GgProvider();\n  if (ggp.available()) return ggp;\n  return new NodeProvider();\n}\nconst counts = {};\nfor (const k of ["a"]) counts[k] = 1;\nconsole.log(selectProvider().read("a"), counts);\n`],
  ]);
  fails([
    ["its available() says no", `class Provider {\n  available() { return false; }\n}\nclass GgProvider extends Provider {\n  available() { return typeof gg === "undefined"; }\n  read(p) { return gg.files.readFile(p); }\n}\nclass NodeProvider extends Provider {\n  available() { return typeof process !== "undefined"; }\n  read(p) { return require("fs").readFileSync(p, "utf8"); }\n}\nfunction selectProvider() {\n  const ggp = new GgProvider();\n  if (ggp.available()) return ggp;\n  return new NodeProvider();\n}\nconst counts = {};\nfor (const k of ["a"]) counts[k] = 1;\nconsole.log(selectProvider().read("a"), counts);\n`, ["TS2591@10:20", "GG1001@10:28"]],
    ["the method patched on the prototype", `class Provider {\n  available() { return false; }\n}\nclass GgProvider extends Provider {\n  available() { return typeof gg !== "undefined"; }\n  read(p) { return gg.files.readFile(p); }\n}\nclass NodeProvider extends Provider {\n  read(p) { return require("fs").readFileSync(p, "utf8"); }\n}\nfunction selectProvider() {\n  const ggp = new GgProvider();\n  GgProvider.prototype.available = () => false;\n  if (ggp.available()) return ggp;\n  return new NodeProvider();\n}\nconsole.log(selectProvider().read("a"));\n`, ["TS2591@9:20", "GG1001@9:28"]],
  ]);
});

describe("parameters filled by defaults or by new, and async members handled by .catch", () => {
  passes([
    ["a default every call leaves to the detector", `function detect() {\n  if (typeof gg === "object") return "gg";\n  return "node";\n}\nfunction backend(kind = detect()) {\n  if (kind === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(backend().glob("*"));\n`],
    ["a default every call leaves to a const", `const RUNTIME = typeof gg !== "undefined" ? "gg" : "node";\nfunction backend(kind = RUNTIME) {\n  if (kind === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(backend().glob("*"));\n`],
    ["an async member whose promise is caught", `const step = { run: async () => structuredClone({ a: 1 }) };\nawait step.run().catch((err) => console.log("failed", err.message));\n`],
    ["a constructor parameter stored in a field", `class Io {\n  constructor(runtime) { this.runtime = runtime; }\n  read(p) { if (this.runtime === "node") return require("fs").readFileSync(p); return gg.files.readFile(p); }\n}\nconst io = new Io("gg");\nconsole.log(io.read("a"));\n`],
  ]);
  fails([
    ["the default's detector answers Node", `function detect() {\n  if (typeof gg === "object") return "node";\n  return "gg";\n}\nfunction backend(kind = detect()) {\n  if (kind === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(backend().glob("*"));\n`, ["TS2591@6:31", "GG1001@6:39"]],
    ["the constructor given Node", `class Io {\n  constructor(runtime) { this.runtime = runtime; }\n  read(p) { if (this.runtime === "node") return require("fs").readFileSync(p); return gg.files.readFile(p); }\n}\nconst io = new Io("node");\nconsole.log(io.read("a"));\n`, ["TS2591@3:49", "GG1001@3:57"]],
    ["an async member awaited uncaught", `const step = { run: async () => structuredClone({ a: 1 }) };\nawait step.run();\n`, ["TS2304@1:33"]],
  ]);
});

describe("answers handed over in objects: an options argument, a destructured parameter, a literal's getter, an instance handed on or kept in a field", () => {
  passes([
    ["an options object's constant", `const RUNTIME = typeof gg !== "undefined" ? "gg" : "node";\nfunction createIo(opts) {\n  if (opts.runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(createIo({ runtime: RUNTIME }).glob("*"));\n`],
    ["an options object held in a const", `const options = { runtime: typeof gg === "object" ? "gg" : "node" };\nfunction createIo(opts) {\n  if (opts.runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(createIo(options).glob("*"));\n`],
    ["a destructured parameter", `function backend({ runtime }) {\n  if (runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(backend({ runtime: typeof gg === "undefined" ? "node" : "gg" }).glob("*"));\n`],
    ["a destructured parameter's default", `function backend({ runtime = "gg" } = {}) {\n  if (runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(backend().glob("*"), backend({}).glob("*"));\n`],
    ["an object literal's getter", `const env = {\n  get gg() { return typeof gg !== "undefined"; },\n};\nfunction read(p) {\n  return env.gg ? gg.files.readFile(p) : require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a"));\n`],
    ["an instance handed to a function", `class Env {\n  constructor() { this.hasGg = typeof gg !== "undefined"; }\n}\nfunction read(env, p) {\n  return env.hasGg ? gg.files.readFile(p) : require("fs").readFileSync(p, "utf8");\n}\nconst env = new Env();\nconsole.log(read(env, "a"));\n`],
    ["an instance kept by another's constructor, its answer in a bare private field", `class Env {\n  #flags;\n  constructor() { this.#flags = { gg: typeof gg === "object" }; }\n  get isGuest() { return this.#flags.gg; }\n}\nclass Io {\n  constructor(env) { this.env = env; }\n  read(p) {\n    if (this.env.isGuest) return gg.files.readFile(p);\n    return require("fs").readFileSync(p, "utf8");\n  }\n}\nconsole.log(new Io(new Env()).read("a"));\n`],
    ["a frozen config's frozen nested flag", `const CONFIG = Object.freeze({ notify: Object.freeze({ enabled: false }) });\nif (CONFIG.notify.enabled) process.exit(0);\nconsole.log("ok");\n`],
    ["a nested flag of an options argument", `function check(config) {\n  if (config.notify.enabled) process.exit(0);\n}\ncheck({ notify: { enabled: false } });\n`],
    ["a stand-in or gg, by a value", `const fake = { files: { preview: (p) => console.log("dry", p) } };\nconst api = gg.files.stat("DRY_RUN") ? fake : gg;\napi.files.preview("out.txt");\n`],
    ["an operation's result ?? a Node fallback", `const text = gg.files.readFile("a") ?? require("fs").readFileSync("a", "utf8");\nconst list = (await gg.files.glob("*")) ?? require("fs").readdirSync(".");\nconsole.log(text, list);\n`],
    ["a method's default every call leaves to the detector", `const detect = () => (typeof gg !== "undefined" ? "gg" : "fs");\nconst writer = {\n  read(path, target = detect()) {\n    if (target === "fs") return require("fs").readFileSync(path, "utf8");\n    return gg.files.readFile(path);\n  },\n};\nconsole.log(writer.read("a"));\n`],
  ]);
  fails([
    ["the options object's other constant", `function createIo(opts) {\n  if (opts.runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(createIo({ runtime: "node" }).glob("*"));\n`, ["TS2591@2:39", "GG1001@2:47"]],
    ["two calls that disagree", `function createIo(opts) {\n  if (opts.runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(createIo({ runtime: "gg" }).glob("*"), createIo({ runtime: "node" }).glob("*"));\n`, ["TS2591@2:39", "GG1001@2:47"]],
    ["the options field written in the function", `function createIo(opts) {\n  opts.runtime = "node";\n  if (opts.runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(createIo({ runtime: "gg" }).glob("*"));\n`, ["TS2591@3:39", "GG1001@3:47"]],
    ["a destructured default that a call leaves in place", `function backend({ runtime = "node" } = {}) {\n  if (runtime === "node") return require("fs");\n  return gg.files;\n}\nconsole.log(backend({ runtime: "gg" }).glob("*"), backend().glob("*"));\n`, ["TS2591@2:34", "GG1001@2:42"]],
    ["the getter that says Node", `const env = {\n  get gg() { return typeof gg === "undefined"; },\n};\nfunction read(p) {\n  return env.gg ? gg.files.readFile(p) : require("fs").readFileSync(p, "utf8");\n}\nconsole.log(read("a"));\n`, ["TS2591@5:42", "GG1001@5:50"]],
    ["an instance handed on after its field is changed", `class Env {\n  constructor() { this.hasGg = typeof gg !== "undefined"; }\n}\nfunction read(env, p) {\n  return env.hasGg ? gg.files.readFile(p) : require("fs").readFileSync(p, "utf8");\n}\nconst env = new Env();\nenv.hasGg = false;\nconsole.log(read(env, "a"));\n`, ["TS2591@5:45", "GG1001@5:53"]],
    ["the private field that says Node", `class Env {\n  #flags;\n  constructor() { this.#flags = { gg: typeof gg !== "object" }; }\n  get isGuest() { return this.#flags.gg; }\n}\nclass Io {\n  constructor(env) { this.env = env; }\n  read(p) {\n    if (this.env.isGuest) return gg.files.readFile(p);\n    return require("fs").readFileSync(p, "utf8");\n  }\n}\nconsole.log(new Io(new Env()).read("a"));\n`, ["TS2591@10:12", "GG1001@10:20"]],
    ["a method's default a call replaces", `const writer = {\n  read(path, target = "gg") {\n    if (target === "fs") return require("fs").readFileSync(path, "utf8");\n    return gg.files.readFile(path);\n  },\n};\nconsole.log(writer.read("a"), writer.read("b", "fs"));\n`, ["TS2591@3:33", "GG1001@3:41"]],
    ["gg under another name, its namespace lacking the member", `const api = gg;\napi.files.preview("out.txt");\n`, ["TS2339@2:11"]],
    ["an optional result ?? a Node fallback", `const info = gg.files.stat("a") ?? require("fs").statSync("a");\nconsole.log(info);\n`, ["TS2591@1:36", "GG1001@1:44"]],
    ["an operation's result replaced ?? a Node fallback", `const files = { readFile: () => undefined };\nconst text = files.readFile("a") ?? require("fs").readFileSync("a", "utf8");\nconsole.log(text);\n`, ["TS2591@2:37", "GG1001@2:45"]],
    ["Reflect.construct hands the list's elements", `function Job(a, useGg) {\n  if (!useGg) require("fs");\n}\nReflect.construct(Job, [1, false]);\n`, ["TS2591@2:15", "GG1001@2:23"]],
  ]);
});

describe("flags computed from constants by built-ins, spreads, defaults and missing members", () => {
  passes([
    ["an array literal that never includes the flag", `const SECTIONS = ["authors", "churn"];\nif (SECTIONS.includes("timing")) console.time("report");\nconsole.log(SECTIONS.length);\n`],
    ["the guest's empty argv", `const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];\nif (argv.includes("--profile")) console.time("scan");\nconsole.log(argv.length);\n`],
    ["indexOf on an empty list", `const args = [];\nconst t0 = args.indexOf("--profile") !== -1 ? performance.now() : 0;\nconsole.log(t0);\n`],
    ["a Set that never has the feature", `const FEATURES = new Set(["csv", "markdown"]);\nif (FEATURES.has("snapshot")) structuredClone({});\nconsole.log(FEATURES.size);\n`],
    ["a version that does not start so", `const SCHEMA_VERSION = "2.3";\nif (SCHEMA_VERSION.startsWith("1.")) structuredClone({});\nconsole.log(SCHEMA_VERSION.toLowerCase());\n`],
    ["Boolean and Number of constants", `if (Boolean(0) || Number("0") > 0) console.time("t");\nconsole.log("ok");\n`],
    ["a spread default", `const DEFAULTS = { profile: false };\nconst options = { ...DEFAULTS, top: 5 };\nif (options.profile) performance.now();\nconsole.log(options.top);\n`],
    ["a destructuring default from an empty object", `const { verbose = false } = {};\nif (verbose) console.time("scan");\nconsole.log(verbose);\n`],
    ["a missing member compared with a string", `const env = {};\nif (env.DEBUG === "1") console.time("scan");\nconsole.log(Object.keys(env).length);\n`],
    ["an options field destructured in the body", `const RUNTIME = typeof gg === "object" ? "gg" : "node";\nfunction createIo(opts) {\n  const { runtime } = opts;\n  if (runtime !== "gg") return require("fs");\n  return gg.files;\n}\nconsole.log(createIo({ runtime: RUNTIME }).glob("*"));\n`],
    ["undefined handed in for a default", `const io = {\n  read(path, target = "gg") {\n    if (target !== "gg") return require("fs").readFileSync(path, "utf8");\n    return gg.files.readFile(path);\n  },\n};\nconsole.log(io.read("a.txt", undefined));\n`],
    ["an undefined field for a destructured default", `function backend({ runtime = "gg" } = {}) {\n  if (runtime !== "gg") return require("fs");\n  return gg.files;\n}\nconsole.log(backend({ runtime: undefined }).glob("*"));\n`],
    ["a private method assigned by ??= and ||=", `class F {\n  #fmt(s) { return s; }\n  reset() { this.#fmt ??= (s) => s; this.#fmt ||= (s) => s; }\n}\nnew F().reset();\n`],
    ["argv through an optional chain that stops", `const args = globalThis.process?.argv?.slice(2) ?? [];\nconst profiling = args.indexOf("--profile") !== -1;\nconst t0 = profiling ? performance.now() : 0;\nconsole.log(t0);\n`],
    ["a config list's member, beside counts kept by key", `const CONFIG = { sections: ["authors", "churn"], top: 10 };\nconst churn = {};\nfor (const f of ["a", "b"]) churn[f] = (churn[f] ?? 0) + 1;\nif (CONFIG.sections.includes("timing")) console.time("report");\nconsole.log(CONFIG.top, churn);\n`],
    ["defaults destructured from a test's empty side", `function parseArgs(list) { const out = {}; for (const a of list) out[a] = true; return out; }\nconst { verbose = false } = typeof process !== "undefined" ? parseArgs(process.argv) : {};\nif (verbose) console.table([]);\n`],
    ["the guest's empty argv handed to console.table, behind its length", `const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];\nif (argv.length) console.table(argv);\nconsole.log("done");\n`],
    ["a Set of the guest's empty argv", `const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];\nconst flags = new Set(argv);\nif (flags.has("--timing")) console.time("docs");\nconsole.log(flags.size);\n`],
    ["the first of an empty argv, defaulted", `const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];\nconst command = argv[0] ?? "status";\nif (command === "watch") setInterval(() => console.log("tick"), 1000);\nif (argv[1] === "--all") console.table(argv);\nconsole.log(command);\n`],
    ["a flag set only in a loop over an empty argv", `const argv = typeof process !== "undefined" ? process.argv.slice(2) : [];\nlet profile = false;\nfor (const arg of argv) if (arg === "--profile") profile = true;\nif (profile) console.time("bench");\nconsole.log("done");\n`],
    ["a switch on a member the guest's env lacks", `const env = typeof process !== "undefined" ? process.env : {};\nswitch (env.NODE_ENV) {\n  case "development":\n    console.time("triage");\n    break;\n  default:\n    console.log("production");\n}\n`],
    ["a pattern tested on an empty default", `const env = typeof process !== "undefined" ? process.env : {};\nconst TRACE = /^(1|true|yes)$/i.test(env.JOB_TRACE ?? "");\nif (TRACE) console.time("jobs");\nconsole.log(TRACE);\n`],
    ["a list that never includes a missing member", `const env = typeof process !== "undefined" ? process.env : {};\nif (["1", "true"].includes(env.VERBOSE)) console.table([1]);\nconsole.log("done");\n`],
    ["typeof of a parenthesised missing name", `if (typeof (x) !== "undefined") console.log("has x");\nconsole.log(typeof (x));\n`],
    ["undefined is void 0", `if (!(undefined === void 0)) ERROR("never");\nconsole.log("ok");\n`],
    ["a polyfill through a prototype taken by getPrototypeOf", `const proto = Object.getPrototypeOf(new Set());\nconst name = ["unionAll"][0];\nproto[name] = function (o) { return new Set([...this, ...o]); };\nconsole.log(new Set([1]).unionAll(new Set([2])).size);\n`],
  ]);
  fails([
    ["an array literal that includes the flag", `const SECTIONS = ["authors", "timing"];\nif (SECTIONS.includes("timing")) console.time("report");\n`, ["TS2339@2:42"]],
    ["Node's argv read where gg is missing", `const argv = typeof gg === "undefined" ? [] : ["--profile"];\nif (argv.includes("--profile")) console.time("scan");\n`, ["TS2339@2:41"]],
    ["a spread that sets the flag", `const DEFAULTS = { profile: false };\nconst options = { top: 5, ...DEFAULTS, profile: true };\nif (options.profile) performance.now();\n`, ["TS2304@3:22"]],
    ["a destructuring default the object overrides", `const { verbose = false } = { verbose: true };\nif (verbose) console.time("scan");\n`, ["TS2339@2:22"]],
    ["a member the program sets before the compare", `const env = {};\nenv.DEBUG = "1";\nif (env.DEBUG === "1") console.time("scan");\n`, ["TS2339@3:32"]],
    ["undefined is void 0, its branch taken", `if (undefined === void 0) ERROR("always");\n`, ["TS2552@1:27"]],
    ["a list the program fills, handed to console.table", `const argv = [];\nargv.push("--all");\nif (argv.length) console.table(argv);\n`, ["TS2339@3:26"]],
    ["the first of a list that has one", `const argv = ["watch"];\nconst command = argv[0] ?? "status";\nif (command === "watch") setInterval(() => console.log("tick"), 1000);\n`, ["TS2304@3:26"]],
    ["a flag set in a loop over a list with the flag", `const argv = ["--profile"];\nlet profile = false;\nfor (const arg of argv) if (arg === "--profile") profile = true;\nif (profile) console.time("bench");\n`, ["TS2339@4:22"]],
    ["a switch whose default takes a missing member", `const env = {};\nswitch (env.NODE_ENV) {\n  case "production":\n    break;\n  default:\n    console.time("triage");\n}\n`, ["TS2339@6:13"]],
    ["a pattern that matches its constant text", `const TRACE = /^(1|true|yes)$/i.test("TRUE");\nif (TRACE) console.time("jobs");\n`, ["TS2339@2:20"]],
    ["a pattern that may backtrack long, on a text it matches", `if (/^(a+)+$/.test("aaaaaaaaaaa")) console.time("jobs");\n`, ["TS2339@1:44"]],
    ["a config list the program adds to", `const CONFIG = { sections: ["authors"] };\nCONFIG.sections.push("timing");\nif (CONFIG.sections.includes("timing")) console.time("report");\n`, ["TS2339@3:49"]],
    ["a private method assigned by &&=", `class F {\n  #fmt(s) { return s; }\n  reset() { this.#fmt &&= (s) => s; }\n}\nnew F().reset();\n`, ["TS2803@3:18"]],
  ]);
});

describe("constant text worked out by more of the string built-ins: split, index, parseInt, match, replace, pad, search, code points", () => {
  passes([
    ["the first part of a split", `const V = "1.4.2";\nif (V.split(".")[0] === "2") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["the number of parts of a split", `const V = "1.4.2";\nif (V.split(".").length > 3) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["a character read by index", `const V = "1.4.2";\nif (V[0] === "2") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["parseInt of the text", `const V = "1.4.2";\nif (parseInt(V, 10) >= 2) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["a match that finds nothing", `const V = "1.4.2";\nif (V.match(/^2/)) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["a replace by a regular expression", `const V = "1.4.2";\nif (V.replace(/\\./g, "") === "200") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["padStart", `const V = "1.4.2";\nif (V.padStart(8) === "x") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["search", `const V = "1.4.2";\nif (V.search(/2/) === 0) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["codePointAt", `const V = "1.4.2";\nif (V.codePointAt(0) === 50) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["concat", `const V = "1.4.2";\nif (V.concat("") === "2") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["normalize", `const V = "1.4.2";\nif (V.normalize() !== V) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["a join of parts", `const V = "1.4.2";\nif (V.split(".").join("/") === "2/0/0") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["exec that finds nothing", `const V = "1.4.2";\nif (/^2/.exec(V)) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`],
    ["the last part of a split, by pop", `const F = "summary.txt";\nconst ext = F.split(".").pop();\nif (ext === "json") console.log(Object.groupBy([1], (x) => x));\nconsole.log(ext);\n`],
    ["a part of a split taken by a pattern", `const R = "node-18";\nconst [, ver] = R.split("-");\nif (ver === "22") console.log(Object.groupBy([1], (x) => x));\nconsole.log(ver);\n`],
    ["the length of a repeat", `const RULE = "-".repeat(40);\nif (RULE.length < 10) console.log(Object.groupBy([1], (x) => x));\nconsole.log(RULE);\n`],
    ["a regular expression given the g flag by compile", `const re = /\\d/;\nre.compile(re.source, "g");\nconsole.log("a1b2".replaceAll(re, "#"));\n`],
  ]);
  fails([
    ["the first part of a split", `const V = "1.4.2";\nif (V.split(".")[0] === "1") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:49"]],
    ["the number of parts of a split", `const V = "1.4.2";\nif (V.split(".").length === 3) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:51"]],
    ["a character read by index", `const V = "1.4.2";\nif (V[0] === "1") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:38"]],
    ["parseInt of the text", `const V = "1.4.2";\nif (parseInt(V, 10) >= 1) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:46"]],
    ["a match that finds nothing", `const V = "1.4.2";\nif (V.match(/^1/)) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:39"]],
    ["a replace by a regular expression", `const V = "1.4.2";\nif (V.replace(/\\./g, "") === "142") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:56"]],
    ["padStart", `const V = "1.4.2";\nif (V.padStart(8) === "   1.4.2") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:54"]],
    ["search", `const V = "1.4.2";\nif (V.search(/2/) === 4) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:45"]],
    ["codePointAt", `const V = "1.4.2";\nif (V.codePointAt(0) === 49) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:49"]],
    ["concat", `const V = "1.4.2";\nif (V.concat("-rc") === "1.4.2-rc") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:56"]],
    ["normalize", `const V = "1.4.2";\nif (V.normalize() === V) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:45"]],
    ["a join of parts", `const V = "1.4.2";\nif (V.split(".").join("/") === "1/4/2") console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:60"]],
    ["exec that finds nothing", `const V = "1.4.2";\nif (/^1/.exec(V)) console.log(Object.groupBy([1], (x) => x));\nconsole.log(V);\n`, ["TS2550@2:38"]],
    ["the last part of a split, by pop", `const F = "summary.json";\nconst ext = F.split(".").pop();\nif (ext === "json") console.log(Object.groupBy([1], (x) => x));\nconsole.log(ext);\n`, ["TS2550@3:40"]],
    ["a part of a split taken by a pattern", `const R = "node-22";\nconst [, ver] = R.split("-");\nif (ver === "22") console.log(Object.groupBy([1], (x) => x));\nconsole.log(ver);\n`, ["TS2550@3:38"]],
    ["the length of a repeat", `const RULE = "-".repeat(4);\nif (RULE.length < 10) console.log(Object.groupBy([1], (x) => x));\nconsole.log(RULE);\n`, ["TS2550@2:42"]],
    ["a regular expression given the g flag by compile", `const re = /\\d/;\nre.test("1");\nconsole.log("a1b2".replaceAll(re, "#"));\n`, ["GG1012@3:31"]],
  ]);
});

describe("flags and keys the text fixes: a private static, the elements a callback walks", () => {
  passes([
    ["a private static flag nothing writes", `class Indexer {\n  static #VERBOSE = false;\n  index() {\n    if (Indexer.#VERBOSE) process.stderr.write("indexing\\n");\n    return 1;\n  }\n}\nconsole.log(new Indexer().index());\n`],
    ["a private static flag read through this in a static method", `class Indexer {\n  static #VERBOSE = false;\n  static log(m) { if (this.#VERBOSE) process.stderr.write(m); }\n  index() { Indexer.log("x"); return 1; }\n}\nconsole.log(new Indexer().index());\n`],
    ["a computed dispatch in map over a constant list", `import { shell } from "gg";\nclass Pipeline {\n  lint() { return shell.run("npm run lint").exitCode; }\n  deploy() { return shell.deploy("prod"); }\n}\nconst p = new Pipeline();\nconsole.log(["lint"].map((s) => p[s]()));\n`],
    ["a computed dispatch in reduce over a constant list", `const tasks = {\n  trim: (s) => s.trim(),\n  hash: (s) => Buffer.from(s).toString("base64"),\n  upper: (s) => s.toUpperCase(),\n};\nconsole.log(["trim", "upper"].reduce((acc, name) => tasks[name](acc), "  a b  "));\n`],
  ]);
  fails([
    ["a private static flag a static method writes", `class Indexer {\n  static #VERBOSE = false;\n  static loud() { Indexer.#VERBOSE = true; }\n  index() {\n    if (Indexer.#VERBOSE) process.stderr.write("indexing\\n");\n    return 1;\n  }\n}\nIndexer.loud();\nconsole.log(new Indexer().index());\n`, ["TS2591@5:27"]],
    ["a private static flag written through this", `class Indexer {\n  static #VERBOSE = false;\n  static loud() { this.#VERBOSE = true; }\n  index() {\n    if (Indexer.#VERBOSE) process.stderr.write("indexing\\n");\n    return 1;\n  }\n}\nIndexer.loud();\nconsole.log(new Indexer().index());\n`, ["TS2591@5:27"]],
    ["a private static flag written through a parameter", `class Indexer {\n  static #VERBOSE = false;\n  static #flip(c) { c.#VERBOSE = !c.#VERBOSE; }\n  index() {\n    Indexer.#flip(Indexer);\n    if (Indexer.#VERBOSE) process.stderr.write("indexing\\n");\n    return 1;\n  }\n}\nconsole.log(new Indexer().index());\n`, ["TS2591@6:27"]],
    ["a private static flag a static block writes", `class Indexer {\n  static #VERBOSE = false;\n  static { Indexer.#VERBOSE = true; }\n  index() {\n    if (Indexer.#VERBOSE) process.stderr.write("indexing\\n");\n    return 1;\n  }\n}\nconsole.log(new Indexer().index());\n`, ["TS2591@5:27"]],
    ["a private static flag written by destructuring", `class Indexer {\n  static #VERBOSE = false;\n  static set(v) { [Indexer.#VERBOSE] = [v]; }\n  index() {\n    if (Indexer.#VERBOSE) process.stderr.write("indexing\\n");\n    return 1;\n  }\n}\nIndexer.set(true);\nconsole.log(new Indexer().index());\n`, ["TS2591@5:27"]],
    ["a private static flag that is on, read through this", `class Indexer {\n  static #VERBOSE = true;\n  static log(m) { if (this.#VERBOSE) process.stderr.write(m); }\n  index() { Indexer.log("x"); return 1; }\n}\nconsole.log(new Indexer().index());\n`, ["TS2591@3:38"]],
    ["a computed dispatch in map whose list names the missing member", `import { shell } from "gg";\nclass Pipeline {\n  lint() { return shell.run("npm run lint").exitCode; }\n  deploy() { return shell.deploy("prod"); }\n}\nconst p = new Pipeline();\nconsole.log(["lint", "deploy"].map((s) => p[s]()));\n`, ["TS2339@4:27"]],
    ["a computed dispatch in reduce whose list names the failing task", `const tasks = {\n  trim: (s) => s.trim(),\n  hash: (s) => Buffer.from(s).toString("base64"),\n  upper: (s) => s.toUpperCase(),\n};\nconsole.log(["trim", "hash"].reduce((acc, name) => tasks[name](acc), "  a b  "));\n`, ["TS2591@3:16"]],
  ]);
});

describe("reflective tests of the global object: Reflect.has, Object.hasOwn", () => {
  passes([
    ["a runtime picked by a Reflect.has chain, switched on", `const runtime = Reflect.has(globalThis, "Deno") ? "deno" : Reflect.has(globalThis, "process") ? "node" : "gg";\nswitch (runtime) {\n  case "node": console.log(process.cwd()); break;\n  default: console.log(".");\n}\n`],
    ["a runtime picked by an Object.hasOwn chain, switched on", `const runtime = Object.hasOwn(globalThis, "Deno") ? "deno" : Object.hasOwn(globalThis, "process") ? "node" : "sandbox";\nswitch (runtime) {\n  case "node": console.log(process.version); break;\n  default: console.log(runtime);\n}\n`],
  ]);
  fails([
    ["a Reflect.has chain that finds console", `const runtime = Reflect.has(globalThis, "Deno") ? "deno" : Reflect.has(globalThis, "console") ? "node" : "gg";\nswitch (runtime) {\n  case "node": console.log(process.cwd()); break;\n  default: console.log(".");\n}\n`, ["TS2591@3:28"]],
    ["Object.hasOwn of a global the guest has", `if (Object.hasOwn(globalThis, "JSON")) console.log(Object.groupBy([1], String));\n`, ["TS2550@1:59"]],
  ]);
});

describe("a branch a test of a value's type rules out, where the value is typed by what it holds", () => {
  passes([
    ["instanceof of an operation's text, the let written only in that branch", `import { shell } from "gg";\n\nlet out = shell.run("ls").stdout;\nif (out instanceof Uint8Array) {\n  out = new TextDecoder().decode(out);\n}\nconsole.log(out.length);\n`],
    ["typeof of an operation's text in a conditional", `import { shell } from "gg";\n\nconst r = shell.run("ls");\nconst text = typeof r.stdout === "string" ? r.stdout : Buffer.from(r.stdout).toString();\nconsole.log(text.length);\n`],
    ["typeof of an operation's text in an if", `import { shell } from "gg";\n\nconst text = shell.run("ls").stdout;\nif (typeof text !== "string") {\n  console.log(Buffer.from(text).length);\n}\nconsole.log(text.length);\n`],
    ["Array.isArray of an operation's list", `import { files } from "gg";\n\nlet entries = files.listDir(".");\nif (!Array.isArray(entries)) {\n  entries = require("fs").readdirSync(".");\n}\nconsole.log(entries.length);\n`],
    ["typeof of a run's exit code", `import { shell } from "gg";\n\nconst r = shell.run("true");\nif (typeof r.exitCode !== "number") {\n  process.exitCode = 1;\n}\nconsole.log(r.exitCode);\n`],
  ]);
  fails([
    ["the branch the text's type takes", `import { shell } from "gg";\nconst r = shell.run("ls");\nif (typeof r.stdout === "string") console.log(Buffer.from(r.stdout).length);\n`, ["TS2591@3:47"]],
    ["typeof of a parameter JSDoc types", `/** @param {string} s */\nfunction size(s) {\n  if (typeof s !== "string") return Buffer.byteLength(String(s));\n  return s.length;\n}\nconsole.log(size(/** @type {any} */ (42)));\n`, ["TS2591@3:37"]],
    ["a let written again in a loop", `import { files } from "gg";\nlet text = files.readFile("a.txt");\nfor (let i = 0; i < 2; i++) {\n  if (typeof text !== "string") console.log(Buffer.from(String(text)));\n  text = i;\n}\nconsole.log(text);\n`, ["TS2591@4:45"]],
    ["the side of && that Array.isArray takes", `import { files } from "gg";\nconst list = files.listDir(".");\nconsole.log(Array.isArray(list) && require("fs").existsSync("."));\n`, ["TS2591@3:36", "GG1001@3:44"]],
  ]);
});

describe("a feature test by a key a const holds", () => {
  passes([
    ["a missing member tested by a const key", `const name = "groupBy";\nif (typeof Object[name] === "function") Object.groupBy([], (x) => x);\n`],
    ["a later edition's prototype member tested by a const key", `const method = "union";\nif (typeof Set.prototype[method] === "function") new Set([1]).union(new Set([2]));\n`],
  ]);
  fails([
    ["a const key naming another member", `const name = "map";\nif (typeof Array.prototype[name] === "function") Object.groupBy([], (x) => x);\n`, ["TS2550@2:57"]],
  ]);
});

describe("flags from constant JSON text and booleans a helper compares", () => {
  passes([
    ["a helper comparing a table's false flag with true", `const FLAGS = { legacy: false };\nconst enabled = (name) => FLAGS[name] === true;\nif (enabled("legacy")) console.table([]);\n`],
    ["a function declaration doing so", `const FLAGS = { legacy: false };\nfunction enabled(name) { return FLAGS[name] === true; }\nif (enabled("legacy")) console.table([]);\n`],
    ["a flag of constant JSON text", `const FLAGS = JSON.parse('{"legacy": false}');\nif (FLAGS.legacy) console.table([]);\n`],
    ["nested members, a number and a string of constant JSON text", `const CONFIG = JSON.parse(\`{"output": {"format": "json", "color": false}, "retries": 0}\`);\nif (CONFIG.output.color) console.table([]);\nif (CONFIG.retries > 0) console.table([]);\nif (CONFIG.output.format !== "json") console.table([]);\nconsole.log(CONFIG.output.format);\n`],
  ]);
  fails([
    ["the table's flag true", `const FLAGS = { legacy: true };\nconst enabled = (name) => FLAGS[name] === true;\nif (enabled("legacy")) console.table([]);\n`, ["TS2339@3:32"]],
    ["the JSON flag true", `const FLAGS = JSON.parse('{"legacy": true}');\nif (FLAGS.legacy) console.table([]);\n`, ["TS2339@2:27"]],
    ["the parsed flag written before the test", `const FLAGS = JSON.parse('{"legacy": false}');\nFLAGS.legacy = true;\nif (FLAGS.legacy) console.table([]);\n`, ["TS2339@3:27"]],
    ["one of two calls true", `const FLAGS = { legacy: false, next: true };\nconst enabled = (name) => FLAGS[name] === true;\nif (enabled("legacy") || enabled("next")) console.table([]);\n`, ["TS2339@3:51"]],
  ]);
});

describe("fill of a frozen list over a range its constants fix", () => {
  passes([
    ["fill of a frozen list over ranges its constants make empty", `const ONE = Object.freeze(["only"]);\nONE.fill("x", 5);\nONE.fill("y", 0, 0);\nONE.fill("z", -1, -1);\nconsole.log(ONE);\n`],
  ]);
  fails([
    ["fill of a frozen list from a negative start, which writes its last element", `const ONE = Object.freeze(["only"]);\nONE.fill("x", -1);\nconsole.log(ONE);\n`, ["GG1012@2:1"]],
  ]);
});

describe("copyWithin of a frozen list", () => {
  passes([
    ["copyWithin of a frozen list over ranges that copy nothing", `const ONE = Object.freeze(["only"]);\nONE.copyWithin(1, 0);\nONE.copyWithin(0, 1);\nconsole.log(ONE);\n`],
  ]);
  fails([
    ["copyWithin of a frozen list that copies its element onto itself", `const ONE = Object.freeze(["only"]);\nONE.copyWithin(0, 0);\nconsole.log(ONE);\n`, ["GG1012@2:1"]],
  ]);
});

describe("weak collections given primitives", () => {
  passes([
    ["a class of the program named WeakMap", `class WeakMap extends Map {}\nconst sizes = new WeakMap();\nsizes.set("root", 1);\nconsole.log(sizes.get("root"));\n`],
    ["weak collections given objects, and asked of text, which answers without throwing", `const meta = new WeakMap([[{}, 1]]);\nconst key = { id: 1 };\nmeta.set(key, 2);\nconst seen = new WeakSet();\nseen.add(key);\nconsole.log(meta.get(key), meta.has("x"), meta.get("x"), seen.has(3), meta.delete("y"));\n`],
  ]);
  fails([
    ["a WeakMap made from an entry with a text key", `const meta = new WeakMap([["player", 1]]);\nconsole.log(meta);\n`, ["GG1012@1:28"]],
    ["a WeakMap keyed by the names of a listing", `import { files } from "gg";\nconst sizes = new WeakMap();\nfor (const entry of files.listDir(".")) sizes.set(entry.name, entry.size);\nconsole.log("cached");\n`, ["GG1012@3:51"]],
    ["a WeakSet given numbers", `const seen = new WeakSet();\nfor (const id of [1, 2, 3]) seen.add(id);\nconsole.log("ok");\n`, ["GG1012@2:38"]],
  ]);
});

describe("writes by computed keys to what is frozen where it was made", () => {
  passes([
    ["overrides written into a copy of the frozen table", `const DEFAULTS = Object.freeze({ precision: 2, separator: "," });\nfunction configure(overrides) {\n  const opts = { ...DEFAULTS };\n  for (const [k, v] of Object.entries(overrides)) opts[k] = v;\n  return opts;\n}\nconsole.log(configure({ precision: 4 }));\n`],
    ["a logical assignment of a member that is there, which writes nothing", `const D = Object.freeze({ a: 1 });\nconst k = "a";\nD[k] ??= 2;\nconsole.log(D, Object.isFrozen(D) ? "frozen" : "open");\n`],
    ["a frozen object whose setter takes the write", `const log = [];\nconst SINK = Object.freeze({ set line(v) { log.push(v); } });\nconst key = "line";\nSINK[key] = "hello";\nconsole.log(log);\n`],
  ]);
  fails([
    ["the same through a const alias and for-in", `const DEFAULTS = Object.freeze({ pattern: "**/*.md", limit: 20 });\nfunction options(overrides) {\n  const opts = DEFAULTS;\n  for (const k in overrides) opts[k] = overrides[k];\n  return opts;\n}\nconsole.log(options({ limit: 5 }).limit);\n`, ["GG1012@4:30"]],
    ["a compound write to an element of a frozen list", `const SLOTS = Object.freeze(["a", "b"]);\nlet i = 0;\nSLOTS[i] += "!";\nconsole.log(SLOTS);\n`, ["GG1012@3:1"]],
    ["a loop writing overrides into a frozen table by computed keys", `const DEFAULTS = Object.freeze({ precision: 2, separator: "," });\nfunction configure(overrides) {\n  for (const [k, v] of Object.entries(overrides)) DEFAULTS[k] = v;\n  return DEFAULTS;\n}\nconsole.log(configure({ precision: 4 }));\n`, ["GG1012@3:51"]],
  ]);
});

describe("a weak collection's key handed in by every call", () => {
  passes([
    ["a WeakMap's set of a parameter a call fills with a const object", `const seen = new WeakMap();\nfunction remember(key, value) {\n  seen.set(key, value);\n}\nconst page = { path: "a.md" };\nremember(page, 1);\nconsole.log(seen.get(page));\n`],
    ["a WeakSet's add of a parameter every call fills with an object", `const visited = new WeakSet();\nfunction visit(node) {\n  visited.add(node);\n  return visited.has(node);\n}\nconsole.log(visit({ path: "a.md" }), visit({ path: "b.md" }));\n`],
  ]);
  fails([
    ["a WeakMap's set of a parameter every call fills with text", `const rendered = new WeakMap();\nfunction remember(key, value) {\n  rendered.set(key, value);\n}\nremember("index.md", "<p>index</p>");\n`, ["GG1012@3:16"]],
    ["a WeakSet's add of a parameter every call fills with text", `const visited = new WeakSet();\nfunction visit(path) {\n  visited.add(path);\n}\nvisit("a.md");\n`, ["GG1012@3:15"]],
  ]);
});

describe("a BigInt a built-in turns into a number, or divides by zero", () => {
  passes([
    ["BigInts converted first, searched for, filled in, and divided by non-zero", `const delta = -2500n;\nconst list = [1n, 2n, 3n];\nconsole.log(Math.abs(Number(delta)), "-".repeat(Number(3n)), list.includes(2n), list.indexOf(3n), [0n].fill(5n), list.at(-1), 10n / 3n, 10n % 4n, BigInt.asIntN(64, delta));\n`],
  ]);
  fails([
    ["a BigInt handed to Math.abs", `const delta = -2500n;\nconsole.log(Math.abs(delta));\n`, ["GG1012@2:22"]],
    ["a BigInt remainder by a const zero", `const ZERO = 0n;\nconst total = 1000n;\nconsole.log(total % ZERO);\n`, ["GG1012@3:21"]],
    ["a BigInt count handed to repeat", `const width = 12n;\nconsole.log("-".repeat(width));\n`, ["GG1012@2:24"]],
    ["a BigInt digit count handed to toFixed", `const cents = 1234n;\nconsole.log((12.5).toFixed(cents));\n`, ["GG1012@2:28"]],
  ]);
});

describe("toISOString of a date made of constant text that names no time", () => {
  passes([
    ["a date of a day past its month's end, which the engine rolls over", `const START = new Date("2026-02-30");\nconsole.log(START.toISOString());\n`],
    ["an invalid date tested for before toISOString", `const due = new Date("2026-13-01");\nconsole.log(Number.isNaN(due.getTime()) ? "no due date" : due.toISOString());\n`],
    ["an invalid date read without toISOString", `const start = new Date("2026-12-01");\nconst bad = new Date("2026-13-01");\nconsole.log(start.toISOString(), bad.getTime(), String(bad), JSON.stringify({ bad }));\n`],
  ]);
  fails([
    ["toISOString of a date made of a const text with month 13", `const DUE = "2026-13-01";\nconst due = new Date(DUE);\nconsole.log(due.toISOString());\n`, ["GG1012@3:13"]],
    ["toISOString of a date whose text has month 13", `const due = new Date("2026-13-01");\nconsole.log(due.toISOString());\n`, ["GG1012@2:13"]],
  ]);
});
