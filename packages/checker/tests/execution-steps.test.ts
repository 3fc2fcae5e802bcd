// The execution model's steps that may never come: a generator's body past a yield point runs only as far as its
// consumers advance it, and code after an await of a promise that never settles (or in a reaction on one) never runs.
// Each case beside its neighbour the other way. Programs are opened in the engine for their tree; the model reads nothing else.
import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { afterAll, describe, expect, it } from "vitest";
import { executionOf } from "../src/check/execution/index.js";
import { createSource, nodeAt } from "../src/syntax/tree.js";
import { createNativeEngine } from "../src/engine/native-engine.js";

const catalogue = defaultCatalogue();
const engine = createNativeEngine({ catalogue, ggDeclarations: renderTypeScript(catalogue), timeoutMs: 20_000 });
afterAll(() => engine.close());

/** Whether the model takes the code at the first `missing` of `text` as live. */
function runs(text: string): boolean {
  return engine.session.run("js", () => {
    const program = engine.open("js", text);
    const source = createSource(program.tree, text, 300);
    if (source === undefined) throw new Error("too deep");
    const pos = text.indexOf("missing");
    if (pos < 0) throw new Error("no missing in the program");
    return executionOf(source).runs(nodeAt(source, pos));
  });
}

const AFTER_FIRST = `function* g() {\n  yield 1;\n  yield missing();\n}\n`;

describe("a generator's body past a yield point", () => {
  it.each([
    ["spread", `${AFTER_FIRST}console.log([...g()]);\n`],
    ["Array.from", `${AFTER_FIRST}console.log(Array.from(g()));\n`],
    ["new Set", `${AFTER_FIRST}console.log(new Set(g()).size);\n`],
    ["a for-of with no way out", `${AFTER_FIRST}for (const x of g()) { if (x) continue; console.log(x); }\n`],
    ["a for-of whose break leaves only an inner loop", `${AFTER_FIRST}for (const x of g()) { for (;;) break; console.log(x); }\n`],
    ["destructuring with a rest element", `${AFTER_FIRST}const [a, ...rest] = g();\nconsole.log(a, rest);\n`],
    ["destructuring as many values as the steps it needs", `${AFTER_FIRST}const [a, b] = g();\nconsole.log(a, b);\n`],
    ["next() twice on a const", `${AFTER_FIRST}const it = g();\nit.next();\nit.next();\n`],
    ["next() twice, the second in a try block and a do body", `${AFTER_FIRST}const it = g();\nit.next();\ndo { try { it.next(); } finally { console.log(1); } } while (false);\n`],
    ["yield* of it in a generator that is spread", `${AFTER_FIRST}function* h() { yield 0; yield* g(); }\nconsole.log([...h()]);\n`],
    ["a step after a yield* (run to its end)", `function* g() {\n  yield* [1, 2];\n  missing();\n}\nconsole.log([...g()]);\n`],
    ["a step in the same loop as the yield before it", `function* g() {\n  for (let i = 0; i < 3; i++) {\n    yield i;\n    missing(i);\n  }\n}\nconst it = g();\nit.next();\nit.next();\n`],
  ])("runs when every consumer advances it that far: %s", (_name, text) => {
    expect(runs(text)).toBe(true);
  });
  it.each([
    ["next() once", `${AFTER_FIRST}const it = g();\nconsole.log(it.next().value);\n`],
    ["next() once on the call", `${AFTER_FIRST}console.log(g().next().value);\n`],
    ["destructuring the first value", `${AFTER_FIRST}const [a] = g();\nconsole.log(a);\n`],
    ["a for-of that breaks", `${AFTER_FIRST}for (const x of g()) { console.log(x); break; }\n`],
    ["a for-of that may return", `${AFTER_FIRST}function first() { for (const x of g()) if (x) return x; return 0; }\nfirst();\n`],
    ["a for-of that may throw", `${AFTER_FIRST}for (const x of g()) { if (x) throw new Error("x"); }\n`],
    ["a for-of that breaks to an outer label", `${AFTER_FIRST}outer: for (;;) { for (const x of g()) { if (x) break outer; } }\n`],
    ["next() then return()", `${AFTER_FIRST}const it = g();\nit.next();\nit.return();\nit.next();\n`],
    ["handed to a user function", `${AFTER_FIRST}function firstOf(it) { return it.next().value; }\nfirstOf(g());\n`],
    ["stored in an object", `${AFTER_FIRST}const box = { it: g() };\nconsole.log(box.it.next());\n`],
    ["spread in one place, taken once in another", `${AFTER_FIRST}console.log([...g()]);\nconsole.log(g().next());\n`],
    ["a step after a yield* taken once", `function* g() {\n  yield* [1, 2];\n  missing();\n}\nconst [a] = g();\n`],
    ["a step after a loop that yields, advanced twice", `function* g() {\n  for (const x of [1, 2, 3]) yield x;\n  missing();\n}\nconst [a, b] = g();\n`],
    ["yield* of it in a generator taken once", `${AFTER_FIRST}function* h() { yield* g(); }\nconst [x] = h();\n`],
    ["a second next() after a return that may leave first", `${AFTER_FIRST}function outline(full) {\n  const it = g();\n  const first = it.next().value;\n  if (!full) return first;\n  return [first, it.next().value];\n}\nconsole.log(outline(false));\n`],
    ["a second next() after a labelled break that may skip it", `${AFTER_FIRST}const it = g();\nconst head = it.next().value;\nread: {\n  if (head === 1) break read;\n  console.log(it.next().value);\n}\n`],
    ["a later step run inside a try that catches", `${AFTER_FIRST}const it = g();\nit.next();\ntry {\n  for (const r of it) console.log(r);\n} catch (e) {\n  console.log(e);\n}\n`],
    ["a for-of whose body closes the object with return()", `${AFTER_FIRST}const it = g();\nfor (const p of it) {\n  console.log(p);\n  it.return();\n}\n`],
    ["a call whose argument holds the yield, advanced once", `function* g() {\n  missing(yield "which file?");\n}\nconst q = g();\nconsole.log(q.next().value);\n`],
    ["a second next() behind a test", `${AFTER_FIRST}const it = g();\nit.next();\nif (gg.files.glob("*").length > 5) it.next();\n`],
    ["a second next() in a loop over an empty list, in a catch, or after ||", `${AFTER_FIRST}const it = g();\nit.next();\nfor (const p of []) it.next();\ntry { JSON.parse("1"); } catch { it.next(); }\nconst done = true || it.next();\n`],
  ])("does not run when a consumer may stop short: %s", (_name, text) => {
    expect(runs(text)).toBe(false);
  });
  it("keeps the rule before the first yield: the first advance runs it", () => {
    expect(runs(`function* g() {\n  missing();\n  yield 1;\n}\nconst it = g();\nit.next();\n`)).toBe(true);
    expect(runs(`function* g() {\n  yield missing();\n  yield 2;\n}\nconst [a] = g();\n`)).toBe(true);
  });
  it("makes nothing live from a step that may not come: a function called only there", () => {
    expect(runs(`function f() { missing(); }\nfunction* g() {\n  yield 1;\n  f();\n}\nconst [a] = g();\n`)).toBe(false);
    expect(runs(`function f() { missing(); }\nfunction* g() {\n  yield 1;\n  f();\n}\nconsole.log([...g()]);\n`)).toBe(true);
  });
});

describe("a promise that never settles", () => {
  it.each([
    ["await of it", `async function f() {\n  await new Promise(() => {});\n  missing();\n}\nf();\n`],
    ["await of a const holding it", `const p = new Promise((resolve, reject) => {});\nasync function f() {\n  const v = await p;\n  missing(v);\n}\nf();\n`],
    ["an assignment of its await", `let v;\nasync function f() {\n  v = await new Promise(function () { "waiting"; });\n  missing(v);\n}\nf();\n`],
    ["a then callback on it", `const p = new Promise(() => {});\np.then(() => missing());\n`],
    ["a catch callback on it", `new Promise(() => {}).catch(() => missing());\n`],
    ["a finally callback on it", `const p = new Promise(() => {});\np.finally(() => missing());\n`],
    ["a block that awaits it", `async function f(x) {\n  {\n    if (x) return;\n    await new Promise(() => {});\n  }\n  missing();\n}\nf(1);\n`],
    ["a then chained on a then of it", `new Promise(() => {}).then(() => 1).then(() => missing());\n`],
    ["a top-level await of it", `console.log("parked");\nawait new Promise(() => {});\nmissing();\n`],
    ["a top-level await of a const holding it", `const idle = new Promise(() => {});\nconst v = await idle;\nmissing(v);\n`],
  ])("never runs what comes after it: %s", (_name, text) => {
    expect(runs(text)).toBe(false);
  });
  it.each([
    ["an executor that calls resolve", `async function f() {\n  await new Promise((resolve) => resolve());\n  missing();\n}\nf();\n`],
    ["an executor that hands resolve on", `new Promise((resolve) => Promise.resolve().then(resolve)).then(() => missing());\n`],
    ["an executor that throws (it rejects)", `new Promise(() => { throw new Error("x"); }).catch(() => missing());\n`],
    ["an executor that may throw (a call)", `new Promise(() => { JSON.parse("{"); }).catch(() => missing());\n`],
    ["an executor that reads arguments", `new Promise(function () { arguments[0](); }).then(() => missing());\n`],
    ["a binding written again", `async function f() {\n  let p = new Promise(() => {});\n  p = Promise.resolve();\n  await p;\n  missing();\n}\nf();\n`],
    ["a Promise of the program's own", `class Promise { constructor() {} then(f) { f(); } }\nnew Promise(() => {}).then(() => missing());\n`],
    ["a program that replaces then", `Promise.prototype.then = function (f) { f(); };\nnew Promise(() => {}).then(() => missing());\n`],
    ["an await behind a condition", `async function f(x) {\n  if (x) await new Promise(() => {});\n  missing();\n}\nf(1);\n`],
    ["a labelled block a break may leave before the await", `async function f(x) {\n  out: {\n    if (x) break out;\n    await new Promise(() => {});\n  }\n  missing();\n}\nf(1);\n`],
    ["the code before the await", `async function f() {\n  missing();\n  await new Promise(() => {});\n}\nf();\n`],
    ["the code before a top-level await", `missing();\nawait new Promise(() => {});\n`],
    ["a top-level await behind a condition", `if (gg.files.stat("lock")) await new Promise(() => {});\nmissing();\n`],
    ["a function a top-level statement after the await would call, called before it", `function later() { missing(); }\nlater();\nawait new Promise(() => {});\nlater();\n`],
    ["an await of an async executor's promise", `async function f() {\n  await new Promise(async () => {});\n  missing();\n}\nf();\n`],
  ])("stays live when it may settle: %s", (_name, text) => {
    expect(runs(text)).toBe(true);
  });
});
