// gg-flavoured messages: what the guest can write instead, derived from the catalogue; tsc's code is kept.
import { withoutToolingAdvice } from "../src/messages.js";
import { describe, expect, it } from "vitest";
import { check, only } from "./support/check.js";

describe("names not in scope", () => {
  it.each([
    ["a namespace", `files.readFile("a");\n`, "TS2304", "`files` is not in scope: write `import { files } from \"gg\";`, or use `gg.files`."],
    ["a function", `readFile("a");\n`, "TS2304", "`readFile` is in `gg.files`: write `files.readFile` after `import { files } from \"gg\";`, or use `gg.files.readFile`."],
    ["a type in a namespace", `let e: DirEntry | undefined;\nconsole.log(e);\n`, "TS2304", "`DirEntry` is `gg.files.DirEntry`: write `files.DirEntry` after `import { files } from \"gg\";`, or use `gg.files.DirEntry`."],
    ["a type at gg", `try {} catch (e) { if (e instanceof Failure) console.log(e.code); }\n`, "TS2304", "`Failure` is `gg.Failure`: write `import { Failure } from \"gg\";`, or use `gg.Failure`."],
    ["process", `process.exit(0);\n`, "TS2591", "Cannot find name 'process': the guest has no Node.js; it has ECMAScript 2023, `console` and \"gg\"."],
    ["require", `const fs = require("fs");\n`, "TS2591", "Cannot find name 'require': the guest has no Node.js; it has ECMAScript 2023, `console` and \"gg\". Import from \"gg\": `import { files } from \"gg\";`."],
    ["document", `document.title = "x";\n`, "TS2584", "Cannot find name 'document': the guest has no DOM; it has ECMAScript 2023, `console` and \"gg\"."],
    ["a test runner", `describe("x", () => {});\n`, "TS2593", "Cannot find name 'describe': the guest has no test runner; it has ECMAScript 2023, `console` and \"gg\"."],
    ["a timer", `setTimeout(() => console.log("late"), 10);\n`, "TS2304", "Cannot find name 'setTimeout': it is not in the guest's library; it has ECMAScript 2023, `console` and \"gg\"."],
    ["window", `window.alert("a");\n`, "TS2304", "Cannot find name 'window': the guest has no DOM; it has ECMAScript 2023, `console` and \"gg\"."],
    ["a DOM type", `let e: HTMLElement | undefined;\nconsole.log(e);\n`, "TS2304", "Cannot find name 'HTMLElement': the guest has no DOM; it has ECMAScript 2023, `console` and \"gg\"."],
    ["__dirname", `console.log(__dirname);\n`, "TS2304", "Cannot find name '__dirname': the guest has no Node.js; it has ECMAScript 2023, `console` and \"gg\"."],
    ["jQuery", `console.log($("a"));\n`, "TS2592", "Cannot find name '$': the guest has no jQuery and no DOM; it has ECMAScript 2023, `console` and \"gg\"."],
    ["Bun", `console.log(Bun.file("a"));\n`, "TS2868", "Cannot find name 'Bun': the guest has no Bun; it has ECMAScript 2023, `console` and \"gg\"."],
    ["a regular expression flag of ES2024", `console.log(/[a]/v.test("a"));\n`, "TS1501", "This regular expression flag is not in the guest's ECMAScript 2023 (it came in es2024)."],
  ])("%s", (_name, source, code, message) => {
    expect(only(check(source, "ts"), code).message).toBe(message);
  });
});

describe("imports from gg", () => {
  it.each([
    ["a function", `import { readFile } from "gg";\n`, "TS2305", "\"gg\" exports namespaces, not functions: `readFile` is in `gg.files`; write `import { files } from \"gg\";` and call `files.readFile`."],
    ["a namespaced type", `import type { DirEntry } from "gg";\n`, "TS2305", "`DirEntry` is `gg.files.DirEntry`: write `import { files } from \"gg\";` and use `files.DirEntry`."],
    ["a misspelt namespace", `import { fils } from "gg";\n`, "TS2724", "\"gg\" has no export `fils`. Did you mean `files`?"],
    ["an unknown name", `import { zebra } from "gg";\n`, "TS2305", "\"gg\" has no export `zebra`; it exports `files`, `views`, `shell`, `web`, `programs`, `delegation`, `session`, `docs`, `OperationKey`, `FailureCode`, `Failure`."],
    ["a default import", `import gg from "gg";\nconsole.log(gg);\n`, "TS1192", "\"gg\" has no default export: write `import * as gg from \"gg\";`, or import what you use, as in `import { files } from \"gg\";`."],
  ])("%s", (_name, source, code, message) => {
    expect(only(check(source, "ts"), code).message).toBe(message);
  });

  it.each(["ts", "js"] as const)("never advises packages, a tsconfig or compiler options (%s)", (language) => {
    const programs = [
      `import { x } from "node:fs";\n`, `import fs from "fs";\nconsole.log(fs);\n`, `process.exit(1);\n`, `const b = Buffer.from("a");\n`,
      `const fs = require("fs");\n`, `describe("a");\n`, `document.body;\n`, `window.alert("a");\n`, `setTimeout(() => 1, 10);\n`,
      `const r = await fetch("https://a");\nconsole.log(r);\n`, `$("a");\n`, `Bun.file("a");\n`, `console.log(__dirname, module, exports);\n`,
      `console.log([1].findLastIndex);\nconst big = 1n;\nconsole.log(big);\n`, `/// <reference types="node" />\n`, `/// <reference lib="dom" />\n`,
      `console.log(Object.groupBy([1], (x) => x), /[a]/v, new Promise.withResolvers());\n`, `console.log(import.meta.url);\n`,
      ...(language === "ts" ? [`let e: HTMLElement | undefined;\nlet r: Response | undefined;\nconsole.log(e, r);\n`] : []),
    ];
    let seen = 0;
    for (const source of programs) {
      for (const d of check(source, language).diagnostics) {
        seen++;
        expect(d.message).not.toMatch(/npm|@types|tsconfig|compiler option|'lib'|target|--|type definitions/i);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(programs.length);
  });
});

describe("members gg does not have", () => {
  it.each([
    ["a misspelt function", `import { files } from "gg";\nfiles.readFle("a");\n`, "TS2551", "`files.readFle` does not exist. Did you mean `files.readFile`?"],
    ["a misspelt function, qualified", `gg.files.lstDir(".");\n`, "TS2551", "`gg.files.lstDir` does not exist. Did you mean `gg.files.listDir`?"],
    ["a function of another namespace", `gg.files.fetch("u");\n`, "TS2339", "`gg.files.fetch` does not exist: `fetch` is in `gg.web`; write `gg.web.fetch`, or `web.fetch` after `import { web } from \"gg\";`."],
    ["a function right under gg", `gg.readFile("a");\n`, "TS2339", "`gg.readFile` does not exist: `readFile` is in `gg.files`; write `gg.files.readFile`, or `files.readFile` after `import { files } from \"gg\";`."],
    ["a misspelt namespace under gg", `gg.fils.readFile("a");\n`, "TS2551", "`gg.fils` does not exist. Did you mean `gg.files`?"],
    ["an unknown function", `gg.files.zap("a");\n`, "TS2339", "`gg.files.zap` does not exist: `gg.files` has `readFile`, `listDir`, `stat`, `glob`, `grep`, `writeFile`, `editFile`, `deleteFile`."],
    ["through a namespace import", `import * as g from "gg";\ng.files.readFle("a");\n`, "TS2551", "`g.files.readFle` does not exist. Did you mean `g.files.readFile`?"],
    ["destructured", `import { files } from "gg";\nconst { readFle } = files;\nconsole.log(readFle);\n`, "TS2339", "`files.readFle` does not exist. Did you mean `files.readFile`?"],
    ["gg's own type read as a value", `console.log(Object.keys(gg.FailureCode));\n`, "TS2339", "`gg.FailureCode` is a type, not a value: it exists only in type annotations, so reading it gives undefined."],
    ["a namespace's type read as a value", `console.log(gg.files.DirEntry);\n`, "TS2339", "`gg.files.DirEntry` is a type, not a value: it exists only in type annotations, so reading it gives undefined."],
    ["a misspelt class of gg's", `console.log(gg.Failur);\n`, "TS2551", "`gg.Failur` does not exist. Did you mean `gg.Failure`?"],
  ])("%s", (_name, source, code, message) => {
    expect(only(check(source, "ts"), code).message).toBe(message);
  });
});

describe("tooling advice is cut from other messages", () => {
  it("says a library member of a later edition is not in the guest's ECMAScript 2023, and when it came", () => {
    const d = only(check(`const xs = [1];\nconsole.log(xs.flatMap);\nconsole.log("a".isWellFormed());\n`, "ts"), "TS2550");
    expect(d.message).toBe('`"a".isWellFormed` is not in the guest\'s ECMAScript 2023 (it came in ECMAScript 2024): calling it throws when the program runs.');
  });

  it("keeps tsc's first sentence and says what the guest has", () => {
    expect(withoutToolingAdvice("Cannot find name 'Foo'. Do you need to change your target library? Try changing the 'lib' compiler option to 'es2024' or later.")).toBe(
      "Cannot find name 'Foo'. The guest cannot change this: it has ECMAScript 2023, `console` and \"gg\".",
    );
  });

  it("keeps a message that only names a binding like a setting ('target', 'lib')", () => {
    expect(withoutToolingAdvice("'target' is possibly 'undefined'.")).toBe("'target' is possibly 'undefined'.");
    expect(withoutToolingAdvice("'lib' is possibly 'null'.")).toBe("'lib' is possibly 'null'.");
  });

  it("drops advice to change the target option", () => {
    expect(withoutToolingAdvice("Top-level 'await' expressions are only allowed when the 'module' option is set to 'es2022', and the 'target' option is set to 'es2017' or higher.")).toBe(
      "This is not available to a guest program; it has ECMAScript 2023, `console` and \"gg\", with fixed settings.",
    );
  });
});

describe("a failure's key or code compared with what it can never be", () => {
  const inCatch = (condition: string): string => `try { gg.files.readFile("a"); } catch (e) {\n  if (e instanceof gg.Failure && ${condition}) console.log(e);\n}\n`;
  it.each([
    ["a spelling", `e.operation === "readFile"`, "A failure's `operation` is the operation's key: write `\"read_file\"` for `gg.files.readFile`, not `\"readFile\"`."],
    ["an id", `e.operation === "files.read_file"`, "A failure's `operation` is the operation's key: write `\"read_file\"` for `gg.files.readFile`, not `\"files.read_file\"`."],
    ["the literal first", `"listDir" !== e.operation`, "A failure's `operation` is the operation's key: write `\"list_dir\"` for `gg.files.listDir`, not `\"listDir\"`."],
    ["a misspelt key", `e.operation === "raed_file"`, "`\"raed_file\"` is not an operation key, so a failure's `operation` never equals it. Did you mean `\"read_file\"`?"],
    ["a misspelt code", `e.code === "notfound"`, "`\"notfound\"` is not a failure code, so a failure's `code` never equals it. Did you mean `\"not_found\"`?"],
    ["an unknown code", `e.code === "zzzzzzzzz"`, "`\"zzzzzzzzz\"` is not a failure code, so a failure's `code` never equals it. Codes are `\"unavailable\"`, `\"invalid_argument\"`, `\"not_found\"`, `\"failed\"`, `\"internal\"`."],
  ])("%s", (_name, condition, message) => {
    expect(only(check(inCatch(condition), "ts"), "TS2367").message).toBe(message);
  });

  it("leaves tsc's message for comparisons of other types", () => {
    expect(only(check(`const n = 1 as 1 | 2;\nif (n === 3) console.log(n);\n`, "ts"), "TS2367").message).toMatch(/^This comparison appears to be unintentional/);
  });

  it("is a warning in JavaScript: the comparison runs, it is only always false", () => {
    const d = only(check(`try { gg.files.readFile("a"); } catch (e) {\n  if (e instanceof gg.Failure && e.operation === "readFile") console.log(e);\n}\n`, "js"), "TS2367");
    expect(d.severity).toBe("warning");
  });
});

describe("this at the top level of the module", () => {
  it.each(["ts", "js"] as const)("says `this` is undefined there (%s), and keeps TS2532", (language) => {
    const result = check(`this.count = 1;\n`, language);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: "TS2532",
        severity: "error",
        message: "`this` is undefined at the top level of a module (the guest runs every program as one), so reading a property of it throws: use a variable of your own.",
      }),
    ]);
  });
});
