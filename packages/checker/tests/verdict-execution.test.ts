// The JavaScript policy end to end: each kind of certain failure fails in live, uncaught code and is a warning (same
// message) where the execution model proves it does not run, is caught, or is guarded.
import { describe, expect, it } from "vitest";
import { check, codesAt } from "./support/check.js";

function errors(source: string): string[] {
  const result = check(source, "js");
  return codesAt(result).filter((c) => result.diagnostics.find((d) => `${d.code}@${d.line}:${d.column}` === c)?.severity === "error");
}

// Each kind: a line that throws whenever it runs, and the code it fails with.
const KINDS: readonly (readonly [kind: string, line: string, code: string])[] = [
  ["an unknown name", `process.exit(1);`, "TS2591"],
  ["a missing gg member", `gg.files.readFle("a");`, "TS2551"],
  ["a primitive called", `const n = gg.files.glob("*").length; n();`, "TS2349"],
  ["a class called without new", `class A {} A();`, "TS2348"],
  ["a gg call missing its argument", `gg.files.readFile();`, "TS2554"],
  ["a later edition's member", `Object.groupBy([1], (x) => x);`, "TS2550"],
  ["a missing global through globalThis", `globalThis.process.exit(1);`, "GG1008"],
  ["an assignment to a const", `const c = 1; c = 2;`, "TS2588"],
  ["a member missing on an operation's result", `gg.files.readFile("a").then(() => 0);`, "TS2339"],
];

describe("each certain kind fails where it runs, uncaught", () => {
  it.each(KINDS)("%s at the top level", (_kind, line, code) => {
    expect(errors(`${line}\n`).some((c) => c.startsWith(`${code}@`))).toBe(true);
  });
  it.each(KINDS)("%s in a function that is called", (_kind, line, code) => {
    expect(errors(`function f() {\n  ${line}\n}\nf();\n`).some((c) => c.startsWith(`${code}@`))).toBe(true);
  });
});

describe("and is a warning where the model proves otherwise", () => {
  const wrappers: readonly (readonly [name: string, wrap: (line: string) => string])[] = [
    ["in a function nothing calls", (line) => `function f() {\n  ${line}\n}\n`],
    ["behind if (false)", (line) => `if (false) {\n  ${line}\n}\n`],
    ["inside try/catch", (line) => `try {\n  ${line}\n} catch {}\n`],
    ["in a function every call of which is caught", (line) => `function f() {\n  ${line}\n}\ntry { f(); } catch {}\n`],
    ["in a callback handed to an unknown value", (line) => `const t = JSON.parse("{}");\nt.throws(() => {\n  ${line}\n});\n`],
    ["in an async function whose rejection is handled", (line) => `async function f() {\n  await 0;\n  ${line}\n}\nf().catch(() => 0);\n`],
    ["after a return", (line) => `function f() {\n  return 0;\n  ${line}\n}\nf();\n`],
  ];
  for (const [name, wrap] of wrappers) {
    it.each(KINDS)(`%s ${name}`, (_kind, line) => {
      const result = check(wrap(line), "js");
      expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(result.verdict).toBe("pass");
    });
  }
});

describe("reads before their declaration", () => {
  it.each([
    ["a direct read", `console.log(t);\nconst t = 1;\n`, ["TS2448@1:13"]],
    ["through a call", `function f() { return t; }\nf();\nconst t = 1;\n`, ["GG1009@2:1"]],
    ["through a call in a block", `{\n  const v = f();\n  function f() { return t; }\n  const t = 1;\n  console.log(v);\n}\n`, ["GG1009@2:13"]],
    ["in the body of a for-of over a const list of constants", `const prices = [12, 7, 19];\nlet best = Infinity;\nfor (const p of prices) best = Math.min(best, p * rate);\nconst rate = 1.2;\nconsole.log(best);\n`, ["TS2448@3:51"]],
    ["the fallback of a global the guest lacks", `const clone = globalThis.structuredClone ?? jsonClone;\nconsole.log(clone({ a: 1 }));\nconst jsonClone = (v) => JSON.parse(JSON.stringify(v));\n`, ["TS2448@1:45"]],
    ["the branch a test of a missing global takes", `const Encoder = typeof TextEncoder === "function" ? TextEncoder : Utf8Encoder;\nconsole.log(new Encoder().encode("a").length);\nclass Utf8Encoder {\n  encode(s) { return [...s]; }\n}\n`, ["TS2449@1:67"]],
    ["the right of || after a constant false", `const flag = false;\nconst v = flag || later;\nconst later = 1;\nconsole.log(v);\n`, ["TS2448@2:19"]],
    ["in a forEach callback over a const list of constants", `const WORDS = ["let", "in"];\nWORDS.forEach((w) => SINK.push(w));\nconst SINK = [];\n`, ["GG1009@2:1"]],
    ["in a comparator sorting a list of two", `["*", "+"].sort((a, b) => ORDER[a] - ORDER[b]);\nconst ORDER = { "+": 1, "*": 2 };\n`, ["GG1009@1:1"]],
    ["a method of itself called in its own initializer (once the checker's stack ran out deciding it)", `function f() {\n  const a = a.b();\n  return a;\n}\nf();\n`, ["TS2448@2:13"]],
  ])("fail: %s", (_name, source, codes) => {
    expect(errors(source)).toEqual(codes);
  });
  it.each([
    ["a read after an async function's first await", `async function f() { await 0; return t; }\nconst p = f();\nconst t = 1;\np.then(console.log);\n`],
    ["a read in a generator's body", `function* f() { yield t; }\nconst g = f();\nconst t = 1;\nconsole.log([...g]);\n`],
    ["a call on the right of ||=", `const o = { x: 1 };\nfunction f() { return t; }\no.x ||= f();\nconst t = 1;\n`],
    ["a call inside try/catch", `function f() { return t; }\ntry { f(); } catch {}\nconst t = 1;\n`],
    ["a comparator sorting a list of one, a callback over holes only", `const W = ["a"];\nW.sort((a, b) => ORDER[a] - ORDER[b]);\n[, ,].forEach((w) => SINK.push(w));\nconst ORDER = {};\nconst SINK = [];\nconsole.log(SINK, ORDER);\n`],
    ["a callee written again", `let f = () => t;\nf = () => 0;\nf();\nconst t = 1;\n`],
    ["the fallback of a global the program sets first", `globalThis.structuredClone = (v) => v;\nconst clone = globalThis.structuredClone ?? jsonClone;\nconsole.log(clone({ a: 1 }));\nconst jsonClone = (v) => JSON.parse(JSON.stringify(v));\n`],
    ["the branch a test of a global the program declares takes", `class TextEncoder {}\nconst Encoder = typeof TextEncoder === "function" ? TextEncoder : Utf8Encoder;\nconsole.log(new Encoder());\nclass Utf8Encoder {}\n`],
    ["in the body of a for-of over a const list another line empties", `const prices = [12];\nprices.pop();\nlet best = Infinity;\nfor (const p of prices) best = Math.min(best, p * rate);\nconst rate = 1.2;\nconsole.log(best);\n`],
    ["a method of itself called in its own initializer, in a function nothing calls", `function unused() {\n  const files = files.glob("*.js");\n  return files;\n}\nconsole.log("ok");\n`],
  ])("pass: %s", (_name, source) => {
    expect(errors(source)).toEqual([]);
  });
});

describe("members of the library's own objects", () => {
  it("a member no library type declares, called on an array or a Map, fails", () => {
    expect(errors(`const sizes = [1, 2];\nconsole.log(sizes.sum());\nnew Map().put(1, 2);\n`)).toEqual(["TS2339@2:19", "TS2339@3:11"]);
  });
  it("the same member added to the prototype first, or only read, passes", () => {
    expect(errors(`Array.prototype.sum = function () { return 0; };\nconsole.log([1].sum());\n`)).toEqual([]);
    expect(errors(`const sizes = [1, 2];\nconsole.log(sizes.sum === undefined);\n`)).toEqual([]);
  });
  it("a member missing on what is typed Object or Function is no certain failure: the value may be of any kind", () => {
    expect(errors(`const d = new Object(new Date(0));\nconsole.log(d.getFullYear());\n`)).toEqual([]);
    expect(errors(`const f = new Function("return 1");\nconsole.log(f.custom());\n`)).toEqual([]);
  });
  it("a member added to a prototype is there on a global of that kind", () => {
    expect(errors(`Number.prototype.shout = String.prototype.toUpperCase;\nconsole.log(Infinity.shout());\n`)).toEqual([]);
    expect(errors(`console.log(Infinity.shout());\n`)).toEqual(["TS2339@1:22"]);
  });
  it("a member added after its top-level use fails", () => {
    expect(errors(`console.log([1].sum());\nArray.prototype.sum = function () { return 0; };\n`)).toEqual(["TS2339@1:17"]);
  });
});

describe("require", () => {
  it("require behind a test that it is missing is no certain failure; unguarded, it is", () => {
    expect(errors(`let saved;\nif (typeof require === "undefined") saved = [];\nelse saved = require("./saved.json");\nconsole.log(saved);\n`)).toEqual([]);
    expect(errors(`const saved = require("./saved.json");\nconsole.log(saved);\n`)).toEqual(["TS2591@1:15", "GG1001@1:23"]);
  });
});

describe("a function a record or class holds beside a test of what it uses", () => {
  const picked = (record: string): string =>
    `const runtimes = [\n  { name: "gg", available: true, run: () => "gg" },\n  ${record},\n];\nfor (const rt of runtimes) if (rt.available) console.log(rt.run());\n`;
  it.each([
    ["a field holding the test", `{ name: "node", available: typeof process !== "undefined", run: () => process.cwd() }`],
    ["a method beside it", `{ name: "node", available: typeof process === "object", run() { return process.cwd(); } }`],
    ["a getter returning the test", `{ name: "node", get available() { return "process" in globalThis; }, run: function () { return process.cwd(); } }`],
    ["a field testing another host's global, false in the guest", `{ name: "node", available: typeof Deno !== "undefined", run: () => process.cwd() }`],
  ])("is not certain to run where the thing is missing: %s", (_name, record) => {
    expect(errors(picked(record))).toEqual([]);
  });
  it("a const flag holding the test, in a class", () => {
    const source = `const hasProcess = typeof process !== "undefined";\nclass Node_ {\n  static available = hasProcess;\n  static run() { return process.cwd(); }\n}\nif (Node_.available) console.log(Node_.run());\n`;
    expect(errors(source)).toEqual([]);
  });
  it("a sibling that tests another host's global true in the guest, or nothing, keeps the failure", () => {
    expect(errors(picked(`{ name: "node", available: typeof Deno === "undefined", run: () => process.cwd() }`))).toEqual(["TS2591@3:70"]);
    expect(errors(picked(`{ name: "node", available: true, run: () => process.cwd() }`))).toEqual(["TS2591@3:47"]);
  });
  it("a sibling's value read when the record is made runs whatever the test says", () => {
    expect(errors(`const rt = { available: typeof process !== "undefined", cwd: process.cwd() };\nconsole.log(rt);\n`)).toEqual(["TS2591@1:62"]);
  });
});

describe("a read past an async function's first await, where the top level awaits the call", () => {
  it("runs before a declaration below the await: GG1009 at the call", () => {
    expect(errors(`async function f() { await null; console.log(X); }\nawait f();\nconst X = 1;\n`)).toEqual(["GG1009@2:7"]);
  });

  it.each([
    ["a call the top level does not await", `async function f() { await null; console.log(X); }\nconst pending = f();\nconst X = 1;\nawait pending;\n`],
    ["an await of a promise that never settles first", `async function f() { await new Promise(() => {}); console.log(X); }\nawait f();\nconst X = 1;\n`],
    ["a try around the read", `async function f() { try { await null; console.log(X); } catch { console.log("late"); } }\nawait f();\nconst X = 1;\n`],
    ["an early call's rejection handled, the function called again after the declaration", `async function early() { return FLAG; }\nearly().catch(() => {});\nconst FLAG = 1;\nearly();\n`],
    ["an early call's promise awaited in a try", `async function early() { return LATE; }\nconst p = early();\ntry { await p; } catch { console.log("too early"); }\nconst LATE = 1;\nconsole.log(await early());\n`],
  ])("no finding with %s", (_name, source) => {
    expect(errors(source)).toEqual([]);
  });

  it.each([
    ["an early call's promise dropped", `async function early() { return FLAG; }\nearly();\nconst FLAG = 1;\nearly().catch(() => {});\n`, ["GG1009@2:1"]],
    ["an early call given a fulfilment handler alone", `async function early() { return FLAG; }\nearly().then(() => 1);\nconst FLAG = 1;\n`, ["GG1009@2:1"]],
  ])("GG1009 with %s", (_name, source, codes) => {
    expect(errors(source)).toEqual(codes);
  });
});

describe("what a class statement evaluates as it runs", () => {
  it.each([
    ["its extends clause", `class B extends A {}\nclass A {}\nconsole.log(new B());\n`, ["TS2449@1:17"]],
    ["a static block", `class S { static { console.log(CFG); } }\nconst CFG = 1;\n`, ["TS2448@1:32"]],
  ])("reads in the dead zone through %s", (_name, source, codes) => {
    expect(errors(source)).toEqual(codes);
  });

  it.each([
    ["an extends clause of a class made in a function called later", `function make() { class B extends A {} return B; }\nclass A {}\nconsole.log(new (make())());\n`],
    ["a static block reading a later binding only in a method", `class S { static { S.get = () => CFG; } }\nconst CFG = 1;\nconsole.log(S.get());\n`],
  ])("no finding for %s", (_name, source) => {
    expect(errors(source)).toEqual([]);
  });
});

describe("dead-zone reads in code that certainly runs once", () => {
  it.each([
    ["a constructor, at the first new (GG1009 there)", `class A { constructor() { console.log(X); } }\nnew A();\nconst X = 1;\n`, ["GG1009@2:1"]],
    ["a constant if's branch", `if (true) { console.log(X); }\nconst X = 1;\n`, ["TS2448@1:25"]],
    ["a for-of over an array literal with elements", `for (const p of [1]) { console.log(X, p); }\nconst X = 1;\n`, ["TS2448@1:36"]],
    ["a do body", `do { console.log(X); } while (false);\nconst X = 1;\n`, ["TS2448@1:18"]],
  ])("%s", (_name, source, codes) => {
    expect(errors(source)).toEqual(codes);
  });

  it.each([
    ["a for-of over an empty array", `for (const p of []) { console.log(X, p); }\nconst X = 1;\n`],
    ["a constructor of a class made after the declaration", `class A { constructor() { console.log(X); } }\nconst X = 1;\nnew A();\n`],
  ])("no finding for %s", (_name, source) => {
    expect(errors(source)).toEqual([]);
  });
});
