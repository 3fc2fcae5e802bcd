import { defaultCatalogue, renderTypeScript } from "@gg/catalogue";
import { knowledgeOf, SDK_ROOT_NAMES } from "../src/util/knowledge.js";
import { closest, editDistance } from "../src/util/edit-distance.js";

describe("what the rules know about gg", () => {
  const catalogue = defaultCatalogue();
  const knowledge = knowledgeOf(catalogue);

  it("knows exactly the names module \"gg\" exports in the generated gg.d.ts", () => {
    const dts = renderTypeScript(catalogue);
    const exported = [...dts.matchAll(/export import (\w+) = gg\.\1;/g)].map((m) => m[1]).sort();
    expect(exported.length).toBeGreaterThan(0);
    expect([...knowledge.moduleExports].sort()).toEqual(exported);
  });

  it("declares the SDK's own root names in the d.ts", () => {
    const dts = renderTypeScript(catalogue);
    for (const name of SDK_ROOT_NAMES) expect(dts).toMatch(new RegExp(`\\b(class|type|interface) ${name}\\b`));
  });

  it("places every operation under its namespace by its TypeScript name", () => {
    expect(knowledge.functions.get("files")?.get("readFile")?.id).toBe("files.read_file");
    expect(knowledge.homes.get("readFile")).toEqual([{ kind: "function", namespace: "files", operation: knowledge.functions.get("files")?.get("readFile") }]);
    expect([...knowledge.functions.values()].reduce((n, m) => n + m.size, 0)).toBe(catalogue.operations.length);
  });

  it("places a type where the d.ts declares it", () => {
    expect(knowledge.types.get("files")?.has("DirEntry")).toBe(true);
    expect(knowledge.homes.get("DirEntry")).toEqual([{ kind: "type", namespace: "files", name: "DirEntry" }]);
  });
});

describe("did-you-mean", () => {
  it("measures edit distance", () => {
    expect(editDistance("readFle", "readFile")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("prefers another arm's spelling of the same name, then the nearest names", () => {
    expect(closest("read_file", ["readFile", "readFiles", "writeFile"])).toEqual(["readFile"]);
    expect(closest("lstDir", ["listDir", "glob", "stat"])).toEqual(["listDir"]);
    expect(closest("teleport", ["read_file", "list_dir"])).toEqual([]);
  });
});
