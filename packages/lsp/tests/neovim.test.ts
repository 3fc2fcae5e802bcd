/**
 * End to end in a real editor: headless Neovim starts gg-lsp, opens a program with an unqualified
 * name, and reports the diagnostic, the hover and the buffer after the quick fix.
 * Without `nvim` the test is skipped locally and FAILS in CI (CI=true), where `.ci/run` installs it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MAIN } from "./helpers/client.js";
import { writeTemp } from "./helpers/fixtures.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const inCI = process.env["CI"] === "true";
const hasNvim = spawnSync("nvim", ["--version"], { stdio: "ignore" }).status === 0;

interface EditorResult {
  diagnostics: { message: string; code: string; lnum: number; col: number; source: string }[];
  hover: string | null;
  action: string | null;
  lines: string[];
  log: string[];
}

describe.runIf(hasNvim || inCI)("Neovim", () => {
  it("shows the gg diagnostic, the hover with its import line, and applies the quick fix", () => {
    if (!hasNvim) throw new Error("nvim is not installed: CI must install the Debian package `neovim` (see .ci/run)");
    expect(existsSync(MAIN)).toBe(true);
    const { result } = writeTemp({ result: "" }) as { result: string };
    const program = join(result, "..", "unqualified-name.ts");
    copyFileSync(join(here, "fixtures", "unqualified-name.ts"), program);
    execFileSync("nvim", ["--headless", "--clean", "-c", `luafile ${join(here, "neovim", "e2e.lua")}`], {
      env: { ...process.env, GG_LSP_MAIN: MAIN, GG_FIXTURE: program, GG_RESULT: result },
      timeout: 240_000,
      stdio: "ignore",
    });
    const seen = JSON.parse(readFileSync(result, "utf8")) as EditorResult;
    expect(seen.log).toEqual([]);
    const unqualified = seen.diagnostics.find((d) => d.lnum === 1 && d.col === 22);
    expect(unqualified).toMatchObject({ code: "TS2304", source: "gg" });
    expect(unqualified?.message).toContain('import { files } from "gg"');
    expect(seen.hover).toContain('import { files } from "gg";');
    expect(seen.hover).toContain("files.read_file");
    expect(seen.action).not.toBeNull();
    expect(seen.lines.filter((line) => line === 'import { files } from "gg";')).toHaveLength(1);
    expect(seen.lines.slice(-3)).toEqual(readFileSync(program, "utf8").trimEnd().split("\n").slice(-3));
  }, 300_000);
});
