// The names model: one table of what each gg name refers to, checked against the generated gg.d.ts it must agree with.
import { describe, expect, it } from "vitest";
import { defaultCatalogue } from "../src/default.js";
import { ggPathOf, memberOf, membersOf, namesOf, qualifiedGgName, resolveGgPath, SDK, SDK_ROOT_NAMES, type GgName } from "../src/names.js";
import { parseCatalogue } from "../src/load.js";
import { renderTypeScript } from "../src/sdk/typescript.js";
import { rawCatalogue } from "./fixtures.js";

const catalogue = defaultCatalogue();
const names = namesOf(catalogue);
const dts = renderTypeScript(catalogue);

/** A name as a short string: `operation:files.read_file`, `type:dir-entry@files`. */
function show(name: GgName | undefined): string {
  if (name === undefined) return "none";
  switch (name.kind) {
    case "root":
      return "root";
    case "namespace":
      return `namespace:${name.namespace}`;
    case "operation":
      return `operation:${name.operation.id}`;
    case "type":
      return `type:${name.type.name}@${name.home ?? "gg"}`;
    case "sdk":
      return `sdk:${name.name}`;
  }
}

/** The names gg.d.ts declares directly inside `declare namespace gg { … }` (two spaces in). */
function declaredAtGg(text: string): string[] {
  const body = text.slice(text.indexOf("declare namespace gg {"), text.indexOf('declare module "gg"'));
  return [...body.matchAll(/^ {2}(?:namespace|type|interface|class) (\w+)/gm)].map((m) => m[1] as string);
}

describe("the SDK's own root names", () => {
  it("are spelt as gg.d.ts declares them: Failure, FailureCode, OperationKey", () => {
    expect([...SDK_ROOT_NAMES].sort()).toEqual(["Failure", "FailureCode", "OperationKey"]);
    expect(SDK).toEqual({ failure: "Failure", failureCode: "FailureCode", operationKey: "OperationKey" });
    expect(dts).toMatch(/^ {2}class Failure extends Error \{$/m);
    expect(dts).toMatch(/^ {2}type FailureCode = "unavailable"/m);
    expect(dts).toMatch(/^ {2}type OperationKey = "read_file"/m);
  });

  it("are exactly what gg.d.ts declares at gg besides the catalogue's namespaces and gg-level types", () => {
    const fromCatalogue = new Set([...catalogue.namespaces, ...(names.typesByHome.get(undefined) ?? []).map((t) => ggPathOf(names.types.get(t.name) ?? names.root).join("."))]);
    expect(declaredAtGg(dts).filter((name) => !fromCatalogue.has(name)).sort()).toEqual([...SDK_ROOT_NAMES].sort());
  });

  it("cannot be taken by a catalogue type", () => {
    const raw = rawCatalogue();
    raw.types.push({ name: "failure-code", kind: "enum", cases: ["a"] });
    const loaded = parseCatalogue(JSON.stringify(raw));
    expect(loaded.ok).toBe(false);
  });
});

describe("namesOf", () => {
  it("is built once per catalogue object", () => {
    expect(namesOf(catalogue)).toBe(names);
    const copy = parseCatalogue(JSON.stringify(rawCatalogue()));
    expect(copy.ok && namesOf(copy.value)).not.toBe(names);
  });

  it("exports from module \"gg\" exactly what gg.d.ts's module exports, in its order", () => {
    const exported = [...dts.matchAll(/^ {2}export import (\w+) = gg\.\1;$/gm)].map((m) => m[1]);
    expect([...names.moduleExports]).toEqual(exported);
  });

  it("places every operation under its namespace by its TypeScript function name, as gg.d.ts declares it", () => {
    expect(names.operations.get("files")?.get("readFile")?.id).toBe("files.read_file");
    const declared = [...dts.matchAll(/^ {4}function (\w+)\(/gm)].length;
    expect([...names.operations.values()].reduce((n, m) => n + m.size, 0)).toBe(declared);
    expect(declared).toBe(catalogue.operations.length);
  });

  it("places every type in its home, as gg.d.ts declares it", () => {
    expect(show(names.types.get("DirEntry"))).toBe("type:dir-entry@files");
    for (const [name, ref] of names.types) {
      const path = ggPathOf(ref).slice(0, -1);
      const block = path.length === 0 ? dts : dts.slice(dts.indexOf(`  namespace ${path[0]} {`));
      expect(block, name).toMatch(new RegExp(`(interface|type) ${name}\\b`));
    }
    expect((names.typesByHome.get("files") ?? []).map((t) => t.name)).toContain("dir-entry");
  });

  it("knows keys, failure codes and every member name", () => {
    expect(names.keys.has("read_file")).toBe(true);
    expect(names.keys.has("readFile")).toBe(false);
    expect(names.operationsByKey.get("list_dir")?.id).toBe("files.list_dir");
    expect([...names.failureCodes]).toEqual(catalogue.failureCodes);
    for (const name of ["files", "readFile", "DirEntry", "Failure", "OperationKey"]) expect(names.memberNames.has(name), name).toBe(true);
    expect(names.memberNames.has("log")).toBe(false);
  });

  it("says what each bare name refers to: namespaces, functions, types and SDK names", () => {
    expect(names.unqualified.get("files")?.map(show)).toEqual(["namespace:files"]);
    expect(names.unqualified.get("readFile")?.map(show)).toEqual(["operation:files.read_file"]);
    expect(names.unqualified.get("DirEntry")?.map(show)).toEqual(["type:dir-entry@files"]);
    expect(names.unqualified.get("Failure")?.map(show)).toEqual(["sdk:Failure"]);
    expect(names.unqualified.get("console")).toBeUndefined();
  });

  it("hands out one object per name, so references compare by identity", () => {
    expect(resolveGgPath(names, ["files", "readFile"])).toBe(resolveGgPath(names, ["files", "readFile"]));
    const op = names.operationsByKey.get("read_file");
    expect(op && names.operationNames.get(op)).toBe(resolveGgPath(names, ["files", "readFile"]));
    expect(resolveGgPath(names, [])).toBe(names.root);
  });
});

describe("resolveGgPath", () => {
  it.each([
    [[], "root"],
    [["files"], "namespace:files"],
    [["files", "readFile"], "operation:files.read_file"],
    [["files", "DirEntry"], "type:dir-entry@files"],
    [["Failure"], "sdk:Failure"],
    [["FailureCode"], "sdk:FailureCode"],
    [["OperationKey"], "sdk:OperationKey"],
    [["files", "readFle"], "none"],
    [["readFile"], "none"],
    [["DirEntry"], "none"],
    [["files", "readFile", "call"], "none"],
    [["Failure", "code"], "none"],
    [["files", "toString"], "none"],
  ] as const)("%j → %s", (path, expected) => {
    expect(show(resolveGgPath(names, path))).toBe(expected);
  });

  it("walks the same members membersOf lists", () => {
    expect([...membersOf(names, names.root).keys()]).toEqual([...names.moduleExports]);
    const files = memberOf(names, names.root, "files");
    expect(files && [...membersOf(names, files).keys()].slice(0, 2)).toEqual(["readFile", "listDir"]);
    const op = resolveGgPath(names, ["files", "readFile"]);
    expect(op && membersOf(names, op).size).toBe(0);
  });

  it("is the inverse of ggPathOf, and qualifiedGgName spells the path", () => {
    const all: GgName[] = [names.root, ...names.namespaces.values(), ...names.operationNames.values(), ...names.types.values(), ...names.sdk.values()];
    for (const name of all) expect(resolveGgPath(names, ggPathOf(name))).toBe(name);
    expect(all.map(qualifiedGgName).slice(0, 3)).toEqual(["gg", "gg.files", "gg.views"]);
    expect(qualifiedGgName(names.types.get("DirEntry") ?? names.root)).toBe("gg.files.DirEntry");
    expect(qualifiedGgName(names.sdk.get("Failure") ?? names.root)).toBe("gg.Failure");
  });
});
