// A language client over a real `gg-lsp --stdio` process, framing by hand so a test can also send broken frames.
import { spawn } from "node:child_process";
import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { LSP } from "./paths.js";
import { waitUntil } from "./wait.js";

/** A JSON-RPC message as read from the server. */
export interface Message {
  readonly jsonrpc: "2.0";
  readonly id?: number | string | null;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string };
}

/** An LSP diagnostic as published. */
export interface LspDiagnostic {
  readonly range: { readonly start: { line: number; character: number }; readonly end: { line: number; character: number } };
  readonly code?: string | number;
  readonly message: string;
  readonly severity?: number;
}

/** What `textDocument/publishDiagnostics` carries. */
export interface Published {
  readonly uri: string;
  readonly version?: number;
  readonly diagnostics: readonly LspDiagnostic[];
}

/** A running server. */
export interface LspClient {
  readonly child: ChildProcessWithoutNullStreams;
  /** Sends a request and resolves its response message (result or error), failing after `ms`. */
  request(method: string, params?: unknown, ms?: number): Promise<Message>;
  /** Sends a request with an id of the caller's choosing; resolves nothing. */
  requestWithId(id: number | string, method: string, params?: unknown): void;
  notify(method: string, params?: unknown): void;
  /** Writes raw bytes. */
  raw(data: string | Buffer): void;
  /** Frames a body with a correct Content-Length. */
  frame(body: string): Buffer;
  /** Every message received so far. */
  received(): readonly Message[];
  /** Resolves the first received message (from now on, or already received when `past`) that matches. */
  waitFor(match: (m: Message) => boolean, ms?: number, what?: string): Promise<Message>;
  /** Resolves the latest diagnostics published for `uri` once `match` holds for them. */
  diagnostics(uri: string, match?: (p: Published) => boolean, ms?: number): Promise<Published>;
  /** `initialize` then `initialized`, push diagnostics only, 0 ms debounce unless given. */
  initialize(options?: Record<string, unknown>): Promise<Message>;
  /** `shutdown` then `exit`; resolves the exit code. */
  shutdown(ms?: number): Promise<number | null>;
  exited(): Promise<number | null>;
  stderr(): string;
  kill(): void;
}

/** Starts `gg-lsp --stdio`, optionally under a wrapper command (`strace …`). */
export function startLsp(env: NodeJS.ProcessEnv = process.env, wrapper: readonly string[] = []): LspClient {
  const command = [...wrapper, process.execPath, LSP, "--stdio"];
  const child = spawn(command[0] as string, command.slice(1), { stdio: ["pipe", "pipe", "pipe"], env });
  const messages: Message[] = [];
  const waiters = new Set<() => void>();
  let buffer = Buffer.alloc(0);
  let err = "";
  let nextId = 1;
  let exitCode: number | null | undefined;
  const exit = new Promise<number | null>((resolve) =>
    child.on("close", (code) => {
      exitCode = code;
      resolve(code);
      for (const w of waiters) w();
    }),
  );
  child.stdin.on("error", () => undefined);
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
  child.stdout.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf("\r\n\r\n");
      if (headerEnd === -1) break;
      const header = buffer.subarray(0, headerEnd).toString("ascii");
      const match = /Content-Length: (\d+)/i.exec(header);
      if (match === null) throw new Error(`gg-lsp wrote a frame without Content-Length: ${header}`);
      const length = Number(match[1]);
      if (buffer.length < headerEnd + 4 + length) break;
      const body = buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString("utf8");
      buffer = buffer.subarray(headerEnd + 4 + length);
      const message = JSON.parse(body) as Message;
      messages.push(message);
      // Answer the server's own requests the way a plain client would.
      if (message.method !== undefined && message.id !== undefined) {
        const result = message.method === "workspace/configuration" ? [null] : null;
        child.stdin.write(frame(JSON.stringify({ jsonrpc: "2.0", id: message.id, result })));
      }
    }
    for (const w of waiters) w();
  });

  function frame(body: string): Buffer {
    const bytes = Buffer.from(body, "utf8");
    return Buffer.concat([Buffer.from(`Content-Length: ${bytes.length}\r\n\r\n`, "ascii"), bytes]);
  }

  function send(message: Record<string, unknown>): void {
    child.stdin.write(frame(JSON.stringify({ jsonrpc: "2.0", ...message })));
  }

  function waitFor(match: (m: Message) => boolean, ms = 30_000, what = "a message", from = 0): Promise<Message> {
    return waitUntil(
      waiters,
      () => messages.slice(from).find(match),
      () => (exitCode === undefined ? undefined : `gg-lsp exited (${String(exitCode)}) while waiting for ${what}; stderr: ${err.slice(0, 2000)}`),
      ms,
      () => `gg-lsp: ${what} did not arrive within ${ms} ms; stderr: ${err.slice(0, 2000)}`,
    );
  }


  const client: LspClient = {
    child,
    request(method, params, ms = 30_000) {
      const id = nextId++;
      send({ id, method, ...(params === undefined ? {} : { params }) });
      return waitFor((m) => m.id === id && m.method === undefined, ms, `the response to ${method}`);
    },
    requestWithId(id, method, params) {
      send({ id, method, ...(params === undefined ? {} : { params }) });
    },
    notify(method, params) {
      send({ method, ...(params === undefined ? {} : { params }) });
    },
    raw: (data) => void child.stdin.write(data),
    frame,
    received: () => messages,
    waitFor: (match, ms, what) => waitFor(match, ms, what),
    diagnostics(uri, match = () => true, ms = 30_000) {
      const latest = (): Published | undefined => {
        for (let i = messages.length - 1; i >= 0; i--) {
          const m = messages[i] as Message;
          if (m.method === "textDocument/publishDiagnostics" && (m.params as Published).uri === uri) return m.params as Published;
        }
        return undefined;
      };
      return waitUntil(
        waiters,
        () => {
          const p = latest();
          return p !== undefined && match(p) ? p : undefined;
        },
        () => (exitCode === undefined ? undefined : `gg-lsp exited while waiting for diagnostics of ${uri}; stderr: ${err.slice(0, 2000)}`),
        ms,
        () => `gg-lsp: diagnostics of ${uri} did not arrive within ${ms} ms (latest: ${JSON.stringify(latest()).slice(0, 500)}); stderr: ${err.slice(0, 2000)}`,
      );
    },
    async initialize(options = { debounceMs: 0 }) {
      const response = await client.request("initialize", { processId: null, rootUri: null, capabilities: {}, initializationOptions: options });
      client.notify("initialized", {});
      return response;
    },
    async shutdown(ms = 30_000) {
      await client.request("shutdown", undefined, ms);
      client.notify("exit");
      child.stdin.end();
      return client.exited();
    },
    exited: () => exit,
    stderr: () => err,
    kill: () => void child.kill("SIGKILL"),
  };
  return client;
}

/** Opens a document with version 1. */
export function open(client: LspClient, uri: string, text: string, languageId = "typescript", version = 1): void {
  client.notify("textDocument/didOpen", { textDocument: { uri, languageId, version, text } });
}

/** Replaces a document's whole text. */
export function replace(client: LspClient, uri: string, text: string, version: number): void {
  client.notify("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text }] });
}
