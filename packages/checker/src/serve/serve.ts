/**
 * `gg-check serve`: one JSON request a line on stdin, one JSON answer a line on stdout, matched by `id`,
 * many in flight through the pool (answers may come out of order). Bad lines get a `bad_request` answer
 * and the service goes on; stdin is read only while the output keeps up; EOF or SIGTERM drains and exits 0.
 */
import type { Readable, Writable } from "node:stream";
import { closest, formatProblems, jsonDuplicateKeys, languageOfPath, validateGrant } from "@gg/catalogue";
import type { Catalogue, Grant } from "@gg/catalogue";
import { TEXT } from "../texts.js";
import { checkerInfo, createPool } from "../pool/pool.js";
import type { Pool } from "../pool/pool.js";
import type { BoundedResult, CheckErrorCode, CheckInput } from "../types.js";
import { NO_ID, requestIdJson, requestIdJsonFromBytes } from "./request-id.js";
import type { RequestIdJson } from "./request-id.js";

export type { RequestIdJson } from "./request-id.js";
export { requestIdJson, requestIdJsonFromBytes } from "./request-id.js";

// How much of a line too long to hold is kept to read its id from.
const HEAD_BYTES = 1024;

/** Options of `runServe`. */
export interface ServeOptions {
  /** Validates grants; the workers load the same catalogue from `cataloguePath` (or the default). */
  readonly catalogue: Catalogue;
  readonly cataloguePath?: string;
  readonly jobs?: number;
  /** Threads of each worker's compiler process (GOMAXPROCS); default: the Go runtime's own (one per core). */
  readonly compilerThreads?: number;
  /** Defaults to a new pool over `cataloguePath`; closed when the service ends. */
  readonly pool?: Pool;
  readonly input?: Readable;
  readonly output?: Writable;
  /** A longer line is answered `too_large` and skipped without being held in memory. Default 64 MiB (a 50 MB program still reaches the checker, which fails it as too large). */
  readonly maxLineBytes?: number;
  /** Reading stops while this many requests are unanswered. Default 256. */
  readonly maxInFlight?: number;
  /** Reading stops while the unanswered requests' lines add up to this many bytes. Default 256 MiB. */
  readonly maxInFlightBytes?: number;
  /** Stop on this signal after answering what was accepted; default true (SIGTERM). */
  readonly handleSigterm?: boolean;
}

/** A request line read: a check, a ping, or why it is bad; `idJson` is the id's JSON text as written (`"null"` when unreadable). */
export type ParsedRequest =
  | { ok: true; idJson: RequestIdJson; method: "check"; input: CheckInput }
  | { ok: true; idJson: RequestIdJson; method: "ping" }
  | { ok: false; idJson: RequestIdJson; message: string };

/** Every key a request may have; any other is a `bad_request` (a misspelt `grant` must not drop the forecast in silence). */
export const REQUEST_KEYS: readonly string[] = ["id", "method", "source", "language", "fileName", "grant"];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads one request line into a check, a ping, or the reason it is bad, with the id's JSON text whenever it can
 * be read (see request-id.ts: the last top-level `id`, as `JSON.parse` takes it, also from a line that is not JSON).
 */
export function parseRequest(line: string, catalogue: Catalogue): ParsedRequest {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch (error) {
    return { ok: false, idJson: requestIdJson(line), message: TEXT.badJson(error instanceof Error ? error.message : String(error)) };
  }
  if (!isRecord(data)) return { ok: false, idJson: NO_ID, message: TEXT.notAnObject };
  // JSON.parse keeps the last of a key written twice, in silence: a request whose grant, source or id says two things
  // is refused (with the last id, which is the one JSON.parse and request-id.ts both read), never half-read.
  const duplicates = jsonDuplicateKeys(line);
  if (duplicates.length > 0) return { ok: false, idJson: requestIdJson(line), message: TEXT.duplicateKeys(duplicates.map((p) => (p.path === "" ? p.message : `${p.path}: ${p.message}`)).join("; ")) };
  if (!Object.hasOwn(data, "id") || !(data.id === null || typeof data.id === "string" || typeof data.id === "number")) {
    return { ok: false, idJson: NO_ID, message: TEXT.badId };
  }
  // The id is taken from the text, not from `data`: a number there is already a double (rounded, `1e3` → 1000).
  // Both take the last `id` member, so they agree on which one it is.
  const id = requestIdJson(line);
  const unknown = Object.keys(data).find((key) => !REQUEST_KEYS.includes(key));
  if (unknown !== undefined) return { ok: false, idJson: id, message: TEXT.unknownKey(unknown, closest(unknown, REQUEST_KEYS, 1)[0], REQUEST_KEYS) };
  const method = data.method ?? "check";
  if (method === "ping") return { ok: true, idJson: id, method: "ping" };
  // JSON text, not String(): a method such as {"toString": null} cannot be converted to a string.
  if (method !== "check") return { ok: false, idJson: id, message: TEXT.badMethod(typeof method === "string" ? method : JSON.stringify(method)) };
  if (typeof data.source !== "string") return { ok: false, idJson: id, message: TEXT.badSource };
  if (data.language !== "ts" && data.language !== "js") return { ok: false, idJson: id, message: TEXT.badLanguage };
  if (data.fileName !== undefined && typeof data.fileName !== "string") return { ok: false, idJson: id, message: TEXT.badFileName };
  // The CLI's rule, from the same table: a name the CLI would refuse (`a.tsx`) is refused here with the same words.
  if (typeof data.fileName === "string" && languageOfPath(data.fileName) === undefined) return { ok: false, idJson: id, message: TEXT.unsupportedFile(data.fileName) };
  let grant: Grant | undefined;
  if (data.grant !== undefined) {
    const checked = validateGrant(data.grant, catalogue);
    if (!checked.ok) return { ok: false, idJson: id, message: TEXT.badGrant(formatProblems(checked.problems, "grant").trimEnd()) };
    grant = checked.value;
  }
  const input: CheckInput = {
    source: data.source,
    language: data.language,
    ...(typeof data.fileName === "string" ? { fileName: data.fileName } : {}),
    ...(grant === undefined ? {} : { grant }),
  };
  return { ok: true, idJson: id, method: "check", input };
}

/**
 * One answer line (without its newline): `{"id":<the id's JSON text, verbatim>, …body}`. The id is spliced in as
 * text, never parsed into a value, so it comes back exactly as written; the body's own `id`, if any, is dropped.
 */
export function answerLine(idJson: RequestIdJson, body: Readonly<Record<string, unknown>>): string {
  const rest = { ...body };
  delete rest.id;
  const members = JSON.stringify(rest);
  return members === "{}" ? `{"id":${idJson}}` : `{"id":${idJson},${members.slice(1)}`;
}

/** The body of the answer to one finished check. */
export function answerBody(result: BoundedResult): Record<string, unknown> {
  if (result.verdict === "inconclusive") return { error: { code: result.error.code, message: result.error.message } };
  return { ...result };
}

function errorBody(code: CheckErrorCode, message: string): Record<string, unknown> {
  return { error: { code, message } };
}

/** Runs the service until stdin ends (or SIGTERM), every accepted request answered; resolves the exit code. */
export function runServe(options: ServeOptions): Promise<0> {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stdout;
  const maxLineBytes = options.maxLineBytes ?? 64 * 1024 * 1024;
  const maxInFlight = options.maxInFlight ?? 256;
  const maxInFlightBytes = options.maxInFlightBytes ?? 256 * 1024 * 1024;
  const pool =
    options.pool ??
    createPool({
      ...(options.jobs === undefined ? {} : { size: options.jobs }),
      ...(options.compilerThreads === undefined ? {} : { compilerThreads: options.compilerThreads }),
      ...(options.cataloguePath === undefined ? {} : { catalogue: options.cataloguePath }),
    });
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let parts: Buffer[] = [];
  let partBytes = 0;
  let discarding = false;
  let inFlight = 0;
  let inFlightBytes = 0;
  let writeBlocked = false;
  let ended = false;
  let finishing = false;

  return new Promise<0>((resolve) => {
    function send(idJson: RequestIdJson, body: Record<string, unknown>): void {
      if (!output.write(`${answerLine(idJson, body)}\n`) && !writeBlocked) {
        writeBlocked = true;
        output.once("drain", () => {
          writeBlocked = false;
          flow();
        });
      }
    }

    // Read only while the host keeps reading our answers and the pool is not swamped: memory stays bounded.
    function flow(): void {
      if (ended) return;
      if (writeBlocked || inFlight >= maxInFlight || inFlightBytes >= maxInFlightBytes) input.pause();
      else input.resume();
    }

    function finish(): void {
      if (!ended || inFlight > 0 || finishing) return;
      finishing = true;
      process.removeListener("SIGTERM", onSigterm);
      void pool.close().then(() => {
        if (output === process.stdout) resolve(0);
        else output.end(() => resolve(0));
      });
    }

    function handle(line: string, bytes: number): void {
      // Every line gets exactly one answer, a blank one too: a host that reads one answer per line never waits forever.
      if (line.trim() === "") return send(NO_ID, errorBody("bad_request", TEXT.blankLine));
      const request = parseRequest(line, options.catalogue);
      if (!request.ok) return send(request.idJson, errorBody("bad_request", request.message));
      if (request.method === "ping") return send(request.idJson, { pong: true, checker: checkerInfo() });
      // Counted once the pool has taken it: a check that throws instead leaves nothing in flight.
      const pending = pool.check(request.input);
      inFlight += 1;
      inFlightBytes += bytes;
      void pending.then((result) => {
        inFlight -= 1;
        inFlightBytes -= bytes;
        send(request.idJson, answerBody(result));
        flow();
        finish();
      });
    }

    function endLine(): void {
      if (discarding) {
        discarding = false;
        return;
      }
      const bytes = parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
      parts = [];
      partBytes = 0;
      let line: string;
      try {
        line = decoder.decode(bytes);
      } catch {
        // Not JSON text either, but the id may still be there to read from the bytes.
        send(requestIdJsonFromBytes(bytes), errorBody("bad_request", TEXT.invalidUtf8Line));
        return;
      }
      const request = line.endsWith("\r") ? line.slice(0, -1) : line;
      try {
        handle(request, bytes.length);
      } catch (error) {
        // A line is never worth the service: whatever a request's reading throws is this line's answer alone.
        send(requestIdJson(request), errorBody("internal", TEXT.lineFailed(error instanceof Error ? error.message : "an unknown error")));
      }
    }

    function take(piece: Buffer): void {
      if (discarding || piece.length === 0) return;
      if (partBytes + piece.length > maxLineBytes) {
        // Answer at once and drop what we hold; the rest of the line is skipped as it streams by.
        // The id is read from the first bytes only (the rest is not held): the last one complete there.
        const head = Buffer.concat([...parts, piece]).subarray(0, HEAD_BYTES);
        parts = [];
        partBytes = 0;
        discarding = true;
        send(requestIdJsonFromBytes(head), errorBody("too_large", TEXT.lineTooLong(maxLineBytes)));
        return;
      }
      parts.push(piece);
      partBytes += piece.length;
    }

    function onData(chunk: Buffer): void {
      let start = 0;
      for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
        take(chunk.subarray(start, nl));
        endLine();
        start = nl + 1;
      }
      // Copy the tail: a subarray would pin the whole chunk while the line grows.
      if (start < chunk.length) take(Buffer.from(chunk.subarray(start)));
      flow();
    }

    function stopReading(): void {
      if (ended) return;
      ended = true;
      input.removeListener("data", onData);
      input.removeListener("end", onEnd);
    }

    function onEnd(): void {
      if (partBytes > 0 || discarding) endLine();
      stopReading();
      finish();
    }

    function onSigterm(): void {
      // Requests already accepted are answered; a partial line is not a request yet.
      stopReading();
      input.pause();
      if (input !== process.stdin) input.destroy();
      else process.stdin.destroy();
      finish();
    }

    // A host that closed its end (EPIPE) reads nothing more: stop taking requests, finish, exit.
    output.on("error", () => onSigterm());
    input.on("data", onData);
    input.on("end", onEnd);
    input.on("error", onEnd);
    if (options.handleSigterm !== false) process.on("SIGTERM", onSigterm);
  });
}
