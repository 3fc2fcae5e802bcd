// Certain breaks and complementary tests: code after a `break` that always runs (behind a condition that is always
// true) never runs, and a failure there is a warning; each case beside its neighbour where the code does run.
import { describe, expect, it } from "vitest";
import { check } from "./support/check.js";
import { fails, passes } from "./support/verdict-cases.js";

/** The severity of the `process` finding on the line that holds `FAIL`. */
function severityAtFail(source: string): string | undefined {
  const line = source.split("\n").findIndex((l) => l.includes("process.exitCode")) + 1;
  return check(source, "js").diagnostics.find((d) => d.code === "TS2591" && d.line === line)?.severity;
}

const FAIL = "process.exitCode = 1;";

describe("code after a break that always runs never runs", () => {
  it.each([
    ["a labelled block left by `a === b || a !== b`", `const r = JSON.parse("{}");\nskip: {\n  if (r.code === 0 || r.code !== 0) break skip;\n  ${FAIL}\n}\n`],
    ["operands in the other order", `const r = JSON.parse("{}");\nskip: {\n  if (r.code !== 0 || 0 === r.code) break skip;\n  ${FAIL}\n}\n`],
    ["`a == b || a != b`", `const x = JSON.parse("1");\nskip: {\n  if (x == 1 || x != 1) break skip;\n  ${FAIL}\n}\n`],
    ["`!x || x`", `const x = JSON.parse("1");\nskip: {\n  if (!x || x) break skip;\n  ${FAIL}\n}\n`],
    ["the else arm of `x || !x`", `const x = JSON.parse("1");\nif (x || !x) console.log(1);\nelse ${FAIL}\n`],
    ["the then arm of `a === b && a !== b`", `const x = JSON.parse("1");\nif (x === 1 && x !== 1) ${FAIL}\n`],
    ["a break out of a loop body", `for (const x of JSON.parse("[1]")) {\n  if (x === 1 || x !== 1) break;\n  ${FAIL}\n}\n`],
    ["a break out of a switch case", `switch (JSON.parse("1")) {\n  case 1:\n    if (!this || this) break;\n    ${FAIL}\n}\n`],
    ["the rest of an outer block left from an inner labelled block", `const x = JSON.parse("1");\nouter: {\n  inner: {\n    if (x === 1 || x !== 1) break outer;\n  }\n  ${FAIL}\n}\n`],
    ["a break in a block that always runs", `skip: {\n  {\n    break skip;\n  }\n  ${FAIL}\n}\n`],
  ])("%s", (_name, source) => {
    expect(severityAtFail(source)).toBe("warning");
  });
});

describe("and runs where the break may not", () => {
  it.each([
    ["the code after the labelled block", `const r = JSON.parse("{}");\nskip: {\n  if (r.code === 0 || r.code !== 0) break skip;\n}\n${FAIL}\n`],
    ["after an inner labelled block left by its own label", `const x = JSON.parse("1");\nouter: {\n  inner: {\n    if (x === 1 || x !== 1) break inner;\n  }\n  ${FAIL}\n}\n`],
    ["`a < b || a >= b` (both false for NaN)", `const x = JSON.parse("{}").n;\nskip: {\n  if (x < 0 || x >= 0) break skip;\n  ${FAIL}\n}\n`],
    ["two different operands", `const r = JSON.parse(gg.files.readFile("r.json"));\nskip: {\n  if (r.a === 0 || r.b !== 0) break skip;\n  ${FAIL}\n}\n`],
    ["a call as operand (it may answer differently)", `const next = () => JSON.parse("1");\nskip: {\n  if (next() === 1 || next() !== 1) break skip;\n  ${FAIL}\n}\n`],
    ["a chain of reads in a program with a getter", `const r = { get code() { return JSON.parse("1"); } };\nskip: {\n  if (r.code === 1 || r.code !== 1) break skip;\n  ${FAIL}\n}\n`],
    ["a chain of reads in a program that defines a property", `const r = {};\nObject.defineProperty(r, "code", { get: () => JSON.parse("1") });\nskip: {\n  if (r.code === 1 || r.code !== 1) break skip;\n  ${FAIL}\n}\n`],
    ["a chain of reads through a Proxy", `const r = new Proxy({}, {});\nskip: {\n  if (r.code === 1 || r.code !== 1) break skip;\n  ${FAIL}\n}\n`],
    ["`==` in a program with a valueOf of its own", `const x = { valueOf: () => JSON.parse("1") };\nskip: {\n  if (x == 1 || x != 1) break skip;\n  ${FAIL}\n}\n`],
    ["a break behind a condition the text cannot tell", `skip: {\n  if (JSON.parse("true")) break skip;\n  ${FAIL}\n}\n`],
  ])("%s", (_name, source) => {
    expect(severityAtFail(source)).toBe("error");
  });
});

describe("a break that may jump past a call makes the call uncertain", () => {
  const early = (source: string): string | undefined => check(source, "js").diagnostics.find((d) => d.code === "GG1009")?.severity;
  const DECLARED_LATER = `const show = () => console.log(limit);\nconst r = JSON.parse("{}");\n`;
  it.each([
    ["behind a labelled block's conditional break", `${DECLARED_LATER}guard: {\n  if (r.ok) break guard;\n  show();\n}\nconst limit = 3;\n`],
    ["behind a conditional break to an outer label", `${DECLARED_LATER}outer: {\n  inner: {\n    if (r.ok) break outer;\n  }\n  show();\n}\nconst limit = 3;\n`],
  ])("%s: no certain early call", (_name, source) => {
    expect(early(source)).not.toBe("error");
  });
  it.each([
    ["after a loop whose break leaves only the loop", `${DECLARED_LATER}for (const x of [1, 2]) {\n  if (x === r.n) break;\n}\nshow();\nconst limit = 3;\n`],
    ["after a labelled block whose break stays inside it", `${DECLARED_LATER}guard: {\n  inner: {\n    if (r.ok) break inner;\n  }\n  show();\n}\nconst limit = 3;\n`],
    ["after a switch whose case breaks", `${DECLARED_LATER}switch (r.kind) {\n  case 1:\n    break;\n}\nshow();\nconst limit = 3;\n`],
  ])("%s: the early call is certain", (_name, source) => {
    expect(early(source)).toBe("error");
  });
});

describe("code after a statement that never completes never runs", () => {
  it.each([
    ["a call of a helper that always throws", `function fail(m) { throw new Error(m); }\nif (!gg.files.stat("a")) {\n  fail("missing");\n  ${FAIL}\n}\n`],
    ["a call of an arrow whose body always throws", `const die = (m) => { throw new Error(m); };\nif (!gg.files.stat("a")) {\n  die("missing");\n  ${FAIL}\n}\n`],
    ["a call of a helper that calls one that always throws", `function fail(m) { throw new Error(m); }\nfunction usage() { console.error("usage"); fail("usage"); }\nif (!gg.files.stat("a")) {\n  usage();\n  ${FAIL}\n}\n`],
    ["a call of the class's own method that always throws", `class Cli {\n  die(m) { throw new Error(m); }\n  run(args) {\n    if (args.length === 0) {\n      this.die("no arguments");\n      ${FAIL}\n    }\n    return args;\n  }\n}\nconsole.log(new Cli().run(gg.files.glob("*")));\n`],
    ["a loop whose test is always true, left only by return", `function next() {\n  let tries = 0;\n  while (true) {\n    const r = gg.shell.run("poll");\n    if (r.exitCode === 0 || ++tries > 2) return r;\n  }\n  ${FAIL}\n}\nconsole.log(next());\n`],
    ["a for (;;) whose break leaves only an inner switch", `function next() {\n  for (let n = 0; ; n++) {\n    switch (n) {\n      case 2: return 1;\n      default: break;\n    }\n  }\n  ${FAIL}\n}\nconsole.log(next());\n`],
    ["a try that returns, with a finally", `function f() {\n  try { return gg.files.readFile("a"); } finally { console.log("done"); }\n  ${FAIL}\n}\nconsole.log(f());\n`],
    ["a try and its catch that both return", `function f() {\n  try { return gg.files.readFile("a"); } catch { return ""; }\n  ${FAIL}\n}\nconsole.log(f());\n`],
    ["a finally that returns", `function f() {\n  try { gg.files.readFile("a"); } finally { return 1; }\n  ${FAIL}\n}\nconsole.log(f());\n`],
    ["a switch whose every clause, default too, returns", `function kind(k) {\n  switch (k) {\n    case "file": return 1;\n    case "dir":\n    default: return 2;\n  }\n  ${FAIL}\n}\nconsole.log(kind(gg.files.stat("a")?.kind));\n`],
    ["a for (;;) left only by a break to an outer label", `outer: for (const a of JSON.parse("[1]")) {\n  for (;;) break outer;\n  ${FAIL}\n}\n`],
    ["a while (true) left only by a continue of an outer loop", `outer: for (const a of JSON.parse("[1]")) {\n  while (true) continue outer;\n  ${FAIL}\n}\n`],
    ["a for-of over a constant list whose first turn continues an outer loop", `outer: for (const a of JSON.parse("[1]")) {\n  for (const b of [2]) continue outer;\n  ${FAIL}\n}\n`],
    ["a for-of over a constant list whose first turn returns", `function first() {\n  for (const name of ["a.txt", "b.txt"]) return gg.files.readFile(name);\n  ${FAIL}\n}\nconsole.log(first());\n`],
    ["a do-while whose body returns", `function once() {\n  do {\n    return gg.files.readFile("a");\n  } while (JSON.parse("true"));\n  ${FAIL}\n}\nconsole.log(once());\n`],
    ["a switch whose clause breaks to an outer label", `function kind(k) {\n  out: {\n    switch (k) {\n      case "file": break out;\n      default: return 2;\n    }\n    ${FAIL}\n  }\n  return 1;\n}\nconsole.log(kind("file"));\n`],
    ["a switch whose clauses return before a break that never runs", `function kind(k) {\n  switch (k) {\n    case "file":\n      return 1;\n      break;\n    default:\n      throw new Error(k);\n  }\n  ${FAIL}\n}\nconsole.log(kind("file"));\n`],
    ["a while (true) whose break sits after a return, behind a constant, or behind a test of a missing global", `const DEBUG_STOP = false;\nconst LIMIT = 0;\nfunction drain(q) {\n  while (true) {\n    if (q.length === 0) return 0;\n    if (DEBUG_STOP) break;\n    if (LIMIT > 0 && q.length > LIMIT) break;\n    if (typeof process !== "undefined" && process.env.STOP) break;\n    q.pop();\n    continue;\n    break;\n  }\n  ${FAIL}\n}\nconsole.log(drain([1]));\n`],
    ["a for (;;) whose break a finally's continue or return replaces", `function spin(q) {\n  for (;;) {\n    try {\n      if (q.length === 0) break;\n    } finally {\n      if (q.length === 0) return 0;\n      q.pop();\n      continue;\n    }\n  }\n  ${FAIL}\n}\nconsole.log(spin([1]));\n`],
    ["a call of a helper that throws before a return that never runs", `function fail(m) {\n  throw new Error(m);\n  return null;\n}\nif (!gg.files.stat("a")) {\n  fail("missing");\n  ${FAIL}\n}\n`],
    ["a while (true) whose only break is in a loop over an empty list", `function drain(q) {\n  outer: while (true) {\n    for (const flag of []) break outer;\n    if (q.pop() === undefined) return 0;\n  }\n  ${FAIL}\n}\nconsole.log(drain([1]));\n`],
  ])("%s", (_name, source) => {
    expect(severityAtFail(source)).toBe("warning");
  });
});

describe("and runs where the statement may complete", () => {
  it.each([
    ["a call of a helper that may return", `function fail(m) { if (m) throw new Error(m); }\nfail(gg.files.glob("*").length > 5 ? "many" : "");\n${FAIL}\n`],
    ["a call of an async helper that always throws (it only rejects)", `async function fail(m) { throw new Error(m); }\nfail("x").catch(() => {});\n${FAIL}\n`],
    ["a call of a helper given another function first", `let fail = (m) => { throw new Error(m); };\nfail = () => {};\nfail("x");\n${FAIL}\n`],
    ["a call of a method another class overrides", `class Base { die(m) { throw new Error(m); } run() { this.die("x"); ${FAIL} } }\nclass Soft extends Base { die() {} }\nnew Soft().run();\n`],
    ["a loop whose test is always true, left by break", `let tries = 0;\nwhile (true) {\n  if (gg.shell.run("poll").exitCode === 0 || ++tries > 2) break;\n}\n${FAIL}\n`],
    ["a labelled loop left by a break to its label", `outer: for (;;) {\n  for (const x of [1]) { if (x) break outer; }\n}\n${FAIL}\n`],
    ["a try that returns, with a catch that does not", `function f() {\n  try { return JSON.parse(gg.files.readFile("a.json")); } catch { console.log("no"); }\n  ${FAIL}\n}\nconsole.log(f());\n`],
    ["a switch without a default", `function kind(k) {\n  switch (k) {\n    case "file": return 1;\n  }\n  ${FAIL}\n}\nconsole.log(kind("dir"));\n`],
    ["a switch whose clause breaks", `function kind(k) {\n  switch (k) {\n    case "file": if (k) break; return 1;\n    default: return 2;\n  }\n  ${FAIL}\n}\nconsole.log(kind("file"));\n`],
    ["a for (;;) left by a break to its own label", `inner: for (;;) break inner;\n${FAIL}\n`],
    ["a for-of over a constant list whose turn may continue", `function first() {\n  for (const name of ["a.txt", "b.txt"]) {\n    if (!gg.files.stat(name)) continue;\n    return gg.files.readFile(name);\n  }\n  ${FAIL}\n}\nconsole.log(first());\n`],
    ["a for-of over a constant list whose turn breaks", `for (const name of ["a.txt"]) {\n  if (gg.files.stat(name)) break;\n  throw new Error(name);\n}\n${FAIL}\n`],
    ["a for-of over a list that may be empty", `function first() {\n  for (const name of gg.files.glob("*.txt")) return gg.files.readFile(name);\n  ${FAIL}\n}\nconsole.log(first());\n`],
    ["a for-of over a constant list another line empties", `const names = ["a.txt"];\nnames.pop();\nfunction first() {\n  for (const name of names) return gg.files.readFile(name);\n  ${FAIL}\n}\nconsole.log(first());\n`],
    ["a while (true) whose break may run, behind a test of a constant that lets it", `const LIMIT = 5;\nfunction drain(q) {\n  while (true) {\n    if (LIMIT > 0 && q.length < LIMIT) break;\n    q.pop();\n  }\n  ${FAIL}\n}\nconsole.log(drain([1]));\n`],
    ["a call of a helper whose return may run", `const VERBOSE = JSON.parse("false");\nfunction fail(m) {\n  if (VERBOSE) return;\n  throw new Error(m);\n}\nfail("x");\n${FAIL}\n`],
    ["a do-while whose body may continue", `function f() {\n  let n = 0;\n  do {\n    if (++n < 2) continue;\n    return n;\n  } while (n < 1);\n  ${FAIL}\n}\nconsole.log(f());\n`],
  ])("%s", (_name, source) => {
    expect(severityAtFail(source)).toBe("error");
  });
});

describe("a loop test or a switch value reads a binding before its declaration", () => {
  passes([
    ["loop tests read consts after they are declared, or in a body that never runs", `function drain() {\n  while (queue.length) queue.shift();\n}\nfunction later() {\n  for (const x of []) console.log(LIMIT, x);\n}\nlater();\nconst queue = ["a"];\nconst LIMIT = 2;\ndrain();\nconsole.log(queue.length);\n`],
  ]);
  fails([
    ["a while test and a for test read consts before they are declared", `function drain() {\n  while (queue.length) queue.shift();\n}\nfunction train() {\n  for (let e = 0; e < EPOCHS; e++) console.log(e);\n}\ndrain();\ntrain();\nconst queue = ["a"];\nconst EPOCHS = 2;\n`, ["GG1009@7:1", "GG1009@8:1"]],
  ]);
});
