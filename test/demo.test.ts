// The README's first command ends in `pnpm demo`: the main job on the bundled examples. Nothing else runs it in CI,
// so this does, on the build the test command just made, and checks what the README says it shows.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("pnpm demo", () => {
  it("checks every example, forecasts refusals for the grant and shows the grant's discovery surface", () => {
    const run = spawnSync(process.execPath, ["scripts/demo.mjs"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "" } });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const out = run.stdout;
    expect(out).toContain("9 programs checked: 4 passed, 5 failed");
    for (const example of ["unqualified-name.ts", "imported-function.ts", "misspelt-operation.js", "operation-key-spelling.ts", "explicit-exit.ts"]) {
      expect(out).toContain(`fail examples/${example}`);
    }
    expect(out).toContain("error TS2304: `files` is not in scope: write `import { files } from \"gg\";`, or use `gg.files`.");
    expect(out).toContain("refused session.finish: `gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.");
    expect(out).toMatch(/^gg\.files\.readFile +Read a UTF-8 text file\.$/m);
    expect(out.trimEnd().split("\n").at(-1)).toBe("`gg.session.finish` is not available. Use `gg.session.approve` or `gg.session.requestChanges` instead.");
  });
});
