// The refusal forecast: the host's exact message at each refused call; malformed calls are not refusals;
// the grant never changes the verdict, the diagnostics, the reach or the sites.
import type { Grant } from "@gg/catalogue";
import { describe, expect, it } from "vitest";
import { check } from "./support/check.js";

const READER: Grant = { capabilities: ["fs.read"], allowlist: ["files.read_file"] };
const REVIEWER: Grant = { capabilities: ["programs"], allowlist: [], ending: "reviewer" };
const NOTHING: Grant = { capabilities: [], allowlist: [] };

describe("refusals", () => {
  it("names each refused call with the host's message in the TypeScript spelling", () => {
    const result = check(`import { files } from "gg";\nfiles.readFile("a");\nfiles.listDir(".");\n`, "ts", READER);
    expect(result.refusals).toEqual([
      { operation: "files.list_dir", key: "list_dir", message: "`gg.files.listDir` is not available.", line: 3, column: 1 },
    ]);
    expect(result.malformed).toEqual([]);
  });

  it("offers the endings of the agent's own role", () => {
    const result = check(`gg.session.finish("done");\n`, "ts", REVIEWER);
    expect(result.refusals).toEqual([
      {
        operation: "session.finish",
        key: "finish",
        message: "`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.",
        line: 1,
        column: 1,
      },
    ]);
  });

  it("uses the JavaScript spelling for JavaScript", () => {
    const result = check(`gg.programs.history();\n`, "js", NOTHING);
    expect(result.refusals).toEqual([{ operation: "programs.history", key: "history", message: "`gg.programs.history` is not available.", line: 1, column: 1 }]);
  });

  it("refuses every site, through aliases and callbacks", () => {
    const result = check(`const f = gg.files.readFile;\nf("a");\n["x"].forEach(gg.files.deleteFile);\n`, "ts", NOTHING);
    expect(result.refusals?.map((r) => `${r.key}@${r.line}:${r.column}`)).toEqual(["read_file@2:1", "delete_file@3:15"]);
  });

  it("says every reference taken as a value is refused where it is called, also beside a direct call of the same operation", () => {
    const result = check(`gg.files.readFile("a");\nconst later = gg.files.readFile.bind(null, "b");\nlater();\n`, "js", NOTHING);
    expect(result.refusals?.map((r) => `${r.key}@${r.line}:${r.column}${r.elsewhere === true ? " elsewhere" : ""}`)).toEqual(["read_file@1:1", "read_file@2:15 elsewhere"]);
  });

  it("lists a call reach follows through a value once, not again at the value", () => {
    const result = check(`gg.files.readFile("a");\nconst ops = [gg.files.readFile];\nops[0]("b");\n`, "js", NOTHING);
    expect(result.refusals?.map((r) => `${r.key}@${r.line}:${r.column}${r.elsewhere === true ? " elsewhere" : ""}`)).toEqual(["read_file@1:1", "read_file@3:1"]);
  });

  it("never refuses what is always available", () => {
    expect(check(`gg.session.reportProgress("half");\ngg.docs.search("x");\n`, "ts", NOTHING).refusals).toEqual([]);
  });
});

describe("malformed calls are not refusals", () => {
  it("a refused call with a wrong argument is malformed", () => {
    const result = check(`gg.files.readFile(1);\ngg.files.writeFile("a");\ngg.web.fetch("u");\n`, "ts", NOTHING);
    expect(result.malformed).toEqual([
      { operation: "files.read_file", line: 1, column: 1 },
      { operation: "files.write_file", line: 2, column: 1 },
    ]);
    expect(result.refusals).toEqual([{ operation: "web.fetch", key: "fetch", message: "`gg.web.fetch` is not available.", line: 3, column: 1 }]);
  });

  it("in JavaScript only a call that cannot lower is malformed", () => {
    const result = check(`const q = ["a"];\ngg.files.readFile(q.shift());\ngg.files.readFile(2);\n`, "js", NOTHING);
    expect(result.malformed).toEqual([{ operation: "files.read_file", line: 3, column: 1 }]);
    expect(result.refusals?.map((r) => `${r.key}@${r.line}:${r.column}`)).toEqual(["read_file@2:1"]);
  });
});

describe("the grant changes nothing else", () => {
  const programs: [string, "ts" | "js"][] = [
    [`import { files } from "gg";\nfor (const e of files.listDir(".")) console.log(e.name);\ngg.session.finish("x");\n`, "ts"],
    [`gg.files.readFile(1);\nnope();\n`, "ts"],
    [`const { readFile } = gg.files;\nreadFile("a"); gg.web.fetch(2);\n`, "js"],
  ];
  it.each(programs)("%#", (source, language) => {
    const without = check(source, language);
    for (const grant of [READER, REVIEWER, NOTHING]) {
      const { refusals, malformed, ...rest } = check(source, language, grant);
      expect(rest).toEqual(without);
      expect(Array.isArray(refusals) && Array.isArray(malformed)).toBe(true);
    }
    expect(without.refusals).toBeUndefined();
    expect(without.malformed).toBeUndefined();
  });
});
