// Later editions in the guest (ECMAScript 2023): text given to `RegExp` that only a later edition parses throws where
// the call runs, so a `try` around it catches it; a test that a later edition's feature exists is false there, so
// what only it lets run never runs, unless the program adds the feature itself.
// Each passing program was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("later-edition syntax given to RegExp, and tests of later-edition features, which fail in the guest", () => {
  passes([
    ["a later pattern given to RegExp inside a try", `let re;\ntry {\n  re = new RegExp("(?i:a)b");\n} catch {\n  re = /[aA]b/;\n}\nconsole.log(re.test("Ab"));\n`],
    ["a v-flag RegExp in a function nothing calls", `function neverCalled() {\n  return new RegExp("[a--b]", "v");\n}\nconsole.log(typeof neverCalled);\n`],
    ["a v-flag RegExp behind a test of unicodeSets", `const re = "unicodeSets" in RegExp.prototype ? new RegExp("[a--b]", "v") : /a/;\nconsole.log(re.test("a"));\n`],
    ["iterator helpers behind a test of the Iterator global", `if (typeof Iterator !== "undefined") {\n  console.log([1, 2].values().map((x) => x * 2).toArray());\n}\nconsole.log("ok");\n`],
    ["toWellFormed behind a test of isWellFormed", `const s = "a";\nconsole.log(typeof String.prototype.isWellFormed === "function" ? s.toWellFormed() : s);\n`],
    ["a host global behind a test of a later static", `if (typeof Object.groupBy === "function") console.log(structuredClone({ a: 1 }));\nconsole.log("ok");\n`],
    ["a later method installed through an alias of the prototype, by a computed key", `var proto = Set.prototype;\nvar name = "union";\nproto[name] = function (o) { var s = new Set(this); o.forEach(function (x) { s.add(x); }); return s; };\nconsole.log(new Set([1]).union(new Set([2])).size);\n`],
    ["a later method installed by a helper that defines it on an alias of the prototype", `var proto = Set.prototype;\nfunction install(name, fn) { if (typeof proto[name] !== "function") Object.defineProperty(proto, name, { value: fn, writable: true, configurable: true }); }\ninstall("union", function (o) { var s = new Set(this); o.forEach(function (x) { s.add(x); }); return s; });\nconsole.log(new Set([1]).union(new Set([2])).size);\n`],
    ["Set methods behind a test of union", `const a = new Set([1, 2]);\nif (Set.prototype.union) console.log(a.intersection(new Set([2])).size);\nconsole.log(a.size);\n`],
  ]);
  fails([
    ["a later pattern given to RegExp at the top", `const re = new RegExp("(?i:a)b");\nconsole.log(re.test("Ab"));\n`, ["GG1006@1:23"]],
    ["a later static used behind a test of a polyfilled one", `Object.groupBy ??= (xs, f) => ({ all: xs });\nif (typeof Object.groupBy === "function") console.log(structuredClone({ a: 1 }));\n`, ["TS2304@2:55"]],
    ["a host global behind a test that passes in the guest", `if (typeof Array.prototype.findLast === "function") console.log(structuredClone({ a: 1 }));\n`, ["TS2304@1:65"]],
    ["a later static defined by defineProperty, then tested", `Object.defineProperty(Object, "groupBy", { value: (xs) => ({ all: xs }) });\nif (Object.groupBy) console.log(structuredClone({ a: 1 }));\n`, ["TS2304@2:33"]],
    ["a later prototype member assigned onto the prototype, then tested", `Object.assign(Set.prototype, { union(o) { return o; } });\nif ("union" in Set.prototype) console.log(structuredClone({ a: 1 }));\n`, ["TS2304@2:43"]],
    ["a later method whose install writes another object by a computed key", `var proto = {};\nvar name = "union";\nproto[name] = function (o) { return o; };\nconsole.log(new Set([1]).union(new Set([2])).size);\n`, ["TS2550@4:26"]],
    ["a later static written by a computed key, then tested", `const k = "groupBy";\nObject[k] = (xs) => ({ all: xs });\nif (typeof Object.groupBy === "function") console.log(structuredClone({ a: 1 }));\n`, ["TS2304@3:55"]],
  ]);
});


describe("a later-edition member the program installs, however it reaches the built-in", () => {
  const groupBy = "function (items, key) { var out = {}; for (var x of items) (out[key(x)] = out[key(x)] || []).push(x); return out; }";
  const use = `console.log(Object.keys(Object.groupBy(gg.files.listDir("."), function (e) { return e.kind; })));\n`;
  passes([
    ["a helper that defines on its parameter, handed a binding holding the built-in", `function defineMethod(target, name, value) {\n  if (typeof target[name] !== "function") Object.defineProperty(target, name, { value: value, writable: true, configurable: true });\n}\nvar ObjectCtor = Object;\ndefineMethod(ObjectCtor, "groupBy", ${groupBy});\n${use}`],
    ["a binding of a member read from globalThis", `var O = globalThis.Object;\nif (!O.groupBy) O.groupBy = ${groupBy};\n${use}`],
    ["a function written in place handed the global object", `(function (self) {\n  if (!("groupBy" in self.Object)) self.Object.groupBy = ${groupBy};\n})(globalThis);\n${use}`],
    ["a function written in place handed the global object by a host test", `(function (self) {\n  function define(O, P, V) { Object.defineProperty(O, P, { value: V, writable: true, configurable: true }); }\n  if (!("groupBy" in self.Object)) define(self.Object, "groupBy", ${groupBy});\n})(typeof globalThis === "object" && globalThis || {});\n${use}`],
    ["defineProperty through an alias", `var defineProperty = Object.defineProperty;\nif (!("groupBy" in Object)) defineProperty(Object, "groupBy", { value: ${groupBy}, writable: true, configurable: true });\n${use}`],
    ["a computed key on globalThis", `if (!globalThis["Object"].groupBy) globalThis["Object"].groupBy = ${groupBy};\n${use}`],
    ["a table of methods copied by a computed key onto a target found by name", `var G = globalThis;\nfunction install(target, source) {\n  var t = G[target] || {};\n  for (var key in source) Object.defineProperty(t, key, { value: source[key], writable: true, configurable: true });\n}\ninstall("Object", { groupBy: ${groupBy} });\n${use}`],
    ["a function handing what it builds from its parameter back to itself (a question that must end)", `const _ = Symbol("placeholder");\nconst curryP = (fn, arity = fn.length, held = []) => (...args) => {\n  const merged = held.map((h) => (h === _ && args.length ? args.shift() : h)).concat(args);\n  const ready = merged.length >= arity && !merged.slice(0, arity).includes(_);\n  return ready ? fn(...merged) : curryP(fn, arity, merged);\n};\nconst add = curryP((a, b) => a + b);\nconsole.log(add(_, 2)(1));\n`],
    ["a member named as a global, read off a value the text does not follow", `const runtime = { g: globalThis };\nconst $Promise = runtime.g.Promise;\nif (typeof $Promise.try !== "function") $Promise.try = function (fn) { return new this((resolve) => resolve(fn())); };\nPromise.try(() => gg.files.readFile("a")).then((t) => console.log(t.length));\n`],
  ]);
  fails([
    ["a helper that defines on its parameter, handed another object", `function defineMethod(target, name, value) {\n  Object.defineProperty(target, name, { value: value, writable: true, configurable: true });\n}\nvar tools = {};\ndefineMethod(tools, "groupBy", ${groupBy});\n${use}`, ["TS2550@6:32"]],
    ["a binding of another global's member", `var M = globalThis.Math;\nM.groupBy = ${groupBy};\n${use}`, ["TS2550@3:32"]],
    ["a function written in place handed a root the guest lacks", `(function (self) {\n  function define(O, P, V) { Object.defineProperty(O, P, { value: V, writable: true, configurable: true }); }\n  try { define(self.Object, "groupBy", ${groupBy}); } catch {}\n})("object" === typeof window && window || {});\n${use}`, ["TS2550@5:32"]],
  ]);
});

describe("a later-edition member a subclass of the built-in defines", () => {
  const byteString = `class ByteString extends Uint8Array {\n  toHex() { return Array.from(this, (b) => b.toString(16).padStart(2, "0")).join(""); }\n}\n`;
  passes([
    ["on what an inherited static makes", `${byteString}console.log(ByteString.of(1, 2).toHex());\n`],
    ["on what a species method makes", `${byteString}const bytes = new ByteString([1, 2, 3]);\nconsole.log(bytes.subarray(1).toHex(), bytes.map((b) => b + 1).toHex());\n`],
  ]);
  fails([
    ["on a plain Uint8Array, beside a class of another base that defines it", `class Encoder { toHex() { return ""; } }\nconsole.log(new Encoder().toHex(), new Uint8Array(2).toHex());\n`, ["TS2339@2:54"]],
  ]);
});

describe("a later edition's member on a field a constructor sets once", () => {
  passes([
    ["the field given another value later, or the member polyfilled first", `class Catalog {\n  constructor() { this.codes = new Set(["a"]); }\n}\nconst c = new Catalog();\nc.codes = { union: () => new Set() };\nconsole.log(c.codes.union(new Set()).size);\nString.prototype.isWellFormed = function () { return true; };\nclass Scanner {\n  constructor() { this.text = "abc"; }\n  ok() { return this.text.isWellFormed(); }\n}\nconsole.log(new Scanner().ok());\n`],
  ]);
  fails([
    ["a Set the constructor makes", `class Catalog {\n  constructor() { this.codes = new Set(["a"]); }\n}\nconst c = new Catalog();\nconsole.log(c.codes.union(new Set()).size);\n`, ["TS2550@5:21"]],
    ["an operation's text the constructor reads", `import { files } from "gg";\nclass Scanner {\n  constructor() { this.text = files.readFile("a"); }\n  ok() { return this.text.isWellFormed(); }\n}\nconsole.log(new Scanner().ok());\n`, ["TS2550@4:27"]],
  ]);
});
