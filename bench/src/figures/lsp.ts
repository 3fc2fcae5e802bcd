/**
 * Figure 5: the editor's wait. A real LSP client (vscode-jsonrpc) spawns `gg-lsp --stdio`, opens a 200-line program,
 * then edits one line at a time and times each `didChange` to the diagnostics published for that version.
 */
import { spawn } from "node:child_process";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from "vscode-jsonrpc/node.js";
import { generateProgram } from "../generate.js";
import { na, sample, type Figure, type Measure } from "../report.js";
import { nowMs } from "../stats.js";
import type { Tools } from "../tools.js";

interface PublishParams {
  readonly uri: string;
  readonly version?: number;
  readonly diagnostics: readonly unknown[];
}

const URI = "file:///bench/edited.ts";
const EDIT_TIMEOUT_MS = 15_000;

async function measure(tools: Tools, edits: number, seed: number, initializationOptions: object | null): Promise<{ times: number[]; initial: number; diagnostics: number }> {
  const child = spawn(process.execPath, [tools.lspMain, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  child.stderr.resume();
  const connection = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  let waiter: { minVersion: number; resolve: (p: PublishParams) => void } | undefined;
  let lastDiagnostics = 0;
  connection.onNotification("textDocument/publishDiagnostics", (params: PublishParams) => {
    if (params.uri !== URI || waiter === undefined) return;
    if (params.version !== undefined && params.version < waiter.minVersion) return;
    lastDiagnostics = params.diagnostics.length;
    const w = waiter;
    waiter = undefined;
    w.resolve(params);
  });
  connection.onRequest("workspace/configuration", (params: { items: unknown[] }) => params.items.map(() => null));
  connection.onRequest("client/registerCapability", () => null);
  connection.onRequest("window/workDoneProgress/create", () => null);
  connection.listen();
  const published = (minVersion: number): Promise<PublishParams> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no diagnostics for version ${minVersion} within ${EDIT_TIMEOUT_MS} ms`)), EDIT_TIMEOUT_MS);
      waiter = {
        minVersion,
        resolve: (p) => {
          clearTimeout(timer);
          resolve(p);
        },
      };
    });
  try {
    await connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: null,
      initializationOptions,
      capabilities: { textDocument: { synchronization: { didSave: false }, publishDiagnostics: { versionSupport: true } } },
    });
    await connection.sendNotification("initialized", {});
    const program = generateProgram(200, "ts", seed);
    const lines = program.source.split("\n");
    const editLine = lines.length - 2;
    let current = lines[editLine] ?? "";
    let start = nowMs();
    let wait = published(1);
    await connection.sendNotification("textDocument/didOpen", { textDocument: { uri: URI, languageId: "typescript", version: 1, text: program.source } });
    await wait;
    const initial = nowMs() - start;
    const times: number[] = [];
    for (let k = 0; k < edits; k += 1) {
      const version = k + 2;
      const text = `console.log("edit ${k}");`;
      wait = published(version);
      start = nowMs();
      await connection.sendNotification("textDocument/didChange", {
        textDocument: { uri: URI, version },
        contentChanges: [{ range: { start: { line: editLine, character: 0 }, end: { line: editLine, character: current.length } }, text }],
      });
      await wait;
      times.push(nowMs() - start);
      current = text;
      // A person types, pauses, and types again: the server is idle between edits.
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return { times, initial, diagnostics: lastDiagnostics };
  } finally {
    try {
      await connection.sendRequest("shutdown");
      await connection.sendNotification("exit");
    } catch {
      // The server is gone already; killing it below is enough.
    }
    connection.dispose();
    child.kill();
  }
}

/** The two sessions of figure 5: the server's defaults, and no debounce (the analysis alone). */
const SESSIONS: readonly { readonly column: string; readonly options: object | null }[] = [
  { column: "default settings", options: null },
  { column: "debounceMs 0", options: { debounceMs: 0 } },
];

/** Runs figure 5 with `edits` timed edits per session. */
export async function runLsp(tools: Tools, edits: number, seed: number): Promise<Figure> {
  const cells: Record<string, Measure> = {};
  const notes: string[] = [];
  for (const session of SESSIONS) {
    try {
      const { times, initial, diagnostics } = await measure(tools, edits, seed, session.options);
      cells[session.column] = sample("ms", times);
      notes.push(`${session.column}: first diagnostics after didOpen (server cold) ${initial.toFixed(0)} ms; ${diagnostics} diagnostics on the edited program.`);
    } catch (error) {
      cells[session.column] = na(`LSP run failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return {
    id: "fig5",
    title: "5. LSP: didChange to published diagnostics, 200-line TS program, real client over stdio",
    columns: SESSIONS.map((s) => s.column),
    rows: [{ case: `${edits} one-line edits`, cells }],
    notes: ["gg-lsp analyses an edit to an idle document at once and spaces runs while typing by `debounceMs` (150 ms by default); `debounceMs 0` (initializationOptions) removes the spacing.", ...notes],
  };
}
