// The native compiler shares our stderr; what it prints there (its shutdown, `context canceled`, when it is stopped
// gently) must never reach a user's. Many cold runs of the bin a user runs, each with an empty stderr.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const CLI = fileURLToPath(new URL("../dist/gg-check.cjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "gg-stderr-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const good = join(dir, "good.ts");
const broken = join(dir, "broken.js");
writeFileSync(good, "export const n: number = 1;\n");
writeFileSync(broken, "files.readFile('a');\n");

/** Runs the bin once; answers its status and stderr. */
function run(args: readonly string[], stdin = ""): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NO_COLOR: "1" }, stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
    child.stdin.end(stdin);
  });
}

const RUNS = 8;

describe("the native compiler's stderr", () => {
  it(`never reaches ours: ${RUNS} cold runs of each of check, --jobs 2 and serve`, async () => {
    const request = `${JSON.stringify({ id: 1, source: "const n = 1;\n", language: "js" })}\n`;
    const seen: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const [args, stdin, status] of [
        [[good, broken], "", 1],
        [["--jobs", "2", "--format", "json", good, broken], "", 1],
        [["serve"], request, 0],
      ] as const) {
        const { code, stderr } = await run(args, stdin);
        expect(code).toBe(status);
        if (stderr !== "") seen.push(`${args.join(" ")}: ${stderr}`);
      }
    }
    expect(seen).toEqual([]);
  }, 240_000);
});
