// The guest library joined into one file (made at build) is what a check opens, and it changes no answer: every
// corpus program, and programs that lean on the library's order and its directives, get the same result, byte for
// byte, on the joined library and on the compiler's split files.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createCheckerWith } from "../src/create-checker.js";
import { guestLibrary, libraryLayout, nativeCompiler } from "../src/engine/guest-library.js";
import { JOINED_LIBRARY_PATH, joinedLibraryMatches, joinedLibraryStamp, joinLibrary } from "../src/engine/joined-library.js";
import type { CheckInput } from "../src/types.js";
import { corpusPrograms } from "./support/corpus.js";

const joined = createCheckerWith({});
const split = createCheckerWith({}, { library: "split" });
afterAll(() => {
  joined.close();
  split.close();
});

describe("the joined guest library", () => {
  it("is made by the build for this compiler, and a check uses it", () => {
    expect(joinedLibraryMatches(nativeCompiler().version)).toBe(true);
    expect(libraryLayout()).toMatchObject({ kind: "joined", roots: [JOINED_LIBRARY_PATH], options: { noLib: true } });
    expect(libraryLayout("split")).toMatchObject({ kind: "split", roots: [], options: { lib: ["es2023"] } });
  });

  it("holds every file of the split library once, without their directives", () => {
    const text = readFileSync(JOINED_LIBRARY_PATH, "utf8");
    for (const path of guestLibrary()) expect(text.split("\n").filter((line) => line === `// ${path.slice(path.lastIndexOf("/") + 1)}`)).toHaveLength(1);
    expect(text).not.toMatch(/^\/\/\/\s*<reference\s+(lib|no-default-lib)=/m);
    expect(text.startsWith(`${joinedLibraryStamp(nativeCompiler().version)}\n`)).toBe(true);
  });

  it("joins in the order given, and strips only the library directives", () => {
    const text = joinLibrary(
      [
        { path: "/x/lib.a.d.ts", text: `/// <reference no-default-lib="true"/>\n/// <reference lib="b" />\ninterface A {}\n` },
        { path: "/x/lib.b.d.ts", text: `/// <reference types="keep" />\ninterface B {}\n` },
      ],
      "9.9.9",
    );
    expect(text).toBe(`${joinedLibraryStamp("9.9.9")}\n// lib.a.d.ts\ninterface A {}\n\n// lib.b.d.ts\n/// <reference types="keep" />\ninterface B {}\n\n`);
  });

  it("is not used when it was made for another compiler, or is missing or cut", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-joined-"));
    try {
      const path = join(dir, "lib.d.ts");
      expect(joinedLibraryMatches("7.0.2", path)).toBe(false);
      writeFileSync(path, joinLibrary([{ path: "/x/lib.a.d.ts", text: "interface A {}\n" }], "7.0.1"));
      expect(joinedLibraryMatches("7.0.2", path)).toBe(false);
      expect(joinedLibraryMatches("7.0.1", path)).toBe(true);
      writeFileSync(path, joinedLibraryStamp("7.0.1"));
      expect(joinedLibraryMatches("7.0.1", path)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Programs whose answers depend on the library as a whole: overloads merged across files (their order), members of
// later editions (the compiler's advice names a `lib`), the library directives a program may write.
const LIBRARY_PROGRAMS: CheckInput[] = [
  // No overload matches: the message quotes the last overload, which the order of the merged files decides.
  { source: `const r: number = "abc".replace(1, 2);\nconsole.log(r);\n`, language: "ts" },
  { source: `const x = new Map([1, 2]);\nconst p = Promise.all(5);\nconst a = Array.from(5);\nconsole.log(x, p, a);\n`, language: "ts" },
  { source: `const n: number = [1, 2, 3].reduce((a, b) => a + b);\nconst s: string = ["a"].reduce((a, b) => a + b, "");\nconsole.log(n, s);\n`, language: "ts" },
  { source: `const m = new Map([["a", 1]]);\nconst a = Array.from(m.entries(), ([k, v]) => k + v);\nconsole.log(a.at(-1), Object.fromEntries(m));\n`, language: "ts" },
  { source: `const g = Object.groupBy([1, 2], (x) => (x > 1 ? "big" : "small"));\nconsole.log(g, "x".isWellFormed(), [1].toSorted());\n`, language: "ts" },
  { source: `const g = Object.groupBy([1, 2], (x) => (x > 1 ? "big" : "small"));\nconsole.log(g, new Set([1]).union(new Set([2])));\n`, language: "js" },
  { source: `/// <reference lib="es2015.promise" />\nconst p: Promise<number> = Promise.resolve(1);\nconsole.log(p);\n`, language: "ts" },
  { source: `/// <reference lib="dom" />\nconsole.log(document.title);\n`, language: "ts" },
  { source: `/// <reference lib="esnext" />\nconsole.log([1].findLast((x) => x > 0));\n`, language: "js" },
  { source: `const re = /(?<year>\\d{4})/d;\nconst m = re.exec("2024");\nconsole.log(m?.indices, m?.groups?.year, Symbol.asyncIterator);\n`, language: "ts" },
  { source: `const b = new ArrayBuffer(8, { maxByteLength: 16 });\nb.resize(12);\nconsole.log(Promise.withResolvers());\n`, language: "ts" },
  { source: `class E extends Error { constructor() { super("x", { cause: 1 }); } }\nconsole.log(new E().cause, new WeakRef({}).deref(), structuredClone(1));\n`, language: "js" },
];

describe("answers on the joined library and on the split library", () => {
  it("are the same for every corpus program and every program that leans on the library", () => {
    const inputs: CheckInput[] = [...corpusPrograms().map((p) => ({ source: p.text, language: p.language, fileName: p.label.replace("/", "-") })), ...LIBRARY_PROGRAMS];
    expect(inputs.length).toBeGreaterThan(800);
    const a = joined.checkAll(inputs);
    const b = split.checkAll(inputs);
    const differing = inputs.flatMap((input, i) => (JSON.stringify(a[i]) === JSON.stringify(b[i]) ? [] : [input.fileName ?? input.source]));
    expect(differing).toEqual([]);
    // The library programs each answer something of their own (the comparison above is not of empty answers).
    expect(new Set(a.slice(-LIBRARY_PROGRAMS.length).map((x) => (x.ok ? x.result.verdict : "error")))).toEqual(new Set(["pass", "fail"]));
  });
});
