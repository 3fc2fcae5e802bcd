// How close two gg names are: the ground of every "did you mean" the tools suggest.
import { closest, editDistance } from "../src/closest.js";

describe("did-you-mean", () => {
  it("measures edit distance", () => {
    expect(editDistance("readFle", "readFile")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
    // A swap of two neighbours is one edit: `grnat` is one slip from `grant`.
    expect(editDistance("grnat", "grant")).toBe(1);
    expect(editDistance("ab", "ba")).toBe(1);
    expect(closest("grnat", ["id", "method", "source", "language", "fileName", "grant"])).toEqual(["grant"]);
  });

  it("prefers another arm's spelling of the same name, then the nearest names", () => {
    expect(closest("read_file", ["readFile", "readFiles", "writeFile"])).toEqual(["readFile"]);
    expect(closest("lstDir", ["listDir", "glob", "stat"])).toEqual(["listDir"]);
    expect(closest("teleport", ["read_file", "list_dir"])).toEqual([]);
  });
});
