// Parser edge cases: broken programs get a verdict with diagnostics (or, for a compiler assertion, an `internal` error
// result) from the library and serve, and ESLint reports instead of throwing. Never a crash, never a pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCheckerError } from "@gg/checker";
import type { Language } from "@gg/checker";
import { lint } from "./support/eslint.js";
import { startServe } from "./support/serve-client.js";
import type { Answer, ServeClient } from "./support/serve-client.js";
import { viaLibrary } from "./support/surfaces.js";

/** Programs TypeScript's parser finds hard: name, language, text, and the TS code expected among the diagnostics. */
const EDGES: readonly [string, Language, string, string | undefined][] = [
  ["unterminated template at EOF", "ts", "const s = `abc", "TS1160"],
  ["unterminated template substitution at EOF (TS)", "ts", "const s = `abc ${1", "TS1005"],
  ["unterminated template substitution at EOF", "js", "const s = `abc ${", undefined],
  ["unterminated block comment at EOF", "ts", "const a = 1;\n/* never closed", "TS1010"],
  ["unterminated regex at EOF", "ts", "const r = /abc", "TS1161"],
  ["unterminated string at EOF", "js", 'const s = "abc', "TS1002"],
  ["a stray backslash", "ts", "const a = 1;\n\\\n", "TS1127"],
  ["a backslash at EOF", "js", "const a = 1;\\", "TS1127"],
  ["a shebang (valid)", "js", "#!/usr/bin/env node\nconsole.log(1);\n", undefined],
  ["a shebang not on line 1", "ts", "\n#!/usr/bin/env node\nconsole.log(1);\n", undefined],
  ["TypeScript #55497 (transpile Debug Failure)", "ts", "c(_L\u0000\u0000for[.znst___r__p,,,,5,,,,,,,\u001c\u001cimport\u000cde<entrt<,{nroto__\u0001\u0000\u0000\u0000@+fo", undefined],
  ["TypeScript #59422 (diagnostic location assertion)", "ts", "function identity<T>(arg: T: T {\n    return arg;\n}\n", undefined],
  ["TypeScript #59345 (missing backtick near a label)", "ts", "function f() {\n  a: for (;;) { const s = `x${1}\n  break a; }\n}\n", undefined],
  ["Flow annotations in .js", "js", "// @flow\nfunction f(x: number): string { return String(x); }\nconsole.log(f(1));\n", undefined],
  ["Flow type alias in .js", "js", "type T = {| a: number |};\nconst t: T = { a: 1 };\n", undefined],
  ["only a BOM", "ts", "\uFEFF", undefined],
  ["an empty program", "js", "", undefined],
  ["only NULs", "ts", "\u0000\u0000\u0000", undefined],
  ["a lone surrogate in an identifier position", "ts", "const \uD800 = 1;\n", undefined],
  ["an unclosed JSX-looking generic", "ts", "const x = <T,>(a: T => a;\n", undefined],
  ["decorators on nothing", "ts", "@a @b @c\n", undefined],
  ["an import attribute without a value", "ts", 'import x from "gg" with { type: };\n', undefined],
];

/** Programs that must pass (a syntax case that is valid): everything else here must fail. */
const VALID = new Set(["a shebang (valid)", "an empty program", "only a BOM"]);

describe("the library", () => {
  for (const [name, language, text, code] of EDGES) {
    it(`${name}: ${VALID.has(name) ? "passes" : "fails with a diagnostic"}${code ? ` (${code})` : ""}, or an internal error; never another throw`, () => {
      let verdict: string;
      let codes: string[];
      try {
        const result = viaLibrary(text, language);
        verdict = result.verdict;
        codes = result.diagnostics.map((d) => d.code);
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeGreaterThanOrEqual(1);
          expect(d.endLine * 1e6 + d.endColumn).toBeGreaterThanOrEqual(d.line * 1e6 + d.column);
        }
      } catch (error) {
        expect(isCheckerError(error) && error.code).toBe("internal");
        return;
      }
      expect(verdict).toBe(VALID.has(name) ? "pass" : "fail");
      if (code !== undefined) expect(codes).toContain(code);
    });
  }
});

describe("serve", () => {
  let serve: ServeClient;
  const answers = new Map<string, Answer>();
  beforeAll(async () => {
    serve = startServe(["--jobs", "1"]);
    for (const [name, language, source] of EDGES) serve.send({ id: name, language, source });
    serve.send({ id: "after", language: "ts", source: "export {};\n" });
    for (const a of await serve.answers(EDGES.length + 1, 120_000)) answers.set(String(a.id), a);
  }, 150_000);
  afterAll(async () => {
    await serve?.end();
  });

  for (const [name] of EDGES) {
    it(`${name}: the same verdict as the library, or an internal error`, () => {
      const a = answers.get(name) as Answer;
      if (a.error !== undefined) {
        expect(a.error.code).toBe("internal");
        return;
      }
      expect(a.verdict).toBe(VALID.has(name) ? "pass" : "fail");
    });
  }

  it("the request after them all is served", () => {
    expect(answers.get("after")?.verdict).toBe("pass");
  });
});

describe("ESLint", () => {
  for (const [name, language, text] of EDGES) {
    it(`${name}: reports (a parse error at most), never throws`, () => {
      const messages = lint(text, language);
      for (const m of messages) {
        expect(m.line).toBeGreaterThanOrEqual(1);
        expect(m.column).toBeGreaterThanOrEqual(0);
      }
      if (!VALID.has(name) && !name.startsWith("a shebang")) expect(messages.length).toBeGreaterThan(0);
    });
  }
});

/**
 * JavaScript's early errors: a program with one never runs (SyntaxError at load), so its verdict must be fail; and a
 * program that is valid JavaScript must not fail for a TypeScript-only grammar rule.
 */
const EARLY: readonly [string, string, "pass" | "fail"][] = [
  ["a private name outside a class", "#x in {};\n", "fail"],
  ["an undeclared private name in a class", "class A { m() { return #y in this; } }\n", "fail"],
  ["duplicate parameters in strict code", "function f(a, a) { return a; }\nf(1, 2);\n", "fail"],
  ["new.target outside a function", "console.log(new.target);\n", "fail"],
  ["super() outside a constructor", "function f() { super(); }\nf();\n", "fail"],
  ["a break outside a loop", "break;\n", "fail"],
  ["a legacy octal literal", "console.log(0777);\n", "fail"],
  ["with in strict code", "with ({}) {}\n", "fail"],
  ["duplicate keys in an object literal (valid since ES2015)", "const o = { a: 1, a: 2 };\nconsole.log(o);\n", "pass"],
  ["top-level await in a module (valid)", "const v = await Promise.resolve(1);\nconsole.log(v);\n", "pass"],
];

describe("JavaScript early errors decide the verdict", () => {
  for (const [name, text, verdict] of EARLY) {
    it(`${name}: ${verdict}`, () => {
      expect(viaLibrary(text, "js").verdict).toBe(verdict);
    });
  }
});
