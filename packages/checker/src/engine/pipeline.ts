/**
 * Requests sent ahead of their answers on the API's synchronous channel. The compiler answers requests in the
 * order they come, one at a time; a request written now and read later lets it compute (the program's
 * diagnostics, ~2 ms) while this thread reads the program's syntax, instead of each side waiting on the other.
 *
 * `ahead(ask)` runs `ask` — one call of the API that makes one request — so far as writing its request, and stops
 * it there. When the same request (method and payload, byte for byte) is made later, its answer is read then;
 * any other request first reads, in order, the answers of those before it. `post(ask)` sends a request whose
 * answer nobody reads (releasing a snapshot); it is read and dropped before the next answer. The answers kept
 * are dropped at the first request that matches none of them, so nothing outlives one check.
 *
 * Requests sent ahead are written together, in one write (each write wakes the compiler, which costs more than
 * the bytes); a posted one waits to be written behind the next requests, so that nobody waits for it.
 *
 * It works on the pinned API's private channel (`requestBytesSync`, `writeTuple`): tests/pipeline.test.ts proves
 * the methods are there, so an upgrade that moves them fails there.
 */

/** The channel's private methods this module wraps. */
export interface RawChannel {
  requestBytesSync(method: string, payload: string | Uint8Array): Buffer;
  writeTuple(type: number, name: Buffer, payload: string | Uint8Array): void;
  writeAllBuf(data: Uint8Array, length?: number): void;
}

/** Requests sent ahead on one channel. */
export interface Pipeline {
  /** Sends the one request each `ask` makes now, in one write; the same request made later reads its answer. */
  ahead(...asks: (() => unknown)[]): void;
  /** Sends the one request `ask` makes now; its answer is read and dropped before any other. */
  post(ask: () => unknown): void;
  /** Requests written to the compiler so far. */
  requests(): number;
}

// The message type of a request in the channel's protocol.
const MSG_REQUEST = 1;
// A request sent ahead must fit the pipe with room to spare: a larger one could block this thread while the compiler
// blocks writing an answer, each waiting on the other.
const MAX_AHEAD_BYTES = 16 * 1024;

/** Thrown inside `ask` once its request is written: ends the API call there, before it waits for the answer. */
class Sent extends Error {}

/** Whether an error is the pipeline's own signal, which must pass every wrapper of the channel untouched. */
export function isPipelineSignal(error: unknown): boolean {
  return error instanceof Sent;
}

/** What becomes of a request's answer: taken when asked again, dropped unread (a post, or one no longer asked), or this call's own. */
type Kind = "ahead" | "post" | "stale" | "own";

interface Pending {
  readonly method: string;
  readonly payload: string | Uint8Array;
  kind: Kind;
  answer?: { readonly bytes: Buffer } | { readonly error: unknown };
}

/** Whether a channel has the private methods the pipeline needs (tests hold the pinned API to it). */
export function isRawChannel(channel: unknown): channel is RawChannel {
  const c = channel as Partial<RawChannel> | undefined;
  return typeof c?.requestBytesSync === "function" && typeof c.writeTuple === "function" && typeof c.writeAllBuf === "function";
}

/** Installs the pipeline on a channel: every request of the API goes through it from now on. */
export function installPipeline(channel: RawChannel): Pipeline {
  const request = channel.requestBytesSync.bind(channel);
  const write = channel.writeTuple.bind(channel);
  const writeAll = channel.writeAllBuf.bind(channel);
  const queue: Pending[] = [];
  let sending: "ahead" | "post" | undefined;
  let written = 0;
  // Bytes of requests sent ahead, not yet written.
  let corked: Buffer[] = [];
  // Posted requests, not yet written: they go behind the next requests sent ahead, which someone waits for.
  let postedBytes: Buffer[] = [];
  let posted: Pending[] = [];
  const releasePosts = (): void => {
    if (posted.length === 0) return;
    queue.push(...posted);
    corked.push(...postedBytes);
    posted = [];
    postedBytes = [];
  };
  const flush = (): void => {
    if (corked.length === 0) return;
    const bytes = Buffer.concat(corked);
    corked = [];
    writeAll(bytes);
  };
  channel.writeAllBuf = (data, length) => {
    const end = length ?? data.length;
    // The channel reuses its buffer: what waits must be a copy.
    if (sending === "post") postedBytes.push(Buffer.from(data.subarray(0, end)));
    else if (sending !== undefined) corked.push(Buffer.from(data.subarray(0, end)));
    else if (corked.length === 0) writeAll(data, end);
    else {
      corked.push(Buffer.from(data.subarray(0, end)));
      flush();
    }
  };

  // Reads the answer to a request written before: the channel's own loop, with its request write skipped (it still
  // answers the compiler's callbacks on the way).
  const readAnswer = (entry: Pending): void => {
    channel.writeTuple = (type, name, payload) => {
      if (type !== MSG_REQUEST) write(type, name, payload);
    };
    try {
      entry.answer = { bytes: request(entry.method, entry.payload) };
    } catch (error) {
      entry.answer = { error };
    } finally {
      channel.writeTuple = write;
    }
  };
  // Writes a request (with whatever waits to be written, in one write once flushed) and queues its answer.
  const enqueue = (method: string, payload: string | Uint8Array, kind: Kind): Pending => {
    const mode = sending;
    sending = kind === "post" ? "post" : "ahead";
    try {
      write(MSG_REQUEST, Buffer.from(method, "utf-8"), payload);
    } finally {
      sending = mode;
    }
    written += 1;
    const entry: Pending = { method, payload, kind };
    if (kind === "post") posted.push(entry);
    else queue.push(entry);
    return entry;
  };
  // Reads the answers in order up to `entry`'s, and answers it. What is read and dropped leaves the queue; a post
  // that failed fails this call (the compiler is no longer what it was).
  const take = (entry: Pending): Buffer => {
    flush();
    const at = queue.indexOf(entry);
    for (let i = 0; i <= at; i++) {
      const e = queue[i] as Pending;
      if (e.answer === undefined) readAnswer(e);
    }
    let failed: { readonly error: unknown } | undefined;
    for (let i = at; i >= 0; i--) {
      const e = queue[i] as Pending;
      if (e !== entry && e.kind === "ahead") continue;
      queue.splice(i, 1);
      if (e.kind === "post" && e.answer !== undefined && "error" in e.answer) failed = e.answer;
    }
    if (failed !== undefined) throw failed.error;
    const answer = entry.answer as NonNullable<Pending["answer"]>;
    if ("error" in answer) throw answer.error;
    return answer.bytes;
  };

  channel.requestBytesSync = (method, payload) => {
    if (sending !== undefined) {
      const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
      if (size > MAX_AHEAD_BYTES) {
        // Too large to send ahead: an `ahead` request is made again when asked; a posted one is made now.
        if (sending === "ahead") throw new Sent("not sent");
        sending = undefined;
        return channel.requestBytesSync(method, payload);
      }
      enqueue(method, payload, sending);
      throw new Sent("sent");
    }
    const ahead = queue.find((entry) => entry.kind === "ahead" && entry.method === method && samePayload(entry.payload, payload));
    if (ahead !== undefined) return take(ahead);
    releasePosts();
    if (queue.length === 0) {
      written += 1;
      return request(method, payload);
    }
    // A request that was sent ahead and is not asked now will not be: another request follows on.
    for (const entry of queue) if (entry.kind === "ahead") entry.kind = "stale";
    return take(enqueue(method, payload, "own"));
  };

  const send = (mode: "ahead" | "post", ask: () => unknown): void => {
    sending = mode;
    try {
      ask();
    } catch (error) {
      if (!(error instanceof Sent)) throw error;
    } finally {
      sending = undefined;
    }
  };
  return {
    ahead: (...asks) => {
      for (const ask of asks) send("ahead", ask);
      // Written now, so the compiler starts on them, and the posts behind them.
      releasePosts();
      flush();
    },
    post: (ask) => send("post", ask),
    requests: () => written,
  };
}

/** The pipeline of a channel it cannot drive: nothing is sent ahead, and a posted request waits for its answer. */
export function directPipeline(): Pipeline {
  return {
    ahead: () => undefined,
    post: (ask) => void ask(),
    requests: () => 0,
  };
}

function samePayload(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}
