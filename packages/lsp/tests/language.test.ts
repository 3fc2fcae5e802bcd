import { languageOf } from "../src/analysis/language.js";

describe("which documents the server checks", () => {
  it("takes the language id first, then the extension as @gg/catalogue's text module decides", () => {
    expect(languageOf("typescript", "untitled:Untitled-1")).toBe("ts");
    expect(languageOf("javascript", "file:///w/a.ts")).toBe("js");
    expect(["a.ts", "a.mts", "a.cts", "a.js", "a.mjs", "a.cjs", "a.tsx", "a.jsx", "a.d.ts", "a.json"].map((name) => languageOf("plaintext", `file:///w/${name}?x#y`)))
      .toEqual(["ts", "ts", "ts", "js", "js", "js", undefined, undefined, undefined, undefined]);
  });
});
