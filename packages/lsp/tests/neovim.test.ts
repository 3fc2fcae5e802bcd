/**
 * End to end in a real editor: headless Neovim, set up with the README's Lua block as written (`gg-lsp` on PATH),
 * opens a program with an unqualified name and reports the diagnostic, the hover `K` shows and the buffer after
 * the quick fix.
 * Without `nvim` the test is skipped locally and FAILS in CI (CI=true), where `.ci/run` installs it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { MAIN } from "./helpers/client.js";
import { writeTemp } from "./helpers/fixtures.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const inCI = process.env["CI"] === "true";
const hasNvim = spawnSync("nvim", ["--version"], { stdio: "ignore" }).status === 0;

/** The README's Neovim set-up: its one Lua block, verbatim. */
function readmeSetup(): string {
  const readme = readFileSync(join(here, "..", "README.md"), "utf8");
  const blocks = [...readme.matchAll(/^```lua\n([\s\S]*?)^```$/gm)].map((match) => match[1] as string);
  expect(blocks).toHaveLength(1);
  return blocks[0] as string;
}

interface EditorResult {
  root: string | null;
  diagnostics: { message: string; code: string; lnum: number; col: number; source: string }[];
  hover: string | null;
  action: string | null;
  lines: string[];
  outside_clients: number | null;
  log: string[];
}

describe.runIf(hasNvim || inCI)("Neovim", () => {
  it("shows the gg diagnostic, the hover with its import line, and applies the quick fix", () => {
    if (!hasNvim) throw new Error("nvim is not installed: CI must install the Debian package `neovim` (see .ci/run)");
    expect(existsSync(MAIN)).toBe(true);
    const { result, "init.lua": init } = writeTemp({ result: "", "init.lua": readmeSetup() }) as { result: string; "init.lua": string };
    const dir = dirname(result);
    // A project as the README assumes one: the program under a gg.config.json, `gg-lsp` on PATH; beside it a plain
    // Node project, with a package.json and no gg.config.json.
    mkdirSync(join(dir, "project", "src"), { recursive: true });
    writeFileSync(join(dir, "project", "gg.config.json"), "{}\n");
    writeFileSync(join(dir, "project", "package.json"), "{}\n");
    mkdirSync(join(dir, "plain", "src"), { recursive: true });
    writeFileSync(join(dir, "plain", "package.json"), "{}\n");
    const outside = join(dir, "plain", "src", "index.ts");
    writeFileSync(outside, 'import { readFileSync } from "node:fs";\nconsole.log(readFileSync("a", "utf8"));\n');
    const program = join(dir, "project", "src", "unqualified-name.ts");
    copyFileSync(join(here, "fixtures", "unqualified-name.ts"), program);
    mkdirSync(join(dir, "bin"));
    writeFileSync(join(dir, "bin", "gg-lsp"), `#!/bin/sh\nexec "${process.execPath}" "${MAIN}" "$@"\n`);
    chmodSync(join(dir, "bin", "gg-lsp"), 0o755);
    execFileSync("nvim", ["--headless", "--clean", "-c", `luafile ${init}`, "-c", `luafile ${join(here, "neovim", "e2e.lua")}`], {
      cwd: join(dir, "project"),
      env: { ...process.env, PATH: `${join(dir, "bin")}${delimiter}${process.env["PATH"] ?? ""}`, GG_FIXTURE: program, GG_OUTSIDE: outside, GG_RESULT: result },
      timeout: 240_000,
      stdio: "ignore",
    });
    const seen = JSON.parse(readFileSync(result, "utf8")) as EditorResult;
    expect(seen.log).toEqual([]);
    expect(seen.root).toBe(join(dir, "project"));
    const unqualified = seen.diagnostics.find((d) => d.lnum === 1 && d.col === 22);
    expect(unqualified).toMatchObject({ code: "TS2304", source: "gg" });
    expect(unqualified?.message).toContain('import { files } from "gg"');
    expect(seen.hover).toContain('import { files } from "gg";');
    expect(seen.hover).toContain("files.read_file");
    expect(seen.hover).toContain("Read a UTF-8 text file.");
    expect(seen.action).not.toBeNull();
    expect(seen.lines.filter((line) => line === 'import { files } from "gg";')).toHaveLength(1);
    expect(seen.outside_clients).toBe(0);
    expect(seen.lines.slice(-3)).toEqual(readFileSync(program, "utf8").trimEnd().split("\n").slice(-3));
  }, 300_000);
});
