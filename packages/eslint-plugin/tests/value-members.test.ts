// What a rule lists as the names there are, when nothing close to a misspelt one was found.
import { defaultCatalogue, namesOf } from "@gg/catalogue";
import { valueMembers } from "../src/util/value-members.js";

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
