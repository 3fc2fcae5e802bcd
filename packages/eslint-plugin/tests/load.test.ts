// loadFor answers every rule of one file from one load: the settings are read once per file and settings object.
import type { TSESLint } from "@typescript-eslint/utils";
import { defaultCatalogue } from "@gg/catalogue";
import { loadFor } from "../src/util/load.js";

type Context = Parameters<typeof loadFor>[0];

/** A rule context as loadFor reads it: its file, its settings and the working directory. */
function contextOf(sourceCode: object, settings: Record<string, unknown>): Context {
  return { sourceCode, settings, cwd: "/nowhere", physicalFilename: "/nowhere/program.ts" } as unknown as Context;
}

describe("loadFor", () => {
  it("gives the rules of one file the same answer, and reads the settings again for another settings object", () => {
    const file = {} as TSESLint.SourceCode;
    const settings = { gg: { catalogue: defaultCatalogue() } };
    const first = loadFor(contextOf(file, settings));
    expect(first.ok).toBe(true);
    expect(loadFor(contextOf(file, settings))).toBe(first);
    const broken = loadFor(contextOf(file, { gg: { catalogue: 42 } }));
    expect(broken).toMatchObject({ ok: false, key: "settings" });
  });

  it("reads the settings again for the next file", () => {
    const settings: { gg: { catalogue: unknown } } = { gg: { catalogue: defaultCatalogue() } };
    expect(loadFor(contextOf({}, settings)).ok).toBe(true);
    // The same settings object, changed between files (a host may reuse one): the next file sees the change.
    settings.gg.catalogue = 42;
    expect(loadFor(contextOf({}, settings)).ok).toBe(false);
  });
});
