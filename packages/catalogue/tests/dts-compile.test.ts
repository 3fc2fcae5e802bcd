import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { validateCatalogue } from "../src/load.js";
import { tsFunctionName } from "../src/naming.js";
import { renderTypeScript } from "../src/sdk/typescript.js";
import { compile } from "./compile-helper.js";
import { rawCatalogue } from "./fixtures.js";

const dts = readFileSync(new URL("../gg.d.ts", import.meta.url), "utf8");
const codes = (src: string): number[] => compile(dts, src).map((f) => f.code);

describe("gg.d.ts as an ambient file", () => {
  it("is what renderTypeScript gives for the default catalogue (no drift)", () => {
    expect(dts).toBe(renderTypeScript(defaultCatalogue()));
  });

  it("declares every operation under a doc comment with its summary and operation id", () => {
    const missing = defaultCatalogue().operations.filter((o) => !dts.includes(`    /** ${o.summary} (${o.id}) */\n    function ${tsFunctionName(o.key)}(`));
    expect(missing.map((o) => o.id)).toEqual([]);
  });

  it("type-checks on its own with lib ES2023", () => {
    expect(compile(dts, "export {};\n")).toEqual([]);
  });

  it("allows the unshortened form with no import", () => {
    expect(codes(`export {};\nconst text: string = gg.files.readFile("a.txt");\nvoid text;\n`)).toEqual([]);
  });

  it("allows the unshortened form in a script with no import or export", () => {
    expect(codes(`const entries = gg.files.listDir(".");\nconst n: number = entries[0]?.size ?? 0;\nvoid n;\n`)).toEqual([]);
  });

  it("allows import { files } from \"gg\"", () => {
    expect(codes(`import { files } from "gg";\nconst t: string = files.readFile("a");\nvoid t;\n`)).toEqual([]);
  });

  it("allows import * as gg from \"gg\"", () => {
    expect(codes(`import * as gg from "gg";\nconst t: string = gg.files.readFile("a");\nvoid t;\n`)).toEqual([]);
  });

  it("allows catching a Failure and branching on its key", () => {
    const src = `try { gg.files.readFile("a"); } catch (e) {\n  if (e instanceof gg.Failure && e.operation === "read_file" && e.code === "unavailable") { const m: string = e.message; void m; }\n}\n`;
    expect(codes(src)).toEqual([]);
  });

  it("allows importing Failure and OperationKey from the module", () => {
    const src = `import { Failure, type OperationKey, files } from "gg";\nlet k: OperationKey = "list_dir";\ntry { files.listDir("."); } catch (e) { if (e instanceof Failure) k = e.operation; }\nvoid k;\n`;
    expect(codes(src)).toEqual([]);
  });

  it("makes trailing option parameters optional", () => {
    expect(codes(`gg.views.openFile("a");\ngg.views.openFile("a", 3);\ngg.programs.history();\ngg.files.grep("x", { ignoreCase: true });\n`)).toEqual([]);
  });

  it("takes a readonly list as a list parameter (the host only reads it)", () => {
    const src = `const edits = [{ oldText: "a", newText: "b" }] as const;\ngg.files.editFile("x", edits);\nconst more: ReadonlyArray<gg.files.TextEdit> = edits;\ngg.files.editFile("x", more);\n`;
    expect(codes(src)).toEqual([]);
  });

  it("types records with camelCase fields and optional option fields", () => {
    const src = `const i = gg.files.stat("a");\nif (i) { const m: number = i.modifiedMs; const k: "file" | "dir" | "symlink" = i.kind; void m; void k; }\n`;
    expect(codes(src)).toEqual([]);
  });

  it("rejects import gg from \"gg\" (no default export)", () => {
    expect(codes(`import gg from "gg";\nvoid gg;\n`)).toContain(1192);
  });

  it("rejects an unknown member of a namespace", () => {
    expect(codes(`gg.files.readFle("a");\n`)).toContain(2551);
  });

  it("rejects an unknown name imported from the module", () => {
    expect(codes(`import { readFile } from "gg";\nvoid readFile;\n`)).toContain(2305);
  });

  it("rejects an unknown namespace of gg", () => {
    expect(codes(`gg.filez.readFile("a");\n`)).toContain(2551);
  });

  it("reaches no namespace unqualified", () => {
    expect(codes(`files.readFile("a");\n`)).toContain(2304);
  });

  it("reaches no type unqualified", () => {
    expect(codes(`let e: DirEntry | undefined;\nvoid e;\n`)).toContain(2304);
  });

  it("rejects a key compared by its spelling", () => {
    const src = `try { gg.files.readFile("a"); } catch (e) { if (e instanceof gg.Failure && e.operation === "readFile") {} }\n`;
    expect(codes(src)).toContain(2367);
  });

  it("rejects constructing a Failure", () => {
    expect(codes(`const f = new gg.Failure();\nvoid f;\n`)).toContain(2673);
  });

  it("rejects a wrong argument type", () => {
    expect(codes(`gg.files.readFile(3);\n`)).toContain(2345);
  });
});

describe("gg.d.ts under NodeNext module settings", () => {
  const nodeNext = { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const codesNodeNext = (src: string, fileName = "main.mts"): number[] => compile(dts, src, fileName, nodeNext).map((f) => f.code);

  it("allows import { files } from \"gg\" in an ES module", () => {
    expect(codesNodeNext(`import { files } from "gg";\nconst t: string = files.readFile("a");\nvoid t;\n`)).toEqual([]);
  });

  it("rejects import gg from \"gg\" in an ES module", () => {
    expect(codesNodeNext(`import gg from "gg";\nvoid gg;\n`)).toEqual([1192]);
  });

  it("rejects import gg from \"gg\" in a CommonJS-format file", () => {
    expect(codesNodeNext(`import gg from "gg";\nvoid gg;\n`, "main.cts")).toContain(1192);
  });
});

describe("renderTypeScript for a catalogue with a shared type", () => {
  // `report` used by two namespaces lives at gg itself.
  const raw = rawCatalogue();
  raw.operations.push({ id: "docs.last_report", binding: { kind: "always" }, params: [], result: "option<report>", summary: "The last report." });
  const loaded = validateCatalogue(raw);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  const shared = renderTypeScript(loaded.value);

  it("declares the shared type at gg and exports it from the module", () => {
    expect([shared.includes("\n  interface Report {"), shared.includes("export import Report = gg.Report;")]).toEqual([true, true]);
  });

  it("type-checks programs using it both ways", () => {
    const src = `import { type Report, docs } from "gg";\nconst a: gg.Report = gg.delegation.awaitReport("h");\nconst b: Report | undefined = docs.lastReport();\nvoid a; void b;\n`;
    expect(compile(shared, src)).toEqual([]);
  });
});
