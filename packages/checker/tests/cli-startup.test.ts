import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The CLI's fast start (checks on the main thread, TypeScript through a V8 code cache) must not change a byte.
const cwd = new URL("./fixtures/cli/", import.meta.url).pathname;
const cli = new URL("../dist/cli.js", import.meta.url).pathname;
const cacheModule = new URL("../dist/startup/typescript-cache.js", import.meta.url).href;

function run(args: string[], env: Record<string, string> = {}): { code: number | null; stdout: string; stderr: string } {
  const { status, stdout, stderr } = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "", ...env } });
  return { code: status, stdout, stderr };
}

describe("gg-check on the main thread answers byte for byte as with a worker", { timeout: 180_000 }, () => {
  const programs = ["programs", "bad.ts", "shell.mts"];
  it.each([
    ["json", ["--format", "json", ...programs]],
    ["sarif", ["--format", "sarif", ...programs]],
    ["pretty", programs],
    ["json with a grant", ["--format", "json", "--grant", "grant.json", ...programs]],
  ])("%s", (_what, args) => {
    const fast = run(args);
    const worker = run(["--jobs", "1", ...args]);
    expect(fast).toEqual(worker);
    expect(fast.code).toBe(1);
  });

  it("without the code cache too", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-cache-"));
    expect(run(["--format", "json", "bad.ts"], { GG_CHECK_CACHE_DIR: dir, GG_CHECK_CODE_CACHE: "0" })).toEqual(run(["--format", "json", "bad.ts"]));
    expect(readdirSync(dir)).toEqual([]);
  });
});

/** Loads TypeScript through the cache in a fresh process; prints whether it came from the cache and its version. */
function preload(dir: string): { fromCache: boolean; version: string } {
  const script = [
    `const { preloadTypeScript } = await import(${JSON.stringify(cacheModule)});`,
    "const load = preloadTypeScript();",
    "const ts = (await import('node:module')).createRequire(import.meta.url)(process.env.TS_PATH);",
    "load.saveIfNeeded();",
    "console.log(JSON.stringify({ fromCache: load.fromCache, version: ts.version }));",
  ].join("\n");
  const tsPath = new URL("../node_modules/typescript/lib/typescript.js", import.meta.url).pathname;
  const { stdout, stderr, status } = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, GG_CHECK_CACHE_DIR: dir, TS_PATH: tsPath },
  });
  expect([status, stderr]).toEqual([0, ""]);
  return JSON.parse(stdout) as { fromCache: boolean; version: string };
}

describe("the V8 code cache of TypeScript", { timeout: 60_000 }, () => {
  it("is written on the first load, read on the next, and rewritten when it is not valid", () => {
    const dir = mkdtempSync(join(tmpdir(), "gg-cache-"));
    expect(preload(dir)).toEqual({ fromCache: false, version: "6.0.3" });
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^typescript-v\d+\.\d+\.\d+-\w+-[0-9a-f]{40}\.v8cache$/);
    expect(preload(dir)).toEqual({ fromCache: true, version: "6.0.3" });
    const path = join(dir, file ?? "");
    writeFileSync(path, "not a code cache");
    expect(preload(dir)).toEqual({ fromCache: false, version: "6.0.3" });
    expect(readFileSync(path).length).toBeGreaterThan(1000);
    expect(preload(dir)).toEqual({ fromCache: true, version: "6.0.3" });
  });
});
