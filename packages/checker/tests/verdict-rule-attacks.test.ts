// Attacks on the rules that find code never runs or a read never reaches a function: each program breaks one rule's
// assumption in a way the rule must see (a computed key that may be `constructor`, a descriptor's getter called, a
// member deleted, `this` handed out of an object, a value moved to another key of a Map, a built-in replaced). Each
// fails on every run in the guest, and the checker must refuse it.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("attacks on the rules that find code never runs or a read never reaches a function", () => {
  fails([
    ["computed constructor key", `class Conn {\n  constructor() { this.pid = process.pid; }\n}\nconst p = Object.create(Conn.prototype);\nconst key = ["constr", "uctor"].join("");\nconsole.log(new p[key]());\n`, ["TS2591@2:30"]],
    ["descriptor get called", `const conf = { get path() { return __dirname + "/conf.json"; } };\nconst d = Object.getOwnPropertyDescriptor(conf, "path");\nconsole.log(d.get());\n`, ["TS2304@1:36"]],
    ["descriptor get of class called", `class Conf {\n  get path() { return __dirname + "/conf.json"; }\n}\nconst { get } = Object.getOwnPropertyDescriptor(Conf.prototype, "path");\nconsole.log(get.call(new Conf()));\n`, ["TS2304@2:23"]],
    ["descriptor copied to other name", `class Conf {\n  get path() { return __dirname + "/conf.json"; }\n}\nconst holder = {};\nObject.defineProperty(holder, "where", Object.getOwnPropertyDescriptor(Conf.prototype, "path"));\nconsole.log(holder.where);\n`, ["TS2304@2:23"]],
    ["overrides member deleted", `const defaults = { log: (m) => process.stdout.write(m) };\nconst overrides = { log: (m) => console.log(m) };\ndelete overrides.log;\nconst opts = Object.assign({}, defaults, overrides);\nopts.log("x");\n`, ["TS2591@1:32"]],
    ["field initializer before shadow", `class Logger {\n  banner = this.write("start");\n  constructor(sink) { this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nnew Logger((m) => console.log(m)).write("hello");\n`, ["TS2591@4:14"]],
    ["shadow default is the method", `class Logger {\n  constructor(sink = this.write) { this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nnew Logger().write("hello");\n`, ["TS2591@3:14"]],
    ["shadow deleted", `class Logger {\n  constructor(sink) { this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nconst l = new Logger((m) => console.log(m));\ndelete l.write;\nl.write("hello");\n`, ["TS2591@3:14"]],
    ["map foreach replaced", `Map.prototype.forEach = function (cb) { cb("x"); };\nconst plugins = new Map();\nplugins.forEach((p) => structuredClone(p));\n`, ["TS2304@3:24"]],
    ["object entries replaced", `Object.entries = () => [["a", 1]];\nObject.entries({}).forEach(([, v]) => structuredClone(v));\n`, ["TS2304@2:39"]],
    ["inherited field", `const CONFIG = { notify: { __proto__: { enabled: true } } };\nif (CONFIG.notify.enabled) process.exit(0);\n`, ["TS2591@2:28"]],
    ["method returns this", `const COMMANDS = { stats() { console.log("s"); }, open() { process.exit(0); }, self() { return this; } };\nconst t = COMMANDS.self();\nt[["op", "en"].join("")]();\n`, ["TS2591@1:60"]],
    ["getter returns this", `const COMMANDS = { stats() { console.log("s"); }, open() { process.exit(0); }, get all() { return this; } };\nCOMMANDS.all[["op", "en"].join("")]();\n`, ["TS2591@1:60"]],
    ["this passed to callback", `const COMMANDS = { stats() { console.log("s"); }, open() { process.exit(0); }, each(f) { f(this); } };\nconst key = ["op", "en"].join("");\nCOMMANDS.each((t) => t[key]());\n`, ["TS2591@1:60"]],
    ["this stored elsewhere", `const registry = [];\nconst COMMANDS = { stats() { console.log("s"); }, open() { process.exit(0); }, register() { registry.push(this); } };\nCOMMANDS.register();\nregistry[0][["op", "en"].join("")]();\n`, ["TS2591@2:60"]],
    ["arrow captures this", `const COMMANDS = { stats() { console.log("s"); }, open() { process.exit(0); }, later() { return () => this; } };\nCOMMANDS.later()()[["op", "en"].join("")]();\n`, ["TS2591@1:60"]],
    ["set copies function to other key", `const handlers = new Map([\n  ["tsv", (rows) => rows.join("\\t")],\n  ["b64", (rows) => Buffer.from(rows.join(",")).toString("base64")],\n]);\nhandlers.set("csv", handlers.get("b64"));\nconsole.log(handlers.get("csv")(["a"]));\n`, ["TS2591@3:21"]],
    ["get replaced", `const realGet = Map.prototype.get;\nMap.prototype.get = function (k) { return realGet.call(this, k === "tsv" ? "b64" : k); };\nconst handlers = new Map([\n  ["tsv", (rows) => rows.join("\\t")],\n  ["b64", (rows) => Buffer.from(rows.join(",")).toString("base64")],\n]);\nconsole.log(handlers.get("tsv")(["a"]));\n`, ["TS2591@5:21"]],
  ]);
});

describe("a method handed out of an object that stays in its binding", () => {
  fails([
    ["a held instance's method copied onto another object by Object.assign", `class NodeServer { stop() { process.exit(0); } }\nclass Cache { stop() { console.log("flushed"); } }\nconst server = new NodeServer();\nconst cache = Object.assign(new Cache(), { stop: server.stop });\ncache.stop();\n`, ["TS2591@1:29"]],
    ["a method read off a new instance, installed by defineProperties", `class NodeServer { stop() { process.exit(0); } }\nclass Cache { stop() { console.log("flushed"); } }\nconst cache = new Cache();\nObject.defineProperties(cache, { stop: { value: new NodeServer().stop } });\ncache.stop();\n`, ["TS2591@1:29"]],
  ]);
});



describe("attacks on the rules of environment, fields, gg and frozen objects", () => {
  fails([
    ["eval read", `const nodeIo = { read: () => console.time("t") };\nlet io = nodeIo;\neval("io").read();\nif (typeof gg !== "undefined") io = { read: () => 1 };\nio.read();\n`, ["TS2339@1:38"]],
    ["class setter", `class Io {\n  constructor() { this.kind = "gg"; }\n  set kind(v) {}\n  read() { if (this.kind !== "gg") console.time("t"); }\n}\nnew Io().read();\n`, ["TS2339@4:44"]],
    ["for of target", `class Io {\n  constructor() { this.kind = "gg"; }\n  read() { if (this.kind !== "gg") console.time("t"); }\n}\nconst io = new Io();\nfor (io.kind of ["node"]);\nio.read();\n`, ["TS2339@3:44"]],
    ["increment", `class C {\n  constructor() { this.n = 0; }\n  check() { if (this.n !== 0) console.time("t"); }\n}\nconst c = new C();\nc.n++;\nc.check();\n`, ["TS2339@3:39"]],
    ["gg deleted", `function env() { if (typeof gg === "object") return "gg"; return "node"; }\ndelete globalThis.gg;\nif (env() === "node") console.time("t");\n`, ["TS2339@3:31"]],
    ["gg replaced switch", `globalThis.gg = {};\nswitch (true) {\n  case gg.files !== undefined: break;\n  default: console.time("t");\n}\n`, ["TS2339@4:20"]],
    ["gg replaced", `globalThis.gg = {};\nif (gg.files === undefined) console.time("t");\n`, ["TS2339@2:37"]],
    ["inherited member", `if (gg.files.toString) console.time("t");\n`, ["TS2339@1:32"]],
    ["deleted prop", `const opts = { dir: "." };\ndelete opts.dir;\nif (opts.dir === undefined) console.time("t");\n`, ["TS2339@3:37"]],
    ["reflect delete", `Reflect.deleteProperty(Object, "assign");\nif (!Object.assign) console.time("t");\n`, ["TS2339@2:29"]],
    ["gg deleted try", `delete globalThis.gg;\nlet ok = false;\ntry { ok = typeof gg.files === "object"; } catch {}\nif (!ok) console.time("t");\n`, ["TS2339@4:18"]],
    ["data after setter", `const cfg = Object.freeze({ set level(v) {}, level: 1 });\ncfg.level = 3;\n`, ["TS2540@2:5"]],
    ["setter writes this", `const cfg = Object.freeze({ set level(v) { this.last = v; } });\ncfg.level = 3;\n`, ["TS2540@2:5"]],
  ]);
});

describe("more attacks: a getter read whole, Object.create descriptors, gg assigned bare, spreads beside a setter, a reduce with no seed", () => {
  fails([
    ["a getter run by a spread before the let is replaced", `const nodeIo = { read: (p) => require("fs").readFileSync(p, "utf8") };\nconst ggIo = { read: (p) => gg.files.readFile(p) };\nlet io = nodeIo;\nconst cfg = { get text() { return io.read("cfg.txt"); } };\nconst snapshot = { ...cfg };\nif (typeof gg !== "undefined") io = ggIo;\nconsole.log(snapshot, io.read("b.txt"));\n`, ["TS2591@1:31", "GG1001@1:39"]],
    ["a field given again by Object.create's descriptors", `class Io {\n  constructor() { this.kind = "gg"; }\n  read() { if (this.kind !== "gg") console.time("t"); return 1; }\n}\nconst io = new Io();\nconst child = Object.create(io, { kind: { value: "node" } });\nchild.read();\n`, ["TS2339@3:44"]],
    ["gg assigned bare", `gg = { shell: {} };\nif (typeof gg.files === "undefined") require("fs");\n`, ["TS2591@2:38", "GG1001@2:46"]],
    ["a setter's value copied by a spread", `const withSetter = { set level(v) { console.log("level", v); } };\nconst cfg = Object.freeze({ ...withSetter });\ncfg.level = 3;\n`, ["TS2540@3:5"]],
    ["a spread of a literal after the setter", `const cfg = Object.freeze({ set level(v) { console.log(v); }, ...{ level: 1 } });\ncfg.level = 3;\n`, ["TS2540@2:5"]],
    ["a later edition's method on a reduce's accumulator with no seed", `const lists = [["a", "b"], ["b", "c"], ["b"]];\nconst common = lists.map((l) => new Set(l)).reduce((a, b) => a.intersection(b));\nconsole.log([...common]);\n`, ["TS2550@2:64"]],
  ]);
});

describe("attacks on parameters, instances, host-wide tests and super chains", () => {
  passes([
    ["super finds a base's method beside a field", `class Base {\n  label = "field";\n  label() { return "method"; }\n}\nclass Item extends Base { describe() { return super.label(); } }\nconsole.log(new Item().describe());\n`],
    ["super finds a method two bases up", `class A { label() { return "a"; } }\nclass B extends A { label = "b"; }\nclass C extends B { describe() { return super.label(); } }\nconsole.log(new C().describe());\n`],
  ]);
  fails([
    ["a function given as a descriptor's setter", `function make(runtime) { if (runtime !== "gg") require("fs"); }\nmake("gg");\nconst o = {};\nObject.defineProperty(o, "io", { set: make });\no.io = "node";\n`, ["TS2591@1:48", "GG1001@1:56"]],
    ["a function given as a descriptor's getter", `function make(runtime) { if (runtime !== "gg") require("fs"); }\nmake("gg");\nconst o = Object.create(null, { io: { get: make } });\no.io;\n`, ["TS2591@1:48", "GG1001@1:56"]],
    ["a constructor that returns before the field", `class Env {\n  constructor(opts) {\n    if (!opts) return;\n    this.isGuest = typeof gg !== "undefined";\n  }\n}\nconst env = new Env();\nif (!env.isGuest) require("fs");\n`, ["TS2591@8:19", "GG1001@8:27"]],
    ["a test of process anywhere does not guard require in a branch that names no host", `console.log(typeof process);\nconst m = new Map([["x", 1]]);\nif (m.get("x")) require("fs");\n`, ["TS2591@3:17", "GG1001@3:25"]],
    ["nor in a branch on a gg result", `typeof process;\nif (gg.files.glob("*").length > 0) Buffer.from("x");\n`, ["TS2591@2:36"]],
    ["a test of require guards no other branch", `const flags = new Map([["cjs", typeof require === "function"]]);\nif (!flags.get("cjs")) process.cwd();\n`, ["TS2591@2:24"]],
  ]);
});

describe("a write to a locked object behind a test of its lock", () => {
  passes([
    ["a write behind !Object.isFrozen of an object frozen where it is made", `const settings = Object.freeze({ debug: false });\nif (!Object.isFrozen(settings)) settings.debug = true;\nconsole.log(settings.debug);\n`],
    ["a member added behind Object.isExtensible of a sealed object", `const stats = Object.seal({ files: 0 });\nif (Object.isExtensible(stats)) stats.avg = 1;\nconsole.log(stats.files);\n`],
    ["a write in the else of Object.isFrozen", `const registry = Object.freeze({ version: 2 });\nif (Object.isFrozen(registry)) console.log("frozen");\nelse registry.version += 1;\n`],
    ["a write behind !Object.isSealed of a frozen object", `const cfg = Object.freeze({ mode: "prod" });\nif (!Object.isSealed(cfg)) cfg.mode = "dev";\nconsole.log(cfg.mode);\n`],
  ]);
  fails([
    ["a write behind Object.isFrozen of a frozen object", `const settings = Object.freeze({ debug: false });\nif (Object.isFrozen(settings)) settings.debug = true;\n`, ["TS2540@2:41"]],
    ["a write behind !Object.isFrozen of a sealed object (sealed is not frozen where a member is writable)", `const stats = Object.seal({ files: 0 });\nif (!Object.isFrozen(stats)) stats.avg = 1;\n`, ["TS2339@2:36"]],
    ["a write behind a test the program replaced", `Object.isFrozen = () => false;\nconst settings = Object.freeze({ debug: false });\nif (!Object.isFrozen(settings)) settings.debug = true;\n`, ["TS2540@3:42"]],
  ]);
});

describe("the hook a base constructor calls is the one the object has then", () => {
  passes([
    ["a base's own field of the hook's name", `class Base {\n  init = () => {};\n  constructor() { this.init(); }\n}\nclass Sub extends Base {\n  items = [];\n  init() { this.items.push("x"); }\n}\nconsole.log(new Sub().items.length);\n`],
    ["a subclass method defined twice, the later one harmless", `class Base {\n  constructor() { this.init(); }\n}\nclass Sub extends Base {\n  items = [];\n  init() { this.items.push("x"); }\n  init() {}\n}\nconsole.log(new Sub().items.length);\n`],
  ]);
  fails([
    ["a base's own field of another name", `class Base {\n  ready = false;\n  constructor() { this.init(); }\n}\nclass Sub extends Base {\n  items = [];\n  init() { this.items.push("x"); }\n}\nconsole.log(new Sub().items.length);\n`, ["GG1014@7:12"]],
    ["the later definition using the field", `class Base {\n  constructor() { this.init(); }\n}\nclass Sub extends Base {\n  items = [];\n  init() {}\n  init() { this.items.push("x"); }\n}\nconsole.log(new Sub().items.length);\n`, ["GG1014@7:12"]],
  ]);
});
