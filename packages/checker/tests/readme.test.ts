// The package README's host example runs as written: its Python block, against the built `gg-check serve`,
// prints what the README says it prints.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as api from "../src/index.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const cli = new URL("../dist/gg-check.cjs", import.meta.url).pathname;

/** The first fenced block of `language` in the README. */
function block(language: string): string {
  const match = new RegExp("```" + language + "\\n([\\s\\S]*?)```").exec(readme);
  if (match?.[1] === undefined) throw new Error(`the README has no ${language} block`);
  return match[1];
}

describe("README", () => {
  it("names only functions the package exports", () => {
    const imported = /import \{([^}]+)\} from "@gg\/checker"/.exec(block("ts"))?.[1]?.split(",").map((n) => n.trim()) ?? [];
    const also = /Also exported: ([^\n]+)/.exec(readme)?.[1]?.match(/`(\w+)`/g)?.map((n) => n.slice(1, -1)) ?? [];
    expect(imported).toEqual(["createChecker", "createPool"]);
    expect(also.length).toBeGreaterThanOrEqual(5);
    const exported = api as unknown as Record<string, unknown>;
    for (const name of [...imported, ...also]) expect({ name, type: typeof exported[name] }).toEqual({ name, type: "function" });
  });

  it("the Python host example, run from a project that installed the checker, prints the line its comment promises", { timeout: 120_000 }, () => {
    const example = block("python");
    // The last comment is the output it promises (the first says where gg-check comes from).
    const promised = [...example.matchAll(/^# (.+)$/gm)].at(-1)?.[1];
    expect(promised).toBeDefined();
    // A project as npm installs it: node_modules/.bin/gg-check runs the built CLI. The example runs as written.
    const project = mkdtempSync(join(tmpdir(), "gg-python-host-"));
    mkdirSync(join(project, "node_modules", ".bin"), { recursive: true });
    writeFileSync(join(project, "node_modules", ".bin", "gg-check"), `#!/bin/sh\nexec "${process.execPath}" "${cli}" "$@"\n`, { mode: 0o755 });
    const { status, stdout, stderr } = spawnSync("python3", ["-c", example], { encoding: "utf8", cwd: project });
    expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
    expect(stdout).toBe(`${promised}\n`);
  });
});
