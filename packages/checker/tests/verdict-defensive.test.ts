// Defensive programs: polyfills installed through helpers and tables, defaults for what may be missing, catches that
// handle the expected error and rethrow the rest, constant configuration, feature tests kept in fields and flags.
// Each program here runs in the guest's environment; each neighbour that fails on every run is refused.
import { describe, expect, it } from "vitest";
import { check, codesAt } from "./support/check.js";

function passes(cases: readonly (readonly [name: string, source: string])[]): void {
  it.each(cases)("passes %s", (_name, source) => {
    const result = check(source, "js");
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(result.verdict).toBe("pass");
  });
}

function fails(cases: readonly (readonly [name: string, source: string, codes: readonly string[]])[]): void {
  it.each(cases)("fails %s", (_name, source, codes) => {
    const result = check(source, "js");
    expect(result.verdict).toBe("fail");
    expect(codesAt(result).filter((c) => result.diagnostics.find((d) => `${d.code}@${d.line}:${d.column}` === c)?.severity === "error")).toEqual(codes);
  });
}

describe("a polyfill installed however the program writes it", () => {
  passes([
    ["by a helper with a computed key", `function shim(t, k, f) { t[k] = f; }\nshim(Object, "groupBy", () => ({}));\nconsole.log(Object.groupBy([], String));\n`],
    ["through a globalThis path", `globalThis.Object.groupBy = () => ({});\nconsole.log(Object.groupBy([], String));\n`],
    ["by a helper defining a property on a prototype", `function def(p, k, f) { Object.defineProperty(p, k, { value: f }); }\ndef(Set.prototype, "union", function () { return this; });\nconsole.log(new Set().union(new Set()));\n`],
    ["from a table, in a loop", `for (const [t, k, f] of [[Object, "groupBy", () => ({})]]) t[k] = f;\nconsole.log(Object.groupBy([], String));\n`],
    ["by Object.assign in a helper", `const install = (proto, methods) => Object.assign(proto, methods);\ninstall(Set.prototype, { union() { return this; } });\nconsole.log(new Set().union(new Set()));\n`],
    ["by replacing the constructor", `globalThis.Set = class extends Set { union() { return this; } };\nconsole.log(new Set().union(new Set()));\n`],
  ]);
  fails([
    ["a helper with a computed key, handed no built-in", `function set(o, k, v) { o[k] = v; }\nset({}, "a", 1);\nconsole.log(Object.groupBy([], String));\n`, ["TS2550@3:20"]],
  ]);
});

describe("a default for what may be missing", () => {
  passes([
    ["a destructured global with a default", `const { structuredClone: clone = (v) => JSON.parse(JSON.stringify(v)) } = globalThis;\nconsole.log(clone({ a: 1 }));\n`],
    ["a destructured gg member with a default", `const { copyFile = (a, b) => gg.files.writeFile(b, gg.files.readFile(a)) } = gg.files;\ncopyFile("a.txt", "b.txt");\n`],
  ]);
  fails([
    ["the same gg member without a default", `const { copyFile } = gg.files;\ncopyFile("a.txt", "b.txt");\n`, ["TS2339@1:9"]],
  ]);
});

describe("a catch that handles the expected error", () => {
  passes([
    ["and rethrows the rest last", `function copy(v) {\n  try { return structuredClone(v); }\n  catch (e) { if (e instanceof ReferenceError) return JSON.parse(JSON.stringify(v)); throw e; }\n}\nconsole.log(copy([1]));\n`],
  ]);
  fails([
    ["a catch that always rethrows", `function copy(v) {\n  try { return structuredClone(v); }\n  catch (e) { console.log(e); throw e; }\n}\nconsole.log(copy([1]));\n`, ["TS2304@2:16"]],
  ]);
});

describe("the promises of map(async …)", () => {
  passes([
    ["handled by a catch of Promise.all", `await Promise.all(["a"].map(async () => structuredClone(1))).catch(() => []);\n`],
    ["settled by Promise.allSettled", `const rs = await Promise.allSettled(["a"].map(async () => structuredClone(1)));\nconsole.log(rs[0].status);\n`],
  ]);
  fails([["awaited through Promise.all, unhandled", `await Promise.all(["a"].map(async () => structuredClone(1)));\n`, ["TS2304@1:41"]]]);
});

describe("constant configuration decides a branch", () => {
  passes([
    ["a const compared with a literal", `const RUNTIME = "gg";\nif (RUNTIME === "node") require("node:fs");\nconsole.log(RUNTIME);\n`],
    ["a level compared with a number", `const LOG_LEVEL = 1;\nif (LOG_LEVEL >= 3) writeTrace("x");\nconsole.log(LOG_LEVEL);\n`],
    ["an enum-like object's member", `const Target = { NODE: "node", SANDBOX: "sandbox" };\nconst target = Target.SANDBOX;\nconsole.log(target === Target.NODE ? require("fs") : gg.files.readFile("a.txt"));\n`],
    ["a frozen config's flag", `const CONFIG = Object.freeze({ debug: false });\nif (CONFIG.debug) dump();\nconsole.log(CONFIG);\n`],
  ]);
  fails([
    ["the comparison that holds", `const RUNTIME = "node";\nif (RUNTIME === "node") require("node:fs");\n`, ["TS2591@2:25", "GG1001@2:33"]],
  ]);
});

describe("a feature test kept for later", () => {
  passes([
    ["in an object's field", `const caps = { clone: typeof structuredClone === "function" };\nconsole.log(caps.clone ? structuredClone([1]) : [1]);\n`],
    ["in a flag a probe's catch clears", `let hasSC = true;\ntry { structuredClone; } catch { hasSC = false; }\nif (hasSC) structuredClone([1]);\n`],
    ["a missing gg member read into a const, tested before the call", `const op = gg.files.copyFile;\nif (op) op("a", "b");\n`],
  ]);
  fails([
    ["a field holding something else", `const caps = { clone: true };\nconsole.log(caps.clone ? structuredClone([1]) : [1]);\n`, ["TS2304@2:26"]],
    ["the const called untested", `const op = gg.files.copyFile;\nop("a", "b");\n`, ["TS2339@1:21"]],
  ]);
});
