/**
 * A small LSP test client over any pair of streams: in-process duplex pairs, or a spawned server's stdio.
 */
import { PassThrough, type Readable, type Writable } from "node:stream";
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type InitializeResult,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type ShowMessageParams,
  type TextDocumentContentChangeEvent,
} from "vscode-languageserver-protocol/node.js";
import { createConnection, ProposedFeatures } from "vscode-languageserver/node.js";
import { startServer, type ServerOptions } from "../../src/server.js";
import { createSharedTools, type SharedTools } from "./shared-tools.js";

/** What a test drives. */
export interface TestClient {
  readonly connection: ProtocolConnection;
  readonly published: PublishDiagnosticsParams[];
  readonly shown: ShowMessageParams[];
  /** Protocol errors the client's reader saw (a stray byte on the server's stdout lands here). */
  readonly errors: string[];
  /** What the server asked `workspace/configuration` for, answered from `configuration`. */
  configuration: unknown;
  initialize(options?: { capabilities?: ClientCapabilities; initializationOptions?: unknown; rootUri?: string | null }): Promise<InitializeResult>;
  open(uri: string, text: string, languageId?: string, version?: number): void;
  change(uri: string, version: number, changes: TextDocumentContentChangeEvent[]): void;
  /** Resolves with the first publish for `uri` (at `version`, when given) that satisfies the optional predicate. */
  diagnosticsFor(uri: string, version?: number): Promise<PublishDiagnosticsParams>;
  dispose(): Promise<void>;
}

let shared: SharedTools | undefined;

/** Closes the checker threads the file's servers shared (call in `afterAll`). */
export async function closeSharedTools(): Promise<void> {
  const tools = shared;
  shared = undefined;
  await tools?.close();
}

/**
 * Starts the server in this process, connected through two in-memory streams. Its checker thread is the one the
 * file's other servers share, unless `options.tools` says otherwise.
 */
export function createInProcessClient(options: ServerOptions = {}): TestClient {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const server = createConnection(ProposedFeatures.all, new StreamMessageReader(toServer), new StreamMessageWriter(toClient));
  shared ??= createSharedTools();
  startServer(server, { tools: shared, ...options });
  return createClient(toClient, toServer, async () => {
    server.dispose();
    toServer.end();
    toClient.end();
  });
}

/** The built server's entry point. */
export const MAIN = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

/** Spawns `node [nodeArgs] dist/main.js --stdio` and connects to its stdio. */
export function createStdioClient(nodeArgs: readonly string[] = []): TestClient & { readonly child: ChildProcess; readonly stderr: () => string } {
  const child = spawn(process.execPath, [...nodeArgs, MAIN, "--stdio"], { stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  // A server that exited makes writes fail with EPIPE; the test sees that through the exit code instead.
  child.stdin?.on("error", () => undefined);
  const client = createClient(
    child.stdout as Readable,
    child.stdin as Writable,
    async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill();
        await exited;
      }
    },
    () => child.exitCode === null && child.stdin?.destroyed === false,
  );
  return Object.assign(client, { child, stderr: () => stderr });
}

function createClient(input: Readable, output: Writable, close: () => Promise<void>, alive: () => boolean = () => true): TestClient {
  const connection = createProtocolConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
  const published: PublishDiagnosticsParams[] = [];
  const shown: ShowMessageParams[] = [];
  const errors: string[] = [];
  let closed = false;
  const waiters: { uri: string; version: number | undefined; resolve: (params: PublishDiagnosticsParams) => void }[] = [];
  const client: TestClient = {
    connection,
    published,
    shown,
    errors,
    configuration: null,
    async initialize(options = {}) {
      const result = await connection.sendRequest<InitializeResult>("initialize", {
        processId: null,
        rootUri: options.rootUri ?? null,
        capabilities: options.capabilities ?? {},
        initializationOptions: options.initializationOptions,
      });
      await connection.sendNotification("initialized", {});
      return result;
    },
    open(uri, text, languageId = "typescript", version = 1) {
      void connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId, version, text } });
    },
    change(uri, version, changes) {
      void connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: changes });
    },
    diagnosticsFor(uri, version) {
      const found = published.find((params) => params.uri === uri && (version === undefined || params.version === version));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ uri, version, resolve }));
    },
    async dispose() {
      if (!closed && alive()) {
        await Promise.race([connection.sendRequest("shutdown").catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      connection.dispose();
      await close();
    },
  };
  connection.onNotification("textDocument/publishDiagnostics", (params: PublishDiagnosticsParams) => {
    published.push(params);
    for (const waiter of [...waiters]) {
      if (waiter.uri === params.uri && (waiter.version === undefined || waiter.version === params.version)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(params);
      }
    }
  });
  connection.onNotification("window/showMessage", (params: ShowMessageParams) => {
    shown.push(params);
  });
  connection.onNotification("window/logMessage", () => undefined);
  connection.onError(([error]) => {
    errors.push(error.message);
  });
  connection.onClose(() => {
    closed = true;
  });
  connection.onRequest("workspace/configuration", (params: { items: { section?: string }[] }) =>
    params.items.map(() => client.configuration),
  );
  connection.onRequest("client/registerCapability", () => null);
  connection.onRequest("workspace/diagnostic/refresh", () => null);
  connection.listen();
  return client;
}
