// The execution model, question by question, each case beside its neighbour the other way: does code run, does
// anything catch what it throws, is a missing thing tested first, does a read run before its declaration, and what
// the program sets. Programs are opened in the engine for their tree; the model reads nothing else.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { executionOf } from "../src/check/execution/index.js";
import type { ExecutionModel } from "../src/check/execution/index.js";
import { createSource, nodeAt } from "../src/syntax/tree.js";
import type { Node } from "../src/syntax/tree.js";
import { createNativeEngine } from "../src/engine/native-engine.js";

const catalogue = defaultCatalogue();
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue), timeoutMs: 20_000 });
afterAll(() => engine.close());

/** The model of `text`, and the node that starts at the `n`th occurrence of `snippet` (the identifier there). */
function open(text: string): { readonly model: ExecutionModel; at(snippet: string, n?: number): Node } {
  return engine.session.run("js", () => {
    const program = engine.open("js", text);
    const source = createSource(program.tree, text, 300);
    if (source === undefined) throw new Error("too deep");
    const model = executionOf(source);
    return {
      model,
      at(snippet: string, n = 1): Node {
        let pos = -1;
        for (let i = 0; i < n; i++) pos = text.indexOf(snippet, pos + 1);
        if (pos < 0) throw new Error(`no ${snippet} in the program`);
        return nodeAt(source, pos);
      },
    };
  });
}

const runs = (text: string, snippet: string, n = 1): boolean => {
  const p = open(text);
  return p.model.runs(p.at(snippet, n));
};
const caught = (text: string, snippet: string): boolean => {
  const p = open(text);
  return p.model.caught(p.at(snippet));
};
const guarded = (text: string, snippet: string, key: string, n = 1): boolean => {
  const p = open(text);
  return p.model.guarded(p.at(snippet, n), key);
};
/** Whether the `n`th read of `name` runs before its declaration (the declaration is the last occurrence). */
const before = (text: string, snippet: string, n = 1): boolean => {
  const p = open(text);
  const read = p.at(snippet, n);
  const d = p.model.scopes.declarationOf(read);
  return d !== undefined && p.model.dead.before(read, d) !== undefined;
};

describe("does this code ever run?", () => {
  it.each([
    ["top-level code", `missing();\n`, "missing"],
    ["a function called", `function f() { missing(); }\nf();\n`, "missing"],
    ["a function written in place and called", `(() => { missing(); })();\n`, "missing"],
    ["a callback of a synchronous built-in", `[1].forEach(() => missing());\n`, "missing"],
    ["a Promise executor", `new Promise(() => missing());\n`, "missing"],
    ["a callback a user function calls", `function each(f) { f(); }\neach(() => missing());\n`, "missing"],
    ["a loop body (a value decides whether it runs, not whether it can succeed)", `for (const x of [1]) missing(x);\n`, "missing"],
    ["an if branch", `if (Math.random() > 2) missing();\n`, "missing"],
    ["a method of a class (entered through its class)", `class A { m() { missing(); } }\nnew A().m();\n`, "missing"],
    ["a function declared after a return, and called", `function f() { return g(); function g() { missing(); } }\nf();\n`, "missing"],
    ["a function bound to a const and called", `const f = () => missing();\nf();\n`, "missing"],
    ["the right of ??= on a field the object lacks", `const s = {};\ns.b ??= missing();\n`, "missing"],
    ["the right of ||= on an empty string", `const s = { b: "" };\ns.b ||= missing();\n`, "missing"],
    ["the right of `false ||`", `const x = false || missing();\n`, "missing"],
    ["an optional call's argument on a defined hook", `const hooks = { before: (x) => x };\nhooks.before?.(missing());\n`, "missing"],
    ["a generator's body, its object iterated", `function* g() { yield missing(); }\nfor (const x of g()) console.log(x);\n`, "missing"],
    ["a for-in over a value the text cannot tell", `for (k in JSON.parse("{}")) missing();\n`, "missing"],
    ["a for-of over an array filled later", `const xs = [];\nxs.push(1);\nfor (const x of xs) missing(x);\n`, "missing"],
    ["forEach over an array handed to a function first", `const xs = [];\nfill(xs);\nxs.forEach(() => missing());\nfunction fill(a) { a.push(1); }\n`, "missing"],
    ["the case of a switch whose constant it is", `const MODE = "a";\nswitch (MODE) { case "b": break; case "a": missing(); }\n`, "missing"],
    ["a case fallen into from one that matches", `const MODE = "a";\nswitch (MODE) { case "a": case "b": missing(); }\n`, "missing"],
    ["the default of a switch no case matches", `const MODE = "z";\nswitch (MODE) { case "a": break; default: missing(); }\n`, "missing"],
    ["a case of a switch on a value the text cannot tell", `switch (JSON.parse("1")) { case 2: missing(); }\n`, "missing"],
    ["a method read into a binding that is called", `class C { m() { missing(); } }\nconst m = C.prototype.m;\nm();\n`, "missing"],
    ["a method called through a computed key", `const o = { m() { missing(); } };\nconst k = JSON.parse('"m"');\no[k]();\n`, "missing"],
    ["a method taken apart by destructuring", `const o = { m() { missing(); } };\nconst { m } = o;\nm();\n`, "missing"],
    ["a function assigned to a binding later called", `var f;\nf = function () { missing(); };\nf();\n`, "missing"],
    ["a function assigned to a member that is called", `const o = {};\no.run = function () { missing(); };\no.run();\n`, "missing"],
  ])("runs: %s", (_name, text, snippet) => {
    expect(runs(text, snippet)).toBe(true);
  });
  it.each([
    ["a function nothing calls", `function f() { missing(); }\n`, "missing"],
    ["a function only exported", `export function f() { missing(); }\n`, "missing"],
    ["a function only calling itself", `function f() { missing(); f(); }\n`, "missing"],
    ["a function called only from one nothing calls", `function f() { g(); }\nfunction g() { missing(); }\n`, "missing"],
    ["behind `if (false)`", `if (false) missing();\n`, "missing"],
    ["the right of `true ||`", `const x = true || missing();\n`, "missing"],
    ["the right of `false &&`", `const x = false && missing();\n`, "missing"],
    ["after a return", `function f() { return 1; missing(); }\nf();\n`, "missing"],
    ["after a throw", `function f() { throw new Error("x"); missing(); }\nf();\n`, "missing"],
    ["a callback handed to a user function that never calls it", `function keep(f) { return 1; }\nkeep(() => missing());\n`, "missing"],
    ["a callback handed to an unknown value", `const o = JSON.parse("{}");\no.run(() => missing());\n`, "missing"],
    ["a callback handed to a function written again", `let each = (f) => f();\neach = () => 0;\neach(() => missing());\n`, "missing"],
    ["behind a const flag", `const DRY = true;\nif (!DRY) missing();\n`, "missing"],
    ["the false arm of a constant ternary", `const USE = true;\nconst x = USE ? 1 : missing();\n`, "missing"],
    ["the right of &&= on a false let", `let verbose = false;\nverbose &&= missing();\n`, "missing"],
    ["the right of ??= on a defined field", `const s = { b: "x" };\ns.b ??= missing();\n`, "missing"],
    ["the right of ||= whose left the text cannot tell", `const s = { b: JSON.parse("1") };\ns.b ||= missing();\n`, "missing"],
    ["the right of ?? on a template", "const t = `${1} files` ?? missing();\n", "missing"],
    ["an optional call's argument on an undefined hook", `const hooks = { before: undefined };\nhooks.before?.(missing());\n`, "missing"],
    ["a generator's body, its object never iterated", `function* g() { missing(); }\nconst it = g();\nconsole.log(typeof it.next);\n`, "missing"],
    ["a method nothing reads by its name", `class A { run() { missing(); } }\nnew A();\n`, "missing"],
    ["a for-in over undefined (nor its assignment)", `for (k in undefined) missing();\n`, "missing"],
    ["the assignment of a for-in over null", `for (missing in null) {}\n`, "missing"],
    ["a for-of over an empty array literal", `for (const x of []) missing(x);\n`, "missing"],
    ["a for-of over a const empty array only read", `const xs = [];\nfor (const x of xs) missing(x);\nconsole.log(xs.length, [...xs]);\n`, "missing"],
    ["forEach over a const empty array", `const xs = [];\nxs.forEach(() => missing());\n`, "missing"],
    ["a case of a switch on another constant", `const MODE = "a";\nswitch (MODE) { case "b": missing(); break; case "a": break; }\n`, "missing"],
    ["the default of a switch a case matches", `const MODE = 1;\nswitch (MODE) { case 1: break; default: missing(); }\n`, "missing"],
    ["a method read by its name only in a callback nothing calls", `class A { static run() { missing(); } }\nfunction keep(f) { return 1; }\nkeep(() => A.run());\n`, "missing"],
    ["a method's parameter default, called only in a callback nothing calls", `const o = { *m([x = missing]) {} };\nconst t = JSON.parse("{}");\nt.throws(() => o.m([]));\n`, "missing"],
    ["a function assigned to a binding called only where nothing runs", `var f;\nf = async function* ([x = missing]) {};\nfunction keep(g) { return 1; }\nkeep(() => f([]));\n`, "missing"],
    ["a method read into a binding only tested", `class C { m() { missing(); } }\nconst m = C.prototype.m;\nconsole.log(typeof m);\n`, "missing"],
  ])("does not run: %s", (_name, text, snippet) => {
    expect(runs(text, snippet)).toBe(false);
  });
  it("binds a callee by scope: a local of the same name is another function", () => {
    expect(runs(`function f() { missing(); }\nfunction g() { const f = () => 0; f(); }\ng();\n`, "missing")).toBe(false);
  });
});

describe("if it throws, does anything catch it?", () => {
  it.each([
    ["a try with a catch", `try { missing(); } catch {}\n`, "missing"],
    ["a function every call of which is in a try", `function f() { missing(); }\ntry { f(); } catch {}\n`, "missing"],
    ["a callback a user function calls inside its try", `function check(f) { try { f(); } catch {} }\ncheck(() => missing());\n`, "missing"],
    ["an async function whose rejection is handled", `async function f() { missing(); }\nf().catch(() => 0);\n`, "missing"],
    ["an async function awaited in a try", `async function f() { missing(); }\ntry { await f(); } catch {}\n`, "missing"],
    ["a reaction followed by a catch", `Promise.resolve(1).then(() => missing()).catch(() => 0);\n`, "missing"],
    ["a callback of a built-in called in a try", `try { [1].map(() => missing()); } catch {}\n`, "missing"],
    ["a Promise executor whose promise is handled", `const p = new Promise(() => missing());\np.catch(() => 0);\n`, "missing"],
    ["a method every read of whose name is called in a try", `class A { m() { missing(); } }\ntry { new A().m(); } catch {}\n`, "missing"],
    ["a function assigned to a binding called in a try", `var f;\nf = function () { missing(); };\ntry { f(); } catch {}\n`, "missing"],
  ])("caught: %s", (_name, text, snippet) => {
    expect(caught(text, snippet)).toBe(true);
  });
  it.each([
    ["top-level code", `missing();\n`, "missing"],
    ["a try with only a finally", `try { missing(); } finally {}\n`, "missing"],
    ["a function called once outside a try", `function f() { missing(); }\ntry { f(); } catch {}\nf();\n`, "missing"],
    ["an async function called and dropped", `async function f() { await 0; missing(); }\nf();\n`, "missing"],
    ["an async function awaited outside a try", `async function f() { missing(); }\nawait f();\n`, "missing"],
    ["a reaction nothing handles", `Promise.resolve(1).then(() => missing());\n`, "missing"],
    ["a Promise executor whose promise is dropped", `new Promise(() => missing());\n`, "missing"],
    ["the catch block itself", `try { JSON.parse("x"); } catch { missing(); }\n`, "missing"],
    ["a try whose catch throws again", `try { missing(); } catch (e) { console.log(e); throw e; }\n`, "missing"],
    ["an async function whose promise is kept and never handled", `async function f() { missing(); }\nconst p = f();\np.then(() => 0);\n`, "missing"],
    ["a method of a class declared in a try, called outside it", `let a;\ntry { a = new (class { m() { missing(); } })(); } catch {}\na.m();\n`, "missing"],
    ["a method called once in a try and once outside", `const o = { m() { missing(); } };\ntry { o.m(); } catch {}\no.m();\n`, "missing"],
  ])("not caught: %s", (_name, text, snippet) => {
    expect(caught(text, snippet)).toBe(false);
  });
});

describe("is the missing thing tested first?", () => {
  it.each([
    ["a typeof test", `if (typeof process !== "undefined") process.exit(0);\n`, "process.exit", "process"],
    ["an in test of the global object", `if ("process" in globalThis) process.exit(0);\n`, "process.exit", "process"],
    ["an earlier return when it is missing", `function f() {\n  if (!globalThis.process) return;\n  process.exit(0);\n}\nf();\n`, "process.exit", "process"],
    ["a const flag holding the test", `const node = typeof process === "object";\nif (node) process.exit(0);\n`, "process.exit", "process"],
    ["a switch on its typeof", `switch (typeof process) { case "object": process.exit(0); }\n`, "process.exit", "process"],
    ["an undefined comparison, else branch", `if (globalThis.process === undefined) console.log(1);\nelse process.exit(0);\n`, "process.exit", "process"],
    ["a feature test of the same member", `const b = new ArrayBuffer(8);\nif (ArrayBuffer.prototype.resize) b.resize(4);\n`, "b.resize", "resize"],
    ["the right of && after a test", `typeof process !== "undefined" && process.exit(0);\n`, "process.exit", "process"],
  ])("guarded: %s", (_name, text, snippet, key) => {
    expect(guarded(text, snippet, key)).toBe(true);
  });
  it.each([
    ["the branch where the test failed", `if (globalThis.process) console.log(1);\nelse process.exit(0);\n`, "process.exit", "process"],
    ["after its test, outside it", `if (typeof process !== "undefined") console.log(1);\nprocess.exit(0);\n`, "process.exit", "process"],
    ["under a test of another name", `if (globalThis.processes) process.exit(0);\n`, "process.exit", "process"],
    ["a feature test of another member", `const b = new ArrayBuffer(8);\nif (ArrayBuffer.prototype.slice) b.resize(4);\n`, "b.resize", "resize"],
    ["an earlier return when it is there", `function f() {\n  if (globalThis.process) return;\n  process.exit(0);\n}\nf();\n`, "process.exit", "process"],
  ])("not guarded: %s", (_name, text, snippet, key) => {
    expect(guarded(text, snippet, key)).toBe(false);
  });
});

describe("does a read run before its declaration, on every run?", () => {
  it.each([
    ["a direct top-level read", `console.log(t);\nconst t = 1;\n`, "t)"],
    ["a read in a function called first", `function f() { return t; }\nf();\nconst t = 1;\n`, "t;"],
    ["through two functions", `function f() { return g(); }\nfunction g() { return t; }\nf();\nconst t = 1;\n`, "t;"],
    ["a function written in place", `(() => t)();\nconst t = 1;\n`, "t)"],
    ["new", `function F() { this.v = t; }\nnew F();\nconst t = 1;\n`, "t;"],
    ["call", `function f() { return t; }\nf.call(null);\nconst t = 1;\n`, "t;"],
    ["a tagged template", "function tag() { return t; }\ntag`x`;\nconst t = 1;\n", "t;"],
    ["an async function before its first await", `async function f() { console.log(t); await 0; }\nf();\nconst t = 1;\n`, "t)"],
    ["its own initializer", `const t = t + 1;\n`, "t +"],
  ])("before: %s", (_name, text, snippet) => {
    expect(before(text, snippet)).toBe(true);
  });
  it.each([
    ["after the declaration", `const t = 1;\nconsole.log(t);\n`, "t)"],
    ["in a function called after", `function f() { return t; }\nconst t = 1;\nf();\n`, "t;"],
    ["behind a condition", `if (Math.random() > 2) console.log(t);\nconst t = 1;\n`, "t)"],
    ["in a function whose body branches first", `function f() { if (Math.random() > 2) return 0; return t; }\nf();\nconst t = 1;\n`, "t;"],
    ["an async function after its first await", `async function f() { await 0; console.log(t); }\nf();\nconst t = 1;\n`, "t)"],
    ["a generator's body", `function* f() { yield t; }\nf();\nconst t = 1;\n`, "t;"],
    ["the right of ||=", `let o = {};\nfunction f() { return t; }\no.x ||= f();\nconst t = 1;\n`, "t;"],
    ["an optional call's argument", `const o = undefined;\nfunction f() { return t; }\no?.m(f());\nconst t = 1;\n`, "t;"],
    ["a callee written again", `let f = () => t;\nf = () => 0;\nf();\nconst t = 1;\n`, "t;"],
    ["a callback of a built-in (it may run on nothing)", `[].forEach(() => t);\nconst t = 1;\n`, "t)"],
  ])("not before: %s", (_name, text, snippet) => {
    expect(before(text, snippet)).toBe(false);
  });
  it.each([
    ["a callback forEach runs on an array literal with elements", `["a"].forEach((d) => console.log(t, d));\nlet t = 1;\n`, "t,"],
    ["a class field's initializer at a new of its class", `class A { x = t; }\nconst a = new A();\nconst t = 1;\n`, "t;"],
    ["a static field's initializer as its class is defined", `class A { static x = t; }\nconst t = 1;\n`, "t;"],
  ])("before: %s", (_name, text, snippet) => {
    expect(before(text, snippet)).toBe(true);
  });
  it.each([
    ["a callback forEach runs on an empty array literal", `[].forEach((d) => console.log(t, d));\nlet t = 1;\n`, "t,"],
    ["a callback sort runs (not on one element)", `["a"].sort((x, y) => t);\nlet t = 1;\n`, "t)"],
    ["a class field's initializer, the class made only after", `class A { x = t; }\nconst t = 1;\nconst a = new A();\n`, "t;"],
    ["a class field's initializer, its new behind a condition", `class A { x = t; }\nif (Math.random() > 2) new A();\nconst t = 1;\n`, "t;"],
  ])("not before: %s", (_name, text, snippet) => {
    expect(before(text, snippet)).toBe(false);
  });
  it("binds the read by scope: a function's own binding of that name is no read of the later one", () => {
    const p = open(`function f() { const t = 0; return t; }\nf();\nconst t = 1;\n`);
    const read = p.at("t;");
    const d = p.model.scopes.declarationOf(read);
    expect(d?.scope.kind).not.toBe(p.model.root.kind);
    expect(d === undefined ? undefined : p.model.dead.before(read, d)).toBeUndefined();
  });
});

describe("what the program sets", () => {
  const facts = (text: string) => open(text).model.facts;
  it.each([
    ["an assignment", `globalThis.a = 1;\n`, "a"],
    ["??=", `globalThis.a ??= 1;\n`, "a"],
    ["||=", `globalThis.a ||= 1;\n`, "a"],
    ["a constant key", `globalThis["a"] = 1;\n`, "a"],
    ["Object.assign", `Object.assign(globalThis, { a: 1 });\n`, "a"],
    ["Object.defineProperty", `Object.defineProperty(globalThis, "a", { value: 1 });\n`, "a"],
    ["Reflect.set", `Reflect.set(globalThis, "a", 1);\n`, "a"],
    ["a destructuring target", `({ x: globalThis.a } = { x: 1 });\n`, "a"],
    ["an alias of the global object", `const g = globalThis;\ng.a = 1;\n`, "a"],
  ])("sets a global by %s", (_name, text, name) => {
    expect(facts(text).globals.has(name)).toBe(true);
  });
  it("a global set only where a test says it exists is not set where it is missing; an unreadable test sets it", () => {
    const sets = (text: string) => open(text).model.setsGlobal("tick");
    expect(sets(`if (typeof tick === "function") globalThis.tick = () => 0;\n`)).toBe(false);
    expect(sets(`if (typeof tick !== "function") globalThis.tick = () => 0;\n`)).toBe(true);
    expect(sets(`if (!globalThis.tick) globalThis.tick = () => 0;\n`)).toBe(true);
    expect(sets(`if (check(tick)) globalThis.tick = () => 0;\nfunction check(x) { return x; }\n`)).toBe(true);
  });
  it("a computed key may set any global", () => {
    expect(facts(`const k = "a" + 1;\nglobalThis[k] = 1;\n`).anyGlobal).toBe(true);
    expect(facts(`globalThis.a = 1;\n`).anyGlobal).toBe(false);
  });
  it("an alias written again is no alias", () => {
    expect(facts(`let g = globalThis;\ng = {};\ng.a = 1;\n`).globals.has("a")).toBe(false);
  });
  it("members added to built-ins and records: on a global by its owner, on anything else by its name", () => {
    const f = facts(`Object.groupBy ??= () => ({});\nUint8Array.prototype.toHex = function () { return ""; };\nconst r = {};\nr.extra = 1;\n`);
    expect([...f.memberWrites.keys()].sort()).toEqual(["Object.groupBy", "extra", "toHex"]);
    expect(f.anyMember).toBe(false);
  });
  it("a computed key on a built-in may add any member; on a plain object it adds none", () => {
    expect(facts(`const shims = { toWellFormed() { return ""; } };\nfor (const k of Object.keys(shims)) String.prototype[k] = shims[k];\n`).anyMember).toBe(true);
    // A key that walks a list of constants writes those members alone.
    const walked = facts(`for (const k of ["toWellFormed"]) String.prototype[k] = function () { return ""; };\n`);
    expect([walked.anyMember, walked.prototypeWrites.has("toWellFormed")]).toEqual([false, true]);
    expect(facts(`const counts = {};\nfor (const w of ["a"]) counts[w] = 1;\n`).anyMember).toBe(false);
  });
  it("a member added after a top-level use is not there for it; one added in a function may be", () => {
    const later = open(`const a = [1];\nconsole.log(a.sum());\nArray.prototype.sum = function () { return 0; };\n`);
    expect(later.model.addsMember(later.at("a.sum"), later.at("a.sum"), "sum")).toBe(false);
    const before = open(`Array.prototype.sum = function () { return 0; };\nconst a = [1];\nconsole.log(a.sum());\n`);
    expect(before.model.addsMember(before.at("a.sum"), before.at("a.sum"), "sum")).toBe(true);
    const wrong = open(`Object.groupBy ??= () => ({});\nMap.groupBy([], (x) => x);\n`);
    expect(wrong.model.addsMember(wrong.at("Map.groupBy"), wrong.at("Map"), "groupBy")).toBe(false);
  });
  it("bindings written again", () => {
    const p = open(`let a = 1;\na = 2;\nconst b = 1;\nvar c = 1;\nvar c = 2;\n`);
    const byName = new Map(p.model.scopes.declarations.map((d) => [d.name, d]));
    expect(byName.get("a")?.writes).toBe(1);
    expect(byName.get("b")?.writes).toBe(0);
    expect(byName.get("c")?.count).toBe(2);
  });
});

describe("constants the text computes, within bounds", () => {
  const constantAt = (text: string, snippet: string): string | number | undefined => {
    const p = open(text);
    return p.model.values.constant(p.at(snippet));
  };
  it("joins text up to 64 KiB, and leaves longer text unknown instead of building it", () => {
    expect(constantAt(`const A = "ab".repeat(500);\nconst B = A + A;\nB;\n`, "B;")).toHaveLength(2000);
    const doubling = [`const A0 = "${"x".repeat(40_000)}";`, ...Array.from({ length: 8 }, (_, i) => `const A${i + 1} = A${i} + A${i};`), "A8;"].join("\n");
    expect(constantAt(doubling, "A8;")).toBeUndefined();
    expect(constantAt(`const A = "${"y".repeat(40_000)}";\nconst T = \`\${A}\${A}\`;\nT;\n`, "T;")).toBeUndefined();
  });
  it("builds repeat and padStart only up to 1,024 characters", () => {
    expect(constantAt(`const R = "-".repeat(1024);\nR;\n`, "R;")).toHaveLength(1024);
    expect(constantAt(`const R = "-".repeat(2 ** 31);\nR;\n`, "R;")).toBeUndefined();
    expect(constantAt(`const P = "x".padStart(1e9);\nP;\n`, "P;")).toBeUndefined();
  });
});
