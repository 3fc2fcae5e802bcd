// The guest library's files are found from the heads of the files alone: the set is closed under every reference a
// whole file holds, and a head that ends before the file's first code line is read whole.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { guestLibrary, libFileName, libReferences } from "../src/engine/guest-library.js";

describe("guest library", () => {
  it("holds lib.es2023.d.ts and every library file any of its files references (read whole)", () => {
    const files = guestLibrary();
    const dir = [...files][0]?.replace(/[^/]+$/, "") ?? "";
    expect(files.has(`${dir}lib.es2023.d.ts`)).toBe(true);
    expect(files.has(`${dir}lib.es5.d.ts`)).toBe(true);
    expect(files.has(`${dir}lib.dom.d.ts`)).toBe(false);
    for (const path of files) {
      for (const match of readFileSync(path, "utf8").matchAll(/^\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/gm)) {
        expect(files.has(`${dir}${libFileName(match[1] as string)}`)).toBe(true);
      }
    }
  });

  it("reads references only in a file's opening comments, and says when a part ends before them", () => {
    const opening = `/*! a licence\n * of lines\n */\n\n/// <reference no-default-lib="true"/>\n/// <reference lib="es2015.core" />\n`;
    expect(libReferences(opening, true)).toEqual(["es2015.core"]);
    expect(libReferences(`${opening}declare var x: number;\n/// <reference lib="dom" />\n`, true)).toEqual(["es2015.core"]);
    // A part cut inside its opening comments, or on its last reference: not known yet.
    expect(libReferences(opening.slice(0, 20), false)).toBeUndefined();
    expect(libReferences(`${opening}/// <reference lib="es2016`, false)).toBeUndefined();
    expect(libReferences(`${opening}interface A {}\n/// <refer`, false)).toEqual(["es2015.core"]);
  });
});
