// Which instances of a class exist, and which object a member read reaches: a constructor runs only where an
// instance is made (`new`, a static's `new this()`, a subclass's `super()`); a read on an operation's record, on a
// host object picked from a table, on an instance of a known class, or on an object whose making fixes the member, is
// not the program's method of another object; a method replaced or overridden before any code reaches it, a
// conversion method of an object nothing converts, and a function made inside one nothing runs never run; a
// generator runs where it is advanced; collections nothing fills stay empty; constants nested in literals fold.
// Each passing program was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("which instances exist, and which object a read reaches", () => {
  passes([
    ["a class only read through its prototype", `class Point {\n  constructor() { this.at = process.pid; }\n  len() { return 1; }\n}\nconst p = Object.create(Point.prototype);\nconsole.log(p.len());\n`],
    ["a method called on an instance a let or var never written again holds, beside another class's method of that name", `class A { run() { return 1; } }\nclass B { run() { return gg.files.nope(); } }\nconst made = new B();\nlet a = new A();\nvar K = class { run() { return 2; } };\nvar k = new K();\nconsole.log(a.run(), k.run(), typeof made);\n`],
    ["a subclass only read statically", `class Base {\n  constructor() { this.t = process.pid; }\n}\nclass Util extends Base {\n  static twice(x) { return x * 2; }\n}\nconsole.log(Util.twice(21));\n`],
    ["statics that count on this", `class Registry {\n  static n = 0;\n  static bump() { return ++this.n; }\n  constructor() { this.root = process.cwd(); }\n}\nconsole.log(Registry.bump());\n`],
    ["a static making new this, never called", `class Paths {\n  constructor() { this.sep = require("path").sep; }\n  static create() { return new this(); }\n  static join(...p) { return p.join("/"); }\n}\nconsole.log(Paths.join("a", "b"));\n`],
    ["a getter tested for by hasOwn and Reflect.has", `class Conf {\n  get path() { return __dirname + "/conf.json"; }\n}\nconst c = new Conf();\nconsole.log(Reflect.has(c, "path"), Object.hasOwn(c, "path"));\n`],
    ["a getter's name read only on an operation's records", `class LocalFile {\n  constructor(name) { this.name = name; }\n  get size() { return require("fs").statSync(this.name).size; }\n}\nconst local = [new LocalFile("a.txt")];\nlet total = 0;\nfor (const e of gg.files.listDir(".")) total += e.size;\nconsole.log(local.length, total);\n`],
    ["an overrides object held in a const", `const defaults = { log: (m) => process.stdout.write(m) };\nconst overrides = { log: (m) => console.log(m) };\nconst opts = Object.assign({}, defaults, overrides);\nopts.log("x");\n`],
    ["a spread of a literal that overrides", `const defaults = { write: (s) => process.stdout.write(s) };\nconst out = { ...defaults, ...{ write: (s) => console.log(s) } };\nout.write("x");\n`],
    ["nested Object.assign", `const transport = { send: (m) => process.send(m) };\nconst t = Object.assign(Object.assign({}, transport), { send: (m) => m });\nconsole.log(t.send("x"));\n`],
    ["an operation picked from a const table", `class NodeFiles {\n  readFile(p) { return require("fs").readFileSync(p, "utf8"); }\n}\nconst adapters = { node: new NodeFiles(), gg: gg.files };\nconst files = adapters.gg;\nconsole.log(files.readFile("in.txt").length, typeof adapters.node);\n`],
    ["a Map picked from a const table", `class BrowserStore {\n  get(k) { return localStorage.getItem(k); }\n}\nconst stores = { browser: new BrowserStore(), memory: new Map() };\nconst store = stores.memory;\nstore.set("a", 1);\nconsole.log(store.get("a"), typeof stores.browser);\n`],
    ["a spread copy's member replaced before the call", `const base = { fetch: (u) => fetch(u) };\nconst client = { ...base };\nclient.fetch = (u) => gg.web.fetch(u);\nconsole.log(client.fetch("https://example.com").status);\n`],
    ["a method in an object a never-called function returns", `function browserDriver() { return { get: (k) => localStorage.getItem(k) }; }\nclass Store { get(k) { return k.length; } }\nconsole.log(new Store().get("x"));\n`],
    ["a function nested in a class method nothing calls", `class Legacy {\n  setup() { const tick = () => setInterval(() => 1, 10); return tick; }\n}\nfunction tick() { return 1; }\nconsole.log(new Legacy() instanceof Legacy, tick());\n`],
  ]);
  fails([
    ["a static making new this, called", `class Paths {\n  constructor() { this.sep = require("path").sep; }\n  static create() { return new this(); }\n}\nconsole.log(Paths.create());\n`, ["TS2591@2:30","GG1001@2:38"]],
    ["an inherited static making new this, called on the subclass", `class Base {\n  constructor() { this.t = process.pid; }\n  static create() { return new this(); }\n}\nclass Util extends Base {}\nconsole.log(Util.create());\n`, ["TS2591@2:28"]],
    ["a subclass made, its constructor calling super", `class Base {\n  constructor() { this.t = process.pid; }\n}\nclass Util extends Base {\n  constructor() { super(); this.u = 1; }\n}\nconsole.log(new Util().u);\n`, ["TS2591@2:28"]],
    ["a prototype read where the program makes from .constructor", `class Point {\n  constructor() { this.at = process.pid; }\n}\nconst p = Object.create(Point.prototype);\nconsole.log(new p.constructor());\n`, ["TS2591@2:29"]],
    ["a static handing this on", `class Conn {\n  constructor() { this.pid = process.pid; }\n  static make(f) { return f(this); }\n}\nconsole.log(Conn.make((C) => new C()));\n`, ["TS2591@2:30"]],
    ["a getter read by Reflect.get", `class Conf {\n  get path() { return __dirname + "/conf.json"; }\n}\nconsole.log(Reflect.get(new Conf(), "path"));\n`, ["TS2304@2:23"]],
    ["a getter's name read on the program's own list", `class LocalFile {\n  constructor(name) { this.name = name; }\n  get size() { return require("fs").statSync(this.name).size; }\n}\nlet total = 0;\nfor (const e of [new LocalFile("a.txt")]) total += e.size;\nconsole.log(total);\n`, ["TS2591@3:23","GG1001@3:31"]],
    ["the defaults spread last", `const defaults = { log: (m) => process.stdout.write(m) };\nconst overrides = { log: (m) => console.log(m) };\nconst opts = { ...overrides, ...defaults };\nopts.log("x");\n`, ["TS2591@1:32"]],
    ["an overrides const written later", `const defaults = { log: (m) => console.log(m) };\nconst overrides = { log: (m) => console.log(m) };\noverrides.log = (m) => process.stdout.write(m);\nconst opts = Object.assign({}, defaults, overrides);\nopts.log("x");\n`, ["TS2591@3:24"]],
    ["the program's adapter picked from the table", `class NodeFiles {\n  readFile(p) { return require("fs").readFileSync(p, "utf8"); }\n}\nconst adapters = { node: new NodeFiles(), gg: gg.files };\nconst files = adapters.node;\nconsole.log(files.readFile("in.txt").length);\n`, ["TS2591@2:24","GG1001@2:32"]],
    ["a table whose field is written later", `class BrowserStore {\n  get(k) { return localStorage.getItem(k); }\n}\nconst stores = { browser: new BrowserStore(), memory: new Map() };\nstores.memory = stores.browser;\nconst store = stores.memory;\nconsole.log(store.get("a"));\n`, ["TS2304@2:19"]],
    ["the spread copy's member called before it is replaced", `const base = { fetch: (u) => fetch(u) };\nconst client = { ...base };\nconsole.log(client.fetch("https://example.com").status);\nclient.fetch = (u) => gg.web.fetch(u);\n`, ["TS2304@1:30"]],
    ["an operation of gg written by the program", `const base = { fetch: (u) => fetch(u) };\ngg.web.fetch = base.fetch;\nconsole.log(gg.web.fetch("https://example.com").status);\n`, ["TS2304@1:30", "GG1019@2:1"]],
    ["the same, the function called", `function browserDriver() { return { get: (k) => localStorage.getItem(k) }; }\nclass Store { get(k) { return k.length; } }\nconsole.log(new Store().get("x"), browserDriver().get("k"));\n`, ["TS2304@1:49"]],
  ]);
});

describe("a method replaced before any code reaches it", () => {
  passes([
    ["a method patched on the prototype before anything runs", `class Logger {\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(m) { this.write("INFO " + m); }\n}\nLogger.prototype.write = function (line) { console.log(line); };\nnew Logger().info("hi");\n`],
    ["a prototype function assigned twice in a row", `function Logger() {}\nLogger.prototype.write = function (line) { process.stdout.write(line + "\\n"); };\nconst LEVELS = ["info", "warn"];\nLogger.prototype.write = function (line) { console.log(line); };\nnew Logger().write("hi");\n`],
    ["a method hidden by the constructor's own field", `class Logger {\n  constructor(sink) { this.level = 1; this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nconst l = new Logger((m) => console.log(m));\nl.write("hello");\n`],
  ]);
  fails([
    ["a method patched after an instance used it", `class Logger {\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(m) { this.write("INFO " + m); }\n}\nnew Logger().info("hi");\nLogger.prototype.write = function (line) { console.log(line); };\n`, ["TS2591@2:17"]],
    ["a method patched after the original was captured", `class Logger {\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(m) { this.write("INFO " + m); }\n}\nconst original = Logger.prototype.write;\nLogger.prototype.write = function (line) { original.call(this, line); };\nnew Logger().info("hi");\n`, ["TS2591@2:17"]],
    ["a method patched after a statement that runs code", `class Logger {\n  write(line) { process.stdout.write(line + "\\n"); }\n  info(m) { this.write("INFO " + m); }\n}\n[1].forEach(() => new Logger().info("boot"));\nLogger.prototype.write = function (line) { console.log(line); };\nnew Logger().info("hi");\n`, ["TS2591@2:17"]],
    ["the own field set after a call of the method", `class Logger {\n  constructor(sink) { this.write("start"); this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nconst l = new Logger((m) => console.log(m));\nl.write("hello");\n`, ["TS2591@3:14"]],
    ["the method reached through the prototype", `class Logger {\n  constructor(sink) { this.level = 1; this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nconst l = new Logger((m) => console.log(m));\nObject.getPrototypeOf(l).write.call(l, "hello");\n`, ["TS2591@3:14"]],
    ["the method reached through super", `class Logger {\n  constructor(sink) { this.level = 1; this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nclass Loud extends Logger {\n  shout(m) { super.write(m.toUpperCase()); }\n}\nnew Loud((m) => console.log(m)).shout("hello");\n`, ["TS2591@3:14"]],
    ["the own field set only on one branch", `class Logger {\n  constructor(sink) { if (sink) this.write = sink; }\n  write(m) { process.stderr.write(m); }\n}\nnew Logger().write("hello");\n`, ["TS2591@3:14"]],
  ]);
});

describe("collections empty whenever they are read", () => {
  passes([
    ["Object.entries of an empty object", `const OVERRIDES = {};\nObject.entries(OVERRIDES).forEach(([, v]) => structuredClone(v));\nconsole.log("ok");\n`],
    ["Object.keys of a frozen empty object, iterated", `const EXTRA = Object.freeze({});\nfor (const k of Object.keys(EXTRA)) setTimeout(() => k, 1);\nconsole.log("ok");\n`],
    ["a Map nothing sets", `const plugins = new Map();\nplugins.forEach((p) => structuredClone(p));\nfor (const [name] of plugins) structuredClone(name);\nconsole.log(plugins.size);\n`],
    ["a Set nothing adds to, spread", `const seen = new Set();\n[...seen].map((s) => structuredClone(s));\nconsole.log(seen.has("a"));\n`],
  ]);
  fails([
    ["Object.entries of an object with a field", `const OVERRIDES = { a: 1 };\nObject.entries(OVERRIDES).forEach(([, v]) => structuredClone(v));\n`, ["TS2304@2:46"]],
    ["Object.entries of an object written later", `const OVERRIDES = {};\nOVERRIDES.a = 1;\nObject.entries(OVERRIDES).forEach(([, v]) => structuredClone(v));\n`, ["TS2304@3:46"]],
    ["a Map something sets", `const plugins = new Map();\nplugins.set("a", 1);\nplugins.forEach((p) => structuredClone(p));\n`, ["TS2304@3:24"]],
    ["a Map made with entries", `const plugins = new Map([["a", 1]]);\nfor (const [name] of plugins) structuredClone(name);\n`, ["TS2304@2:31"]],
    ["a Map handed on", `const plugins = new Map();\nfunction fill(m) { m.set("a", 1); }\nfill(plugins);\nplugins.forEach((p) => structuredClone(p));\n`, ["TS2304@4:24"]],
  ]);
});

describe("generators advanced where they run, methods the language calls on objects nothing converts, and tries that cannot throw", () => {
  passes([
    ["a generator advanced inside a try", `function* copies(items) { for (const x of items) yield structuredClone(x); }\nconst it = copies([1, 2]);\ntry { console.log(it.next().value); } catch { console.log("no structuredClone"); }\n`],
    ["a generator closed before it starts", `function* ids() { yield process.pid; }\nconst it = ids();\nit.return();\nconsole.log("closed");\n`],
    ["a generator thrown into before it starts", `function* ids() { yield process.pid; }\nconst it = ids();\ntry { it.throw(new Error("stop")); } catch (e) { console.log(e.message); }\n`],
    ["an instance field's initializer run by a construction inside a try", `class Widget {\n  encoder = new TextEncoder();\n}\nlet w;\ntry { w = new Widget(); } catch (e) { console.log(e.name); }\nconsole.log(typeof w);\n`],
    ["a subclass's construction inside a try runs the base's field", `class Base {\n  size = computeDefaultSize();\n}\nclass Panel extends Base { constructor() { super(); } }\ntry { new Panel(); } catch (e) { console.log(e.name); }\n`],
    ["toString, valueOf and toPrimitive run where the object is converted inside a try", `const a = { toString() { return missingStr(); } };\nconst b = { valueOf() { return missingNum(); } };\nconst c = { [Symbol.toPrimitive]() { return missingRate(); } };\ntry { console.log("a=" + a, b * 2, \`\${c}\`); } catch (e) { console.log(e.name); }\n`],
    ["an iterator run where the object is iterated inside a try", `const it = { [Symbol.iterator]() { return missingIter(); } };\ntry { for (const x of it) console.log(x); } catch (e) { console.log(e.name); }\ntry { console.log([...it]); } catch (e) { console.log(e.name); }\n`],
    ["a class's iterator run where a new instance is iterated inside a try", `class EnvVars {\n  *[Symbol.iterator]() {\n    for (const [k, v] of Object.entries(process.env)) if (k.startsWith("APP_")) yield [k, v];\n  }\n}\nfunction readEnv() {\n  const out = {};\n  try {\n    for (const [k, v] of new EnvVars()) out[k] = v;\n  } catch {\n    out.source = "defaults";\n  }\n  return out;\n}\nconsole.log(readEnv());\n`],
    ["a class's toString run where its held instance is converted inside a try", `class Money { toString() { return new Intl.NumberFormat("en").format(1); } }\nconst m = new Money();\nlet text;\ntry { text = \`\${m}\`; } catch { text = "1.00"; }\nconsole.log(text, m.constructor.name);\n`],
    ["a generator iterated inside a try", `function* copies(items) { for (const x of items) yield structuredClone(x); }\nconst it = copies([1, 2]);\nlet n = 0;\ntry { for (const x of it) n += 1; } catch { n = -1; }\nconsole.log(n);\n`],
    ["a toString nothing converts", `const job = { cmd: "make", toString() { return structuredClone(this.cmd); } };\nconsole.log(job.cmd);\n`],
    ["an iterator of a class whose instances are only read by member", `class Bag {\n  constructor(items) { this.items = items; }\n  *[Symbol.iterator]() { for (const x of this.items) yield structuredClone(x); }\n}\nconsole.log(new Bag([1]).items.length);\n`],
    ["an async iterator nothing iterates", `class Dir {\n  list() { return gg.files.listDir("."); }\n  async *[Symbol.asyncIterator]() { yield fs.statSync("."); }\n}\nconsole.log(new Dir().list().length);\n`],
    ["a catch after awaiting a plain value", `let config;\ntry {\n  config = await Promise.resolve({ retries: 3 });\n} catch (e) {\n  errorReporter.capture(e);\n}\nconsole.log(config.retries);\n`],
    ["a catch after console.log of a literal", `try {\n  await null;\n  console.log("x");\n} catch {\n  logger.warn();\n}\n`],
  ]);
  fails([
    ["a generator advanced, then closed", `function* ids() { yield process.pid; }\nconst it = ids();\nit.next();\nit.return();\n`, ["TS2591@1:25"]],
    ["an instance field's initializer, one construction outside a try", `class Widget {\n  encoder = new TextEncoder();\n}\ntry { new Widget(); } catch (e) { console.log(e.name); }\nnew Widget();\n`, ["TS2304@2:17"]],
    ["toString where the object is converted outside the try", `const v = { toString() { return missingStr(); } };\ntry { console.log(\`\${v}\`); } catch (e) { console.log(e.name); }\nconsole.log("v=" + v);\n`, ["TS2304@1:33"]],
    ["an iterator where the object is spread outside the try", `const it = { [Symbol.iterator]() { return missingIter(); } };\ntry { for (const x of it) console.log(x); } catch (e) { console.log(e.name); }\nconsole.log([...it]);\n`, ["TS2304@1:43"]],
    ["a class's iterator where its instance is spread outside the try", `class E { *[Symbol.iterator]() { yield missing(); } }\nconst e = new E();\ntry { for (const x of e) console.log(x); } catch {}\nconsole.log([...e]);\n`, ["TS2304@1:40"]],
    ["a generator advanced outside the try", `function* copies(items) { for (const x of items) yield structuredClone(x); }\nconst it = copies([1, 2]);\ntry { console.log("start"); } catch { console.log("no"); }\nconsole.log(it.next().value);\n`, ["TS2304@1:56"]],
    ["a toString of an object converted in a template", `const job = { cmd: "make", toString() { return structuredClone(this.cmd); } };\nconsole.log(\`\${job}\`);\n`, ["TS2304@1:48"]],
    ["an iterator of an instance spread", `class Bag {\n  constructor(items) { this.items = items; }\n  *[Symbol.iterator]() { for (const x of this.items) yield structuredClone(x); }\n}\nconsole.log([...new Bag([1])].length);\n`, ["TS2304@3:60"]],
    ["an iterator of an instance a method spreads", `class Bag {\n  constructor(items) { this.items = items; }\n  *[Symbol.iterator]() { for (const x of this.items) yield structuredClone(x); }\n  all() { return [...this]; }\n}\nconsole.log(new Bag([1]).all().length);\n`, ["TS2304@3:60"]],
    ["a toString read by name", `const job = { cmd: "make", toString() { return structuredClone(this.cmd); } };\nconsole.log(job.toString());\n`, ["TS2304@1:48"]],
    ["a computed string key read by name", `const job = { cmd: "make", ["run"]() { return structuredClone(this.cmd); } };\nconsole.log(job.run());\n`, ["TS2304@1:47"]],
    ["a catch after awaiting a thenable", `try {\n  await { then(ok, fail) { fail(new Error("no")); } };\n} catch (e) {\n  logger.warn(e);\n}\n`, ["TS2304@4:3"]],
    ["a catch after console.log of a value", `const cfg = { get path() { throw new Error("no"); } };\ntry {\n  console.log(cfg.path);\n} catch {\n  logger.warn();\n}\n`, ["TS2304@5:3"]],
  ]);
});

describe("a method call on a known class's instance, a table read for its keys, constants nested in literals", () => {
  passes([
    ["a method called on another class's instance", `class NodeServer { stop() { process.exit(0); } }\nclass Cache { stop() { console.log("flushed"); } }\nconst server = new NodeServer();\nnew Cache().stop();\nconsole.log(typeof server);\n`],
    ["a method called on a const instance of another class", `class NodeServer { stop() { process.exit(0); } }\nclass Cache { stop() { console.log("flushed"); } }\nconst server = new NodeServer();\nconst cache = new Cache();\ncache.stop();\nconsole.log(typeof server);\n`],
    ["a method called on an instance, an object literal's method of that name elsewhere", `const nodeServer = { stop() { process.exit(0); } };\nconsole.log(Object.keys(nodeServer));\nclass Cache { stop() { console.log("flushed"); } }\nnew Cache().stop();\n`],
    ["a table listed by its keys, one entry called", `const COMMANDS = { build: { run: () => gg.shell.run("make").exitCode }, open: { run: () => window.open("x") } };\nconsole.log(Object.keys(COMMANDS).join("|"));\nconsole.log(COMMANDS.build.run());\n`],
    ["a table tested with in, one entry called", `const COMMANDS = { build: { run: () => gg.shell.run("make").exitCode }, open: { run: () => window.open("x") } };\nif ("build" in COMMANDS) console.log(COMMANDS.build.run());\nfor (const k in COMMANDS) console.log(k);\n`],
    ["a nested constant flag", `const CONFIG = { notify: { enabled: false } };\nif (CONFIG.notify.enabled) process.exit(0);\nconsole.log("ok");\n`],
    ["an element of a constant array", `const ENABLED = [false];\nif (ENABLED[0]) process.exit(0);\nconsole.log("ok");\n`],
  ]);
  fails([
    ["a method called on a subclass's instance, inherited from its base", `class NodeServer { stop() { process.exit(0); } }\nclass Server extends NodeServer {}\nnew Server().stop();\n`, ["TS2591@1:29"]],
    ["a method called on an instance whose constructor returns another object", `class NodeServer { stop() { process.exit(0); } }\nclass Cache { constructor() { return new NodeServer(); } stop() { console.log("flushed"); } }\nnew Cache().stop();\n`, ["TS2591@1:29"]],
    ["a method written onto instances", `class NodeServer { stop() { process.exit(0); } }\nclass Cache { stop() { console.log("flushed"); } }\nconst cache = new Cache();\ncache.stop = new NodeServer().stop;\ncache.stop();\n`, ["TS2591@1:29"]],
    ["a table's values listed, every entry called", `const COMMANDS = { build: { run: () => gg.shell.run("make").exitCode }, open: { run: () => window.open("x") } };\nfor (const c of Object.values(COMMANDS)) c.run();\n`, ["TS2304@1:92"]],
    ["a nested flag written later", `const CONFIG = { notify: { enabled: false } };\nCONFIG.notify.enabled = true;\nif (CONFIG.notify.enabled) process.exit(0);\n`, ["TS2591@3:28"]],
    ["a nested flag set through an alias", `const CONFIG = { notify: { enabled: false } };\nconst n = CONFIG.notify;\nn.enabled = true;\nif (CONFIG.notify.enabled) process.exit(0);\n`, ["TS2591@4:28"]],
    ["a nested flag set by a computed key", `const CONFIG = { notify: { enabled: false } };\nconst n = CONFIG.notify;\nfor (const k of ["enabled"]) n[k] = true;\nif (CONFIG.notify.enabled) process.exit(0);\n`, ["TS2591@4:28"]],
    ["an element of an array changed in place", `const ENABLED = [false];\nENABLED.reverse();\nENABLED.push(true);\nENABLED.reverse();\nif (ENABLED[0]) process.exit(0);\n`, ["TS2591@5:17"]],
  ]);
});

describe("a base member every class made overrides", () => {
  passes([
    ["a base method overridden, the base with a static field", `class Base { static kind = "base"; m() { return process.cwd(); } }\nclass Sub extends Base { m() { return "sub"; } }\nconsole.log(new Sub().m());\n`],
    ["a base method overridden, the base's name read", `class Base { m() { return process.cwd(); } }\nclass Sub extends Base { m() { return "sub"; } }\nconsole.log(new Sub().m(), Base.name);\n`],
    ["a base method overridden, new.target compared with the base", `class Base {\n  constructor() { if (new.target === Base) throw new TypeError("abstract"); }\n  m() { return process.cwd(); }\n}\nclass Sub extends Base { m() { return "sub"; } }\nconsole.log(new Sub().m());\n`],
    ["a static overridden by the subclass it is called on", `class Base { static root() { return process.cwd(); } }\nclass Sub extends Base { static root() { return "/work"; } }\nconsole.log(Sub.root());\n`],
    ["an iterator overridden by the only class made", `class Base { *[Symbol.iterator]() { yield* Buffer.from("ab"); } }\nclass Sub extends Base { *[Symbol.iterator]() { yield 1; } }\nconsole.log([...new Sub()]);\n`],
    ["a method overridden by a computed string key", `class Base { read() { return process.cwd(); } }\nclass Sub extends Base { ["read"]() { return "sub"; } }\nconsole.log(new Sub().read());\n`],
  ]);
  fails([
    ["the base made by a static's new this", `class Base { static make() { return new this(); } m() { return process.cwd(); } }\nclass Sub extends Base { m() { return "sub"; } }\nconsole.log(new Sub().m(), Base.make().m());\n`, ["TS2591@1:64"]],
    ["the base's static called on the subclass", `class Base { static root() { return process.cwd(); } }\nclass Sub extends Base { static other() { return "/work"; } }\nconsole.log(Sub.root());\n`, ["TS2591@1:37"]],
    ["an iterator the subclass does not override", `class Base { *[Symbol.iterator]() { yield* Buffer.from("ab"); } }\nclass Sub extends Base { *[Symbol.asyncIterator]() { yield 1; } }\nconsole.log([...new Sub()]);\n`, ["TS2591@1:44"]],
    ["the base itself made", `class Base { static kind = "base"; m() { return process.cwd(); } }\nclass Sub extends Base { m() { return "sub"; } }\nconsole.log(new Sub().m(), new Base().m());\n`, ["TS2591@1:49"]],
  ]);
});

describe("tables picked by keys the text fixes, objects that never leave their binding", () => {
  passes([
    ["a table keyed by a name destructured from a constant array", `const ARGV = ["stats"];\nconst COMMANDS = {\n  stats: () => console.log("stats"),\n  open: () => require("child_process").exec("open ."),\n};\nconst [name] = ARGV;\nCOMMANDS[name]();\n`],
    ["a destructured name's default where the array has no element", `const ARGV = [];\nconst COMMANDS = { help: () => console.log("help"), open: () => process.exit(1) };\nconst [name = "help"] = ARGV;\nCOMMANDS[name]();\n`],
    ["a table's methods, computed reads on other objects elsewhere", `const COMMANDS = { stats() { console.log("s"); }, open() { process.exit(0); } };\nfunction flags(args) { const out = {}; for (let i = 0; i < args.length; i++) out[args[i]] = args[i + 1]; return out; }\nconsole.log(flags(["--top", "5"]), COMMANDS.stats());\n`],
    ["a Map of functions read by a constant key", `const exporters = new Map([\n  ["tsv", (rows) => rows.join("\\t")],\n  ["b64", (rows) => Buffer.from(rows.join(",")).toString("base64")],\n]);\nconsole.log(exporters.get("tsv")(["a", "b"]), exporters.has("b64"), exporters.size);\n`],
  ]);
  fails([
    ["a destructured name from an array changed in place", `const ARGV = ["stats"];\nARGV.unshift("open");\nconst COMMANDS = { stats: () => console.log("stats"), open: () => process.exit(0) };\nconst [name] = ARGV;\nCOMMANDS[name]();\n`, ["TS2591@3:67"]],
    ["a table handed to a function that reads it by key", `const COMMANDS = { stats() { console.log("s"); }, open() { process.exit(0); } };\nfunction run(table, k) { return table[k](); }\nrun(COMMANDS, "open");\n`, ["TS2591@1:60"]],
    ["a Map of functions read by that key", `const exporters = new Map([\n  ["tsv", (rows) => rows.join("\\t")],\n  ["b64", (rows) => Buffer.from(rows.join(",")).toString("base64")],\n]);\nconsole.log(exporters.get("b64")(["a", "b"]));\n`, ["TS2591@3:21"]],
    ["a Map of functions iterated", `const exporters = new Map([\n  ["tsv", (rows) => rows.join("\\t")],\n  ["b64", (rows) => Buffer.from(rows.join(",")).toString("base64")],\n]);\nfor (const [, f] of exporters) console.log(f(["a"]));\n`, ["TS2591@3:21"]],
    ["a Map of functions read by a key the text does not fix", `const exporters = new Map([\n  ["tsv", (rows) => rows.join("\\t")],\n  ["b64", (rows) => Buffer.from(rows.join(",")).toString("base64")],\n]);\nfor (const k of ["tsv", "b64"]) console.log(exporters.get(k)(["a"]));\n`, ["TS2591@3:21"]],
  ]);
});

describe("instances that never leave the consts they are made into", () => {
  passes([
    ["a class's unused method, a computed read on another object", `class Store {\n  load() { return 1; }\n  saveToBrowser() { return localStorage.setItem("k", "v"); }\n}\nconst get = (o, k) => o[k];\nconsole.log(get({ a: 1 }, "a"), new Store().load());\n`],
    ["an instance in a const, computed reads on data", `class Store {\n  constructor() { this.cache = {}; }\n  get(k) { return this.cache[k]; }\n  browser() { return localStorage.getItem("k"); }\n}\nconst store = new Store();\nconst data = JSON.parse('{"a":1}');\nfor (const k of Object.keys(data)) console.log(data[k], store.get(k));\n`],
  ]);
  fails([
    ["an instance handed to a function that reads it by key", `class Store {\n  load() { return 1; }\n  browser() { return localStorage.getItem("k"); }\n}\nconst call = (o, k) => o[k]();\nconsole.log(call(new Store(), "browser"));\n`, ["TS2304@3:22"]],
    ["an instance stored in an array, read by key", `class Store {\n  load() { return 1; }\n  browser() { return localStorage.getItem("k"); }\n}\nconst all = [new Store()];\nconst k = ["browser"][0];\nconsole.log(all[0][k]());\n`, ["TS2304@3:22"]],
    ["this handed on by a method", `class Store {\n  load() { return run(this, "browser"); }\n  browser() { return localStorage.getItem("k"); }\n}\nfunction run(o, k) { return o[k](); }\nconsole.log(new Store().load());\n`, ["TS2304@3:22"]],
  ]);
});

describe("keys a loop walks over constants", () => {
  passes([
    ["hooks called by keys a loop walks over constants", `const handlers = { start: () => console.log("start"), stop: () => process.exit(0) };\nfor (const ev of ["start"]) handlers[ev]();\n`],
  ]);
  fails([
    ["hooks called by keys a loop walks, one of them the method", `const handlers = { start: () => console.log("start"), stop: () => process.exit(0) };\nfor (const ev of ["start", "stop"]) handlers[ev]();\n`, ["TS2591@1:67"]],
    ["hooks called by keys a loop walks over a changed array", `const EVENTS = ["start"];\nEVENTS.push("stop");\nconst handlers = { start: () => console.log("start"), stop: () => process.exit(0) };\nfor (const ev of EVENTS) handlers[ev]();\n`, ["TS2591@3:67"]],
  ]);
});

describe("an adapter chosen by a constant test, a detector's constant answer", () => {
  passes([
    ["an adapter object chosen by a constant test", `const ggAdapter = { read: (p) => gg.files.readFile(p) };\nconst nodeAdapter = { read: (p) => require("fs").readFileSync(p, "utf8") };\nconst io = typeof gg !== "undefined" ? ggAdapter : nodeAdapter;\nconsole.log(io.read("x"));\n`],
    ["a detector function's constant answer", `function detect() {\n  return typeof gg !== "undefined" ? "gg" : "node";\n}\nif (detect() === "node") console.log(require("fs").readdirSync("."));\nconsole.log("ok");\n`],
  ]);
  fails([
    ["an adapter object chosen by a test the text does not fix", `const ggAdapter = { read: (p) => gg.files.readFile(p) };\nconst nodeAdapter = { read: (p) => require("fs").readFileSync(p, "utf8") };\nconst io = gg.files.glob("*.md").length > 5 ? ggAdapter : nodeAdapter;\nconsole.log(io.read("x"));\n`, ["TS2591@2:36","GG1001@2:44"]],
    ["a detector function whose answer depends on its argument", `function detect(force) {\n  return force ? "node" : "gg";\n}\nif (detect(true) === "node") console.log(require("fs").readdirSync("."));\n`, ["TS2591@4:42","GG1001@4:50"]],
  ]);
});


describe("super reads the prototypes of the program's own base classes", () => {
  passes([
    ["a method the base's prototype gets later", `class Base { render(s) { return s; } }\nclass Pretty extends Base { render(s) { return super.format(s); } }\nBase.prototype.format = (s) => s;\nconsole.log(new Pretty().render("a"));\n`],
    ["a field of the base, given a prototype method too", `class Base { make = () => 1; }\nclass Child extends Base { run() { return super.make(); } }\nBase.prototype.make = () => 2;\nconsole.log(new Child().run());\n`],
  ]);
  fails([
    ["super's missing method", `class Base { render(s) { return s; } }\nclass Pretty extends Base { render(s) { return super.format(s); } }\nconsole.log(new Pretty().render(gg.files.readFile("a.txt")));\n`, ["TS2339@2:54"]],
    ["a field of the base", `class Base { make = () => 1; }\nclass Child extends Base { run() { return super.make(); } }\nnew Child().run();\n`, ["TS2855@2:49"]],
    ["a static of the base", `class Base { static make() {} }\nclass Child extends Base { make() { return super.make(); } }\nnew Child().make();\n`, ["TS2576@2:50"]],
    ["super's missing method two bases up", `class Root { format(s) { return s; } }\nclass Base extends Root {}\nclass Pretty extends Base { render(s) { return super.format(s) + super.trim(s); } }\nconsole.log(new Pretty().render("a"));\n`, ["TS2339@3:72"]],
  ]);
});

describe("a value spelt out in full, or a gg record, iterated", () => {
  passes([
    ["an object literal with its own iterator", `const steps = { *[Symbol.iterator]() { yield "build"; } };\nfor (const s of steps) console.log(s);\n`],
    ["a gg record iterated behind a test of its iterator", `const r = gg.shell.run("ls");\nconst parts = typeof r[Symbol.iterator] === "function" ? [...r] : Object.values(r);\nif (r[Symbol.iterator]) for (const x of r) console.log(x);\nconsole.log(parts.length);\n`],
    ["a gg record iterated once every object has an iterator", `Object.prototype[Symbol.iterator] = function* () {\n  yield* Object.entries(this);\n};\nfor (const [k, v] of gg.shell.run("ls")) console.log(k, v);\n`],
    ["a frozen array's sort, which writes nothing for one element", `const EXTENSIONS = Object.freeze([".js"]);\nconsole.log(EXTENSIONS.sort(), EXTENSIONS.reverse());\n`],
    ["an iterator added to every object", `Object.prototype[Symbol.iterator] = function* () { yield* Object.entries(this); };\nconst steps = { build: "npm run build" };\nfor (const [name, cmd] of steps) console.log(name, cmd);\n`],
    ["an object's entries", `const steps = { build: "npm run build" };\nfor (const [name, cmd] of Object.entries(steps)) console.log(name, cmd);\n`],
    ["a record filled by a key that may be a symbol", `const counts = {};\nconst KEY = Symbol.iterator;\ncounts[KEY] = function* () { yield 1; };\nfor (const n of counts) console.log(n);\n`],
    ["a record handed to a helper, which may give it an iterator", `const counts = {};\nfunction iterable(o) { o[Symbol.iterator] = function* () { yield* Object.keys(this); }; }\niterable(counts);\nconsole.log([...counts]);\n`],
    ["a record iterated in a function nothing calls", `const counts = {};\nfor (const w of "a b".split(" ")) counts[w] = 1;\nfunction show() { for (const [w, n] of counts) console.log(w, n); }\nconsole.log(typeof show);\n`],
  ]);
  fails([
    ["an object literal in a for…of", `const steps = { build: "npm run build", test: "npm test" };\nfor (const [name, cmd] of steps) console.log(name, cmd);\n`, ["TS2488@2:27"]],
    ["a gg record taken apart by an array pattern", `const [count] = gg.files.editFile("a.css", [{ oldText: "#fff", newText: "#ffffff" }]);\nconsole.log(count);\n`, ["TS2488@1:7"]],
    ["an instance of a closed class in a for…of", `class Steps {\n  constructor() { this.list = ["build"]; }\n}\nfor (const s of new Steps()) console.log(s);\n`, ["TS2488@4:17"]],
    ["an object literal spread into an array", `const counts = { a: 1, b: 2 };\nconsole.log([...counts].sort());\n`, ["TS2488@2:17"]],
    ["an instance of a closed class held in a const, spread", `class Playlist {\n  constructor(songs) { this.songs = songs; }\n}\nconst pl = new Playlist(["a"]);\nconsole.log([...pl]);\n`, ["TS2488@5:17"]],
    ["a record filled by string keys, iterated", `const counts = {};\nfor (const w of gg.files.readFile("words.txt").split(" ")) counts[w] = (counts[w] ?? 0) + 1;\nif ("x" in counts) console.log(Object.keys(counts));\nfor (const [word, n] of counts) console.log(word, n);\n`, ["TS2488@4:25"]],
  ]);
});

describe("a class read statically has the statics it spells out", () => {
  fails([
    ["a method called on an instance a let never written again holds, of the class whose method fails", `class A { run() { return 1; } }\nclass B { run() { return gg.files.nope(); } }\nconst made = new A();\nlet b = new B();\nconsole.log(b.run(), made);\n`, ["TS2339@2:35"]],
    ["an instance method called on the class", `class Inventory {\n  add(name) { return name; }\n}\nInventory.add("x");\n`, ["TS2339@4:11"]],
  ]);
  passes([
    ["statics, a function's members, and an instance method through the prototype", `class Inventory {\n  static create() { return new Inventory(); }\n  add(name) { return name; }\n}\nconsole.log(Inventory.create().add("x"), Inventory.name, Inventory.prototype.add.length);\n`],
    ["a static the program adds by name", `class Inventory {}\nInventory.add = (n) => n;\nconsole.log(Inventory.add("x"));\n`],
    ["a class handed to a helper that adds statics", `class Inventory {}\nfunction withAdd(C) { Object.assign(C, { add: (n) => n }); return C; }\nwithAdd(Inventory);\nconsole.log(Inventory.add("x"));\n`],
    ["a static its base gives", `class Base { static add(n) { return n; } }\nclass Inventory extends Base {}\nconsole.log(Inventory.add("x"));\n`],
  ]);
});

describe("this before super() in a derived class constructed", () => {
  passes([
    ["a derived constructor without super that returns an object of its own", `class Base {}\nclass Made extends Base { constructor() { return { made: true }; } }\nconsole.log(new Made().made);\n`],
    ["a derived constructor without super, never constructed", `class Base {}\nclass Draft extends Base { constructor(tag) { console.log(tag); } }\nconsole.log(typeof Draft);\n`],
    ["a field of a derived class whose constructor returns its own object without super(), read before a const", `class Base {}\nclass Shared extends Base {\n  entries = new Map(Object.entries(DEFAULTS));\n  missing = gg.files.nope();\n  constructor() {\n    return { shared: true };\n  }\n}\nconst s = new Shared();\nconst DEFAULTS = { a: 1 };\nconsole.log(s.shared);\n`],
    ["a derived constructor without super, handed to a helper that only shows its source", `function Base() {}\nclass Draft extends Base { constructor() {} }\nconst show = function (fn, expected) {\n  const text = "" + fn;\n  if (text !== expected) console.log(\`differs: \${fn}\`);\n};\nshow(Draft, "class Draft");\n`],
    ["a class's name assigned outside its body", `class Memo {}\nlet made = new Memo();\nMemo = null;\nconsole.log(made, Memo);\n`],
    ["super() called first by an arrow", `class Task {}\nclass ShellTask extends Task {\n  constructor(cmd) {\n    const init = () => super();\n    init();\n    this.cmd = cmd;\n  }\n}\nconsole.log(new ShellTask("npm test").cmd);\n`],
    ["the class never made", `class Task {}\nclass ShellTask extends Task {\n  constructor(cmd) {\n    this.cmd = cmd;\n    super();\n  }\n}\nconsole.log(typeof ShellTask);\n`],
    ["the use caught", `class Task {}\nclass ShellTask extends Task {\n  constructor(cmd) {\n    try {\n      this.cmd = cmd;\n    } catch {}\n    super();\n  }\n}\nconsole.log(new ShellTask("x"));\n`],
  ]);
  fails([
    ["a derived constructor that never calls super, constructed", `class Base {}\nclass Derived extends Base {\n  constructor(tag) { console.log("tag", tag); }\n}\nnew Derived("a");\n`, ["TS2377@3:3"]],
    ["a field of a derived class that calls super(), read before a const", `class Base {}\nclass Shared extends Base {\n  entries = new Map(Object.entries(DEFAULTS));\n  constructor() {\n    super();\n  }\n}\nconst s = new Shared();\nconst DEFAULTS = { a: 1 };\nconsole.log(s);\n`, ["GG1009@8:11"]],
    ["a derived constructor without super, handed to a helper that makes one", `function Base() {}\nclass Draft extends Base { constructor() {} }\nconst make = function (K) {\n  console.log("" + K);\n  return new K();\n};\nmake(Draft);\n`, ["TS2377@2:28"]],
    ["a derived constructor without super, made by its static toString when shown", `function Base() {}\nclass Draft extends Base {\n  constructor() {}\n  static toString() { return new this(); }\n}\nconsole.log(\`\${Draft}\`);\n`, ["TS2377@3:3"]],
    ["a class's name assigned inside its own body", `class Memo {\n  constructor() { Memo = null; }\n}\nnew Memo();\n`, ["TS2629@2:19"]],
    ["this before super()", `class Task {}\nclass ShellTask extends Task {\n  constructor(cmd) {\n    this.cmd = cmd;\n    super();\n  }\n}\nconsole.log(new ShellTask("npm test"));\n`, ["TS17009@4:5"]],
  ]);
});

describe("writes a frozen object refuses, through an alias or adding a member", () => {
  passes([
    ["a let alias given a copy first", `const DEFAULTS = Object.freeze({ sep: "," });\nlet o = DEFAULTS;\no = { ...o };\no.sep = ";";\nconsole.log(o.sep);\n`],
    ["logical assignments that never write: a const object, a frozen member that is set", `const options = { verbose: true };\noptions ||= {};\nconst limit = 25;\nlimit ??= 10;\nconst SETTINGS = Object.freeze({ MAX: 10 });\nSETTINGS.MAX ??= 50;\nconsole.log(options, limit, SETTINGS.MAX);\n`],
    ["a member added to a copy", `const States = Object.freeze({ IDLE: "idle" });\nconst copy = { ...States };\ncopy.FAILED = "failed";\nconsole.log(copy);\n`],
    ["a write and a push after freezing, where the program replaces Object.freeze", `Object.freeze = (o) => o;\nconst C = { a: 1 };\nObject.freeze(C);\nC.a = 2;\nconst Q = Object.freeze([]);\nQ.push(1);\nconsole.log(C.a, Q);\n`],
    ["a member a sealed object has, changed after the statement that seals it", `const cfg = { a: 1 };\nObject.seal(cfg);\ncfg.a = 2;\nObject.preventExtensions(cfg);\ncfg.a = 3;\nconsole.log(cfg);\n`],
    ["writes before the statement that freezes, in a function it never reaches after, or to a copy", `const DEFAULTS = { retries: 3 };\nDEFAULTS.retries = 4;\nfunction tune() { DEFAULTS.retries = 6; }\ntune();\nObject.freeze(DEFAULTS);\nconst copy = { ...DEFAULTS };\ncopy.retries = 5;\nconsole.log(DEFAULTS.retries, copy.retries);\n`],
    ["a member of a sealed object changed", `const options = Object.seal({ cwd: ".", timeoutMs: 1000 });\noptions.timeoutMs = 5000;\nconsole.log(options.timeoutMs);\n`],
    ["a member added to a sealed object in a program that replaces seal", `Object.seal = (o) => o;\nconst options = Object.seal({ cwd: "." });\noptions.stdin = "x";\nconsole.log(options.stdin);\n`],
  ]);
  fails([
    ["a push onto a frozen array, which always writes its length", `const EXTENSIONS = Object.freeze([".js"]);\nEXTENSIONS.push(".ts");\n`, ["GG1012@2:1"]],
    ["a logical assignment that writes a const holding null", `const options = null;\noptions ||= {};\n`, ["TS2588@2:1"]],
    ["a member added to a sealed literal, and to one kept from growing", `const options = Object.seal({ cwd: "." });\noptions.stdin = "x";\nconst limits = Object.preventExtensions({ max: 1 });\nlimits.min = 0;\n`, ["TS2339@2:9", "TS2339@4:8"]],
    ["a member added to a frozen literal", `const States = Object.freeze({ IDLE: "idle" });\nStates.FAILED = "failed";\nconsole.log(States);\n`, ["TS2339@2:8"]],
    ["a member changed through a const alias", `const DEFAULTS = Object.freeze({ sep: "," });\nconst o = DEFAULTS;\no.sep = ";";\n`, ["TS2540@3:3"]],
    ["a member added after a statement that seals the object", `const cfg = { a: 1 };\nObject.seal(cfg);\ncfg.a = 2;\ncfg.b = 3;\nconsole.log(cfg);\n`, ["TS2339@4:5"]],
    ["a write and a push after a statement that freezes the object, by name and by key", `const DEFAULTS = { retries: 3 };\nconst BASELINE = [1, 2];\nObject.freeze(DEFAULTS);\nObject.freeze(BASELINE);\nDEFAULTS.retries = 5;\nfor (const k of ["a"]) DEFAULTS[k] = 1;\nBASELINE.push(3);\n`, ["GG1012@5:1", "GG1012@6:24", "GG1012@7:1"]],
  ]);
});

describe("a misspelt member of an object spelled out, beside writes to objects of their own", () => {
  fails([
    ["a member of what a helper without a return gives", `function parseRules(text) {\n  const rules = text.split("\\n").filter(Boolean);\n  ({ rules });\n}\nconst parsed = parseRules(gg.files.readFile("CODEOWNERS"));\nconsole.log(parsed.rules.length);\n`, ["TS2339@6:20"]],
    ["a method missing on an instance a constructor keeps in a field", `class Versioner {\n  bump(v) { return v; }\n}\nclass Orchestrator {\n  constructor() { this.versioner = new Versioner(); }\n  run() { return this.versioner.bumpAll(["1.0.0"]); }\n}\nconsole.log(new Orchestrator().run());\n`, ["TS2339@6:33"]],
    ["a list method missing on a field the constructor sets to a list", `class Runner {\n  constructor() { this.results = []; }\n  add(x) { this.results.append(x); }\n}\nnew Runner().add(1);\n`, ["TS2339@3:25"]],
    ["beside a Map's set", `new Map().set("a", 1);\nconst o = { a: 1 };\no.b();\n`, ["TS2339@3:3"]],
    ["beside a count kept by a computed key", `const counts = {};\nfor (const w of ["a", "b"]) counts[w] = (counts[w] ?? 0) + 1;\nconst helpers = { trim(s) { return s.trim(); } };\nconsole.log(helpers.strip(" a "), counts);\n`, ["TS2339@4:21"]],
    ["beside Object.assign onto a new literal", `const merged = Object.assign({}, { a: 1 });\nconst helpers = { trim(s) { return s.trim(); } };\nconsole.log(helpers.strip(" a "), merged);\n`, ["TS2339@3:21"]],
  ]);
  passes([
    ["a member of what a helper returns on every path", `function parseRules(text) {\n  const rules = text.split("\\n");\n  if (rules.length > 0) return { rules };\n  return { rules: [] };\n}\nconsole.log(parseRules(gg.files.readFile("CODEOWNERS")).rules.length);\n`],
    ["a field a method replaces with another object", `class Versioner {\n  bump(v) { return v; }\n}\nclass Orchestrator {\n  constructor() { this.versioner = new Versioner(); }\n  useAll() { this.versioner = { bumpAll: (xs) => xs }; }\n  run() { return this.versioner.bumpAll(["1.0.0"]); }\n}\nconst o = new Orchestrator();\no.useAll();\nconsole.log(o.run());\n`],
    ["a list field a method replaces", `class Runner {\n  constructor() { this.results = []; }\n  wrap() { this.results = { append: (x) => x }; }\n  add(x) { this.results.append(x); }\n}\nconst r = new Runner();\nr.wrap();\nr.add(1);\n`],
    ["Reflect.set through an alias, giving the member", `const R = Reflect;\nconst o = { a: 1 };\nconst key = ["b"][0];\nR.set(o, key, () => 1);\nconsole.log(o.b());\n`],
    ["a computed write through a method's this", `const o = {\n  add(k, f) { this[k] = f; },\n};\no.add("b", () => 1);\nconsole.log(o.b());\n`],
    ["a computed write through an alias of this", `const o = {\n  add(k, f) { const self = this; self[k] = f; },\n};\no.add("b", () => 1);\nconsole.log(o.b());\n`],
  ]);
});

describe("writes that reach no built-in leave built-ins' findings certain", () => {
  fails([
    ["a computed write on a reduce accumulator seeded with an object literal", `const byName = ["a"].reduce((acc, name) => {\n  acc[name] = true;\n  return acc;\n}, {});\nconsole.log(JSON.stringfy(byName));\n`, ["TS2551@5:18"]],
    ["a write by a literal key on a parsed value, beside an object literal iterated", `const REQUIRED = { build: "tsc" };\nconst pkg = JSON.parse("{}");\npkg["scripts"] = {};\nfor (const [name, command] of REQUIRED) console.log(name, command);\n`, ["TS2488@4:31"]],
    ["a missing method of an array literal with a spread", `const parts = ["b"];\nconst digest = ["a", ...parts];\ndigest.last();\n`, ["TS2339@3:8"]],
  ]);
  passes([
    ["a reduce accumulator seeded with a built-in", `const k = [..."groupBy"].join("");\n[1].reduce((acc) => { acc[k] = (xs) => ({ all: xs }); return acc; }, Object);\nconsole.log(Object.groupBy([1], (x) => x));\n`],
    ["a reduce of the program's own, whose accumulator may be anything", `const list = { reduce(f, seed) { return f(Object, seed); } };\nconst k = [..."groupBy"].join("");\nlist.reduce((acc) => { acc[k] = (xs) => ({ all: xs }); return acc; }, {});\nconsole.log(Object.groupBy([1], (x) => x));\n`],
  ]);
});

describe("a member a global of the guest's lacks, taken apart into a binding", () => {
  passes([
    ["the binding tested before its call, a binding never used, a member the guest has", `const { groupBy } = Object;\nconst { log, table: show } = console;\nlog("a");\nif (typeof show === "function") show([1]);\nconst { hasOwn } = Object;\nconsole.log(hasOwn({ a: 1 }, "a"));\n`],
    ["a binding written again before its call", `let { table } = console;\ntable ??= (rows) => console.log(rows.join(","));\ntable([1, 2]);\n`],
    ["a destructured member with a default", `const { table = (rows) => console.log(rows.length) } = console;\ntable([1, 2]);\n`],
    ["a member the program adds before it takes it apart", `Math.sumPrecise = (xs) => xs.reduce((a, b) => a + b, 0);\nconst { sumPrecise } = Math;\nconsole.log(sumPrecise([1, 2]));\n`],
  ]);
  fails([
    ["a console method the guest lacks, called", `const { table } = console;\ntable([1, 2]);\n`, ["TS2339@1:9"]],
    ["a later edition's static, renamed and called in a function that runs", `const { sumPrecise: sum } = Math;\nfunction total(xs) { return sum(xs); }\nconsole.log(total([1, 2]));\n`, ["TS2339@1:9"]],
    ["a member the program adds only after it takes it apart", `const { sumPrecise } = Math;\nMath.sumPrecise = (xs) => 0;\nconsole.log(sumPrecise([1, 2]));\n`, ["TS2339@1:9"]],
  ]);
});

describe("a key an object spelled out in full lacks, read by brackets", () => {
  passes([
    ["the key read optionally, tested first, or tested by in", `const handlers = { list(dir) { return gg.files.listDir(dir); } };\nhandlers["delete"]?.("a");\nif (handlers["delete"]) handlers["delete"]("a");\ntypeof handlers["move"] === "function" && handlers["move"]("a");\nconst name = "remove";\nif (name in handlers) handlers[name]("x");\nconsole.log(handlers["list"](".").length);\n`],
    ["the key written before the call, an object another may fill, a call caught", `const handlers = { list(dir) { return gg.files.listDir(dir); } };\nhandlers["delete"] = (p) => console.log("del", p);\nhandlers["delete"]("a");\nconst ops = { a: 1 };\nObject.assign(ops, JSON.parse('{"run": 1}'));\ntry { ops["run"](); } catch { console.log("caught"); }\n`],
    ["gg members read by constant keys: present, tested first, or only read", `console.log(gg.files["readFile"]("a.txt").length);\nconst m = "listDir";\nconsole.log(gg.files[m](".").length);\nif (gg.files["readJson"]) gg.files["readJson"]("x");\nconst x = gg.files["writeJson"];\nconsole.log(typeof x);\n`],
    ["a key a parameter holds, and a missing key only converted", `const ops = { read: (p) => p };\nfunction run(cmd) { return ops[cmd]("x"); }\nconsole.log(run("read"));\nconst KEY = "write";\nconst table = { read: 1 };\nconsole.log(String(table[KEY]));\n`],
  ]);
  fails([
    ["a literal key called", `const ops = { read: (p) => gg.files.readFile(p) };\nconsole.log(ops["write"]("a"));\n`, ["TS7053@2:13"]],
    ["a const key called, the object also read by a key it computes", `const handlers = {\n  list(dir) { return gg.files.listDir(dir); },\n};\nconst cmd = "delete";\nfor (const k of ["list"]) console.log(handlers[k](".").length);\nhandlers[cmd]("a");\n`, ["TS7053@6:1"]],
    ["a literal key read on", `const config = { retries: 2 };\nconsole.log(config["limits"].max);\n`, ["TS7053@2:13"]],
    ["a gg member a const key names, missing", `const op = "readJson";\ngg.files[op]("package.json");\n`, ["TS7053@2:1"]],
    ["a gg member a literal key names, missing, on an imported namespace", `import { files } from "gg";\nconsole.log(files["readJsn"]("a.json"));\n`, ["TS7053@2:13"]],
  ]);
});

describe("a tagged template calls its tag", () => {
  passes([
    ["a missing tag tested first, and a tag that exists", `const fmt = { bold: (s) => s.join("") };\nif (fmt.italic) console.log(fmt.italic\`done\`);\nconsole.log(fmt.bold\`ok\`);\n`],
  ]);
  fails([
    ["a missing gg member as a tag", `const r = gg.shell.exec\`git status\`;\nconsole.log(r);\n`, ["TS2339@1:20"]],
    ["a member an object spelled out lacks, as a tag", `const fmt = { bold: (s) => s.join("") };\nconsole.log(fmt.italic\`done\`);\n`, ["TS2339@2:17"]],
  ]);
});

describe("a member created on a primitive", () => {
  passes([
    ["a write caught, an &&= that assigns nothing, a name a prototype has", `const text = gg.files.readFile("README.md");\nlet n = 5;\nn.count &&= 2;\ntry { text.lineCount = 1; } catch { console.log("strict"); }\nObject.defineProperty(String.prototype, "tag", { set(v) {}, configurable: true });\nconst s = "x";\ns.tag = 2;\nconsole.log(text.length);\n`],
  ]);
  fails([
    ["a member assigned on a number constant", `const limit = 100;\nlimit.unit = "bytes";\n`, ["TS2339@2:7"]],
    ["a member incremented on an operation's string", `const text = gg.files.readFile("README.md");\ntext.lineCount++;\n`, ["TS2339@2:6"]],
  ]);
});

describe("a member a nested object literal spelled out lacks", () => {
  fails([
    ["a method a nested literal lacks, called", `const plugins = {\n  markdown: { render: (t) => t.trim() },\n};\nconsole.log(plugins.markdown.postprocess("x"));\n`, ["TS2339@4:30"]],
    ["a field a nested config lacks, used", `import { files } from "gg";\nconst config = { output: { dir: "out", format: "md" }, verbose: false };\nfiles.writeFile(config.output.path + "/r.md", "x");\nconsole.log(config.output.dir.toUpperCase(), config.output.name.length);\n`, ["TS2339@4:60"]],
  ]);
  passes([
    ["a member added to the nested literal by name", `const plugins = { markdown: { render: (t) => t.trim() } };\nplugins.markdown.postprocess = (t) => t + "!";\nconsole.log(plugins.markdown.postprocess("x"));\n`],
    ["the nested literal handed to a helper that adds to it", `const plugins = { markdown: { render: (t) => t.trim() } };\nfunction extend(p) { p.postprocess = (t) => t; }\nextend(plugins.markdown);\nconsole.log(plugins.markdown.postprocess("x"));\n`],
    ["the nested literal replaced", `const plugins = { markdown: { render: (t) => t.trim() } };\nplugins.markdown = { postprocess: (t) => t };\nconsole.log(plugins.markdown.postprocess("x"));\n`],
    ["a member added by a computed key", `const plugins = { markdown: { render: (t) => t.trim() } };\nconst key = ["post", "process"].join("");\nplugins.markdown[key] = (t) => t;\nconsole.log(plugins.markdown.postprocess("x"));\n`],
    ["a member added by Object.assign", `const plugins = { markdown: { render: (t) => t.trim() } };\nObject.assign(plugins.markdown, { postprocess: (t) => t });\nconsole.log(plugins.markdown.postprocess("x"));\n`],
  ]);
});

describe("a member a new instance made by a method of the program's own class lacks", () => {
  fails([
    ["a member missing on what a static factory makes", `class Maybe {\n  constructor(value) {\n    this.value = value;\n  }\n  static of(v) {\n    return new Maybe(v);\n  }\n}\nconsole.log(Maybe.of(1).flatMap((x) => x));\n`, ["TS2339@9:25"]],
    ["a member missing on the new instance a method returns", `class Ok {\n  constructor(value) { this.value = value; }\n  map(f) { return new Ok(f(this.value)); }\n}\nconsole.log(new Ok(1).map((x) => x + 1).unwrapOr(0));\n`, ["TS2339@5:41"]],
    ["a member missing on a fluent method's new instance", `class Query {\n  constructor(items) {\n    this.items = items;\n  }\n  where(pred) {\n    return new Query(this.items.filter(pred));\n  }\n}\nconst q = new Query([1, 2]);\nconsole.log(q.where((x) => x > 1).first());\n`, ["TS2339@10:35"]],
  ]);
  passes([
    ["a member added to the prototype", `class Maybe {\n  constructor(value) { this.value = value; }\n  static of(v) { return new Maybe(v); }\n}\nMaybe.prototype.flatMap = function (f) { return f(this.value); };\nconsole.log(Maybe.of(1).flatMap((x) => x));\n`],
    ["a factory that makes new this()", `class Maybe {\n  constructor(value) { this.value = value; }\n  static of(v) { return new this(v); }\n}\nclass Just extends Maybe { flatMap(f) { return f(this.value); } }\nconsole.log(Just.of(1).flatMap((x) => x));\n`],
    ["members Object.assign adds to the prototype", `class Ok {\n  constructor(value) { this.value = value; }\n  /** @returns {any} */\n  map(f) { return new Ok(f(this.value)); }\n}\nObject.assign(Ok.prototype, { unwrapOr(d) { return this.value ?? d; } });\nconsole.log(new Ok(1).map((x) => x + 1).unwrapOr(0));\n`],
  ]);
});

describe("a chain of methods that each return a new instance of the program's class", () => {
  fails([
    ["a member missing at the end of a static factory's chain", `class Maybe {\n  constructor(value) { this.value = value; }\n  static of(value) { return new Maybe(value); }\n  map(f) { return new Maybe(f(this.value)); }\n}\nconsole.log(Maybe.of(1).map((n) => n + 1).flatMap((n) => n));\n`, ["TS2339@6:43"]],
  ]);
  passes([
    ["the member the chain's class defines", `class Maybe {\n  constructor(value) { this.value = value; }\n  static of(value) { return new Maybe(value); }\n  map(f) { return new Maybe(f(this.value)); }\n  get() { return this.value; }\n}\nconsole.log(Maybe.of(1).map((n) => n + 1).get());\n`],
  ]);
});

describe("a base class's constructor writes only the instance it makes", () => {
  passes([
    ["a destructured option's default kept in a field", `class Reporter {\n  constructor({ color = false } = {}) { this.color = color; }\n  paint(s) { return this.color ? console.table(s) : s; }\n}\nconsole.log(new Reporter().paint("x"));\n`],
    ["a literal's flag beside a class field of that name", `const SHARED = { color: false };\nclass Painter { constructor() { this.color = true; } }\nnew Painter();\nif (SHARED.color) console.table("colored");\nconsole.log("ok");\n`],
  ]);
  fails([
    ["one instance made with the option set", `class Reporter {\n  constructor({ color = false } = {}) { this.color = color; }\n  paint(s) { return this.color ? console.table(s) : s; }\n}\nconsole.log(new Reporter().paint("x"), new Reporter({ color: true }).paint("y"));\n`, ["TS2339@3:42"]],
    ["a derived constructor writing what its base returned", `const SHARED = { color: false };\nclass Base { constructor() { return SHARED; } }\nclass Painter extends Base { constructor() { super(); this.color = true; } }\nnew Painter();\nif (SHARED.color) console.table("colored");\n`, ["TS2339@5:27"]],
  ]);
});

describe("a spread of what a function returns", () => {
  passes([
    ["an empty object returned over the defaults", `const DEFAULTS = { color: false };\nfunction overrides() { return {}; }\nconst opts = { ...DEFAULTS, ...overrides() };\nif (opts.color) console.table([1]);\n`],
    ["an arrow's literal replacing one member", `const DEFAULTS = { color: false, log: (m) => console.log(m) };\nconst make = () => ({ log: (m) => console.info(m) });\nconst opts = { ...DEFAULTS, ...make() };\nif (opts.color) console.table([1]);\nopts.log("ok");\n`],
  ]);
  fails([
    ["the returned object setting the flag", `const DEFAULTS = { color: false };\nfunction overrides() { return { color: true }; }\nconst opts = { ...DEFAULTS, ...overrides() };\nif (opts.color) console.table([1]);\n`, ["TS2339@4:25"]],
  ]);
});

describe("a stand-in the program may call in the operation's place", () => {
  passes([
    ["a dry-run literal chosen by a constant over the namespace", `import { files } from "gg";\nconst DRY_RUN = true;\nconst fs = DRY_RUN ? { ...files, writeFile: (path, contents) => console.log("dry", path, typeof contents) } : files;\nfs.writeFile("manifest.json", { entries: [] });\n`],
    ["a recorder instance chosen by a constant", `import { files } from "gg";\nclass RecordingFs {\n  constructor() { this.calls = []; }\n  writeFile(path, contents) { this.calls.push({ path, contents }); }\n}\nconst DRY = true;\nconst fs = DRY ? new RecordingFs() : files;\nfs.writeFile("config.json", { version: 2 });\n`],
    ["a dry-run literal chosen by a test of data", `import { files } from "gg";\nconst DRY_RUN = Math.random() < 2;\nconst fs = DRY_RUN ? { ...files, writeFile: (path, contents) => console.log("dry", path, typeof contents) } : files;\nfs.writeFile("manifest.json", { entries: [] });\n`],
    ["a recorder chosen by a test of data", `import { files } from "gg";\nclass RecordingFs {\n  constructor() { this.calls = []; }\n  writeFile(path, contents) { this.calls.push({ path, contents }); }\n}\nconst DRY = Math.random() < 2;\nconst fs = DRY ? new RecordingFs() : files;\nfs.writeFile("config.json", { version: 2 });\n`],
    ["a recorder a let may be given", `import { files } from "gg";\nclass Recorder { constructor() { this.calls = []; } writeFile(p, c) { this.calls.push([p, c]); } }\nlet fs = files;\nif (files.listDir(".").length >= 0) fs = new Recorder();\nfs.writeFile("out.json", { ok: true });\nconsole.log("done");\n`],
  ]);
  fails([
    ["the namespace chosen by a constant", `import { files } from "gg";\nconst DRY_RUN = false;\nconst fs = DRY_RUN ? { ...files, writeFile: (path, contents) => console.log("dry", path, typeof contents) } : files;\nfs.writeFile("manifest.json", { entries: [] });\n`, ["TS2345@4:31"]],
    ["the recorder not chosen", `import { files } from "gg";\nclass RecordingFs {\n  constructor() { this.calls = []; }\n  writeFile(path, contents) { this.calls.push({ path, contents }); }\n}\nconst DRY = false;\nconst fs = DRY ? new RecordingFs() : files;\nfs.writeFile("config.json", { version: 2 });\n`, ["TS2345@8:29"]],
    ["a copy of the namespace", `import { files } from "gg";\nconst fs = { ...files };\nfs.writeFile("manifest.json", { entries: [] });\n`, ["TS2345@3:31"]],
  ]);
});

describe("a stored value replaced before anything can read it", () => {
  passes([
    ["a Map key set again before anything reads it", `const strategies = new Map();\nstrategies.set("clone", (v) => structuredClone(v));\nstrategies.set("clone", (v) => JSON.parse(JSON.stringify(v)));\nconsole.log(strategies.get("clone")({ a: 1 }));\n`],
    ["a const object's member assigned again", `const codecs = {};\ncodecs.base64 = { encode: (s) => btoa(s) };\ncodecs.base64 = { encode: (s) => s.toUpperCase() };\nconsole.log(codecs.base64.encode("abc"));\n`],
    ["a Map's entries giving one key twice", `const ops = new Map([["clone", (v) => structuredClone(v)], ["clone", (v) => JSON.parse(JSON.stringify(v))]]);\nconsole.log(ops.get("clone")({ a: 1 }));\n`],
    ["a Map's entry set again by a later set", `const timers = new Map([["now", () => performance.now()], ["wall", () => Date.now()]]);\ntimers.set("now", () => Date.now());\nconsole.log(timers.get("now")() >= 0, timers.get("wall")() > 0);\n`],
    ["an entry replaced before a shell run reads it", `import { shell } from "gg";\n\nconst timers = new Map([["now", () => performance.now()]]);\ntimers.set("now", () => Date.now());\n\nconst t0 = timers.get("now")();\nshell.run("npm run lint");\nconsole.log(\`lint took \${timers.get("now")() - t0}ms\`);\n`],
    ["an object literal naming a key twice", `const codecs = { plain: { encode: (s) => s, encode: (s) => s.trim() }, hex: { encode: (s) => btoa(s), encode: (s) => s.toUpperCase() } };\nconsole.log(codecs.hex.encode("abc"), codecs.plain.encode(" x "));\n`],
  ]);
  fails([
    ["the second set holding the missing global", `const strategies = new Map();\nstrategies.set("clone", (v) => JSON.parse(JSON.stringify(v)));\nstrategies.set("clone", (v) => structuredClone(v));\nconsole.log(strategies.get("clone")({ a: 1 }));\n`, ["TS2304@3:32"]],
    ["the entry read before the set", `const timers = new Map([["now", () => performance.now()]]);\nconst first = timers.get("now");\ntimers.set("now", () => Date.now());\nconsole.log(first());\n`, ["TS2304@1:39"]],
    ["a set of another key", `const timers = new Map([["now", () => performance.now()]]);\ntimers.set("later", () => Date.now());\nconsole.log(timers.get("now")());\n`, ["TS2304@1:39"]],
    ["a Map's entry of its own key", `const ops = new Map([["clone", (v) => structuredClone(v)], ["copy", (v) => JSON.parse(JSON.stringify(v))]]);\nconsole.log(ops.get("clone")({ a: 1 }));\n`, ["TS2304@1:39"]],
    ["the first value read before the second assignment", `const codecs = {};\ncodecs.base64 = { encode: (s) => btoa(s) };\nconst first = codecs.base64;\ncodecs.base64 = { encode: (s) => s.toUpperCase() };\nconsole.log(first.encode("abc"));\n`, ["TS2304@2:34"]],
  ]);
});

describe("uses that never convert an object: tests, comparisons with nothing, keys", () => {
  passes([
    ["an object literal only tested for truth", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nif (total) console.log(total.bytes);\n`],
    ["an object compared loosely with null and undefined", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconsole.log(total == null, total != undefined);\n`],
    ["Boolean, Object.is and Object.keys of it", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconsole.log(Boolean(total), Object.is(total, total), Object.keys(total).length);\n`],
    ["the left of &&", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconsole.log(total && total.bytes);\n`],
    ["a while's and a conditional's test", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nwhile (!total) break;\nconsole.log(total ? "set" : "unset");\n`],
    ["a class instance only tested for truth", `class Total {\n  bytes = 5;\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  }\n}\nconst t = new Total();\nif (t) console.log(t.bytes);\n`],
    ["a toPrimitive method of an object only tested", `const p = {\n  cents: 5,\n  [Symbol.toPrimitive]() {\n    return structuredClone(this.cents);\n  },\n};\nif (p) console.log(p.cents);\n`],
  ]);
  fails([
    ["a template converting it, inside its truth test", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nif (total) console.log(\`\${total}\`);\n`, ["GG1011@4:16"]],
    ["a loose comparison with a string", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconsole.log(total == "5");\n`, ["GG1011@4:16"]],
    ["what || gives converted", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconsole.log(\`\${total || "none"}\`);\n`, ["GG1011@4:16"]],
  ]);
});

describe("a member's name read on what cannot hold the program's member", () => {
  passes([
    ["a getter's name read only on what JSON.parse made", `class Item {\n  get label() { return this.label; }\n}\nnew Item();\nconst rec = JSON.parse('{"label":"y"}');\nconsole.log(rec.label);\n`],
    ["an object literal's getter name read only on parsed data", `const cfg = { host: "h", get port() { return this.port; } };\nconst rec = JSON.parse('{"port":1}');\nconsole.log(cfg.host, rec.port);\n`],
    ["a prototype function's name read on a literal that has its own", `function Fmt(p) { this.p = p; }\nFmt.prototype.line = function (x) { return this.p + x; };\nconst plain = { line: (x) => "- " + x };\nconsole.log(["a"].map(plain.line));\n`],
    ["a prototype function's name on a literal, called", `function Server() {}\nServer.prototype.stop = function () { process.exit(0); };\nconst fake = { stop() { return "stopped"; } };\nconsole.log(fake.stop());\n`],
    ["a prototype function's name on a literal, handed to then", `function Job(id) { this.id = id; }\nJob.prototype.done = function (r) { this.result = r; };\nconst log = { done: (r) => console.log("done", r) };\nPromise.resolve(1).then(log.done);\n`],
  ]);
  fails([
    ["the instance's getter read too", `class Item {\n  get label() { return this.label; }\n}\nconst item = new Item();\nconst rec = JSON.parse('{"label":"y"}');\nconsole.log(rec.label, item.label);\n`, ["GG1015@2:24"]],
    ["data parsed with a reviver, and the getter read", `const cfg = { host: "h", get port() { return this.port; } };\nconst rec = JSON.parse('{"port":1}', (k, v) => v);\nconsole.log(cfg.host, rec.port, cfg.port);\n`, ["GG1015@1:46"]],
    ["the prototype function called on an instance", `function Server() {}\nServer.prototype.stop = function () { process.exit(0); };\nconst fake = { stop() { return "stopped"; } };\nconsole.log(fake.stop(), new Server().stop());\n`, ["TS2591@2:39"]],
    ["an object made from the prototype", `function Fmt(p) { this.p = p; }\nFmt.prototype.line = function (x) { return this.p + x; };\nconst plain = Object.create(Fmt.prototype);\nconsole.log(["a"].map(plain.line));\n`, ["GG1013@2:44"]],
  ]);
});

describe("a walk over an object's own keys never reaches a class's methods or accessors", () => {
  passes([
    ["for…in over an instance with a getter", `class A {\n  constructor() { this.n = 1; }\n  get label() { return this.label; }\n}\nconst a = new A();\nfor (const k in a) console.log(k, a[k]);\n`],
    ["Object.keys of an instance, by forEach and by for…of", `class Row {\n  constructor() { this.id = 1; this.name = "a"; }\n  get label() { return Object.groupBy([this], (r) => r.id); }\n}\nconst row = new Row();\nObject.keys(row).forEach((k) => console.log(k, row[k]));\nfor (const k of Object.keys(row)) console.log(row[k]);\n`],
  ]);
  fails([
    ["for…in over an object literal's own getter", `const a = { n: 1, get label() { return this.label; } };\nfor (const k in a) console.log(k, a[k]);\n`, ["GG1015@1:40"]],
    ["keys a constant list names", `class Row {\n  constructor() { this.id = 1; }\n  get label() { return Object.groupBy([this], (r) => r.id); }\n}\nconst row = new Row();\nfor (const k of ["id", "label"]) console.log(row[k]);\n`, ["TS2550@3:31"]],
  ]);
});

describe("a getter's name read on parsed data or on a literal's own member, in every spelling", () => {
  passes([
    ["an element of parsed data", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst list = JSON.parse('[{"role":"w"}]');\nconsole.log(list[0].role, new Agent() instanceof Agent);\n`],
    ["a nested member of parsed data", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst cfg = JSON.parse('{"a":{"role":"w"}}');\nconsole.log(cfg.a.role, new Agent() instanceof Agent);\n`],
    ["parsed data read by a key in brackets", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst cfg = JSON.parse('{"role":"w"}');\nconsole.log(cfg["role"], new Agent() instanceof Agent);\n`],
    ["parsed data taken apart", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst { role } = JSON.parse('{"role":"w"}');\nconsole.log(role, new Agent() instanceof Agent);\n`],
    ["a literal with its own member taken apart", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst o = { role: "w" };\nconst { role } = o;\nconsole.log(role, new Agent() instanceof Agent);\n`],
    ["a literal's own member read by a key in brackets", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst o = { role: "w" };\nconsole.log(o["role"], new Agent() instanceof Agent);\n`],
  ]);
  fails([
    ["the instance's getter read beside the parsed elements", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst list = JSON.parse('[{"role":"w"}]');\nconst agent = new Agent();\nconsole.log(list.map((a) => a.role), agent.role);\n`, ["TS2339@2:28"]],
    ["the instance taken apart", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst { role } = new Agent();\nconsole.log(role);\n`, ["TS2339@2:28"]],
  ]);
});

describe("more uses that never convert an object: a pattern, Array.isArray, switch", () => {
  passes([
    ["an instance taken apart by name", `class Ref {\n  constructor() { this.id = 1; }\n  toString() { return this.meta.label; }\n}\nconst { id } = new Ref();\nconsole.log(id);\n`],
    ["Array.isArray of an instance", `class Ref {\n  toString() { return this.meta.label; }\n}\nconsole.log(Array.isArray(new Ref()));\n`],
    ["an instance a switch compares", `class Ref {\n  toString() { return this.meta.label; }\n}\nconst r = new Ref();\nswitch (r) { case null: break; default: console.log("d"); }\n`],
  ]);
  fails([
    ["a template in the switch's clause", `class Ref {\n  toString() { return this.meta.label; }\n}\nconst r = new Ref();\nswitch (r) { default: console.log(\`\${r}\`); }\n`, ["TS2339@2:28"]],
  ]);
});

describe("a stored value replaced in other spellings", () => {
  passes([
    ["a data property a later getter of its name replaces", `const ops = {\n  run: () => notDefined(),\n  get run() { return () => "ok"; },\n};\nconsole.log(ops.run());\n`],
    ["a member set by a key in brackets, then by name", `const ops = {};\nops["run"] = () => notDefined();\nops.run = () => "ok";\nconsole.log(ops.run());\n`],
    ["a Map key a const holds, set again by the literal", `const RUN = "run";\nconst reg = new Map();\nreg.set(RUN, () => notDefined());\nreg.set("run", () => "ok");\nconsole.log(reg.get("run")());\n`],
  ]);
  fails([
    ["the getter replaced by the later property", `const ops = {\n  get run() { return () => "ok"; },\n  run: () => notDefined(),\n};\nconsole.log(ops.run());\n`, ["TS2552@3:14"]],
    ["the name first, the brackets last", `const ops = {};\nops.run = () => "ok";\nops["run"] = () => notDefined();\nconsole.log(ops.run());\n`, ["TS2552@3:20"]],
    ["the literal first, the const last", `const RUN = "run";\nconst reg = new Map();\nreg.set("run", () => "ok");\nreg.set(RUN, () => notDefined());\nconsole.log(reg.get("run")());\n`, ["TS2552@4:20"]],
  ]);
});

describe("a stand-in in other spellings: taken apart, a function on either side, a member written", () => {
  passes([
    ["a stand-in's member taken apart", `import { files } from "gg";\nconst dry = { writeFile: (p, c) => console.log(p, c) };\nconst { writeFile } = true ? dry : files;\nwriteFile("out.json", {});\n`],
    ["a stand-in function chosen by a constant", `import { files } from "gg";\nconst write = true ? (p, c) => console.log(p, c) : files.writeFile;\nwrite("out.json", {});\n`],
    ["a copy of the namespace whose member is written", `import { files } from "gg";\nconst fs = { ...files };\nfs.writeFile = (p, c) => console.log(p, c);\nfs.writeFile("out.json", {});\n`],
  ]);
  fails([
    ["the namespace's member taken apart", `import { files } from "gg";\nconst dry = { writeFile: (p, c) => console.log(p, c) };\nconst { writeFile } = false ? dry : files;\nwriteFile("out.json", {});\n`, ["TS2345@4:23"]],
    ["the operation chosen by the constant", `import { files } from "gg";\nconst write = false ? (p, c) => console.log(p, c) : files.writeFile;\nwrite("out.json", {});\n`, ["TS2345@3:19"]],
  ]);
});

describe("a stand-in given only under a test a constant rules out", () => {
  fails([
    ["the namespace, kept", `import { files } from "gg";\nconst DRY = false;\nlet fs = files;\nif (DRY) fs = { writeFile: (p, c) => console.log(p, c) };\nfs.writeFile("out.json", {});\n`, ["TS2345@5:26"]],
  ]);
});

describe("an accessor's name used on what never inherits it: parsed data, literals, what helpers return", () => {
  passes([
    ["a helper returning parsed data", `class Agent {\n  get role() { return this.profile.role; }\n}\nfunction load() { return JSON.parse('{"role":"w"}'); }\nconsole.log(load().role, new Agent() instanceof Agent);\n`],
    ["an async helper's parsed data, awaited", `class Agent {\n  get role() { return this.profile.role; }\n}\nasync function load(p) {\n  const text = await Promise.resolve(p);\n  return JSON.parse(text);\n}\nconst cfg = await load('{"role":"w"}');\nconsole.log(cfg.role, new Agent() instanceof Agent);\n`],
    ["a let given parsed data or a literal in a try", `class Agent {\n  get role() { return this.profile.role; }\n}\nlet cfg;\ntry { cfg = JSON.parse("{}"); } catch { cfg = {}; }\nconsole.log(cfg.role, new Agent() instanceof Agent);\n`],
    ["data parsed with a reviver that returns dates or the value", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst cfg = JSON.parse('{"role":"w"}', (k, v) => (k === "at" ? new Date(v) : v));\nconsole.log(cfg.role, new Agent() instanceof Agent);\n`],
    ["a literal spreading parsed data", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst cfg = { ...JSON.parse('{"role":"w"}'), extra: 1 };\nconsole.log(cfg.role, new Agent() instanceof Agent);\n`],
    ["elements of a constant list of literals, every spelling", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst AGENTS = [{ role: "w" }, { role: "r" }];\nfor (const a of AGENTS) console.log(a.role);\nconsole.log(AGENTS[0].role, AGENTS.filter((a) => a.role === "w").map((a) => a.role), new Agent() instanceof Agent);\n`],
    ["a setter's name written on parsed data and on a literal", `class Temp {\n  set fahrenheit(f) { this.fahrenheit = f; }\n}\nnew Temp();\nconst rows = JSON.parse("[{}]");\nrows[0].fahrenheit = 3;\nconst o = {};\no.fahrenheit = 4;\nconsole.log(rows[0].fahrenheit, o.fahrenheit);\n`],
  ]);
  fails([
    ["a helper returning an instance", `class Agent {\n  get role() { return this.profile.role; }\n}\nfunction load() { return new Agent(); }\nconsole.log(load().role);\n`, ["TS2339@2:28"]],
    ["a let given an instance later", `class Agent {\n  get role() { return this.profile.role; }\n}\nlet cfg = JSON.parse("{}");\ncfg = new Agent();\nconsole.log(cfg.role);\n`, ["TS2339@2:28"]],
    ["a reviver returning an instance", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst cfg = JSON.parse('{"role":"w"}', (k, v) => (k === "" ? new Agent() : v));\nconsole.log(cfg.role);\n`, ["TS2339@2:28"]],
    ["an element pushed after the literals", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst AGENTS = [{ role: "w" }];\nAGENTS.push(new Agent());\nconsole.log(AGENTS[1].role);\n`, ["TS2339@2:28"]],
    ["an instance among the literal elements", `class Agent {\n  get role() { return this.profile.role; }\n}\nconst AGENTS = [{ role: "w" }, new Agent()];\nfor (const a of AGENTS) console.log(a.role);\n`, ["TS2339@2:28"]],
    ["a setter's name written on an instance element", `class Temp {\n  set fahrenheit(f) { this.fahrenheit = f; }\n}\nconst rows = [JSON.parse("{}"), new Temp()];\nrows[1].fahrenheit = 3;\n`, ["GG1015@2:23"]],
  ]);
});

describe("conversion methods of a value handed on, copied, or only tested by name", () => {
  passes([
    ["an instance handed on by ?? and only compared", `class Ref {\n  constructor() { this.id = 1; }\n  toString() { return this.meta.label; }\n}\nconst r = new Ref();\nconst p = r ?? null;\nconsole.log(p instanceof Ref, p.id);\n`],
    ["Object.values and Object.entries of an instance", `class Ref {\n  constructor() { this.id = 1; }\n  toString() { return this.meta.label; }\n}\nconsole.log(Object.values(new Ref()).length, Object.entries(new Ref()).length);\n`],
    ["typeof of the method's name", `class Ref {\n  constructor() { this.id = 1; }\n  toString() { return this.meta.label; }\n}\nconsole.log(typeof new Ref().toString);\nconst r = new Ref();\nif (typeof r.toString === "function") console.log(r.id);\n`],
    ["a literal handed on by ?? and read by member", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconst t = total ?? { bytes: 0 };\nconsole.log(t.bytes);\n`],
    ["a literal's copy read by member", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconst copy = { ...total };\nconsole.log(copy.bytes);\n`],
    ["an instance's copy converted (its prototype's method stays behind)", `class Ref {\n  constructor() { this.id = 1; }\n  toString() { return this.meta.label; }\n}\nconst copy = { ...new Ref() };\nconsole.log(\`\${copy}\`);\n`],
  ]);
  fails([
    ["the instance handed on by ?? and converted", `class Ref {\n  constructor() { this.id = 1; }\n  toString() { return this.meta.label; }\n}\nconst r = new Ref();\nconst p = r ?? null;\nconsole.log(\`\${p}\`);\n`, ["TS2339@3:28"]],
    ["a literal's copy converted (it holds the method)", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconst copy = { ...total };\nconsole.log(\`\${copy}\`);\n`, ["GG1011@4:16"]],
    ["a literal's values called", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nObject.values(total).forEach((v) => typeof v === "function" && v.call(total));\n`, ["GG1011@4:16"]],
    ["the method tested by typeof, then called", `class Ref {\n  constructor() { this.id = 1; }\n  toString() { return this.meta.label; }\n}\nconst r = new Ref();\nif (typeof r.toString === "function") console.log(r.toString());\n`, ["TS2339@3:28"]],
    ["a literal handed on by || and converted", `const total = {\n  bytes: 5,\n  toString() {\n    return new Intl.NumberFormat("en").format(this.bytes);\n  },\n};\nconst t = total || null;\nconsole.log(t + "");\n`, ["GG1011@4:16"]],
  ]);
});

describe("a stand-in picked from a table of backends by a constant key", () => {
  passes([
    ["a Map's operation replaced by a set of the program's function", `import { files } from "gg";\nconst ops = new Map([["write", files.writeFile]]);\nops.set("write", (p, c) => console.log(p, c));\nops.get("write")("out.json", {});\n`],
    ["a table picked by a constant condition's key", `import { files } from "gg";\nconst DRY = true;\nconst backends = { real: files, dry: { writeFile: (p, c) => console.log(p, c) } };\nconst io = backends[DRY ? "dry" : "real"];\nio.writeFile("out.json", {});\n`],
    ["a nested table whose dry side spreads the namespace", `import { files, shell } from "gg";\nconst DRY = true;\nconst backends = {\n  real: { files, shell },\n  dry: { files: { ...files, writeFile: (p, c) => console.log("dry", p, c) }, shell: { run: (c) => ({ exitCode: 0, stdout: String(c), stderr: "" }) } },\n};\nconst io = backends[DRY ? "dry" : "real"];\nio.files.writeFile("out.json", { a: 1 });\nconsole.log(io.shell.run(["ls", "-l"]).stdout);\n`],
  ]);
  fails([
    ["a Map holding only the operation", `import { files } from "gg";\nconst ops = new Map([["write", files.writeFile]]);\nops.get("write")("out.json", {});\n`, ["TS2345@3:30"]],
    ["the constant picking the real side", `import { files } from "gg";\nconst DRY = false;\nconst backends = { real: files, dry: { writeFile: (p, c) => console.log(p, c) } };\nconst io = backends[DRY ? "dry" : "real"];\nio.writeFile("out.json", {});\n`, ["TS2345@5:26"]],
    ["the nested table's real side", `import { files, shell } from "gg";\nconst DRY = false;\nconst backends = {\n  real: { files, shell },\n  dry: { files: { ...files, writeFile: (p, c) => console.log("dry", p, c) }, shell: { run: (c) => ({ exitCode: 0, stdout: String(c), stderr: "" }) } },\n};\nconst io = backends[DRY ? "dry" : "real"];\nio.files.writeFile("out.json", { a: 1 });\nconsole.log(io.shell.run(["ls", "-l"]).stdout);\n`, ["TS2345@8:32", "TS2345@9:26"]],
    ["the real side read by name", `import { files } from "gg";\nconst backends = { real: files, dry: { writeFile: (p, c) => console.log(p, c) } };\nconst io = backends.real;\nio.writeFile("out.json", {});\n`, ["TS2345@4:26"]],
  ]);
});

describe("conversion methods of an instance a helper only reads, frozen in its constructor, or copied", () => {
  passes([
    ["an instance handed to a function that reads a member", `class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n  toString() {\n    return new Intl.NumberFormat().format(this.cents);\n  }\n}\nfunction show(m) {\n  return m.cents.toFixed(2);\n}\nconst m = new Money(5);\nconsole.log(show(m));\n`],
    ["a constructor that freezes this", `class Money {\n  constructor(c) {\n    this.cents = c;\n    Object.freeze(this);\n  }\n  toString() {\n    return new Intl.NumberFormat().format(this.cents);\n  }\n}\nconst m = new Money(5);\nconsole.log(m.cents);\n`],
    ["an instance only copied by a spread", `class Money {\n  constructor(c) {\n    this.cents = c;\n  }\n  toString() {\n    return new Intl.NumberFormat().format(this.cents);\n  }\n}\nconst m = new Money(5);\nconst copy = { ...m, cents: m.cents + 1 };\nconsole.log(copy.cents);\n`],
  ]);
  fails([
    ["the helper converting it", `class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n  toString() {\n    return new Intl.NumberFormat().format(this.cents);\n  }\n}\nfunction show(m) {\n  return \`\${m}\`;\n}\nconst m = new Money(5);\nconsole.log(show(m));\n`, ["GG1011@6:16"]],
    ["the helper reading arguments", `class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n  toString() {\n    return new Intl.NumberFormat().format(this.cents);\n  }\n}\nfunction show(m) {\n  return String(arguments[0]) + m.cents;\n}\nconst m = new Money(5);\nconsole.log(show(m));\n`, ["GG1011@6:16"]],
    ["the frozen instance converted", `class Money {\n  constructor(c) {\n    this.cents = c;\n    Object.freeze(this);\n  }\n  toString() {\n    return new Intl.NumberFormat().format(this.cents);\n  }\n}\nconst m = new Money(5);\nconsole.log(\`\${m}\`);\n`, ["GG1011@7:16"]],
    ["a helper handing it to another that converts", `class Money {\n  constructor(cents) {\n    this.cents = cents;\n  }\n  toString() {\n    return new Intl.NumberFormat().format(this.cents);\n  }\n}\nfunction pass(m) {\n  return show(m);\n}\nfunction show(x) {\n  return x + "";\n}\nconsole.log(pass(new Money(5)));\n`, ["GG1011@6:16"]],
  ]);
});

describe("JSON.stringify of a BigInt a toJSON on the prototype or a += of text converts first", () => {
  passes([
    ["an object whose __proto__ has toJSON", `const Redacted = { toJSON() { return "[redacted]"; } };\nconsole.log(JSON.stringify({ __proto__: Redacted, key: 5n }));\n`],
    ["such objects in an array", `const AsString = { toJSON() { return String(this.value); } };\nconsole.log(JSON.stringify([{ __proto__: AsString, value: 2n }]));\n`],
    ["a member made text by adding an empty string", `const stats = { bytes: 5n };\nstats.bytes += "";\nconsole.log(JSON.stringify(stats));\n`],
  ]);
  fails([
    ["a member added to by a BigInt", `const stats = { bytes: 5n };\nstats.bytes += 10n;\nconsole.log(JSON.stringify(stats));\n`, ["GG1012@1:24"]],
  ]);
});

describe("a named function expression's own name read by member inside it", () => {
  passes([
    ["the member added through the const", `import { shell } from "gg";\nconst run = function shell(cmd) {\n  return shell.run(cmd).stdout;\n};\nrun.run = (cmd) => ({ stdout: cmd });\nconsole.log(run("ls"));\n`],
    ["the function handed on into an object", `import { shell } from "gg";\nconst run = function shell(cmd) {\n  return shell.run(cmd).stdout;\n};\nconst tools = { run };\ntools.run.run = (cmd) => ({ stdout: cmd });\nconsole.log(run("ls"));\n`],
  ]);
  fails([
    ["the name hiding a gg import, read by member", `import { shell } from "gg";\nconst run = function shell(cmd) {\n  return shell.run(cmd).stdout;\n};\nconsole.log(run("ls"));\n`, ["TS2339@3:16"]],
  ]);
});

describe("a missing method of an array by how it is made, whatever its elements are typed as", () => {
  passes([
    ["the program sets the member on the array by a computed key", `const summary = Object.entries({ a: 1 }).map(([k, v]) => \`\${k}=\${v}\`);\nconst key = ["jo", "ni"].join("");\nsummary[key] = (sep) => summary.join(sep);\nconsole.log(summary.joni(" "));\n`],
    ["the program adds the method to Array.prototype", `import { files } from "gg";\nArray.prototype.joni = function (sep) { return this.join(sep); };\nconst totals = files.listDir(".").reduce((acc, e) => {\n  acc[e.name] = (acc[e.name] ?? 0) + e.size;\n  return acc;\n}, {});\nconst summary = Object.entries(totals).map(([k, v]) => \`\${k}=\${v}\`);\nconsole.log(summary.joni(" "));\n`],
  ]);
  fails([
    ["a misspelt method of an array made by Object.entries and map, beside computed writes to another object", `import { files } from "gg";\nconst totals = files.listDir(".").reduce((acc, e) => {\n  acc[e.name] = (acc[e.name] ?? 0) + e.size;\n  return acc;\n}, {});\nconst summary = Object.entries(totals).map(([k, v]) => \`\${k}=\${v}\`);\nconsole.log(summary.joni(" "));\n`, ["TS2339@7:21"]],
  ]);
});

describe("writes by keys that walk a constant list write those keys alone", () => {
  passes([
    ["a flag beside writes by keys that walk a constant list without it", `const FLAGS = { debug: false, fog: false, sound: false };\nfor (const f of ["fog", "sound"]) FLAGS[f] = true;\n["fog"].forEach((k) => { FLAGS[k] = !FLAGS[k]; });\nif (FLAGS.debug) console.log(performance.now());\nconsole.log(FLAGS);\n`],
  ]);
  fails([
    ["the list of keys holds the flag", `const FLAGS = { debug: false, fog: false };\nfor (const f of ["fog", "debug"]) FLAGS[f] = true;\nif (FLAGS.debug) console.log(performance.now());\n`, ["TS2304@3:30"]],
  ]);
});
