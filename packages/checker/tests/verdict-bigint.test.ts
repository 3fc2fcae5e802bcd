// A BigInt and a Number never mix: arithmetic on one of each, a built-in that turns its arguments into numbers (a
// spread list's first element, `sort`'s comparator's answer), and a typed array or `DataView` given the other kind
// throw a TypeError whenever they run. A `let` keeps its kind where every write does (`total += 5n`, `h = h * 31n`).
// A BigInt constant (`0n`, `BigInt(0)`, a `const` of one) decides the tests of it: truthiness, comparisons, `switch`.
// Each passing program was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe } from "vitest";
import { fails, passes } from "./support/verdict-cases.js";

describe("a BigInt and a Number never mix", () => {
  passes([
    ["a let BigInt added text, then a number", `let id = 40n;\nid += "-a";\nconsole.log(id + 1);\n`],
    ["a let BigInt set again to a Number before the arithmetic", `let total = 0n;\ntotal += 250n;\ntotal = Number(total);\nconsole.log(total / 2);\n`],
    ["Math.max of spread numbers and of an empty list", `const balances = [500n, 1200n];\nconst none = [];\nconsole.log(Math.max(...balances.map(Number)), Math.max(...none), Math.min(...[1, 2]));\n`],
    ["a BigInt comparator on one element, and comparators returning numbers", `const sizes = [3n];\nsizes.sort((a, b) => a - b);\nconst sorted = [2n, 1n].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));\nconsole.log(sizes, sorted, [5n, 4n].toSorted((a, b) => Number(a - b)));\n`],
    ["typed arrays and a DataView given their own kind, and a named member", `const counters = new BigInt64Array([1n, 2n]);\ncounters[0] = 42n;\ncounters["label"] = 42;\nconst samples = new Float64Array([1, 2.5]);\nsamples[1] = Number(7n);\nconst view = new DataView(new ArrayBuffer(16));\nview.setBigUint64(0, 5n, true);\nview.setFloat64(8, 1.5);\nconsole.log(counters[0], counters.label, samples[1], view.getBigUint64(0, true));\n`],
  ]);
  fails([
    ["a BigInt64Array element written a Number in a loop", `const counters = new BigInt64Array(4);\nfor (let i = 0; i < counters.length; i++) counters[i] = i * 2;\nconsole.log(counters);\n`, ["GG1012@2:57"]],
    ["a BigInt64Array made of a list of Numbers", `const offsets = new BigInt64Array([0, 512]);\nconsole.log(offsets.length);\n`, ["GG1012@1:36"]],
    ["DataView setBigUint64 given a Number", `const view = new DataView(new ArrayBuffer(8));\nview.setBigUint64(0, 5, true);\n`, ["GG1012@2:22"]],
    ["DataView setFloat64 given a BigInt", `const view = new DataView(new ArrayBuffer(8));\nconst size = 4096n;\nview.setFloat64(0, size);\n`, ["GG1012@3:20"]],
    ["a Float64Array element written a BigInt", `const samples = new Float64Array(4);\nsamples[0] = 10n;\nconsole.log(samples);\n`, ["GG1012@2:14"]],
    ["a let BigInt total, added to by BigInts, divided by a count", `let total = 0n;\nfor (const cents of [250n, 199n]) total += cents;\nconst average = total / [1, 2].length;\nconsole.log(average);\n`, ["TS2365@3:17"]],
    ["a let BigInt hash, set again from BigInt arithmetic, mixed with a number", `let h = 7n;\nfor (const ch of "abc") h = h * 31n + BigInt(ch.charCodeAt(0));\nconsole.log(h % 1000 + 1);\n`, ["TS2365@3:13"]],
    ["Math.max of a spread list of BigInts", `const balances = [500n, 1200n];\nconsole.log(Math.max(...balances));\n`, ["GG1012@2:22"]],
    ["a comparator returning a BigInt, on a list of three", `const sizes = [3n, 1n, 2n];\nsizes.sort((a, b) => a - b);\nconsole.log(sizes);\n`, ["GG1012@2:12"]],
  ]);
});

describe("a BigInt constant decides its tests", () => {
  passes([
    ["a BigInt /= by a zero constant behind a test that it is not 0n", `const C = 0n;\nlet x = 10n;\nif (C !== 0n) x /= C;\nconsole.log(x);\n`],
    ["a BigInt division by a zero constant after && of it", `const total = 10n;\nconst count = 0n;\nconst avg = count && total / count;\nconsole.log(avg);\n`],
    ["a BigInt division by a zero constant after a continue when it is 0n", `const C = 0n;\nfor (const n of [1n]) {\n  if (C === 0n) continue;\n  console.log(n / C);\n}\nconsole.log("ok");\n`],
    ["a BigInt division by a zero constant after an early return of !it", `const C = 0n;\nfunction perSlot(total) {\n  if (!C) return total;\n  return total / C;\n}\nconsole.log(perSlot(64n));\n`],
    ["a BigInt division by a zero constant in the else of a test that it is 0n", `const c = 0n;\nif (c === 0n) { console.log("skip"); } else { console.log(10n / c); }\n`],
    ["a BigInt division by a zero constant in the default of a switch with case 0n", `const C = 0n;\nswitch (C) {\n  case 0n: console.log("zero"); break;\n  default: console.log(1n / C);\n}\n`],
    ["a BigInt division by a zero constant behind a ternary of it", `const c = 0n;\nconsole.log(c ? 10n / c : "none");\n`],
  ]);
  fails([
    ["a BigInt division by zero behind a test of another BigInt", `const C = 0n;\nconst D = 2n;\nconsole.log(D ? 10n / C : "none");\n`, ["GG1012@3:23"]],
    ["a BigInt division by BigInt(0)", `const C = BigInt(0);\nconsole.log(1n / C);\n`, ["GG1012@2:18"]],
    ["a BigInt zero in a switch whose cases are 1n and the number 0", `const C = 0n;\nswitch (C) {\n  case 1n: console.log("one"); break;\n  case 0: console.log("number zero"); break;\n  default: console.log(1n / C);\n}\n`, ["GG1012@5:29"]],
    ["a BigInt zero tested strictly against the number 0", `const C = 0n;\nif (C !== 0) console.log(10n / C);\n`, ["GG1012@2:32"]],
  ]);
});

describe("the global number tests turn a BigInt into a number", () => {
  passes([
    ["Number.isNaN of a BigInt, and a local isFinite", `const count = 5n;\nconst isFinite = (x) => typeof x === "bigint";\nconsole.log(Number.isNaN(count), Number.isFinite(count), isFinite(count));\n`],
  ]);
  fails([
    ["isNaN of a BigInt", `const count = 5n;\nconsole.log(isNaN(count) || isFinite(1));\n`, ["GG1012@2:19"]],
  ]);
});

describe("a BigInt member replaced before JSON.stringify", () => {
  passes([
    ["a nested BigInt member written through a const alias of its object", `const save = { stats: { score: 1n } };\nconst inner = save.stats;\ninner.score = 1;\nconsole.log(JSON.stringify(save));\n`],
    ["a BigInt member of an array element written a number", `const save = { party: [{ hp: 10n }] };\nsave.party[0].hp = 10;\nconsole.log(JSON.stringify(save));\n`],
    ["a BigInt member replaced through an array pattern's target", `const save = { score: 120n };\n[save.score] = [5];\nconsole.log(JSON.stringify(save));\n`],
    ["a BigInt member replaced as a for\u2026of loop's target", `const save = { score: 120n };\nfor (save.score of [5]);\nconsole.log(JSON.stringify(save));\n`],
    ["a nested BigInt member deleted", `const save = { stats: { score: 1n } };\ndelete save.stats.score;\nconsole.log(JSON.stringify(save));\n`],
    ["a nested BigInt member written a number", `const save = { stats: { score: 1n } };\nsave.stats.score = 1;\nconsole.log(JSON.stringify(save));\n`],
    ["a BigInt member replaced through an object pattern's target before JSON.stringify", `const save = { score: 120n };\n({ score: save.score } = { score: 5 });\nconsole.log(JSON.stringify(save));\n`],
  ]);
  fails([
    ["a nested BigInt member only read and added BigInts to", `const save = { stats: { score: 1n, turns: 3 } };\nconsole.log(\`turns: \${save.stats.turns}\`, save.stats.score > 0n);\nsave.stats.score += 2n;\nconsole.log(JSON.stringify(save));\n`, ["GG1012@1:32"]],
  ]);
});

describe("an object literal's BigInt keys", () => {
  passes([
    ["a member read by the text of a BigInt key it defines", `const c = { 1n: "one", 0x10: "sixteen" };\nconsole.log(c["1"].length, c["16"].length);\n`],
    ["a class's method named by a BigInt literal, called by its text", `class C {\n  1n() { return "baz"; }\n}\nconst c = new C();\nconsole.log(c["1"]());\n`],
  ]);
  fails([
    ["a member read by a key none of its BigInt keys defines", `const c = { 1n: "one" };\nconsole.log(c["2"].length);\n`, ["GG1016@2:13"]],
  ]);
});
