// gen-dts --check: passes on the committed gg.d.ts, fails with a clear message when a copy drifts.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("../scripts/gen-dts.mjs", import.meta.url));
const committed = readFileSync(new URL("../gg.d.ts", import.meta.url), "utf8");

function check(target?: string): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [SCRIPT, "--check", ...(target ? ["--target", target] : [])], { encoding: "utf8", cwd: tmpdir() });
  return { code: r.status, out: r.stdout + r.stderr };
}

describe("gen-dts --check", () => {
  it("passes on the committed gg.d.ts", () => {
    expect(check().code).toBe(0);
  });

  it("fails, naming the first differing line, when a copy drifts", () => {
    const target = join(mkdtempSync(join(tmpdir(), "gg-dts-")), "gg.d.ts");
    writeFileSync(target, committed.replace("function readFile(path: string): string;", "function readFile(path: string): number;"));
    const r = check(target);
    expect(r.code).toBe(1);
    expect(r.out).toContain("is out of date with catalogue.json (first difference at line 7)");
    expect(r.out).toContain("Regenerate it: node packages/catalogue/scripts/gen-dts.mjs");
  });

  it("fails when the file is missing", () => {
    expect(check(join(tmpdir(), "no-such-dir-gg", "gg.d.ts")).code).toBe(1);
  });
});
