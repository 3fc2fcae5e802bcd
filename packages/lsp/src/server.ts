/**
 * The server, top to bottom: documents, `initialize` (capabilities), `initialized` (configuration),
 * the features, `listen`. Only this file and `features/` know the protocol.
 */
import {
  DidChangeWatchedFilesNotification,
  ErrorCodes,
  LSPErrorCodes,
  MessageType,
  ResponseError,
  TextDocumentSyncKind,
  TextDocuments,
  type CancellationToken,
  type ClientCapabilities,
  type Connection,
  type InitializeResult,
} from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import { Console } from "node:console";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createConnection, Message, ProposedFeatures, StreamMessageReader, StreamMessageWriter, type MessageReader } from "vscode-languageserver/node.js";
import { createAnalysisEngine, type EngineTools } from "./analysis/engine.js";
import { systemClock, type Clock } from "./analysis/gate.js";
import { languageOf } from "./analysis/language.js";
import { cancelled, configBroken, invalidParams, methodNotFound, notInitialized, shutDown } from "./messages.js";
import { paramsProblem } from "./features/params.js";
import { createSettingsStore, readRawSettings, type RawSettings, type SettingsStore } from "./settings.js";
import { findGgConfig, GG_CONFIG_FILE, readGgConfig } from "./gg-config.js";
import type { FeatureContext, Handle } from "./features/context.js";
import * as codeActions from "./features/code-actions.js";
import * as completion from "./features/completion.js";
import * as diagnostics from "./features/diagnostics.js";
import * as hover from "./features/hover.js";
import { guardProtocol } from "./features/protocol-guard.js";
import { guardRequestIds } from "./features/request-ids.js";
import * as search from "./features/search.js";
import * as catalogueChange from "./features/catalogue-change.js";
import * as symbols from "./features/symbols.js";

/** The configuration section the server reads. */
export const CONFIGURATION_SECTION = "gg";
/** The name the server reports in `initialize`. */
export const SERVER_NAME = "gg-lsp";

/**
 * Serves on this process's stdio (`gg-lsp --stdio`), with the request-id guard (`features/request-ids.ts`) and the
 * protocol guard (`features/protocol-guard.ts`) in front of the connection. Giving the library a reader and writer of our own turns off its `--stdio` mode, so
 * what that mode did is done here: `console` is kept off stdout, and the process ends when stdin does.
 */
export function startStdioServer(): void {
  // stdout carries nothing but protocol: `console`, ours or a dependency's, writes to stderr (editors keep it in their LSP log).
  globalThis.console = new Console({ stdout: process.stderr, stderr: process.stderr });
  const ids = guardRequestIds(new StreamMessageReader(process.stdin), new StreamMessageWriter(process.stdout));
  const { reader, writer } = guardProtocol(ids.reader, ids.writer, (line) => void process.stderr.write(`${line}\n`));
  // As in the library's stdio mode: the process ends with its input, with 0 after a `shutdown` request and 1 without.
  let shutdownReceived = false;
  const end = (): never => process.exit(shutdownReceived ? 0 : 1);
  process.stdin.on("end", end);
  process.stdin.on("close", end);
  const observed: MessageReader = {
    ...reader,
    listen: (callback) =>
      reader.listen((message) => {
        if (Message.isRequest(message) && message.method === "shutdown") shutdownReceived = true;
        callback(message);
      }),
  };
  startServer(createConnection(ProposedFeatures.all, observed, writer));
}

/** What a server may be given besides its connection. */
export interface ServerOptions {
  /** The time source of diagnostics scheduling (tests drive a manual clock). */
  readonly clock?: Clock;
  /** How the checker's thread and the lint runner start (tests share one thread between servers). */
  readonly tools?: EngineTools;
}

/**
 * Wires every feature onto a connection and starts listening. TypeScript, ESLint and the checker's thread are not
 * loaded here: they load after `initialized` (or with the first request that needs them), so `initialize` is answered
 * at once.
 */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = new TextDocuments(TextDocument);
  let state: "new" | "running" | "shut down" = "new";
  let clientCapabilities: ClientCapabilities = {};
  let store: SettingsStore = createSettingsStore();
  const listeners: (() => void)[] = [];
  const shutdownListeners: (() => void)[] = [];

  // Registered by method name, not with the library's typed helpers (`onHover`, …): those read `params` (for progress
  // tokens) before any handler of ours runs, so `params: null` failed there with a JavaScript error (-32603).
  const handle: Handle = (method, handler) => {
    connection.onRequest(method, async (...args: unknown[]) => {
      // vscode-jsonrpc passes (token) without params, (...params, token) for positional ones, else (params, token).
      const token = args[args.length - 1] as CancellationToken;
      const params = args.length === 1 ? undefined : args.length === 2 ? args[0] : args.slice(0, -1);
      if (state === "new") return new ResponseError<never>(ErrorCodes.ServerNotInitialized, notInitialized);
      if (state === "shut down") return new ResponseError<never>(ErrorCodes.InvalidRequest, shutDown);
      if (token.isCancellationRequested) return new ResponseError<never>(LSPErrorCodes.RequestCancelled, cancelled);
      const problem = paramsProblem(method, params);
      if (problem !== undefined) return new ResponseError<never>(ErrorCodes.InvalidParams, invalidParams(method, problem));
      return handler(params as Parameters<typeof handler>[0], token);
    });
  };

  // stderr, not window/logMessage: it works even while the connection is closing, and editors keep it in their LSP log.
  const log = (text: string): void => void process.stderr.write(`${text}\n`);
  const engine = createAnalysisEngine(() => store.current(), log, options.tools);

  // The settings the client sent (every source merged) and those of the workspace's gg.config.json, kept apart so
  // either can be re-applied when its file changes, the client's always over the file's.
  let clientRaw: RawSettings = {};
  let configRaw: RawSettings = {};
  // The client's workspace root, and the gg.config.json in it; without a root, every program document is checked.
  let workspaceRoot: string | undefined;
  let configFile: string | undefined;

  function showError(message: string): void {
    void connection.sendNotification("window/showMessage", { type: MessageType.Error, message }).catch(() => undefined);
  }

  function applyRaw(raw: unknown): void {
    const outcome = store.apply(raw);
    for (const error of outcome.errors) showError(error);
    if (outcome.changed) for (const listener of listeners) listener();
  }

  /** Settings from the client: they win over gg.config.json, key by key (a key the client sends, even null, is the client's). */
  function applySettings(raw: unknown): void {
    clientRaw = { ...clientRaw, ...readRawSettings(raw) };
    applyRaw(raw);
  }

  /** Reads the workspace's gg.config.json (again) and applies it under the client's settings; a broken file keeps what is in force. */
  function applyConfig(): void {
    if (configFile === undefined) return;
    if (!existsSync(configFile)) {
      // No file (yet, or any more): nothing of its stays in force.
      if (Object.keys(configRaw).length === 0) return;
      configRaw = { catalogue: null, grant: null };
      return applyRaw({ ...configRaw, ...clientRaw });
    }
    const read = readGgConfig(configFile);
    if (!read.ok) return showError(configBroken(read.message));
    // A key the file no longer names goes back to the default (null), unless the client names it.
    configRaw = { catalogue: read.config.catalogue ?? null, grant: read.config.grant ?? null };
    applyRaw({ ...configRaw, ...clientRaw });
  }

  /** Whether the server speaks about a document: with a workspace root, only in a folder with a gg.config.json or below one. */
  function attaches(uri: string): boolean {
    if (workspaceRoot === undefined) return true;
    const path = pathOf(uri);
    // A document with no file path (untitled:, in memory) has no folder to judge by: checked, as without a workspace.
    return path === undefined || findGgConfig(dirname(path)) !== undefined;
  }

  async function pullConfiguration(): Promise<void> {
    if (!clientCapabilities.workspace?.configuration) return;
    try {
      const [section] = await connection.workspace.getConfiguration([{ section: CONFIGURATION_SECTION }]);
      applySettings(section);
    } catch (error) {
      log(`gg: workspace/configuration failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const context: FeatureContext = {
    connection,
    documents,
    engine,
    clock: options.clock ?? systemClock,
    settings: () => store.current(),
    client: () => clientCapabilities,
    languageOf: (document) => (attaches(document.uri) ? languageOf(document.languageId, document.uri) : undefined),
    handle,
    running: () => state === "running",
    onShutdown: (listener) => shutdownListeners.push(listener),
    onSettingsChanged: (listener) => listeners.push(listener),
  };

  connection.onInitialize((params): InitializeResult => {
    clientCapabilities = params.capabilities;
    workspaceRoot = rootDirectory(params.rootUri, params.workspaceFolders?.[0]?.uri);
    store = createSettingsStore(workspaceRoot === undefined ? {} : { baseDir: workspaceRoot });
    state = "running";
    // Where the workspace's gg.config.json is, whether or not it exists yet: created later, it applies once reported.
    configFile = workspaceRoot === undefined ? undefined : join(workspaceRoot, GG_CONFIG_FILE);
    applyConfig();
    applySettings(params.initializationOptions);
    const pull = diagnostics.usesPull(clientCapabilities);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        completionProvider: { triggerCharacters: [".", '"', "'", "{", ","], resolveProvider: false },
        codeActionProvider: { codeActionKinds: ["quickfix"] },
        workspaceSymbolProvider: true,
        ...(pull ? { diagnosticProvider: { interFileDependencies: false, workspaceDiagnostics: false } } : {}),
      },
      serverInfo: { name: SERVER_NAME },
    };
  });

  connection.onInitialized(() => {
    // Load and run the checker and the rules once now, so the first document opened does not wait for their start.
    void engine.warm();
    // Documents opened before the handshake finished are checked now.
    for (const listener of listeners) listener();
    void pullConfiguration();
    // Editing the grant or the catalogue file takes effect without a restart, where the client can watch files.
    if (clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      void connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: "**/*.json" }] })
        .catch(() => undefined);
    }
  });

  connection.onDidChangeWatchedFiles((params) => {
    if (state !== "running") return;
    const { catalogueFile, grantFile } = store.current();
    const configured = [clientRaw.catalogue || configRaw.catalogue ? catalogueFile : undefined, grantFile];
    const paths = params.changes.map((change) => pathOf(change.uri));
    if (configFile !== undefined && paths.includes(configFile)) applyConfig();
    else if (paths.some((path) => path !== undefined && configured.includes(path))) applyRaw({ ...configRaw, ...clientRaw });
  });

  connection.onDidChangeConfiguration((change) => {
    if (state !== "running") return;
    if (clientCapabilities.workspace?.configuration) void pullConfiguration();
    else applySettings(change.settings);
  });

  // A method no feature handles: answered in our words, and by the server's state first, as every request is.
  connection.onRequest((method: string) => {
    if (state === "new") return new ResponseError<never>(ErrorCodes.ServerNotInitialized, notInitialized);
    if (state === "shut down") return new ResponseError<never>(ErrorCodes.InvalidRequest, shutDown);
    return new ResponseError<never>(ErrorCodes.MethodNotFound, methodNotFound(method));
  });

  connection.onShutdown(() => {
    state = "shut down";
    for (const listener of shutdownListeners) listener();
    // Not awaited: a check in flight (up to the thread's 10 s limit) must not hold up the answer.
    void engine.close();
  });

  diagnostics.register(context);
  hover.register(context);
  completion.register(context);
  codeActions.register(context);
  symbols.register(context);
  search.register(context);
  catalogueChange.register(context);

  documents.listen(connection);
  connection.listen();
}

function pathOf(uri: string): string | undefined {
  try {
    return uri.startsWith("file:") ? fileURLToPath(uri) : undefined;
  } catch {
    return undefined;
  }
}

function rootDirectory(rootUri: string | null | undefined, folderUri: string | undefined): string | undefined {
  const uri = folderUri ?? rootUri ?? undefined;
  if (uri === undefined || !uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}
