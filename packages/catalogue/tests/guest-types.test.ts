// guest/index.d.ts, the editor preset's types: generated from gg.d.ts (by reference) and the one declaration of the
// guest's console; the committed copy is what the generator writes, and the preset points at it through the exports map.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GUEST_DECLARATIONS, renderGuestTypes } from "../src/index.js";

const committed = readFileSync(new URL("../guest/index.d.ts", import.meta.url), "utf8");
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { exports: Record<string, unknown>; files: string[] };

describe("guest/index.d.ts", () => {
  it("is what renderGuestTypes writes: gg.d.ts by reference and the guest's console", () => {
    expect(committed).toBe(renderGuestTypes());
    expect(committed).toContain('/// <reference path="../gg.d.ts" />');
    expect(committed).toContain(GUEST_DECLARATIONS);
    for (const method of ["log", "info", "warn", "error", "debug"]) expect(GUEST_DECLARATIONS).toContain(`  ${method}(...data: any[]): void;`);
  });

  it("passes gen-guest-types --check", () => {
    const script = fileURLToPath(new URL("../scripts/gen-guest-types.mjs", import.meta.url));
    const run = spawnSync(process.execPath, [script, "--check"], { encoding: "utf8", cwd: tmpdir() });
    expect([run.status, run.stderr]).toEqual([0, ""]);
  });

  it("is shipped and exported with the preset", () => {
    expect(pkg.exports["./guest"]).toEqual({ types: "./guest/index.d.ts" });
    expect(pkg.exports["./tsconfig.guest.json"]).toBe("./guest/tsconfig.json");
    expect(pkg.files).toContain("guest");
    const preset = JSON.parse(readFileSync(new URL("../guest/tsconfig.json", import.meta.url), "utf8")) as { compilerOptions: { types: string[]; lib: string[] } };
    expect(preset.compilerOptions).toMatchObject({ types: ["@gg/catalogue/guest"], lib: ["es2023"] });
  });
});
