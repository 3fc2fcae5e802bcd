// Whether a JavaScript program loads is decided by an ECMAScript 2023 parse (check/load.ts), not by TypeScript's
// grammar: what TypeScript alone refuses passes, each real early error fails with GG1010 at the parser's place,
// later-edition syntax is GG1006 naming its edition, and the limits come before the parse.
import { describe, expect, it } from "vitest";
import { check, codesAt } from "./support/check.js";

describe("JavaScript that loads though TypeScript's grammar refuses it", () => {
  it.each([
    ["a JSDoc optional parameter before a required one (TS1016)", `/**\n * @param {string} [label]\n * @param {number} n\n */\nfunction show(label, n) { console.log(label, n); }\nshow(undefined, 1);\n`],
    ["a computed class-field key (TS1166)", `function key() { return "k"; }\nclass A { [key()] = 1; }\nconsole.log(new A());\n`],
    ["await of a thenable (TS1320)", `const later = { then(resolve) { resolve(1); } };\nconsole.log(await later);\n`],
    ["a setter parameter with a default (TS1052)", `const o = { set x(v = 1) { console.log(v); } };\no.x = undefined;\n`],
    ["duplicate accessors (TS1118)", `const o = { get a() { return 1; }, get a() { return 2; } };\nconsole.log(o.a);\n`],
    ["new.target in a field initialiser (TS17013)", `class A { t = new.target; }\nconsole.log(new A().t);\n`],
    ["super() in an arrow function of a derived constructor (TS2337)", `class B {}\nclass A extends B { constructor() { const f = () => super(); f(); } }\nconsole.log(new A());\n`],
    ["a byte order mark before a #! line", `\uFEFF#!/usr/bin/env node\nconsole.log(gg.files.listDir(".").length);\n`],
  ])("passes %s", (_name, source) => {
    const result = check(source, "js");
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(result.verdict).toBe("pass");
    // TypeScript's own rules are dropped, not shown as warnings.
    expect(codesAt(result).filter((c) => /^TS(1016|1052|1118|1166|1320)@/.test(c))).toEqual([]);
  });

  it("keeps every TypeScript grammar code in the TypeScript arm", () => {
    expect(codesAt(check(`function key(): string { return "k"; }\nclass A { [key()] = 1; }\nconsole.log(new A());\n`, "ts"))).toContain("TS1166@2:11");
    expect(codesAt(check(`const o = { set x(v = 1) { console.log(v); } };\no.x = 2;\n`, "ts"))).toContain("TS1052@1:17");
    expect(codesAt(check(`const o = { get a() { return 1; }, get a() { return 2; } };\nconsole.log(o.a);\n`, "ts"))).toContain("TS1118@1:40");
    expect(check(`class A { t = new.target; }\nconsole.log(new A().t);\n`, "ts").verdict).toBe("fail");
  });
});

describe("JavaScript that does not load", () => {
  it.each([
    ["an invalid assignment target", `let total = 0;\ntotal + 1 = 0;\n`, "GG1010@2:1"],
    ["a rest element that is not last", `const [...rest, last] = [1, 2];\nconsole.log(rest, last);\n`, "GG1010@1:15"],
    ["a function and a var of one name in a block", `{\n  function f() {}\n  var f;\n}\n`, "GG1010@3:7"],
    ["a declaration in statement position", `if (true) const x = 1;\n`, "GG1010@1:11"],
  ])("fails %s", (_name, source, at) => {
    const result = check(source, "js");
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual([at]);
  });

  it("says what the parser says, as one error, and reports nothing a run would meet", () => {
    const result = check(`console.log(nope);\nif (true) return;\n`, "js");
    expect(codesAt(result)).toEqual(["GG1010@2:11"]);
    expect(result.diagnostics[0]?.message).toBe("The program does not load: SyntaxError: 'return' outside of function (ECMAScript 2023, as a module).");
  });

  it("places the error in UTF-16 columns, with a byte order mark taking none", () => {
    expect(codesAt(check(`\uFEFFconst s = "𐐀"; return;\n`, "js"))).toEqual(["GG1010@1:17"]);
  });
});

describe("syntax of a later edition (GG1006, decided by the parse)", () => {
  it.each([
    ["a using declaration", `{\n  using r = null;\n}\n`, "GG1006@2:3", "ECMAScript 2026"],
    ["a regular expression modifier", `console.log(/(?i:a)b/.test("A"));\n`, "GG1006@1:13", "ECMAScript 2025"],
    ["duplicate named groups", `console.log(/(?<y>a)|(?<y>b)/.exec("b"));\n`, "GG1006@1:13", "ECMAScript 2025"],
    ["the v flag", `console.log(/[a--b]/v.test("a"));\n`, "GG1006@1:13", "ECMAScript 2024"],
    ["an import attribute", `import data from "gg" with { type: "json" };\nconsole.log(data);\n`, "GG1006@1:23", "ECMAScript 2025"],
    ["a decorator (a proposal)", `function d(x) { return x; }\n@d class A {}\nconsole.log(A);\n`, "GG1006@2:1", "proposal"],
  ])("fails %s", (_name, source, at, edition) => {
    const result = check(source, "js");
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    expect(errors.map((d) => `${d.code}@${d.line}:${d.column}`)).toEqual([at]);
    expect(errors[0]?.message).toContain(edition);
  });

  it("keeps the RegExp constructor's text, a run-time matter the parse cannot see", () => {
    expect(codesAt(check(`console.log(new RegExp("(?i:a)"));\n`, "js"))).toEqual(["GG1006@1:24"]);
  });
});

describe("the limits come before the parse", () => {
  it("a program deeper than the tree's limit is GG9002, not a parse error", () => {
    const source = `const x = ${"1 + ".repeat(400)}1;\nif (true) return;\n`;
    expect(codesAt(check(source, "js"))).toEqual(["GG9002@1:1"]);
  });

  it("a regular expression nested beyond any stack is GG9002, never a crash", () => {
    const source = `const r = /${"(".repeat(200_000)}a${")".repeat(200_000)}/;\nconsole.log(r);\n`;
    const result = check(source, "js");
    expect(result.verdict).toBe("fail");
    expect(result.diagnostics.map((d) => d.code)).toEqual(["GG9002"]);
  });
});
