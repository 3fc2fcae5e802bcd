// A write to gg or one of its namespaces (GG1019): the guest hands the program gg frozen, so the write throws a
// TypeError. Each passing program was run in the guest's environment; each neighbour fails on every run and is refused.
import { describe, expect, it } from "vitest";
import { check } from "./support/check.js";
import { fails, passes } from "./support/verdict-cases.js";

describe("a write to gg or one of its namespaces", () => {
  passes([
    ["a stand-in through a binding of the program's, a copy of a namespace written, a write inside a try, and a logical assignment to an operation, which is there", `import { files } from "gg";\nconst DRY_RUN = true;\nconst write = DRY_RUN ? (path) => console.log(\`would write \${path}\`) : files.writeFile;\nwrite("report.md", "# Report");\nconst io = { ...files };\nio.writeFile = () => "stub";\nconsole.log(io.writeFile());\ntry { files.readFile = () => "x"; } catch (e) { console.log("frozen", e instanceof TypeError); }\nfiles.readFile ??= () => "never";\n`],
  ]);
  fails([
    ["an operation replaced for a dry run", `import { files } from "gg";\nconst DRY_RUN = true;\nif (DRY_RUN) files.writeFile = (path) => console.log(\`would write \${path}\`);\nfiles.writeFile("report.md", "# Report");\n`, ["GG1019@3:14"]],
    ["a namespace replaced in a function called, and an operation deleted", `function mock() {\n  gg.web = { fetch: () => ({ status: 200, body: "" }) };\n}\nmock();\ndelete gg.files.grep;\n`, ["GG1019@2:3", "GG1019@5:8"]],
  ]);
  it("leaves TypeScript to the compiler", () => {
    const result = check(`import { files } from "gg";\nfiles.extra = 1;\n`, "ts");
    expect(result.diagnostics.map((d) => d.code)).not.toContain("GG1019");
  });
});

describe("writes to gg a test keeps from running, that write nothing, or that always write", () => {
  passes([
    ["delete of a member gg lacks, which deletes nothing", `import { files } from "gg";\ndelete files.__parseCache;\nconsole.log("ok");\n`],
    ["a write behind a test of whether gg is frozen", `import { files } from "gg";\nif (!Object.isFrozen(files)) {\n  files.readText = files.readFile;\n}\nconsole.log("ok");\n`],
  ]);
  fails([
    ["??= of a member gg lacks, which always writes", `import { files } from "gg";\nfiles.readJson ??= (p) => JSON.parse(files.readFile(p));\nconsole.log(typeof files.readJson);\n`, ["GG1019@2:1"]],
  ]);
});

describe("definers on gg", () => {
  passes([
    ["Reflect.defineProperty on a namespace, which answers false, and a definer on the program's own object", `import { files } from "gg";\nconsole.log(Reflect.defineProperty(files, "readJson", { value: () => 1 }), Object.defineProperty({}, "x", { value: 1 }).x);\n`],
  ]);
  fails([
    ["Object.defineProperty on a namespace", `import { files } from "gg";\nObject.defineProperty(files, "readJson", { value: (p) => JSON.parse(files.readFile(p)) });\nconsole.log("ok");\n`, ["GG1019@2:1"]],
  ]);
});

describe("writes to gg behind a test of the member", () => {
  passes([
    ["a write behind a test that a member gg lacks is defined", `import { files } from "gg";\nif (files.verbose !== undefined) files.verbose = false;\n`],
    ["a write behind an in test of a member gg lacks", `import { files } from "gg";\nif ("dryRun" in files) files.dryRun = true;\n`],
    ["a write behind a test that the member was replaced", `import { files } from "gg";\nconst original = files.writeFile;\nif (files.writeFile !== original) files.writeFile = original;\n`],
  ]);
  fails([
  ]);
});

describe("writes to a namespace a constant holds, by a name or a pattern", () => {
  passes([
    ["a pattern's default for a member gg lacks is the program's own object", `const { extra = {} } = gg;\nextra.verbose = true;\nconsole.log(extra.verbose);\n`],
    ["a write behind a test of freezing", `const { files } = gg;\nif (!Object.isFrozen(files)) files.readFile = async () => "stub";\nconsole.log(typeof files.readFile);\n`],
    ["a let written again with the program's own object", `let fs = gg.files;\nfs = { writeFile: null };\nfs.writeFile = (p) => console.log("dry", p);\nfs.writeFile("a");\n`],
  ]);
  fails([
    ["a write to a namespace held in a const", `const fs = gg.files;\nfs.writeFile = (p, c) => console.log("dry", p, c.length);\nawait fs.writeFile("out.txt", "hello");\n`, ["GG1019@2:1"]],
    ["a write to a namespace taken from gg by a pattern", `const { files } = gg;\nfiles.readFile = async () => "x";\nconsole.log("ok");\n`, ["GG1019@2:1"]],
    ["a delete of a member of a namespace renamed by a pattern", `const { files: { readFile } } = { files: gg.files };\nconsole.log(typeof readFile);\nconst { files: io } = gg;\ndelete io.readFile;\n`, ["GG1019@4:8"]],
  ]);
});

describe("delete by a constant key", () => {
  passes([
    ["delete by a constant key of a member gg lacks", `import { files } from "gg";\nconst key = "cache";\ndelete files[key];\nconsole.log("ok");\n`],
  ]);
  fails([
    ["delete by a constant key of an operation", `import { files } from "gg";\nconst key = "readFile";\ndelete files[key];\nconsole.log("ok");\n`, ["GG1019@3:8"]],
  ]);
});

describe("Object.assign onto a namespace", () => {
  passes([
    ["Object.assign onto a copy, and of an empty literal onto the namespace", `import { files } from "gg";\nconst fake = Object.assign({}, files, { dryRun: true });\nObject.assign(files, {});\nconsole.log(fake.dryRun, typeof fake.readFile);\n`],
  ]);
  fails([
    ["Object.assign of a literal with a member onto a namespace", `import { files } from "gg";\nObject.assign(files, { dryRun: true });\nconsole.log("ok");\n`, ["GG1019@2:1"]],
  ]);
});

describe("a write over an operation an Object.create of a namespace inherits", () => {
  passes([
    ["members the namespace lacks, written on such an object, and a stand-in spread from it", `import { files } from "gg";\nconst fs = Object.create(files);\nfs.dryRun = true;\nfs.log = (m) => console.log(m);\nfs.log(String(fs.dryRun));\nconst plain = { ...files, writeFile: (p) => console.log("dry", p) };\nplain.writeFile("a");\n`],
  ]);
  fails([
    ["a stand-in made by Object.create of a namespace, its operation written over", `import { files } from "gg";\nconst DRY = true;\nconst fs = Object.create(files);\nif (DRY) fs.writeFile = (path, text) => console.log(\`[dry] \${path}: \${text.length}\`);\nfs.writeFile("out.txt", "hello");\n`, ["GG1019@4:10"]],
  ]);
});

describe("delete by keys that walk a list of constants", () => {
  passes([
    ["delete by keys that walk a list of members gg lacks", `import { files } from "gg";\nfor (const k of ["memo", "lastError"]) delete files[k];\nconsole.log("ok");\n`],
  ]);
  fails([
    ["the list holds an operation", `import { files } from "gg";\nfor (const k of ["memo", "readFile"]) delete files[k];\nconsole.log("ok");\n`, ["GG1019@2:46"]],
  ]);
});

describe("a copy of a namespace typed as the namespace: members written to it", () => {
  passes([
    ["an Object.assign copy of a namespace a constant picks, given a member", `import { files } from "gg";\nconst SANDBOXED = true;\nconst io = SANDBOXED ? Object.assign({}, files) : files;\nio.pending = [];\nio.pending.push("ledger/a.txt");\nconsole.log(io.pending.length);\n`],
    ["a copy of a namespace a constant test picks, given a member", `import { files } from "gg";\nconst patched = true ? { ...files } : files;\npatched.extra = () => 1;\nconsole.log(patched.extra());\n`],
    ["a copy of a namespace made where the guest freezes gg, given a member", `const ns = gg.files;\nconst patched = Object.isFrozen(ns) ? { ...ns } : ns;\npatched.extra = () => 1;\nconsole.log(patched.extra());\n`],
  ]);
  fails([
    ["the namespace on the left of ||, which always gives it, given a member", `import { files } from "gg";\nconst io = files || { ...files };\nio.pending = [];\nconsole.log(io.pending.length);\n`, ["TS2339@4:16"]],
    ["the namespace itself, which a constant test picks, given a member", `import { files } from "gg";\nconst SANDBOXED = false;\nconst io = SANDBOXED ? Object.assign({}, files) : files;\nio.pending = [];\nconsole.log(io.pending.length);\n`, ["TS2339@5:16"]],
  ]);
});
