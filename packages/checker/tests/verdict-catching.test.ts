// How a program catches, what it never runs, and what gg values are, in the shapes error-handling code takes: a
// `finally` that leaves, a Result or Option type of the program's own whose methods carry built-ins' names, a table
// of steps called in a `try`, a default no call uses, a helper that reshapes what it is handed. Each program here was
// run in the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a finally that leaves throws the error away", () => {
  passes([
    ["a finally that returns", `function f() { try { legacyCleanup(); } finally { return 1; } }\nconsole.log(f());\n`],
    ["a finally that continues its loop", `for (const n of [1, 2]) { try { hook(n); } finally { continue; } }\nconsole.log("done");\n`],
  ]);
  fails([
    ["a finally that only logs", `function f() { try { legacyCleanup(); } finally { console.log("cleanup"); } }\nconsole.log(f());\n`, ["TS2304@1:22"]],
  ]);
});

describe("a method of the program's own object named like a built-in's", () => {
  passes([
    ["a static from that catches around its callback", `class R { static from(fn) { try { return fn(); } catch (e) { return e; } } }\nconsole.log(R.from(() => gg.files.readJSON("x")).name);\n`],
    ["a map that never calls its callback", `const R = { map(fn) { return 1; } };\nconsole.log(R.map(() => gg.files.readJSON("x")));\n`],
    ["a Result's map on a value the model cannot name, its own map catching", `class Result {\n  constructor(ok, value) { this.ok = ok; this.value = value; }\n  static from(fn) { try { return new Result(true, fn()); } catch (e) { return new Result(false, e); } }\n  map(fn) { return this.ok ? Result.from(() => fn(this.value)) : this; }\n}\nconst r = Result.from(() => gg.files.readFile("VERSION")).map((t) => semver.parse(t.trim()));\nconsole.log(r.ok);\n`],
  ]);
  fails([
    ["a map that calls its callback outside any try", `const R = { map(fn) { return fn(1); } };\nconsole.log(R.map(() => gg.files.readJSON("x")));\n`, ["TS2339@2:34"]],
    ["a callback of an array's map, beside an own map the array cannot be", `const Stream = { map(f) { return Stream; } };\nconst lines = gg.files.readFile("a").split("\\n");\nconsole.log(lines.map((s) => suffixFor(s)), Stream);\n`, ["TS2304@3:30"]],
    ["a from that calls it outside any try", `class R { static from(fn) { return fn(); } }\nconsole.log(R.from(() => gg.files.readJSON("x")));\n`, ["TS2339@2:35"]],
  ]);
});

describe("a function stored in a table runs where the program calls it", () => {
  passes([
    ["steps in an array, each called in a try", `const steps = [() => gg.files.readFile("a"), () => gg.files.readJSON("b")];\nfor (const s of steps) { try { s(); } catch (e) { console.log("failed", e.name); } }\n`],
  ]);
  fails([
    ["the same steps called with no try", `const steps = [() => gg.files.readFile("a"), () => gg.files.readJSON("b")];\nfor (const s of steps) s();\n`, ["TS2339@1:61"]],
  ]);
});

describe("a default every call leaves unused", () => {
  passes([
    ["every call passes the argument", `function read(path, fallback = defaultText()) { try { return gg.files.readFile(path); } catch { return fallback; } }\nconsole.log(read("a.txt", "").length, read("b.txt", \`x\${1}\`).length);\n`],
  ]);
  fails([
    ["one call leaves it out", `function read(path, fallback = defaultText()) { try { return gg.files.readFile(path); } catch { return fallback; } }\nconsole.log(read("a.txt", "").length, read("b.txt").length);\n`, ["TS2304@1:32"]],
  ]);
});

describe("a helper that writes a computed key on its parameter", () => {
  passes([
    ["reshapes what each call hands it", `const put = (o, k) => { o[k] = 1; };\nconst m = new Map();\nput(m, "n");\nconsole.log(m.n.toFixed());\n`],
  ]);
  fails([
    ["not what it is not handed", `const put = (o, k) => { o[k] = 1; };\nconst m = new Map();\nput({}, "n");\nconsole.log(m.n.toFixed());\n`, ["TS2339@4:15"]],
  ]);
});

describe("a rejection handler that does not handle", () => {
  passes([
    ["a catch that only logs", `async function main() { gg.files.readfle("a"); }\nmain().catch((e) => { console.error(e.message); });\n`],
    ["every reaction on a held promise handled", `async function main() { gg.files.readfle("a"); }\nconst p = main();\np.catch(() => {});\np.then(() => console.log("done"), (e) => console.log(e.name));\n`],
  ]);
  fails([
    ["a catch that logs and throws again", `async function main() { gg.files.readfle("a"); }\nmain().catch((e) => { console.error(e.message); throw e; });\n`, ["TS2551@1:34"]],
    ["a catch with no handler", `async function main() { gg.files.readfle("a"); }\nmain().catch();\n`, ["TS2551@1:34"]],
    ["a then with an undefined handler", `async function main() { gg.files.readfle("a"); }\nmain().then(null, undefined);\n`, ["TS2551@1:34"]],
    ["a held promise with one reaction unhandled", `async function main() { gg.files.readfle("a"); }\nconst p = main();\np.catch(() => {});\np.then(() => console.log("done"));\n`, ["TS2551@1:34"]],
  ]);
});

describe("gg values", () => {
  passes([
    ["a namespace the program replaces itself", `let fs = gg.files;\nfunction useMock() { fs = { globAll: () => [] }; }\nuseMock();\nconsole.log(fs.globAll("*.md").length);\n`],
    ["for await over a gg record's text, split", `for await (const line of gg.shell.run("ls").stdout.split("\\n")) console.log(line);\n`],
  ]);
  fails([
    ["a typo on a gg namespace beside a field of the same name on the program's own object", `class Scan { constructor() { this.files = []; } }\nconsole.log(new Scan().files.length);\ngg.files.globAll("*.md");\n`, ["TS2339@3:10"]],
    ["a class extending a gg namespace", `class MyFiles extends gg.files {}\nconsole.log(new MyFiles());\n`, ["TS2507@1:23"]],
    ["for await over a gg record", `for await (const line of gg.shell.run("ls")) console.log(line);\n`, ["TS2504@1:26"]],
  ]);
});

describe("what an operation returns, through the program's helpers", () => {
  passes([
    ["a helper's result used as the text it is", `async function read(p) { return gg.files.readFile(p); }\nconsole.log((await read("a.txt")).split("\\n").length);\n`],
    ["a helper that may return something else", `function read(p) { if (p === "") return { lines: () => [] }; return gg.files.readFile(p); }\nconsole.log(read("").lines().length);\n`],
  ]);
  fails([
    ["then on an async helper's awaited result", `async function read(p) { return gg.files.readFile(p); }\n(await read("a")).then(() => 0);\n`, ["TS2339@2:19"]],
    ["a method text lacks on a sync helper's result", `function read(p) { return gg.files.readFile(p); }\nread("a").lines();\n`, ["TS2339@2:11"]],
    ["through Promise.resolve", `const t = await Promise.resolve(gg.files.readFile("a"));\nt.lines();\n`, ["TS2339@2:3"]],
  ]);
});

describe("a catch that certainly throws again catches nothing", () => {
  passes([
    ["one that may return first", `function list() {\n  try { return gg.files.listDirectory("."); } catch (e) { if (e instanceof TypeError) return []; throw e; }\n}\nconsole.log(list().length);\n`],
    ["one that tests for the program's own error class and handles the rest", `class ParseError extends Error {}\ntry { undefinedHelper(); } catch (e) { if (e instanceof ParseError) console.log("syntax"); else console.log("other", e.name); }\n`],
    ["one that rethrows unless a class that decides instanceof itself", `class Any extends Error { static [Symbol.hasInstance]() { return true; } }\ntry { undefinedHelper(); } catch (e) { if (!(e instanceof Any)) throw e; console.log(e.name); }\n`],
    ["one that calls a helper that may not throw", `const report = (e) => { if (e instanceof RangeError) throw e; console.log(e.name); };\ntry { gg.files.listDirectory("."); } catch (e) { report(e); }\n`],
    ["one that keeps the program's own class, which an inner catch made of the error", `class ManifestError extends Error {}\ntry {\n  try { structuredClone(1); } catch (inner) { throw new ManifestError("x"); }\n} catch (e) {\n  if (!(e instanceof ManifestError)) throw e;\n  console.log(e.message);\n}\n`],
    ["one that keeps the program's own class, which a helper's catch made of the error", `class StepError extends Error {}\nfunction step(fn) {\n  try { return fn(); } catch (e) { throw new StepError(e.message); }\n}\ntry {\n  step(() => structuredClone(1));\n} catch (e) {\n  if (!(e instanceof StepError)) throw e;\n  console.log("step failed");\n}\n`],
    ["one that keeps a base of the class an inner catch made", `class AppError extends Error {}\nclass ReadError extends AppError {}\ntry {\n  try { structuredClone(1); } catch { throw new ReadError("x"); }\n} catch (e) {\n  if (!(e instanceof AppError)) throw e;\n}\nconsole.log("ok");\n`],
    ["one that keeps the program's own class, given hasInstance by defineProperty", `class AnyError extends Error {}\nObject.defineProperty(AnyError, Symbol.hasInstance, { value: () => true });\ntry { structuredClone(1); } catch (e) { if (!(e instanceof AnyError)) throw e; }\nconsole.log("ok");\n`],
    ["one that keeps the program's own class, whose base decides instanceof", `class Base extends Error { static [Symbol.hasInstance]() { return true; } }\nclass AnyError extends Base {}\ntry { structuredClone(1); } catch (e) { if (!(e instanceof AnyError)) throw e; }\nconsole.log("ok");\n`],
    ["one that keeps the program's own class, which the language's errors were made to extend", `class AppError extends Error {}\nObject.setPrototypeOf(ReferenceError.prototype, AppError.prototype);\ntry { structuredClone(1); } catch (e) { if (!(e instanceof AppError)) throw e; }\nconsole.log("ok");\n`],
  ]);
  fails([
    ["one that rethrows all but the program's own error class", `class ParseError extends Error {}\ntry {\n  undefinedHelper();\n} catch (e) {\n  if (e instanceof ParseError) console.log("syntax:", e.message);\n  else throw e;\n}\n`, ["TS2304@3:3"]],
    ["one that rethrows first unless the program's own error class", `class ParseError extends Error {}\ntry { undefinedHelper(); } catch (e) { if (!(e instanceof ParseError)) throw e; console.log(e.message); }\n`, ["TS2304@2:7"]],
    ["through a rethrow helper", `const rethrow = (e) => { throw e; };\ntry { gg.files.listDirectory("."); } catch (e) { rethrow(e); }\n`, ["TS2339@2:16"]],
    ["from a nested block", `try { gg.files.listDirectory("."); } catch (e) { { throw e; } }\n`, ["TS2339@1:16"]],
    ["behind a constant test", `try { gg.files.listDirectory("."); } catch (e) { if (true) throw e; }\n`, ["TS2339@1:16"]],
    ["through a try with only a finally", `try { gg.files.listDirectory("."); } catch (e) { try { throw e; } finally { console.log("x"); } }\n`, ["TS2339@1:16"]],
    ["one that keeps another class than the one an inner catch made", `class ManifestError extends Error {}\nclass OtherError extends Error {}\ntry {\n  try { structuredClone(1); } catch (inner) { throw new ManifestError("x"); }\n} catch (e) {\n  if (!(e instanceof OtherError)) throw e;\n}\n`, ["TS2304@4:9"]],
    ["one whose inner catch may rethrow the error itself", `class ManifestError extends Error {}\ntry {\n  try { structuredClone(1); } catch (inner) { if (inner instanceof ReferenceError) throw inner; throw new ManifestError("x"); }\n} catch (e) {\n  if (!(e instanceof ManifestError)) throw e;\n}\n`, ["TS2304@3:9"]],
  ]);
});

describe("a default is skipped unless the text shows the argument left out", () => {
  passes([
    ["null and call results passed", `function f(a = missA()) { return a; }\nconsole.log(f(null), f(String(1)), f(gg.files.readFile("a")));\n`],
  ]);
});

describe("stored functions called through call, apply, bind", () => {
  passes([
    ["t.call(null) in a try", `const tasks = [() => undefinedTask()];\nfor (const t of tasks) { try { t.call(null); } catch { console.log("failed"); } }\n`],
  ]);
});

describe("gg's documentation asked whether an operation exists", () => {
  passes([
    ["a search hit compared with the operation's key", `const known = gg.docs.search("copy file").some((h) => h.name === "files.copy_file");\nif (known) gg.files.copyFile("a", "b");\nconsole.log("done");\n`],
  ]);
  fails([
    ["the same operation with no test", `gg.files.copyFile("a", "b");\nconsole.log("done");\n`, ["TS2339@1:10"]],
  ]);
});

describe("finally and loops", () => {
  passes([
    ["a continue to a loop outside the finally", `outer: for (const n of [1]) { try { missingScanner(n); } finally { continue outer; } }\nconsole.log("done");\n`],
  ]);
  fails([
    ["a break that ends a loop inside the finally", `try { missingScanner(); } finally { for (const x of [1]) { if (x) break; } }\n`, ["TS2304@1:7"]],
  ]);
});

describe("a called function's body before a dead-zone read", () => {
  passes([
    ["a return that may come first", `const cfg = parse("a b");\nfunction parse(s) {\n  if (s === "a b") return {};\n  return { ...DEFAULTS, s };\n}\nconst DEFAULTS = { x: 1 };\nconsole.log(cfg);\n`],
  ]);
  fails([
    ["a loop before the read", `const cfg = parse("a b");\nfunction parse(s) {\n  const parsed = {};\n  for (const t of s.split(" ")) parsed[t] = true;\n  return { ...DEFAULTS, ...parsed };\n}\nconst DEFAULTS = { x: 1 };\nconsole.log(cfg);\n`, ["GG1009@1:13"]],
  ]);
});

describe("more that certainly throws", () => {
  passes([
    ["new on a function declaration", `function Reporter() { this.lines = []; }\nconsole.log(new Reporter().lines);\n`],
  ]);
  fails([
    ["a missing member of a gg record iterated", `for (const m of gg.files.grep("x").matches) console.log(m);\n`, ["TS2339@1:36"]],
    ["a handler that rejects again", `async function m() { gg.files.readfle("a"); }\nm().catch((e) => Promise.reject(e));\n`, ["TS2551@1:31"]],
    ["new on an arrow function", `const Reporter = () => ({ lines: [] });\nconsole.log(new Reporter().lines);\n`, ["TS7009@2:13"]],
  ]);
});

describe("Promise combinators over a promise that never settles", () => {
  passes([
    ["all of one that never settles stops the async function", `async function main() {\n  await Promise.all([new Promise(() => {}), Promise.resolve(1)]);\n  gg.files.readfle("x");\n}\nmain();\n`],
  ]);
  fails([
    ["race with one that settles goes on", `async function main() {\n  await Promise.race([new Promise(() => {}), Promise.resolve(1)]);\n  gg.files.readfle("x");\n}\nawait main();\n`, ["TS2551@3:12"]],
  ]);
});

describe("how built-ins and accessors enter the program's functions", () => {
  passes([
    ["a setter no code writes, beside its getter read", `const cfg = { set level(v) { persist(v); }, get level() { return 1; } };\nconsole.log(cfg.level);\n`],
    ["a getter whose own body is the only read of its name", `const env = { get cwd() { return process.cwd(); }, name: "a" };\nconsole.log(env.name);\n`],
    ["the program's own require", `function require(name) { return { name }; }\nconsole.log(require("fs").name);\n`],
  ]);
  fails([
    ["a setter written", `const cfg = { set level(v) { persist(v); } };\ncfg.level = 2;\n`, ["TS2304@1:30"]],
    ["a function Reflect.apply calls", `function f() { gg.files.readText("a"); }\nReflect.apply(f, undefined, []);\n`, ["TS2339@1:25"]],
    ["a JSON reviver", `JSON.parse("{}", (k, v) => gg.files.readText(k));\n`, ["TS2339@1:37"]],
    ["Node's require", `console.log(require("fs"));\n`, ["TS2591@1:13", "GG1001@1:21"]],
  ]);
});

describe("stored async functions: their rejections go where their calls' promises go", () => {
  passes([
    ["settled together", `const probes = [\n  async () => gg.shell.run("node --version").stdout.trim(),\n  async () => process.version,\n  async () => Deno.version.deno,\n];\nconst settled = await Promise.allSettled(probes.map((p) => p()));\nconst found = settled.filter((s) => s.status === "fulfilled").map((s) => s.value);\nconsole.log("runtimes:", found.join(", ") || "none");\n`],
    ["awaited together in a try", `const tasks = [async () => gg.files.readFile("a"), async () => process.version];\ntry {\n  await Promise.all(tasks.map((t) => t()));\n} catch (e) {\n  console.log("one failed", e.name);\n}\n`],
    ["their promises held, then settled together", `const tasks = [async () => missing()];\nconst pending = tasks.map((t) => t());\nawait Promise.allSettled(pending);\n`],
    ["one promise held, settled in a list", `const tasks = [async () => missing()];\nconst first = tasks[0]();\nconst results = await Promise.allSettled([first]);\nconsole.log(results[0].status);\n`],
    ["a call raced against one that settles first", `async function fast() { return 1; }\nasync function failing() { return structuredClone(1); }\nconsole.log(await Promise.race([fast(), failing()]));\n`],
    ["a call awaited together in a try", `async function load() { return structuredClone({}); }\ntry {\n  await Promise.all([load()]);\n} catch (e) {\n  console.log("failed", e.name);\n}\n`],
    ["a call wrapped by Promise.resolve, its rejection caught", `async function load() { return structuredClone({}); }\nPromise.resolve(load()).catch((e) => console.log(e.name));\n`],
  ]);
  fails([
    ["called by forEach, the promises dropped", `const tasks = [async () => gg.files.readFile("a"), async () => process.version];\ntasks.forEach((t) => t());\n`, ["TS2591@1:64"]],
    ["awaited one by one, uncaught", `const tasks = [async () => gg.files.readFile("a"), async () => process.version];\nfor (const t of tasks) await t();\n`, ["TS2591@1:64"]],
    ["awaited together, uncaught", `const tasks = [async () => gg.files.readFile("a"), async () => process.version];\nawait Promise.all(tasks.map((t) => t()));\n`, ["TS2591@1:64"]],
    ["one promise held, handled only in a branch that never runs", `const tasks = [async () => gg.files.readFile("a.txt"), async () => { console.time("t"); return "x"; }];\nconst run = tasks[1];\nconst p = run();\nif (tasks.length > 5) p.catch((e) => console.log("failed", e.message));\nconsole.log("started");\n`, ["TS2339@1:78"]],
    ["their promises held, then awaited together uncaught", `const tasks = [async () => missing()];\nconst pending = tasks.map((t) => t());\nawait Promise.all(pending);\n`, ["TS2304@1:28"]],
    ["a call written in a list awaited together, uncaught", `async function hash(p) { return Buffer.from(p).length; }\nconsole.log(await Promise.all([hash("a"), Promise.resolve(2)]));\n`, ["TS2591@1:33"]],
    ["a call raced alone, uncaught", `async function work() { return performance.now(); }\nconsole.log(await Promise.race([work()]));\n`, ["TS2304@1:32"]],
    ["a call wrapped by Promise.resolve, awaited uncaught", `async function load() { return fs.readFileSync("a"); }\nconsole.log(await Promise.resolve(load()));\n`, ["TS2304@1:32"]],
    ["a call in a list given to Promise.all, dropped", `async function load() { return structuredClone({}); }\nPromise.all([load()]);\n`, ["TS2304@1:32"]],
  ]);
});

describe("an async callback handed to a function, its promise handled there or by the caller", () => {
  passes([
    ["caught in the harness", `function test(fn) { fn().catch(() => {}); }\ntest(async () => { new TextEncoder(); });\n`],
    ["returned by a helper, caught by the caller", `function run(fn) { return fn(); }\nrun(async () => { new TextEncoder(); }).catch(() => {});\n`],
    ["a named async function handed, caught in the harness", `async function inner() { new TextEncoder(); }\nfunction test(fn) { fn().catch(() => {}); }\ntest(inner);\n`],
  ]);
  fails([
    ["called in the harness, the promise dropped", `function test(fn) { fn(); }\ntest(async () => { new TextEncoder(); });\n`, ["TS2304@2:24"]],
    ["given only a fulfilment handler", `function test(fn) { fn().then(() => 1); }\ntest(async () => { new TextEncoder(); });\n`, ["TS2304@2:24"]],
  ]);
});

describe("stored by push, written by a key into an undeclared name", () => {
  passes([
    ["a pushed function called in a try", `const stages = [];\nstages.push(() => performance.now());\nfor (const fn of stages) {\n  try {\n    fn();\n  } catch {\n    console.log("no clock");\n  }\n}\n`],
  ]);
  fails([
    ["a pushed function called in a loop", `const stages = [];\nstages.push(() => console.log(performance.now()));\nfor (const fn of stages) fn();\n`, ["TS2304@2:31"]],
    ["a computed write into an undeclared name hides no misspelt operation", `function provide(key, value) { table[key] = value; }\ngg.files.readfile("a");\n`, ["TS2551@2:10"]],
    ["nor a later edition's static", `function provide(key, value) { table[key] = value; }\nconst byLen = Map.groupBy(["a", "bb"], (s) => s.length);\nconsole.log(byLen.size);\n`, ["TS2550@2:19"]],
  ]);
});

describe("a failing exit in an error handler, however the handler is reached", () => {
  passes([
    ["a rejection handler handed by name", `async function main() {\n  return gg.files.glob("*.md").length;\n}\nfunction onFatal(error) {\n  console.error(error);\n  process.exitCode = 1;\n}\nmain().then((n) => gg.session.finish(String(n))).catch(onFatal);\n`],
    ["a helper only a catch clause calls", `function fatal(error) {\n  console.error(error);\n  process.exitCode = 1;\n}\ntry {\n  gg.files.readFile("notes.md");\n} catch (error) {\n  fatal(error);\n}\n`],
    ["then's second argument by name", `function onError(e) {\n  console.error(e);\n  process.exit(1);\n}\nPromise.resolve(gg.files.glob("*")).then((xs) => console.log(xs.length), onError);\n`],
  ]);
  fails([
    ["the helper also called outside the handler", `function fatal(error) {\n  console.error(error);\n  process.exitCode = 1;\n}\ntry {\n  gg.files.readFile("notes.md");\n} catch (error) {\n  fatal(error);\n}\nfatal("done");\n`, ["TS2591@3:3"]],
    ["a function handed by name as the fulfilment handler", `function onDone(n) {\n  process.exitCode = 1;\n}\nPromise.resolve(1).then(onDone);\n`, ["TS2591@2:3"]],
  ]);
});

describe("a factory called only where it never runs makes no instance", () => {
  passes([
    ["a factory on the dead side of a constant test", `class GgHost {\n  progress(m) { gg.session.reportProgress(m); }\n}\nclass NodeHost {\n  progress(m) { process.stderr.write(m); }\n}\nfunction makeNodeHost() {\n  return new NodeHost();\n}\nconst host = typeof gg === "object" ? new GgHost() : makeNodeHost();\nhost.progress("starting");\n`],
  ]);
  fails([
    ["a function base whose construction returns another instance", `class NodeServer { stop() { process.exit(0); } }\nfunction Base() { return new NodeServer(); }\nclass Cache extends Base { stop() { console.log("flushed"); } }\nnew Cache().stop();\n`, ["TS2591@1:29"]],
    ["the factory called where it runs", `class GgHost {\n  progress(m) { gg.session.reportProgress(m); }\n}\nclass NodeHost {\n  progress(m) { process.stderr.write(m); }\n}\nfunction makeNodeHost() {\n  return new NodeHost();\n}\nconst host = typeof gg !== "object" ? new GgHost() : makeNodeHost();\nhost.progress("starting");\n`, ["TS2591@5:17"]],
  ]);
});

describe("a throw follows the call that led to it, not every call of the function", () => {
  passes([
    ["a callback that fails handed to a helper only inside a try", `function attempt(fn) {\n  return fn();\n}\ntry {\n  attempt(() => legacyLookup());\n} catch {\n  console.log("no legacy lookup");\n}\nconsole.log(attempt(() => "x"));\n`],
    ["a callback that fails handed to a method only inside a try", `class Runner {\n  exec(fn) {\n    return fn();\n  }\n}\nconst r = new Runner();\ntry {\n  r.exec(() => gg.files.removeFile("x"));\n} catch {\n  console.log("caught");\n}\nconsole.log(r.exec(() => 1));\n`],
    ["a default left out only by a call inside a try", `function f(role, brief = defaultBrief(role)) {\n  return brief;\n}\ntry {\n  console.log(f("a"));\n} catch {\n  console.log("caught");\n}\nconsole.log(f("a", "b"));\n`],
    ["a default left out only by a call in a function nothing calls", `function f(role, brief = defaultBrief(role)) { return brief; }\nfunction unused() { return f("a"); }\nconsole.log(f("a", "b"), typeof unused);\n`],
    ["defaults whose calls stand in each other's defaults", `function g(a, b = h()) { return b; }\nfunction h(x = g(1, 2)) { return x; }\nconsole.log(g(1, 2), h(3), h());\n`],
  ]);
  fails([
    ["the failing callback handed outside the try", `function attempt(fn) {\n  return fn();\n}\ntry {\n  attempt(() => "x");\n} catch {}\nconsole.log(attempt(() => legacyLookup()));\n`, ["TS2304@7:27"]],
    ["a callback called in a function nested in the helper, handed outside the try", `function attempt(fn) {\n  return [1].map(() => fn());\n}\ntry {\n  attempt(() => 1);\n} catch {}\nconsole.log(attempt(() => legacyLookup()));\n`, ["TS2304@7:27"]],
    ["a default left out outside the try too", `function f(role, brief = defaultBrief(role)) {\n  return brief;\n}\ntry {\n  console.log(f("a"));\n} catch {}\nconsole.log(f("b"));\n`, ["TS2304@1:26"]],
  ]);
});

describe("a catch that throws again whatever is not a gg failure", () => {
  fails([
    ["the program's own error through a filter of gg failures", `try {\n  console.log(undefinedHelper(gg.files.readFile("data.csv")));\n} catch (err) {\n  if (!(err instanceof gg.Failure)) throw err;\n  console.warn(err.code);\n}\n`, ["TS2304@2:15"]],
    ["the filter written with else", `import { Failure } from "gg";\ntry {\n  gg.files.readFile("a").trimEnd().lenght.toFixed();\n} catch (err) {\n  if (err instanceof Failure) console.warn(err.code);\n  else throw err;\n}\n`, ["TS2551@3:36"]],
  ]);
  passes([
    ["a filter of another class, which the error may be", `try {\n  console.log(undefinedHelper(1));\n} catch (err) {\n  if (!(err instanceof ReferenceError)) throw err;\n}\ntry {\n  console.log(undefinedHelper(2));\n} catch (err) {\n  console.warn("skipped", err instanceof gg.Failure);\n}\n`],
  ]);
});

describe("a Promise executor's throw after it settled its promise is thrown away", () => {
  passes([
    ["a throw after resolve", `const p = new Promise((resolve) => {\n  resolve(1);\n  performance.mark("done");\n});\nconsole.log(await p);\n`],
    ["a throw in a finally after resolve", `const p = new Promise((resolve) => {\n  try {\n    resolve(1);\n  } finally {\n    metrics.count("runs");\n  }\n});\nconsole.log(await p);\n`],
    ["a throw after reject, the rejection handled", `const p = new Promise((resolve, reject) => {\n  reject(new Error("no"));\n  process.exit(1);\n});\np.catch((e) => console.log(e.message));\n`],
  ]);
  fails([
    ["a throw before resolve", `const p = new Promise((resolve) => {\n  performance.mark("start");\n  resolve(1);\n});\nconsole.log(await p);\n`, ["TS2304@2:3"]],
    ["a throw after a resolve that may not run", `const p = new Promise((resolve) => {\n  if (Date.now() < 0) resolve(1);\n  performance.mark("done");\n});\nconsole.log(await p);\n`, ["TS2304@3:3"]],
    ["a throw in a finally after a resolve whose argument may throw first", `const text = gg.files.readFile("a.json");\nconst p = new Promise((resolve) => {\n  try {\n    resolve(JSON.parse(text));\n  } finally {\n    metrics.count("runs");\n  }\n});\nconsole.log(await p);\n`, ["TS2304@6:5"]],
  ]);
});

describe("an await of a promise whose executor never uses resolve", () => {
  passes([
    ["an executor that logs and never resolves", `async function main() {\n  console.log("start");\n  await new Promise((resolve) => {\n    console.log("waiting for a signal that never comes");\n  });\n  process.exit(0);\n}\nmain();\n`],
    ["an executor that throws, the rejection caught", `const never = new Promise((resolve) => {\n  JSON.parse("{");\n});\ntry {\n  await never;\n  process.exit(0);\n} catch (e) {\n  console.log("rejected");\n}\n`],
  ]);
  fails([
    ["an executor that calls resolve through arguments", `const wait = new Promise(function (resolve) { console.log("w"); arguments[0](); });\nawait wait;\nprocess.exit(0);\n`, ["TS2591@3:1"]],
    ["an executor that resolves in a callback", `await new Promise((resolve) => {\n  [1].forEach(() => resolve());\n});\nprocess.exit(0);\n`, ["TS2591@4:1"]],
  ]);
});

describe("a catch that throws again all but one of the guest's error classes", () => {
  passes([
    ["a missing name caught by a filter on ReferenceError, or on Error", `try {\n  structuredClone({});\n} catch (e) {\n  if (!(e instanceof ReferenceError)) throw e;\n  console.log("no structuredClone");\n}\ntry {\n  process.cwd();\n} catch (e) {\n  if (e instanceof Error) console.log("no process");\n  else throw e;\n}\n`],
    ["a missing name under a SyntaxError filter, where the program may change what instanceof answers", `Object.setPrototypeOf(ReferenceError.prototype, SyntaxError.prototype);\ntry {\n  structuredClone({});\n} catch (e) {\n  if (!(e instanceof SyntaxError)) throw e;\n  console.log("caught");\n}\n`],
  ]);
  fails([
    ["a missing name under a filter on TypeError", `try {\n  structuredClone({});\n} catch (e) {\n  if (!(e instanceof TypeError)) throw e;\n  console.log("not cloneable");\n}\n`, ["TS2304@2:3"]],
    ["a missing name under a filter on SyntaxError, in its else form", `try {\n  const cfg = JSON.parse('{"indent": 2}');\n  console.log(cfg, process.env.HOME);\n} catch (err) {\n  if (err instanceof SyntaxError) console.log("bad config");\n  else throw err;\n}\n`, ["TS2591@3:20"]],
  ]);
});

describe("a logical assignment's right side where the binding's only write is that assignment", () => {
  passes([
    ["a lazy cache on a let, an ||= on a truthy object, a ??= in a loop after a value", `let cache;\nfunction get() {\n  cache ??= new Map([["a", 1]]);\n  return cache;\n}\nlet fmt = { pretty: true };\nfmt ||= structuredClone({});\nlet seen = null;\nfor (const x of [1, 2]) seen ??= x;\nconsole.log(get().size, fmt, seen);\n`],
  ]);
  fails([
    ["??= on a let that holds null", `let fmt = null;\nfmt ??= structuredClone({ a: 1 });\nconsole.log(fmt);\n`, ["TS2304@2:9"]],
    ["||= on a let declared without a value, in a function called", `let fmt;\nfunction format() {\n  fmt ||= structuredClone({});\n  return fmt;\n}\nconsole.log(format());\n`, ["TS2304@3:11"]],
  ]);
});

describe("promises kept in a const list that Promise.all takes", () => {
  fails([
    ["an async call's promise kept in a const list that Promise.all awaits", `async function use() {\n  Promise.withResolvers();\n}\nconst jobs = [use()];\nawait Promise.all(jobs);\n`, ["TS2550@2:11"]],
    ["the same list pushed to and printed", `async function use() { Promise.withResolvers(); }\nconst jobs = [use()];\njobs.push(Promise.resolve(2));\nconsole.log(jobs.length, await Promise.all(jobs));\n`, ["TS2550@1:32"]],
  ]);
  passes([
    ["Promise.all of the list inside a try", `async function use() { Promise.withResolvers(); }\nconst jobs = [use()];\ntry { await Promise.all(jobs); } catch (e) { console.log("failed:", e.message); }\n`],
    ["Promise.allSettled of the list", `async function use() { Promise.withResolvers(); }\nconst jobs = [use()];\nconst settled = await Promise.allSettled(jobs);\nconsole.log(settled.map((s) => s.status));\n`],
    ["each promise of the list caught", `async function use() { Promise.withResolvers(); }\nconst jobs = [use()];\nfor (const j of jobs) await j.catch(() => 0);\nconsole.log(jobs.length);\n`],
    ["Promise.all of the list with a catch", `async function use() { Promise.withResolvers(); }\nconst jobs = [use()];\njobs.push(Promise.resolve(1));\nawait Promise.all(jobs).catch(() => console.log("caught"));\n`],
  ]);
});

describe("allSettled of a const list never rejects", () => {
  passes([
    ["a catch handler on allSettled of a const list", `const jobs = [Promise.reject(new Error("x"))];\nconst r = await Promise.allSettled(jobs).catch((e) => console.table(e));\nconsole.log(r.length);\n`],
  ]);
  fails([
    ["a catch handler on all of it, which rejects", `const jobs = [Promise.reject(new Error("x"))];\nconst r = await Promise.all(jobs).catch((e) => console.table(e));\nconsole.log(r);\n`, ["TS2339@2:56"]],
  ]);
});

describe("a Promise executor runs at once: a read before the declaration rejects its promise", () => {
  passes([
    ["an executor that reads the binding after it settled its promise", `const p = new Promise((resolve) => { resolve(1); console.log(later); });\nconst later = 2;\nconsole.log(await p);\n`],
    ["a .then callback reads the binding after it is declared", `const p = new Promise((resolve) => { resolve(1); });\nconst limit = 3;\np.then(() => console.log(limit));\n`],
    ["the same executor's rejection handled by a .catch", `const ready = new Promise((resolve) => resolve(config.name));\nconst config = { name: "x" };\nready.then((n) => console.log(n)).catch((e) => console.log("early:", e.name));\n`],
    ["the same executor's promise awaited in a try", `async function main() {\n  const p = new Promise((resolve) => { resolve(limit * 2); });\n  const limit = 3;\n  try { console.log(await p); } catch (e) { console.log("caught", e.name); }\n}\nawait main();\n`],
  ]);
  fails([
    ["a Promise executor reads a const its async function declares below, the promise awaited", `async function main() {\n  const p = new Promise((resolve) => { resolve(limit * 2); });\n  const limit = 3;\n  console.log(await p);\n}\nawait main();\n`, ["GG1009@2:13"]],
    ["a Promise executor at the top level reads a const below, the rejection unhandled", `const ready = new Promise((resolve) => resolve(config.name));\nconst config = { name: "x" };\nready.then((n) => console.log(n));\n`, ["GG1009@1:15"]],
  ]);
});
