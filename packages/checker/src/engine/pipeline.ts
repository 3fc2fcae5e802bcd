/**
 * Requests sent ahead of their answers on the API's synchronous channel. The compiler answers requests in the
 * order they come, one at a time; requests written now and read later let it compute (the program's diagnostics,
 * ~2 ms) while this thread reads the program's syntax, instead of each side waiting on the other.
 *
 * `ahead(...asks)` runs each `ask` — one call of the API that makes one request — so far as writing its request,
 * and stops it there; the requests go out in one write (each write wakes the compiler, which costs more than the
 * bytes). When the same request (method and payload, byte for byte) is made later, its answer is read then.
 *
 * Only questions about a snapshot the compiler already holds go ahead (its tree, its diagnostics): they make no
 * callback. A request that may (a snapshot update reads files through us) is never written while another waits
 * for its answer: the compiler would read it where it expects the callback's answer. So any other request first
 * reads, in order, every answer still to come, and drops those sent ahead: nothing outlives one check.
 *
 * It works on the pinned API's private channel (`requestBytesSync`, `writeTuple`, `writeAllBuf`):
 * tests/pipeline.test.ts proves the methods are there, so an upgrade that moves them fails there.
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
  /** Requests written to the compiler so far. */
  requests(): number;
}

// The message type of a request in the channel's protocol.
const MSG_REQUEST = 1;
// Requests sent ahead must fit the pipe with room to spare: larger ones could block this thread while the compiler
// blocks writing an answer, each waiting on the other.
const MAX_AHEAD_BYTES = 16 * 1024;

/** Thrown inside `ask` once its request is written: ends the API call there, before it waits for the answer. */
class Sent extends Error {}

/** Whether an error is the pipeline's own signal, which must pass every wrapper of the channel untouched. */
export function isPipelineSignal(error: unknown): boolean {
  return error instanceof Sent;
}

interface Pending {
  readonly method: string;
  readonly payload: string | Uint8Array;
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
  let sending = false;
  let written = 0;
  let budget = 0;
  // Bytes of the requests being sent ahead, written together when the last is sent.
  let corked: Buffer[] = [];
  channel.writeAllBuf = (data, length) => {
    const end = length ?? data.length;
    // The channel reuses its buffer: what waits must be a copy.
    if (sending) corked.push(Buffer.from(data.subarray(0, end)));
    else writeAll(data, end);
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
  // Reads the answers in order up to `entry`'s, and answers it.
  const take = (entry: Pending): Buffer => {
    const at = queue.indexOf(entry);
    for (let i = 0; i <= at; i++) {
      const e = queue[i] as Pending;
      if (e.answer === undefined) readAnswer(e);
    }
    queue.splice(at, 1);
    const answer = entry.answer as NonNullable<Pending["answer"]>;
    if ("error" in answer) throw answer.error;
    return answer.bytes;
  };

  // Nothing is written while an answer is still to come: every one is read, and what was sent ahead and not asked
  // is dropped.
  const settle = (): void => {
    for (const entry of queue) if (entry.answer === undefined) readAnswer(entry);
    queue.length = 0;
  };

  channel.requestBytesSync = (method, payload) => {
    if (sending) {
      const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
      // Too large to send ahead: it is made again, as an ordinary request, when it is asked.
      if (size > budget) throw new Sent("not sent");
      budget -= size;
      write(MSG_REQUEST, Buffer.from(method, "utf-8"), payload);
      written += 1;
      queue.push({ method, payload });
      throw new Sent("sent");
    }
    const ahead = queue.find((entry) => entry.method === method && samePayload(entry.payload, payload));
    if (ahead !== undefined) return take(ahead);
    settle();
    written += 1;
    return request(method, payload);
  };

  return {
    ahead(...asks) {
      settle();
      sending = true;
      budget = MAX_AHEAD_BYTES;
      try {
        for (const ask of asks) {
          try {
            ask();
          } catch (error) {
            if (!(error instanceof Sent)) throw error;
          }
        }
      } finally {
        sending = false;
        const bytes = Buffer.concat(corked);
        corked = [];
        if (bytes.length > 0) writeAll(bytes);
      }
    },
    requests: () => written,
  };
}

/** The pipeline of a channel it cannot drive: nothing is sent ahead, every request waits for its answer. */
export function directPipeline(): Pipeline {
  return {
    ahead: () => undefined,
    requests: () => 0,
  };
}

function samePayload(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}
