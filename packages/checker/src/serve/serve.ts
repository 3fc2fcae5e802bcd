/**
 * `gg-check serve`: one JSON request a line on stdin, one JSON answer a line on stdout, matched by `id`,
 * many in flight through the pool (answers may come out of order). Bad lines get a `bad_request` answer
 * and the service goes on; stdin is read only while the output keeps up; EOF or SIGTERM drains and exits 0.
 */
import type { Readable, Writable } from "node:stream";
import { formatProblems, validateGrant } from "@gg/catalogue";
import type { Catalogue, Grant } from "@gg/catalogue";
import { TEXT } from "../texts.js";
import { checkerInfo, createPool } from "../pool/pool.js";
import type { Pool } from "../pool/pool.js";
import type { BoundedResult, CheckErrorCode, CheckInput } from "../types.js";

/** A request id as the host wrote it; `null` when it could not be read. */
export type RequestId = string | number | null;

/** Options of `runServe`. */
export interface ServeOptions {
  /** Validates grants; the workers load the same catalogue from `cataloguePath` (or the default). */
  readonly catalogue: Catalogue;
  readonly cataloguePath?: string;
  readonly jobs?: number;
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

type Parsed = { ok: true; id: RequestId; method: "check"; input: CheckInput } | { ok: true; id: RequestId; method: "ping" } | { ok: false; id: RequestId; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readId(value: unknown): RequestId | undefined {
  if (value === null || typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) return value;
  return undefined;
}

/** Reads one request line into a check, a ping, or the reason it is bad (with the id when it could be read). */
export function parseRequest(line: string, catalogue: Catalogue): Parsed {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch (error) {
    return { ok: false, id: null, message: TEXT.badJson(error instanceof Error ? error.message : String(error)) };
  }
  if (!isRecord(data)) return { ok: false, id: null, message: TEXT.notAnObject };
  const id = readId(data.id);
  if (id === undefined) return { ok: false, id: null, message: TEXT.badId };
  const method = data.method ?? "check";
  if (method === "ping") return { ok: true, id, method: "ping" };
  // JSON text, not String(): a method such as {"toString": null} cannot be converted to a string.
  if (method !== "check") return { ok: false, id, message: TEXT.badMethod(typeof method === "string" ? method : JSON.stringify(method)) };
  if (typeof data.source !== "string") return { ok: false, id, message: TEXT.badSource };
  if (data.language !== "ts" && data.language !== "js") return { ok: false, id, message: TEXT.badLanguage };
  if (data.fileName !== undefined && typeof data.fileName !== "string") return { ok: false, id, message: TEXT.badFileName };
  let grant: Grant | undefined;
  if (data.grant !== undefined) {
    const checked = validateGrant(data.grant, catalogue);
    if (!checked.ok) return { ok: false, id, message: TEXT.badGrant(formatProblems(checked.problems, "grant").trimEnd()) };
    grant = checked.value;
  }
  const input: CheckInput = {
    source: data.source,
    language: data.language,
    ...(typeof data.fileName === "string" ? { fileName: data.fileName } : {}),
    ...(grant === undefined ? {} : { grant }),
  };
  return { ok: true, id, method: "check", input };
}

// A leading `"id"` member, read from the head of a line too long to parse.
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null)\s*[,}]/;

/** The id of a request from the first bytes of its line, when the line starts with it; otherwise null. */
export function leadingId(head: string): RequestId {
  const match = LEADING_ID.exec(head);
  if (match?.[1] === undefined) return null;
  try {
    return readId(JSON.parse(match[1])) ?? null;
  } catch {
    return null;
  }
}

/** The answer line for one finished check. */
export function answerFor(id: RequestId, result: BoundedResult): Record<string, unknown> {
  if (result.verdict === "inconclusive") return { id, error: { code: result.error.code, message: result.error.message } };
  return { id, ...result };
}

function errorAnswer(id: RequestId, code: CheckErrorCode, message: string): Record<string, unknown> {
  return { id, error: { code, message } };
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
    function send(answer: Record<string, unknown>): void {
      if (!output.write(`${JSON.stringify(answer)}\n`) && !writeBlocked) {
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
      if (line.trim() === "") return;
      const request = parseRequest(line, options.catalogue);
      if (!request.ok) return send(errorAnswer(request.id, "bad_request", request.message));
      if (request.method === "ping") return send({ id: request.id, pong: true, checker: checkerInfo() });
      // Counted once the pool has taken it: a check that throws instead leaves nothing in flight.
      const pending = pool.check(request.input);
      inFlight += 1;
      inFlightBytes += bytes;
      void pending.then((result) => {
        inFlight -= 1;
        inFlightBytes -= bytes;
        send(answerFor(request.id, result));
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
        send(errorAnswer(null, "bad_request", TEXT.invalidUtf8Line));
        return;
      }
      const request = line.endsWith("\r") ? line.slice(0, -1) : line;
      try {
        handle(request, bytes.length);
      } catch (error) {
        // A line is never worth the service: whatever a request's reading throws is this line's answer alone.
        send(errorAnswer(leadingId(request.slice(0, 1024)), "internal", TEXT.lineFailed(error instanceof Error ? error.message : "an unknown error")));
      }
    }

    function take(piece: Buffer): void {
      if (discarding || piece.length === 0) return;
      if (partBytes + piece.length > maxLineBytes) {
        // Answer at once and drop what we hold; the rest of the line is skipped as it streams by.
        const head = Buffer.concat([...parts, piece]).subarray(0, 1024).toString("utf8");
        parts = [];
        partBytes = 0;
        discarding = true;
        send(errorAnswer(leadingId(head), "too_large", TEXT.lineTooLong(maxLineBytes)));
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
