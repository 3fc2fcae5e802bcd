// A `#!` line after a byte order mark is read as `tsc` reads the file and as the host loads it: a hashbang, in both
// languages, with every finding's line and column where an editor shows them.
import { describe, expect, it } from "vitest";
import { compilerText } from "../src/check/hashbang.js";
import { check, codesAt } from "./support/check.js";

const BOM = "\uFEFF";

describe("the text the compiler reads", () => {
  it("moves the mark to the end of the #! line: the same length, the same text from line 2 on", () => {
    const text = `${BOM}#!/usr/bin/env gg\nconst a = 1;\n`;
    const read = compilerText(text);
    expect(read).toBe(`#!/usr/bin/env gg${BOM}\nconst a = 1;\n`);
    expect(read.length).toBe(text.length);
  });
  it("ends the #! line at a CR, and at the end of a text of one line", () => {
    expect(compilerText(`${BOM}#!gg\r\nx;\r\n`)).toBe(`#!gg${BOM}\r\nx;\r\n`);
    expect(compilerText(`${BOM}#!gg`)).toBe(`#!gg${BOM}`);
  });
  it("leaves a text without the mark, or without a #! right after it, as it is", () => {
    for (const text of [`#!/usr/bin/env gg\nx;\n`, `${BOM}x;\n`, `${BOM}\n#!gg\n`, `${BOM} #!gg\n`]) expect(compilerText(text)).toBe(text);
  });
});

describe("a byte order mark before #!", () => {
  it.each(["ts", "js"] as const)("is a hashbang in %s: the program passes", (language) => {
    const result = check(`${BOM}#!/usr/bin/env gg\nconsole.log(gg.files.glob("*").length);\n`, language);
    expect(codesAt(result)).toEqual([]);
    expect(result.verdict).toBe("pass");
  });
  it("a TypeScript error after it stands at its line and column", () => {
    expect(codesAt(check(`${BOM}#!/usr/bin/env gg\nconst n: number = "s";\n`, "ts"))).toEqual(["TS2322@2:7"]);
  });
  it("a #! line after the mark and a blank line is refused in TypeScript, at the column an editor shows", () => {
    const result = check(`${BOM}\n#!/usr/bin/env gg\n`, "ts");
    expect(codesAt(result)[0]).toBe("TS18026@2:1");
    expect(result.verdict).toBe("fail");
  });
  it("a #! line is never a comment: a directive word in it turns nothing off", () => {
    expect(check(`${BOM}#!@ts-nocheck\nconst n: number = "s";\n`, "ts").verdict).toBe("fail");
  });
  it("a JavaScript failure after it is certain, and stands at its line", () => {
    const result = check(`${BOM}#!/usr/bin/env gg\nprocess.exit(1);\n`, "js");
    expect(result.diagnostics.map((d) => `${d.code}@${d.line}:${d.column} ${d.severity}`)).toEqual(["TS2591@2:1 error"]);
  });
  it("a mark before code takes no column on line 1", () => {
    expect(codesAt(check(`${BOM}const n: number = "s";\n`, "ts"))).toEqual(["TS2322@1:7"]);
  });
});
