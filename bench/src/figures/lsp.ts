/**
 * Figure 5: the editor's wait. A real LSP client (vscode-jsonrpc) spawns `gg-lsp --stdio`, opens a 200-line program,
 * then edits one line at a time and times each `didChange` to the diagnostics published for that version.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
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

// The server's per-step timing lines (packages/lsp/src/analysis/timings.ts), on when this variable is 1.
const TIMINGS_ENV = "GG_LSP_TIMINGS";
const TIMINGS_PREFIX = "gg-lsp timings ";
/** The steps the server times, in the order an edit goes through them (check overlaps lint). */
const STEPS = [
  ["queue", "change applied → analysis starts (debounce)"],
  ["dispatch", "text handed to the checker's thread"],
  ["yield", "events queued meanwhile, before the lint"],
  ["lint", "ESLint with the gg rules"],
  ["check", "checker on its thread (overlaps the lint)"],
  ["checkWait", "wait for the check after the lint"],
  ["settle", "events queued meanwhile, after the check"],
  ["merge", "merge of the two lists"],
  ["publish", "conversion and publishDiagnostics"],
  ["total", "change applied → diagnostics written"],
] as const;
type Step = (typeof STEPS)[number][0];

/** What one session measured: the first `edits` edits after open, and `edits` more after `warming` untimed ones. */
interface Session {
  readonly first: number[];
  readonly warmed: number[];
  readonly initial: number;
  readonly diagnostics: number;
  /** The server's own times of each step over the warmed edits. */
  readonly steps: Readonly<Record<Step, number[]>>;
}

async function measure(tools: Tools, edits: number, warming: number, seed: number, initializationOptions: object | null): Promise<Session> {
  const child = spawn(process.execPath, [tools.lspMain, "--stdio"], { stdio: ["pipe", "pipe", "pipe"], env: { ...process.env, [TIMINGS_ENV]: "1" } });
  const timings = new Map<number, Partial<Record<Step, number>>>();
  let timingWaiter: { version: number; resolve: () => void } | undefined;
  createInterface({ input: child.stderr }).on("line", (line) => {
    if (!line.startsWith(TIMINGS_PREFIX)) return;
    const parsed = JSON.parse(line.slice(TIMINGS_PREFIX.length)) as { uri: string; version: number; steps: Partial<Record<Step, number>> };
    if (parsed.uri !== URI) return;
    timings.set(parsed.version, parsed.steps);
    if (timingWaiter !== undefined && parsed.version >= timingWaiter.version) timingWaiter.resolve();
  });
  const timingOf = (version: number): Promise<void> =>
    timings.has(version)
      ? Promise.resolve()
      : new Promise((resolve) => {
          // A server without timing lines (an older build) must not hang the figure: the breakdown is then empty.
          const timer = setTimeout(resolve, 2_000);
          timingWaiter = {
            version,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          };
        });
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
    const first: number[] = [];
    const warmed: number[] = [];
    const warmedVersions: number[] = [];
    const total = edits + warming + edits;
    for (let k = 0; k < total; k += 1) {
      const version = k + 2;
      const text = `console.log("edit ${k}");`;
      wait = published(version);
      start = nowMs();
      await connection.sendNotification("textDocument/didChange", {
        textDocument: { uri: URI, version },
        contentChanges: [{ range: { start: { line: editLine, character: 0 }, end: { line: editLine, character: current.length } }, text }],
      });
      await wait;
      if (k < edits) first.push(nowMs() - start);
      else if (k >= edits + warming) {
        warmed.push(nowMs() - start);
        warmedVersions.push(version);
      }
      current = text;
      // A person types, pauses, and types again: the server is idle between edits.
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    // The server writes a version's timing line right after its notification, on another pipe: wait for the last one.
    await timingOf(total + 1);
    const steps = Object.fromEntries(STEPS.map(([step]) => [step, warmedVersions.flatMap((v) => timings.get(v)?.[step] ?? [])])) as Record<Step, number[]>;
    return { first, warmed, initial, diagnostics: lastDiagnostics, steps };
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

/**
 * Runs figure 5: per session, `edits` timed edits right after open, then `warming` untimed ones, then `edits` timed
 * again. The server's threads compile TypeScript and ESLint as they get hot: over the first edits the compiler's
 * background threads take more CPU than the analysis itself (measured: ~90 ms of JIT and GC CPU per edit in the first
 * 30, ~28 ms after 100), so both phases are shown; the target reads the warmed one, where a person typing spends
 * almost all of a session.
 */
export async function runLsp(tools: Tools, edits: number, warming: number, seed: number): Promise<Figure> {
  const first: Record<string, Measure> = {};
  const warmed: Record<string, Measure> = {};
  const steps = new Map<Step, Record<string, Measure>>(STEPS.map(([step]) => [step, {}]));
  const notes: string[] = [];
  for (const session of SESSIONS) {
    try {
      const result = await measure(tools, edits, warming, seed, session.options);
      first[session.column] = sample("ms", result.first);
      warmed[session.column] = sample("ms", result.warmed);
      for (const [step] of STEPS) {
        const values = result.steps[step];
        (steps.get(step) as Record<string, Measure>)[session.column] = values.length > 0 ? sample("ms", values) : na("the server wrote no timing line");
      }
      notes.push(`${session.column}: first diagnostics after didOpen (server cold) ${result.initial.toFixed(0)} ms; ${result.diagnostics} diagnostics on the edited program.`);
    } catch (error) {
      const failed = na(`LSP run failed: ${error instanceof Error ? error.message : String(error)}`);
      first[session.column] = failed;
      warmed[session.column] = failed;
      for (const [step] of STEPS) (steps.get(step) as Record<string, Measure>)[session.column] = failed;
    }
  }
  return {
    id: "fig5",
    title: "5. LSP: didChange to published diagnostics, 200-line TS program, real client over stdio",
    columns: SESSIONS.map((s) => s.column),
    rows: [
      { case: `first ${edits} one-line edits after open`, cells: first },
      { case: `${edits} edits after ${edits + warming} earlier ones (warmed)`, cells: warmed },
      ...STEPS.map(([step, what]) => ({ case: `warmed, server's own time: ${what}`, cells: steps.get(step) as Record<string, Measure> })),
    ],
    notes: [
      "gg-lsp analyses an edit to an idle document at once and spaces runs while typing by `debounceMs` (150 ms by default); `debounceMs 0` (initializationOptions) removes the spacing.",
      "A new server's JIT compiles TypeScript and ESLint during the first edits (its background threads use more CPU than the analysis); the warmed row is the steady state of a session.",
      `The "server's own time" rows are the server's timing lines (${TIMINGS_ENV}=1) over the warmed edits: the checker runs on its thread while ESLint lints, so the check overlaps the lint and only its wait after the lint adds to the total; the rest of the client's time is the two pipes and the reading of the messages.`,
      ...notes,
    ],
  };
}
