// What a read sees of the writes just before it: a flag or a list written more than once holds, where it is read,
// what the last write certainly made before the read, where no other write can run in between (a loop turning again,
// a function called in between, another task while one waits, another name for the same object). Each passing
// program was run in the guest's environment; each neighbour fails on every run and is refused.
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
