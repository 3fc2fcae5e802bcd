// What a rule suggests instead of a name that names nothing. (What the rules know about gg — the names model — is
// tested in @gg/catalogue: tests/names.test.ts.)
import { defaultCatalogue, namesOf } from "@gg/catalogue";
import { closest, editDistance } from "../src/util/edit-distance.js";
import { valueMembers } from "../src/util/value-members.js";

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

describe("valueMembers", () => {
  const names = namesOf(defaultCatalogue());
  it("lists gg's namespaces and a namespace's functions, never types or the SDK's names", () => {
    expect(valueMembers(names, names.root)).toEqual([...names.namespaces.keys()]);
    const files = names.namespaces.get("files");
    expect(files && valueMembers(names, files)).toEqual(["readFile", "listDir", "stat", "glob", "grep", "writeFile", "editFile", "deleteFile"]);
    const failure = names.sdk.get("Failure");
    expect(failure && valueMembers(names, failure)).toEqual([]);
  });
});
