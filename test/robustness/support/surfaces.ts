// One program through every public surface: the library, the CLI (`--format json`), `serve`, the LSP and ESLint.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createChecker } from "@gg/checker";
import type { CheckResult, Language } from "@gg/checker";
import { open, startLsp } from "./lsp-client.js";
import type { LspClient, Published } from "./lsp-client.js";
import { runNode } from "./process.js";
import { CLI } from "./paths.js";
import { startServe } from "./serve-client.js";
import type { ServeClient } from "./serve-client.js";

let shared: ReturnType<typeof createChecker> | undefined;

/** One checker per test file: creating one parses the guest library. */
export function libraryChecker(): ReturnType<typeof createChecker> {
  shared ??= createChecker();
  return shared;
}

/** The library's result. */
export function viaLibrary(source: string, language: Language): CheckResult {
  return libraryChecker().check({ source, language });
}

/** The CLI's JSON for a file holding exactly `bytes`. */
export async function viaCli(bytes: string | Buffer, language: Language, extra: readonly string[] = []): Promise<{ code: number | null; json: unknown; stdout: string; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), "gg-robust-cli-"));
  try {
    const file = join(dir, `program.${language}`);
    writeFileSync(file, bytes);
    const done = await runNode([CLI, "--format", "json", "--jobs", "1", ...extra, file], { cwd: dir, limitMs: 60_000 });
    const stdout = done.stdout.toString("utf8");
    let json: unknown;
    try {
      json = stdout === "" ? undefined : JSON.parse(stdout);
    } catch {
      json = undefined;
    }
    return { code: done.code, json, stdout, stderr: done.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A serve process and an LSP process shared by the cases of one file. */
export interface Services {
  readonly serve: ServeClient;
  readonly lsp: LspClient;
  serveCheck(source: string, language: Language): Promise<Record<string, unknown>>;
  lspDiagnostics(source: string, language: Language): Promise<Published>;
  close(): Promise<void>;
}

/** Starts one `serve` and one initialised LSP. */
export async function startServices(): Promise<Services> {
  const serve = startServe(["--jobs", "1"]);
  const lsp = startLsp();
  await lsp.initialize();
  let next = 0;
  return {
    serve,
    lsp,
    async serveCheck(source, language) {
      const id = `r${next++}`;
      serve.send({ id, source, language });
      return serve.answer(id);
    },
    async lspDiagnostics(source, language) {
      const uri = `file:///gg-robustness/doc${next++}.${language}`;
      open(lsp, uri, source, language === "ts" ? "typescript" : "javascript");
      return lsp.diagnostics(uri);
    },
    async close() {
      await Promise.all([serve.end(), lsp.shutdown()]);
    },
  };
}
