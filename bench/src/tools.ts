/** Where the programs the benchmark runs live, and how a process is timed from start to exit. */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { nowMs } from "./stats.js";

const require = createRequire(import.meta.url);

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

function binOf(name: string, bin: string): string {
  const dir = packageDir(name);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { bin?: Record<string, string> };
  const relative = manifest.bin?.[bin];
  if (relative === undefined) throw new Error(`${name} declares no bin ${bin}`);
  return join(dir, relative);
}

/** The paths of everything spawned, or the reason each one is missing. */
export interface Tools {
  readonly tsc6: string;
  readonly tsc6Version: string;
  /** The native TypeScript 7 compiler binary itself (not the Node wrapper), or why there is none. */
  readonly tsc7: { readonly path: string; readonly version: string } | { readonly missing: string };
  readonly ggCheck: string;
  readonly lspMain: string;
}

/** Resolves the tools from this package's dependencies. */
export async function findTools(): Promise<Tools> {
  const ts6 = packageDir("typescript");
  let tsc7: Tools["tsc7"];
  try {
    const dir = packageDir("typescript7");
    const module = (await import(pathToFileURL(join(dir, "lib", "getExePath.js")).href)) as { default: () => string };
    const version = (JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { version: string }).version;
    tsc7 = { path: module.default(), version };
  } catch (error) {
    tsc7 = { missing: `native TypeScript 7 not available: ${error instanceof Error ? error.message : String(error)}` };
  }
  return {
    tsc6: join(ts6, "lib", "tsc.js"),
    tsc6Version: (JSON.parse(readFileSync(join(ts6, "package.json"), "utf8")) as { version: string }).version,
    tsc7,
    ggCheck: binOf("@gg/checker", "gg-check"),
    lspMain: binOf("@gg/lsp", "gg-lsp"),
  };
}

/** The outcome of one timed process. */
export interface Timed {
  readonly ms: number;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to completion and times it from spawn to exit. */
export function timeProcess(command: string, args: readonly string[], cwd?: string, env?: NodeJS.ProcessEnv): Timed {
  const start = nowMs();
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1 << 30, ...(env === undefined ? {} : { env }) });
  const ms = nowMs() - start;
  if (result.error !== undefined) throw result.error;
  return { ms, status: result.status, stdout: result.stdout, stderr: result.stderr };
}
