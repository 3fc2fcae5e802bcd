// A language-server client in a few lines, for a server started as an editor starts it (`gg-lsp --stdio`): frames
// JSON-RPC messages with Content-Length headers, answers requests by id, and waits for notifications by predicate.
import type { ChildProcessWithoutNullStreams } from "node:child_process";

/** One JSON-RPC message as the server sent it. */
export interface RpcMessage {
  readonly id?: number | string;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { code: number; message: string };
}

/** A client on the stdio of a started server. */
export interface StdioClient {
  request(method: string, params: unknown): Promise<unknown>;
  notify(method: string, params: unknown): void;
  /** The first notification (past or future) of `method` whose params satisfy `accept`. */
  notification<T>(method: string, accept: (params: T) => boolean): Promise<T>;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
}

/** Speaks LSP over the child's stdin and stdout; rejects every pending wait when the child exits. */
export function stdioClient(child: ChildProcessWithoutNullStreams): StdioClient {
  let buffer = Buffer.alloc(0);
  let stderr = "";
  let nextId = 1;
  const pending = new Map<number | string, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const received: RpcMessage[] = [];
  const waiters: Array<{ method: string; accept: (params: unknown) => boolean; resolve: (params: unknown) => void; reject: (error: Error) => void }> = [];

  const send = (message: object): void => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", ...message }), "utf8");
    child.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]));
  };

  const dispatch = (message: RpcMessage): void => {
    if (message.method === undefined && message.id !== undefined) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiting?.reject(new Error(`${message.error.code}: ${message.error.message}`));
      else waiting?.resolve(message.result);
      return;
    }
    // A request from the server (configuration, registration): answered with nothing, as a minimal editor would.
    if (message.method !== undefined && message.id !== undefined) send({ id: message.id, result: message.method === "workspace/configuration" ? [] : null });
    received.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.method === message.method && waiter.accept(message.params)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message.params);
      }
    }
  };

  child.stdout.on("data", (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, end).toString("ascii"))?.[1]);
      if (buffer.length < end + 4 + length) return;
      const body = buffer.subarray(end + 4, end + 4 + length).toString("utf8");
      buffer = buffer.subarray(end + 4 + length);
      dispatch(JSON.parse(body) as RpcMessage);
    }
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.on("exit", (code, signal) => {
    const error = new Error(`gg-lsp exited (${code ?? signal}); its stderr: ${stderr}`);
    for (const { reject } of pending.values()) reject(error);
    for (const { reject } of waiters) reject(error);
  });

  return {
    request(method, params) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ id, method, params });
      });
    },
    notify(method, params) {
      send({ method, params });
    },
    notification<T>(method: string, accept: (params: T) => boolean): Promise<T> {
      const seen = received.find((message) => message.method === method && accept(message.params as T));
      if (seen !== undefined) return Promise.resolve(seen.params as T);
      return new Promise<T>((resolve, reject) => {
        waiters.push({ method, accept: accept as (params: unknown) => boolean, resolve: resolve as (params: unknown) => void, reject });
      });
    },
    stderr: () => stderr,
  };
}
