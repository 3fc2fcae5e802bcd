// A `Promise` combinator (`all`, `allSettled`, `any`, `race`) given, first, no iterable returns a promise that rejects
// with a TypeError; the program fails where nothing handles it. Each passing program was run in the guest's
// environment; each neighbour fails on every run.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a Promise combinator given no iterable", () => {
  passes([
    ["an array first, an extra argument ignored", "const a = Promise.resolve(1), b = Promise.resolve(2);\nconst [x, y] = await Promise.all([a, b], \"ignored\");\nconsole.log(x + y);\n"],
    ["the rejection handled by .catch", "const a = Promise.resolve(1), b = Promise.resolve(2);\nPromise.all(a, b).catch((e) => console.log(\"no:\", e.constructor.name));\n"],
    ["an async function's rejection handled where it is called", "async function main() {\n  const a = Promise.resolve(1);\n  await Promise.all(a);\n}\nmain().catch((e) => console.log(\"handled\", e.name));\n"],
    ["text, which is iterable", "const letters = await Promise.all(\"ab\");\nconsole.log(letters.join(\",\"));\n"],
    ["a generator's iterator", "function* jobs() { yield Promise.resolve(1); yield 2; }\nconsole.log(await Promise.all(jobs()));\n"],
    ["the await inside a try with a catch", "try {\n  await Promise.race(Promise.resolve(1));\n} catch (e) {\n  console.log(\"caught\", e.name);\n}\n"],
    ["a parameter, whatever callers hand", "function combine(list) { return Promise.all(list, 0); }\nconsole.log(await combine([Promise.resolve(3)]));\n"],
    ["a dead branch, and a Set of promises", "const wait = (v) => Promise.resolve(v);\nif (false) await Promise.all(wait(1), wait(2));\nconsole.log(await Promise.all(new Set([wait(1), wait(2)])));\n"],
    ["a Promise.all the program replaces", "const original = Promise.all.bind(Promise);\nPromise.all = (...items) => original(items);\nconsole.log(await Promise.all(Promise.resolve(1), Promise.resolve(2)));\n"],
  ]);
  fails([
    ["two promises as two arguments, awaited at the top level", "import { files } from \"gg\";\nconst [a, b] = await Promise.all(Promise.resolve(files.readFile(\"a.txt\")), Promise.resolve(files.readFile(\"b.txt\")));\nconsole.log(a, b);\n", ["TS2554@2:76"]],
    ["an object of promises", "const results = await Promise.all({ first: Promise.resolve(1), second: Promise.resolve(2) });\nconsole.log(results);\n", ["TS2769@1:37"]],
    ["an async function's promise to allSettled", "async function load(n) { return n * 2; }\nconst settled = await Promise.allSettled(load(1));\nconsole.log(settled);\n", ["TS2769@2:42"]],
    ["what forEach returns", "const tasks = [1, 2];\nconst done = await Promise.all(tasks.forEach((t) => console.log(t)));\nconsole.log(done);\n", ["TS2769@2:32"]],
    ["race given two arguments in an async function nothing handles", "async function main() {\n  const first = await Promise.race(Promise.resolve(\"a\"), Promise.resolve(\"b\"));\n  console.log(first);\n}\nmain();\n", ["TS2554@2:58"]],
    ["a then with no rejection handler", "Promise.all(Promise.resolve(1), Promise.resolve(2)).then((r) => console.log(r));\n", ["TS2554@1:33"]],
    ["an async generator, which has no synchronous iterator", "async function* pages() { yield 1; }\nfor (const p of await Promise.all(pages())) console.log(p);\n", ["TS2769@2:35"]],
    ["any given nothing", "await Promise.any();\n", ["TS2554@1:15"]],
  ]);
});
