// What a read sees of the writes the program makes: a flag or a list written more than once holds, where it is read,
// what the last write certainly made before the read, where no other write can run in between (a loop turning again,
// a function called in between, another task while one waits, another name for the same object); and wherever it is
// read, one of the values its writes give, leaving out writes that stand where they never run (after a return,
// behind a constant test, in a function nothing calls, in a loop over an empty list). Each passing program was run in
// the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("the last write before a read", () => {
  passes([
    ["a list emptied by its length before its callback", `const pending = ["a"];\npending.length = 0;\nconsole.log(pending.length);\npending.forEach((x) => process.stdout.write(x));\n`],
    ["an empty list's callback before anything is pushed", `const errors = [];\nerrors.forEach((e) => process.exit(1));\nerrors.push("late");\nconsole.log(errors.length);\n`],
    ["a flag set by a function called as a statement before the test", `const env = { ready: false };\nfunction init() { env.ready = true; }\ninit();\nconsole.log("init");\nif (!env.ready) [1].toFixed(2);\n`],
    ["a let flag set by a function called before the test", `let precise = false;\nfunction enable() { precise = true; }\nenable();\nif (!precise) Math.sumPrecise([0.1]);\nconsole.log("ok");\n`],
    ["a list given an empty one before its callback", `let warnings = ["x"];\nwarnings = [];\nwarnings.map((w) => process.emitWarning(w));\nconsole.log("ok");\n`],
    ["a flag each turn sets before its test, reset after it", `const s = { ready: false };\nfor (const x of [1, 2]) {\n  s.ready = true;\n  if (!s.ready) [x].toFixed(2);\n  s.ready = false;\n}\nconsole.log("ok");\n`],
    ["a flag written again before its test", `const state = { ready: false };\nstate.ready = true;\nif (!state.ready) [1].toFixed(2);\nconsole.log("ok");\n`],
    ["a Set cleared before its callback", `const emitted = new Set(["a"]);\nemitted.clear();\nemitted.forEach((n) => structuredClone(n));\nconsole.log("ok");\n`],
    ["a flag set only in a function nothing calls before the test", `const opts = { verbose: false };\nif (opts.verbose) process.stdout.write("v");\nfunction enable() { opts.verbose = true; }\nconsole.log("done");\nexport { enable };\n`],
    ["a list emptied by splice(0) before its callback", `const stack = ["<html>"];\nstack.splice(0);\nstack.forEach((t) => Buffer.from(t));\nconsole.log("ok");\n`],
  ]);
  fails([
    ["a flag reset through another name for the object", `const a = { ready: false };\nconst b = a;\na.ready = true;\nb.ready = false;\nif (!a.ready) [1].toFixed(2);\n`, ["TS2339@5:19"]],
    ["a list emptied, then pushed to through another name", `const a = ["x"];\nconst keep = [a];\na.length = 0;\nkeep[0].push("y");\na.forEach((x) => process.stdout.write(x));\n`, ["TS2591@5:18"]],
    ["a flag another task resets while the function waits", `const s = { ready: false };\nasync function a() {\n  s.ready = true;\n  await null;\n  if (!s.ready) [1].toFixed(2);\n}\na();\ns.ready = false;\n`, ["TS2339@5:21"]],
    ["a flag reset by a function called between the write and the test", `const s = { ready: false };\ns.ready = true;\nreset();\nif (!s.ready) [1].toFixed(2);\nfunction reset() { s.ready = false; }\n`, ["TS2339@4:19"]],
    ["a flag reset after its test in a callback run on each element", `const s = { ready: true };\n[1, 2].forEach((x) => {\n  if (!s.ready) [x].toFixed(2);\n  s.ready = false;\n});\n`, ["TS2339@3:21"]],
    ["a Set cleared, then added to, before its callback", `const seen = new Set(["a"]);\nseen.clear();\nseen.add("b");\nseen.forEach((n) => structuredClone(n));\n`, ["TS2304@4:21"]],
    ["a list emptied, then pushed to by a called function", `const pending = ["a"];\nfunction add(x) { pending.push(x); }\npending.length = 0;\nadd("b");\npending.forEach((x) => process.stdout.write(x));\n`, ["TS2591@5:24"]],
    ["a list emptied, then pushed to, before its callback", `const pending = ["a"];\npending.length = 0;\npending.push("b");\npending.forEach((x) => process.stdout.write(x));\n`, ["TS2591@4:24"]],
    ["a flag the caller resets while the generator is paused", `const s = { on: false };\nfunction* g() {\n  s.on = true;\n  yield 1;\n  if (!s.on) [1].toFixed(2);\n}\nconst it = g();\nit.next();\ns.on = false;\nit.next();\n`, ["TS2339@5:18"]],
    ["a flag a function run in place resets before the second test", `const env = { ready: true };\nif (!env.ready) [1].toFixed(2);\n(() => { env.ready = false; })();\nif (!env.ready) [1].toFixed(2);\n`, ["TS2339@4:21"]],
    ["a let flag reset after its test in the same loop", `let first = true;\nfor (const x of ["a", "b"]) {\n  if (!first) process.stdout.write(x);\n  first = false;\n}\n`, ["TS2591@3:15"]],
    ["a list given a full one before its callback", `let warnings = [];\nwarnings = ["x"];\nwarnings.map((w) => process.emitWarning(w));\n`, ["TS2591@3:21"]],
    ["a flag reset after its test in the same loop", `const s = { ready: true };\nfor (const x of [1, 2]) {\n  if (!s.ready) [x].toFixed(2);\n  s.ready = false;\n}\n`, ["TS2339@3:21"]],
    ["a flag a method resets, called between the write and the test", `const state = { ready: false, start() { this.ready = false; } };\nstate.ready = true;\nstate.start();\nif (!state.ready) [1].toFixed(2);\n`, ["TS2339@4:23"]],
    ["a flag a recursive call resets between the write and the test", `const s = { on: false };\nfunction walk(n) {\n  s.on = true;\n  if (n > 0) walk(n - 1);\n  if (!s.on) [1].toFixed(2);\n  s.on = false;\n}\nwalk(1);\n`, ["TS2339@5:18"]],
    ["a flag set by a function that may return before setting it", `const env = { ready: false };\nfunction init(skip) {\n  if (skip) return;\n  env.ready = true;\n}\ninit(true);\nif (!env.ready) [1].toFixed(2);\n`, ["TS2339@7:21"]],
    ["a flag written true before a test that takes the branch", `const s = { ready: false };\ns.ready = true;\nif (s.ready) [1].toFixed(2);\n`, ["TS2339@3:18"]],
  ]);
});

describe("every value a write may give, leaving out writes that never run", () => {
  passes([
    ["a let flag set only after a return", `let paging = false;\nfunction check() {\n  return "ok";\n  paging = true;\n}\ncheck();\nif (paging) pager.send();\n`],
    ["a let flag set only in a function nothing calls", `let paging = false;\nfunction check() {\n  return "ok";\n}\nfunction never() { paging = true; }\ncheck();\nif (paging) pager.send();\n`],
    ["a list filled only in a counting loop whose first test fails", `const tiles = [];\nfor (let i = 0; i < 0; i++) tiles.push(i);\ntiles.forEach((t) => missingFormatter(t));\n`],
    ["a list filled only by a helper called from a loop over an empty list", `const out = [];\nfunction add(x) { out.push(x); }\nfor (const x of []) add(x);\nout.forEach((x) => scoreOf(x));\n`],
    ["a list filled only in a loop over an empty list", `const captured = [];\nconst byColor = [];\nfor (const piece of captured) byColor.push(piece);\nbyColor.forEach((k) => console.log(undefinedHelper(k)));\n`],
    ["a list filled only in a function nothing calls", `const failed = [];\nfunction recordFailure(name) { failed.push(name); }\nfailed.forEach(f => opsChannel.post(f));\n`],
    ["a member flag set only behind a constant false test", `const state = { paging: false };\nconst NOTIFY = false;\nif (NOTIFY) state.paging = true;\nif (state.paging) pager.send();\n`],
    ["a member flag set only in a callback over an empty list", `const state = { paging: false };\n[].forEach(() => { state.paging = true; });\nif (state.paging) pager.send();\n`],
    ["a member flag written again only to the same value", `const state = { paging: false };\nfunction flush() {\n  if (state.paging) pager.send();\n  state.paging = false;\n}\nflush();\n`],
    ["a field written again only to the same value", `class Notifier {\n  constructor() { this.paging = false; }\n  flush() { if (this.paging) pager.send(); this.paging = false; }\n}\nnew Notifier().flush();\n`],
    ["a field only written false, by a method the constructor calls", `class Alerter {\n  constructor() { this.reset(); }\n  reset() { this.firing = false; }\n  flush() { if (this.firing) pagerClient.send(); }\n}\nnew Alerter().flush();\n`],
    ["a field set true only in a method nothing calls", `class A {\n  constructor() { this.on = false; }\n  enable() { this.on = true; }\n  fire() { if (this.on) pager.send(); }\n}\nnew A().fire();\n`],
  ]);
  fails([
    ["a let flag set by a function that is called", `let paging = false;\nfunction enable() { paging = true; }\nenable();\nif (paging) pager.send();\n`, ["TS2304@4:13"]],
    ["a list filled by a function that is called", `const failed = [];\nfunction recordFailure(name) { failed.push(name); }\nrecordFailure("db");\nfailed.forEach((f) => opsChannel.post(f));\n`, ["TS2304@4:23"]],
    ["a list filled in a loop over a list with an element", `const picked = [];\nfor (const c of ["a"]) picked.push(c);\npicked.forEach((p) => undefinedHelper(p));\n`, ["TS2304@3:23"]],
    ["a let flag set before the return of a function that is called", `let paging = false;\nfunction check() {\n  paging = true;\n  return "ok";\n}\ncheck();\nif (paging) pager.send();\n`, ["TS2304@7:13"]],
    ["a member flag set in a callback over a list with an element", `const state = { paging: false };\n["a"].forEach(() => { state.paging = true; });\nif (state.paging) pager.send();\n`, ["TS2304@3:19"]],
    ["a field set true by a method that is called", `class A {\n  constructor() { this.on = false; }\n  enable() { this.on = true; }\n  fire() { if (this.on) pager.send(); }\n}\nconst a = new A();\na.enable();\na.fire();\n`, ["TS2304@4:25"]],
  ]);
});

describe("lists that stay empty", () => {
  passes([
    ["an empty list's callback beside a computed write to another object", `const counts = {};\nfor (const w of "a b a".split(" ")) counts[w] = (counts[w] ?? 0) + 1;\nconst pending = [];\npending.forEach((p) => retryLater(p));\nconst src = [];\nconst dst = [];\nfor (let i = 0; i < src.length; i++) dst[i] = src[i];\ndst.map((s) => noSuchFn(s));\nconsole.log(counts);\n`],
    ["a list filled from a generator that yields nothing stays empty", `function* none() {\n  const inner = function* () { yield 1; };\n  console.log("start", typeof inner);\n}\nconst got = [];\nfor (const x of none()) got.push(x);\ngot.forEach((x) => mystery(x));\nconsole.log("done", got.length);\n`],
    ["an empty list that is only taken from stays empty", `const queue = [];\nconst seen = [];\nqueue.shift();\nqueue.splice(0, 1);\nwhile (queue.length) seen.push(queue.pop());\nseen.forEach((p) => scoreOf(p));\nconsole.log(seen.length);\n`],
    ["an empty list given the elements of empty lists stays empty", `const NONE = [];\nconst got = [];\ngot.push(...[]);\ngot.unshift(...NONE);\ngot.forEach((g) => render(g));\nconsole.log("ok", got.length);\n`],
  ]);
  fails([
    ["an empty list written by an index is filled", `const dst = [];\ndst[0] = "a";\ndst.forEach((s) => noSuchFn(s));\n`, ["TS2304@3:20"]],
    ["a list filled from a generator function replaced by one that yields", `function* none() {}\nnone = function* () { yield 1; };\nconst got = [];\nfor (const x of none()) got.push(x);\ngot.forEach((x) => mystery(x));\n`, ["TS2304@5:20"]],
    ["a list filled from a generator that yields", `function* some() {\n  if (got.length > 100) return;\n  yield 1;\n}\nconst got = [];\nfor (const x of some()) got.push(x);\ngot.forEach((x) => mystery(x));\n`, ["TS2304@7:20"]],
    ["a list taken from, then pushed to, is filled", `const queue = [];\nqueue.pop();\nqueue.push("a");\nwhile (queue.length) scoreOf(queue.pop());\n`, ["TS2304@4:22"]],
    ["a list given the elements of a full one is filled", `const got = [];\ngot.push(...["x"]);\ngot.forEach((g) => render(g));\n`, ["TS2304@3:20"]],
    ["a splice that inserts fills an empty list", `const queue = [];\nqueue.splice(0, 0, "a");\nqueue.forEach((p) => scoreOf(p));\n`, ["TS2304@3:22"]],
  ]);
});

describe("a test no element of a constant list passes", () => {
  passes([
    ["filter(Boolean) of a split that gives only empty text", `const names = "".split(",").filter(Boolean);\nnames.forEach((n) => n.nope());\n"a".split("a").filter(Boolean).forEach((p) => process.stdout.write(p));\nconsole.log(names.length);\n`],
    ["a filter no element passes, by length and identity, before a guard and a callback", `const KEYS = ["a", "b"];\nconst bad = KEYS.filter((k) => k.length > 5 || k === "zz");\nif (bad.length > 0) process.exit(1);\nbad.forEach((k) => report(k));\nconsole.log("ok");\n`],
    ["a filter no element of a constant list passes, by a string method", `const ignore = ["node_modules", ".git"].filter((d) => d.startsWith("~"));\nfor (const d of ignore) require("fs").rmSync(d);\nconsole.log(ignore.length);\n`],
    ["a filter no character of constant text spread into a list passes", `const letters = [..."abc"].filter((c) => c === "z");\nletters.forEach((c) => missingFn(c));\nconst both = [...letters, ..."xy"].filter((c) => c.length > 1);\nboth.forEach((c) => missingFn(c));\nconsole.log(letters.length, both.length);\n`],
    ["a test in a callback that no element of a constant list passes", `const pieces = ["K", "Q", "R"];\npieces.forEach((x) => {\n  if (x === "P") promote(x);\n});\nconst promoted = [];\nfor (const p of pieces.filter((x) => x === "P")) promoted.push(p);\npromoted.forEach((p) => console.log(p.promote()));\nconsole.log(promoted.length);\n`],
  ]);
  fails([
    ["filter(Boolean) of a split that gives some text", `const names = "a,".split(",").filter(Boolean);\nnames.forEach((n) => n.nope());\n`, ["TS2339@2:24"]],
    ["filter by a local named Boolean", `const Boolean = () => true;\nconst names = "".split(",").filter(Boolean);\nnames.forEach((n) => n.nope());\n`, ["TS2339@3:24"]],
    ["a filter one element of a constant list passes", `const ignore = ["node_modules", "~tmp"].filter((d) => d.startsWith("~"));\nfor (const d of ignore) require("fs").rmSync(d);\n`, ["TS2591@2:25", "GG1001@2:33"]],
    ["a filter by a string method the program replaces", `String.prototype.startsWith = function () { return true; };\nconst ignore = [".git"].filter((d) => d.startsWith("~"));\nignore.forEach((d) => report(d));\n`, ["TS2304@3:23"]],
    ["a filter whose test reads a parameter", `function pick(prefix) {\n  return ["a", "b"].filter((d) => d.startsWith(prefix));\n}\npick("a").forEach((d) => report(d));\n`, ["TS2304@4:26"]],
    ["a filter one character of constant text spread into a list passes", `[..."abc"].filter((c) => c === "a").forEach((c) => missingFn(c));\n`, ["TS2304@1:52"]],
    ["a test in a callback that one element passes", `const pieces = ["K", "P"];\npieces.forEach((x) => {\n  if (x === "P") promote(x);\n});\n`, ["TS2304@3:18"]],
  ]);
});

describe("typed arrays made empty", () => {
  passes([
    ["typed arrays made from empty ones: subarray, filter, from, and sets of them", `const data = new Float64Array(0);\ndata.subarray(0).forEach((x) => missingFn(x));\ndata.filter((x) => x > 0).map((x) => x * 2).forEach((x) => missingFn(x));\nFloat64Array.from([]).forEach((x) => missingFn(x));\nFloat32Array.from(new Set()).forEach((x) => missingFn(x));\nfor (const b of new Set(data)) missingFn(b);\nconst copy = new Uint8Array(data.slice(1));\nfor (const b of copy) missingFn(b);\nfor (const c of new Set("")) missingFn(c);\nconsole.log(data.length, copy.length);\n`],
    ["the keys of an empty list or text", `Object.keys([]).forEach((k) => missingFn(k));\nfor (const [k, v] of Object.entries("")) missingFn(k, v);\nconsole.log("ok");\n`],
    ["typed arrays made empty: callbacks, loops and guards over them never run", `const bytes = new Uint8Array(0);\nbytes.forEach((b) => nothing(b));\nbytes[0] = 7;\nnew Uint8Array([]).map((b) => b.foo());\nnew Float64Array().some((x) => high(x));\nUint32Array.of().forEach((x) => bad(x));\nconst view = new Int16Array(new ArrayBuffer(0));\nfor (const [i, v] of view.entries()) nope(i, v);\nif (bytes.length > 0) nope(bytes);\nArray.from(bytes).forEach((b) => bad(b));\nconsole.log(bytes.length, view.length);\n`],
  ]);
  fails([
    ["a typed array of one element calls back", `const bytes = new Uint8Array(1);\nbytes.forEach((b) => nothing(b));\n`, ["TS2304@2:22"]],
    ["a class of the program's named as a typed array", `class Uint8Array extends Array {}\nconst bytes = new Uint8Array(0);\nbytes.push(1);\nbytes.forEach((b) => nothing(b));\n`, ["TS2304@4:22"]],
    ["a view of a buffer with room is iterated", `const view = new Int16Array(new ArrayBuffer(4));\nfor (const v of view) nope(v);\n`, ["TS2304@2:23"]],
    ["a subarray of a typed array with elements calls back", `new Float64Array(2).subarray(0).forEach((x) => missingFn(x));\n`, ["TS2304@1:48"]],
    ["a typed array made from a list with an element calls back", `Float64Array.from([1]).forEach((x) => missingFn(x));\n`, ["TS2304@1:39"]],
    ["a set of one character is iterated", `for (const c of new Set("a")) missingFn(c);\n`, ["TS2304@1:31"]],
    ["a set of an empty typed array's elements and one more is iterated", `const d = new Uint8Array(0);\nconst s = new Set([...d, 1]);\nfor (const x of s) missingFn(x);\n`, ["TS2304@3:20"]],
    ["the own names of an empty list include its length", `Object.getOwnPropertyNames([]).forEach((k) => missingFn(k));\n`, ["TS2304@1:47"]],
  ]);
});

describe("a method of an object literal reached other than by its name", () => {
  passes([
    ["a method of an object literal called by a computed key writes the member read later", `import { files } from "gg";\nconst job = {\n  input: null,\n  setInput(p) { this.input = p; },\n};\njob["set" + "Input"]("book.csv");\nfiles.readFile(job.input);\n`],
    ["a method of an object literal called in a loop over its keys writes the member", `import { files } from "gg";\nconst job = {\n  input: null,\n  setInput(p) { this.input = p; },\n};\nfor (const m of Object.keys(job)) if (typeof job[m] === "function") job[m]("book.csv");\nfiles.readFile(job.input);\n`],
  ]);
  fails([
    ["a method of an object literal only read by name, never called, writes the member", `import { files } from "gg";\nconst job = {\n  input: null,\n  setInput(p) { this.input = p; },\n};\nconsole.log(job.input);\nfiles.readFile(job.input);\n`, ["GG1017@7:16"]],
  ]);
});

describe("lists made from lists of known length", () => {
  passes([
    ["lists made from a constant list with no element left: sliced past the end, spliced out, spread of empty text", `const SCORES = [3, 1, 2];\nSCORES.map((x) => x * 2).slice(3).forEach((x) => x.nope());\nSCORES.toSorted().slice(5).forEach((x) => report(x));\nSCORES.slice(1).slice(2).forEach((x) => report(x));\nSCORES.toSpliced(0, 3).forEach((x) => report(x));\n[..."" ].forEach((c) => c.nope());\nconsole.log(SCORES.slice(-1)[0], SCORES.toSpliced(0, 1, 9, 9).length);\n`],
  ]);
  fails([
    ["a list made from a constant list that keeps an element", `const SCORES = [3, 1, 2];\nSCORES.map((x) => x * 2).slice(2).forEach((x) => report(x));\n`, ["TS2304@2:50"]],
    ["an empty list whose sort() result, the same list, is pushed to", `const empty = [];\nconst sorted = empty.sort();\nsorted.push(1);\nempty.forEach((x) => report(x));\n`, ["TS2304@4:22"]],
    ["toSpliced that removes every element and inserts one", `const SCORES = [3, 1, 2];\nSCORES.toSpliced(0, 3, 7).forEach((x) => report(x));\n`, ["TS2304@2:42"]],
  ]);
});

describe("empty lists that reach a loop through a parameter or a table", () => {
  passes([
    ["a parameter every call fills with an empty list, Set or default, only read there", `const RENAMES = [];\nfunction applyRenames(renames) {\n  for (const { from, to } of renames) moveFile(from, to);\n}\napplyRenames(RENAMES);\nconst DEPRECATED = [];\nfunction warnAll(paths, warn) {\n  paths.forEach((p) => warn(p));\n}\nwarnAll(DEPRECATED, (p) => reportWarning(p));\nconst EXTRA = [];\nfunction runExtra(cmds) {\n  if (!cmds.length) return;\n  reportProgres(cmds.length);\n}\nrunExtra(EXTRA);\nconst PROTECTED = new Set();\nfunction guard(paths) {\n  for (const p of paths) warn(p);\n}\nguard(PROTECTED);\nfunction notifyAll(targets = []) {\n  for (const t of targets) notify(t);\n}\nnotifyAll();\nconsole.log("done");\n`],
    ["a member of a constant table holding an empty list", `const HOOKS = { pre: ["lint"], post: [] };\nfor (const h of HOOKS.post) runHook(h);\nconsole.log(HOOKS.pre.length);\n`],
  ]);
  fails([
    ["one call hands the parameter a list with an element", `const RENAMES = [];\nfunction applyRenames(renames) {\n  for (const { from, to } of renames) moveFile(from, to);\n}\napplyRenames(RENAMES);\napplyRenames([{ from: "a", to: "b" }]);\n`, ["TS2304@3:39"]],
    ["another function fills the list it is handed first", `const PINNED = [];\nfunction add(list, x) { list.push(x); }\nfunction checkAll(list) {\n  for (const p of list) reportBad(p);\n}\nadd(PINNED, "x");\ncheckAll(PINNED);\n`, ["TS2304@4:25"]],
    ["a default with an element", `function notifyAll(targets = ["ops"]) {\n  for (const t of targets) notify(t);\n}\nnotifyAll();\n`, ["TS2304@2:28"]],
    ["a table's empty list pushed to", `const HOOKS = { pre: ["lint"], post: [] };\nHOOKS.post.push("deploy");\nfor (const h of HOOKS.post) runHook(h);\n`, ["TS2304@3:29"]],
    ["a Set another function adds to", `const PROTECTED = new Set();\nfunction fill(s) { s.add("x"); }\nfunction guard(paths) {\n  for (const p of paths) warn(p);\n}\nfill(PROTECTED);\nguard(PROTECTED);\n`, ["TS2304@4:26"]],
  ]);
});

describe("a flag read through this where this is the one object a method runs on", () => {
  passes([
    ["an object literal's flag, getter and delay read through this in its methods", `const log = {\n  tables: false,\n  get verbose() { return false; },\n  table(rows) {\n    if (this.tables) console.table(rows);\n    if (this.verbose) console.table(rows);\n  },\n};\nlog.table([1]);\n`],
    ["a class's static flag read through this in its static methods", `class Log {\n  static tables = false;\n  static table(rows) {\n    if (this.tables) console.table(rows);\n  }\n}\nLog.table([1]);\n`],
  ]);
  fails([
    ["the literal's flag set before the call", `const log = {\n  tables: false,\n  table(rows) {\n    if (this.tables) console.table(rows);\n  },\n};\nlog.tables = true;\nlog.table([1]);\n`, ["TS2339@4:30"]],
    ["the static flag set by another static method first", `class Log {\n  static configure(on) { this.tables = on; }\n  static tables = false;\n  static table(rows) {\n    if (this.tables) console.table(rows);\n  }\n}\nLog.configure(true);\nLog.table([1]);\n`, ["TS2339@5:30"]],
    ["a subclass with its own flag runs the static method", `class Log {\n  static tables = false;\n  static table(rows) {\n    if (this.tables) console.table(rows);\n  }\n}\nclass Loud extends Log {\n  static tables = true;\n}\nLoud.table([1]);\n`, ["TS2339@4:30"]],
    ["the method taken onto another object", `const log = {\n  tables: false,\n  table(rows) {\n    if (this.tables) console.table(rows);\n  },\n};\nconst other = { tables: true, table: log.table };\nother.table([1]);\n`, ["TS2339@4:30"]],
  ]);
});
