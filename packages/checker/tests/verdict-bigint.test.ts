// A BigInt and a Number never mix: arithmetic on one of each, a built-in that turns its arguments into numbers (a
// spread list's first element, `sort`'s comparator's answer), and a typed array or `DataView` given the other kind
// throw a TypeError whenever they run. A `let` keeps its kind where every write does (`total += 5n`, `h = h * 31n`).
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
