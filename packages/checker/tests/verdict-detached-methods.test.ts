// A built-in's method taken off its object and called without it (GG1013): handed to a built-in that calls its
// callback with no object, or called plainly through the name it was read into. Each passing program was run in
// the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a built-in's method called without its object", () => {
  fails([
    ["a Set's add handed to forEach", `const seen = new Set();\n["a", "b"].forEach(seen.add);\nconsole.log(seen.size);\n`, ["GG1013@2:20"]],
    ["an array's push handed to forEach over an operation's list", `const out = [];\ngg.files.glob("*.md").forEach(out.push);\nconsole.log(out);\n`, ["GG1013@2:31"]],
    ["a Map's get handed to map", `const m = new Map([["a", 1]]);\nconsole.log(["a"].map(m.get));\n`, ["GG1013@2:23"]],
    ["handed to forEach of a constant list filtered by a flag one element sets", `const PLUGINS = [\n  { name: "lint", enabled: false },\n  { name: "fmt", enabled: true },\n];\nconst active = new Set(["core"]);\nPLUGINS.filter((p) => p.enabled).map((p) => p.name).forEach(active.add);\n`, ["GG1013@6:61"]],
    ["a flag false in every element, but one the program writes", `const PLUGINS = [{ name: "lint", enabled: false }];\nconst seen = new Set();\nfor (const p of PLUGINS) if (p.name === "lint") p.enabled = true;\nPLUGINS.filter((p) => p.enabled).forEach(seen.add);\n`, ["GG1013@4:42"]],
    ["handed to forEach of a queue a loop may leave by break before it is drained", `const queue = ["lint", "test"];\nconst done = new Set();\nwhile (queue.length) {\n  const job = queue.pop();\n  if (job === "test") break;\n  done.add(job);\n}\nqueue.forEach(done.add);\n`, ["GG1013@8:15"]],
    ["push read into a const, then called, and has into a let never written again", `const out = [];\nconst add = out.push;\nadd(1);\nconst seen = new Set();\nlet has = seen.has;\nconsole.log(out, has("a"));\n`, ["GG1013@2:13", "GG1013@5:11"]],
    ["Promise's own functions and the prototypes' methods handed to map", `const batches = [[1], [2]];\nconst all = batches.map(Promise.all);\nconst settle = Promise.allSettled;\nsettle(all);\nconsole.log(" a ".split(",").map(String.prototype.trim), [3.14].map(Number.prototype.toFixed));\n`, ["GG1013@2:25", "GG1013@3:16", "GG1013@5:34", "GG1013@5:69"]],
    ["a string's method read into a const, then called", `const s = gg.files.readFile("a.txt");\nconst up = s.toUpperCase;\nconsole.log(up());\n`, ["GG1013@2:12"]],
  ]);
  passes([
    ["an arrow function that calls the method on its object, a thisArg, a bound method, console's methods", `const seen = new Set();\nconst names = ["a", "b"];\nnames.forEach((n) => seen.add(n));\nnames.forEach(seen.add, seen);\nconsole.log(names.filter(seen.has.bind(seen)));\nnames.forEach(console.log);\n`],
    ["handed to map of a list spliced whole just before, into a const", `const titles = new Map([["1", "first"]]);\nconst backlog = ["1", "2"];\nconst taken = backlog.splice(0, backlog.length);\nconst rest = backlog.map(titles.get);\nconst queue = ["a"];\nconst all = queue.splice(0);\nqueue.forEach(titles.delete);\nconsole.log(taken, rest, all);\n`],
    ["handed to forEach of a constant list filtered by a flag false in every element", `const PLUGINS = [\n  { name: "lint", enabled: false },\n  { name: "fmt", enabled: 0 },\n  { name: "docs" },\n];\nconst active = new Set(["core"]);\nPLUGINS.filter((p) => p.enabled).map((p) => p.name).forEach(active.add);\nPLUGINS.filter(function (p) { return p.enabled; }).forEach((p) => gg.files.nope(p.name));\nconsole.log([...active]);\n`],
    ["handed to forEach of a queue a loop drained on its length just before", `const queue = ["lint", "test"];\nconst done = new Set();\nwhile (queue.length) {\n  done.add(queue.pop());\n}\nconst leftovers = new Set();\nqueue.forEach(leftovers.add);\nconst stack = [1];\nwhile (stack.length > 0) stack.pop();\nstack.forEach(leftovers.delete);\nconsole.log(done.size, leftovers.size);\n`],
    ["handed to forEach of a list that is empty, or in a try that catches", `const seen = new Set();\n[].forEach(seen.add);\ntry {\n  ["a"].forEach(seen.delete);\n} catch {\n  console.log("caught");\n}\n`],
    ["Promise's functions called on Promise or bound, String and Number called as functions, a static of Number", `const batches = [[1], [2]];\nconst all = batches.map((b) => Promise.all(b));\nconst settle = Promise.allSettled.bind(Promise);\nsettle(all);\nconsole.log(["1", "2"].map(String), ["1.5"].map(Number.parseFloat), [1].map(Number));\n`],
    ["read into a const never called, or called as a method again", `const s = "abc";\nconst up = s.toUpperCase;\nconsole.log(typeof up, up.call(s));\n`],
    ["a method the program puts on the prototype, and a class of its own", `Set.prototype.addAll = function (xs) { for (const x of xs) this.add(x); };\nclass Bag { constructor() { this.items = []; this.put = (x) => this.items.push(x); } }\nconst b = new Bag();\n["a"].forEach(b.put);\nconsole.log(b.items);\n`],
    ["a member read into a const of a choice that may be an empty array literal, whose type the compiler's API cannot give", `const text = gg.files.readFile("a.md");\nconst count = (text.match(/^#/gm) || []).length;\nconst total = (count > 0 ? text.split("\\n") : []).length;\nconsole.log(count, total);\n`],
    ["handed to a forEach of the program's own, which calls it on its object", `class Bag {\n  constructor() { this.items = ["a"]; }\n  forEach(fn) { for (const x of this.items) fn.call(this.target, x); }\n}\nconst seen = new Set();\nconst bag = new Bag();\nbag.target = seen;\nbag.forEach(seen.add);\nconsole.log(seen.size);\n`],
    ["a proxy's get trap that binds what it hands out", `const seen = new Set();\nconst p = new Proxy(seen, { get: (t, k) => (typeof t[k] === "function" ? t[k].bind(t) : t[k]) });\n["a"].forEach(p.add);\nconsole.log(seen.size);\n`],
  ]);
});
