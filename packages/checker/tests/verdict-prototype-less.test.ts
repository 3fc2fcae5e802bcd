// An object made without a prototype used as if it had one (GG1018): calling one of `Object.prototype`'s methods on
// it, or turning it into text or a number, throws a TypeError. Each passing program was run in the guest's
// environment; each neighbour fails on every run and is refused.
import { describe, expect, it } from "vitest";
import { check, errorsAt } from "./support/check.js";
import { fails, passes } from "./support/verdict-cases.js";

describe("an object made without a prototype", () => {
  passes([
    ["a toString written to it", `const names = Object.create(null);\nnames.toString = () => "names";\nconsole.log(\`\${names}\`, JSON.stringify(names));\n`],
    ["Object.hasOwn, the prototype's method called on it, and ?. of its own", `const counts = Object.create(null);\nfor (const w of "a b a".split(" ")) counts[w] = (counts[w] || 0) + 1;\nconsole.log(Object.hasOwn(counts, "a"), Object.prototype.hasOwnProperty.call(counts, "b"), counts.hasOwnProperty?.("a"));\n`],
    ["a literal's own toString, in a template, String and a call", `const tag = { __proto__: null, name: "v1", toString() { return \`tag \${this.name}\`; } };\nconsole.log(\`\${tag}\`, String(tag), tag.toString());\n`],
    ["a prototype set before the call", `const table = Object.create(null);\ntable.x = 1;\nObject.setPrototypeOf(table, Object.prototype);\nconsole.log(table.hasOwnProperty("x"));\n`],
    ["a tag given it, which makes no text of it", `const raw = (strings, ...values) => strings.join("|") + values.length;\nconst dict = Object.create(null);\nconsole.log(raw\`a\${dict}b\`, JSON.stringify(dict));\n`],
    ["a call inside a try that catches", `const seen = { __proto__: null, a: 1 };\ntry {\n  console.log(seen.hasOwnProperty("a"));\n} catch (e) {\n  console.log("no prototype:", e instanceof TypeError);\n}\n`],
  ]);
  fails([
    ["String of it", `const registry = Object.create(null);\nregistry.a = () => 1;\nconsole.log(String(registry));\n`, ["GG1018@3:13"]],
    ["an inherited method called in a function that is called", `const cache = { __proto__: null };\nfunction has(key) {\n  return cache.hasOwnProperty(key);\n}\ncache.k = 1;\nconsole.log(has("k"));\n`, ["GG1018@3:10"]],
    ["text made of it by +", `const index = Object.create(null);\nindex.alpha = [1, 2];\nconsole.log("index: " + index);\n`, ["GG1018@3:13"]],
  ]);
  it("names the method and the way round it", () => {
    const result = check(`const counts = Object.create(null);\ncounts.a = 1;\nconsole.log(counts.hasOwnProperty("a"));\n`, "js");
    expect(errorsAt(result)).toEqual(["GG1018@3:13"]);
    expect(result.diagnostics[0]?.message).toContain("`Object.hasOwn(counts, …)`");
  });
  it("holds in TypeScript too, whose compiler types such an object as any", () => {
    const result = check(`const counts: Record<string, number> = Object.create(null);\nconsole.log(counts.hasOwnProperty("a"));\n`, "ts");
    expect(errorsAt(result)).toEqual(["GG1018@2:13"]);
  });
  it("is not certain where the program may write a function by a computed key, or assigns members in bulk", () => {
    for (const write of [`const k = "toString";\ncounts[k] = () => "c";\n`, `Object.assign(counts, { toString: () => "c" });\n`]) {
      const result = check(`const counts = Object.create(null);\n${write}console.log(\`\${counts}\`);\n`, "js");
      expect(result.verdict).toBe("pass");
    }
  });
});

describe("an object made without a prototype, tested first", () => {
  passes([
    ["the method tested by && before the call", `const macros = Object.create(null);\nmacros.CC = "gcc";\nconsole.log(macros.hasOwnProperty && macros.hasOwnProperty("CC"));\n`],
    ["a test of the prototype first", `const table = Object.create(null);\ntable.src = 4;\nconsole.log(Object.getPrototypeOf(table) === null ? JSON.stringify(table) : String(table));\n`],
    ["a typeof test of the method first", `const index = Object.create(null);\nindex.main = 1;\nif (typeof index.hasOwnProperty === "function") {\n  console.log(index.hasOwnProperty("main"));\n}\n`],
  ]);
  fails([
  ]);
});

describe("an object made without a prototype given members by Object.assign of literals", () => {
  passes([
  ]);
  fails([
    ["Object.assign of a literal without the method", `const env = Object.create(null);\nObject.assign(env, { add: (a, b) => a + b });\nconsole.log(env.toString());\n`, ["GG1018@3:13"]],
  ]);
});

describe("an object made without a prototype, refitted by a definer the text names any other way", () => {
  passes([
    ["a method given by Object.assign under another name", `const assign = Object.assign;\nconst acc = Object.create(null);\nassign(acc, { hasOwnProperty: (k) => k in acc });\nconsole.log(acc.hasOwnProperty("x"));\n`],
    ["a prototype given by setPrototypeOf under another name", `const setProto = Object.setPrototypeOf;\nconst acc = Object.create(null);\nsetProto(acc, Object.prototype);\nconsole.log(acc.hasOwnProperty("x"));\n`],
    ["a prototype given by Object[\"setPrototypeOf\"]", `const acc = Object.create(null);\nObject["setPrototypeOf"](acc, Object.prototype);\nconsole.log(acc.hasOwnProperty("x"));\n`],
    ["a prototype given by Reflect.apply of setPrototypeOf", `const acc = Object.create(null);\nReflect.apply(Object.setPrototypeOf, null, [acc, Object.prototype]);\nconsole.log(acc.hasOwnProperty("x"));\n`],
  ]);
  fails([
    ["an object nothing refits, its inherited method called", `const acc = Object.create(null);\nacc.cash = 5;\nconsole.log(Object.keys(acc).length);\nconsole.log(acc.hasOwnProperty("cash"));\n`, ["GG1018@4:13"]],
  ]);
});

describe("an object without a prototype turned into a number, made by a quoted key, or inheriting from one", () => {
  passes([
    ["objects without a prototype compared with null, given their own valueOf, or inheriting from one made with a prototype", `const a = Object.create(null);\nconst b = { __proto__: null, valueOf() { return 2; } };\nconst c = Object.create(Object.create({}));\nconsole.log(a == null, a === 1, b + 1, b < 3, c + "", String(c));\n`],
  ]);
  fails([
    ["an object without a prototype in arithmetic", `const a = Object.create(null);\nconsole.log(a + 1);\n`, ["GG1018@2:13"]],
    ["an object made from one without a prototype, its inherited method called", `const base = Object.create(null);\nconst child = Object.create(base);\nchild.cash = 5;\nconsole.log(child.toString());\n`, ["GG1018@4:13"]],
    ["objects without a prototype compared by <", `const a = Object.create(null);\nconst b = Object.create(null);\nconsole.log(a < b);\n`, ["GG1018@3:13", "GG1018@3:13"]],
    ["a literal whose quoted __proto__ key is null, its inherited method called", `const totals = { "__proto__": null, cash: 100 };\nconsole.log(totals.hasOwnProperty("cash"));\n`, ["GG1018@2:13"]],
  ]);
});
