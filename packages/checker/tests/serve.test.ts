import { spawn } from "node:child_process";
import { PassThrough, Writable } from "node:stream";
import { once } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultCatalogue } from "@gg/catalogue";
import { createPool } from "../dist/pool/pool.js";
import type { Pool } from "../dist/pool/pool.js";
import { answerLine, parseRequest, runServe } from "../dist/serve/serve.js";
import { createChecker } from "../src/create-checker.js";
import type { ServeOptions } from "../dist/serve/serve.js";
import { parseAnswer } from "./support/serve-schema.js";

const fake = new URL("./fixtures/fake-checker.mjs", import.meta.url).href;
const serveFake = new URL("./fixtures/serve-fake.mjs", import.meta.url).pathname;
const pools: Pool[] = [];

type Answer = Record<string, unknown> & { id: unknown };

/** An in-process service over streams: write lines in, read parsed answers out. */
function startService(options: Partial<ServeOptions> = {}) {
  const pool = createPool({ size: 2, checkerModule: fake });
  pools.push(pool);
  const input = new PassThrough();
  const output = new PassThrough();
  const answers: Answer[] = [];
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  let text = "";
  output.on("data", (chunk: Buffer) => {
    text += chunk.toString("utf8");
    let nl: number;
    while ((nl = text.indexOf("\n")) !== -1) {
      lines.push(text.slice(0, nl));
      answers.push(parseAnswer<Answer>(text.slice(0, nl)));
      text = text.slice(nl + 1);
      for (const wake of waiters.splice(0)) wake();
    }
  });
  let accepted = 0;
  const counting: Pool = { ...pool, check: (request) => ((accepted += 1), pool.check(request)) };
  const exit = runServe({ catalogue: defaultCatalogue(), pool: counting, input, output, handleSigterm: false, ...options });
  async function next(count: number): Promise<Answer[]> {
    while (answers.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return answers.slice(0, count);
  }
  /** The first `count` answer lines as written (parsing would round a large numeric id). */
  async function nextLines(count: number): Promise<string[]> {
    await next(count);
    return lines.slice(0, count);
  }
  return { input, answers, next, nextLines, exit, pool, accepted: () => accepted };
}

function line(request: unknown): string {
  return `${JSON.stringify(request)}\n`;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("parseRequest and answerLine, the library's halves of serve", () => {
  it.each([
    ['{"id":1e3,"method":"ping"}', { ok: true, idJson: "1e3", method: "ping" }],
    ['{"id":"a\\u0041","method":"ping"}', { ok: true, idJson: '"a\\u0041"', method: "ping" }],
    ['{"id":null,"source":"","language":"ts"}', { ok: true, idJson: "null", method: "check", input: { source: "", language: "ts" } }],
    ['{"id":true}', { ok: false, idJson: "null", message: "`id` must be a string, a number or null" }],
    ['{"source":""}', { ok: false, idJson: "null", message: "`id` must be a string, a number or null" }],
    ['{"id":-0,"source":1}', { ok: false, idJson: "-0", message: "`source` must be a string" }],
  ])("reads %s", (text, parsed) => {
    expect(parseRequest(text, defaultCatalogue())).toEqual(parsed);
  });

  it("splices the id's text into the answer, before the body, in place of any id of the body's", () => {
    expect(answerLine("12345678901234567890", { id: 1, pong: true })).toBe('{"id":12345678901234567890,"pong":true}');
    expect(answerLine('"x"', {})).toBe('{"id":"x"}');
  });
});

describe("serve, in process", () => {
  it("answers a check with its id and the result's fields", async () => {
    const s = startService();
    s.input.write(line({ id: 1, source: "FAIL", language: "ts", fileName: "a.ts" }));
    const [answer] = await s.next(1);
    expect(answer).toEqual({
      id: 1,
      file: "a.ts",
      language: "ts",
      verdict: "fail",
      diagnostics: [{ code: "GG9999", severity: "error", message: "fake failure", line: 1, column: 1, endLine: 1, endColumn: 5 }],
      reaches: [],
      calls: [],
    });
  });

  it("answers a repeated program from its content-hash cache, under each request's own id", async () => {
    const s = startService();
    s.input.write(line({ id: 1, source: "FAIL", language: "ts", fileName: "a.ts" }));
    const [first] = await s.next(1);
    s.input.write(line({ id: 2, source: "FAIL", language: "ts", fileName: "a.ts" }));
    s.input.write(line({ id: 3, source: "FAIL", language: "js", fileName: "a.ts" }));
    const answers = await s.next(3);
    const stats = s.pool.stats();
    expect(answers[1]).toEqual({ ...first, id: 2 });
    expect(answers[2]?.language).toBe("js");
    // Three requests, two programs (the language is part of the program): one answer came from the cache.
    expect(stats.checks).toBe(2);
    expect(stats.cacheHits).toBe(1);
  });

  it("answers a line that is not JSON with bad_request under the id read before the fault, else null, and goes on", async () => {
    const s = startService();
    s.input.write('{"id": 1, "source": \n');
    s.input.write('{"source": "x" "id": 3}\n');
    s.input.write(line({ id: 2, source: "ok", language: "js" }));
    const answers = await s.next(3);
    expect(answers[0]).toEqual({ id: 1, error: { code: "bad_request", message: "the line is not JSON: Unexpected end of JSON input" } });
    expect(answers[1]).toMatchObject({ id: null, error: { code: "bad_request" } });
    expect(answers[2]).toMatchObject({ id: 2, verdict: "pass" });
  });

  it.each([
    ["a number beyond a double", "12345678901234567890"],
    ["an exponent", "1e3"],
    ["minus zero", "-0"],
    ["a trailing zero", "1.50"],
    ["a number past the double range", "1e400"],
    ["a string with escapes", '"a\\u0041\\n\\/\\"q"'],
    ["a string of non-ASCII", '"é😀"'],
    ["null", "null"],
  ])("answers under an id exactly as written: %s", async (_what, id) => {
    const s = startService();
    s.input.write(`{"id":${id},"source":"FAIL","language":"ts"}\n`);
    s.input.write(`{"id":${id},"source":"","language":"py"}\n`);
    s.input.write(`{"id":${id},"method":"ping"}\n`);
    // The check is answered after the other two (a worker's round trip); order by what each answers.
    const lines = (await s.nextLines(3)).sort((a, b) => Object.keys(JSON.parse(a) as object).length - Object.keys(JSON.parse(b) as object).length);
    for (const written of lines) expect(written.startsWith(`{"id":${id},`)).toBe(true);
    expect(lines.map((l) => Object.keys(JSON.parse(l) as object))).toEqual([
      ["id", "error"],
      ["id", "pong", "checker"],
      ["id", "file", "language", "verdict", "diagnostics", "reaches", "calls"],
    ]);
    expect(lines[0]).toBe(`{"id":${id},"error":{"code":"bad_request","message":"\`language\` must be \\"ts\\" or \\"js\\""}}`);
  });

  it.each([
    // A key written twice is refused (which id did the host mean?), under the id JSON.parse would have read.
    ["the last of two ids, as JSON.parse takes it", '{"id":1,"id":"two","source":"","language":"ts"}', { id: "two", error: { code: "bad_request" } }],
    ["null when the last id has the wrong type", '{"id":1,"id":true,"source":"","language":"ts"}', { id: null, error: { code: "bad_request" } }],
    ["the last id when an earlier one has the wrong type", '{"id":{"x":1},"id":3,"source":"","language":"ts"}', { id: 3, error: { code: "bad_request" } }],
  ])("answers a request with two ids with bad_request under %s", async (_what, request, answer) => {
    const s = startService();
    s.input.write(`${request}\n`);
    expect((await s.next(1))[0]).toMatchObject(answer);
  });

  it.each([
    ["a missing source", { id: "r", language: "ts" }, "`source` must be a string"],
    ["an unknown language", { id: "r", source: "", language: "py" }, '`language` must be "ts" or "js"'],
    ["a file name that is not a string", { id: "r", source: "", language: "ts", fileName: 3 }, "`fileName` must be a string"],
    ["an unknown method", { id: "r", method: "lint" }, 'unknown method "lint": use "check" or "ping"'],
  ])("answers %s with bad_request under the request's id", async (_what, request, message) => {
    const s = startService();
    s.input.write(line(request));
    expect(await s.next(1)).toEqual([{ id: "r", error: { code: "bad_request", message } }]);
  });

  it("answers a method that is not a string, even one with no toString, with bad_request and goes on", async () => {
    const s = startService();
    s.input.write(line({ id: 1, method: { toString: null } }));
    s.input.write(line({ id: 2, method: ["check"] }));
    s.input.write(line({ id: 3, method: "ping" }));
    const answers = await s.next(3);
    expect(answers[0]).toEqual({ id: 1, error: { code: "bad_request", message: 'unknown method "{"toString":null}": use "check" or "ping"' } });
    expect(answers[1]).toEqual({ id: 2, error: { code: "bad_request", message: 'unknown method "["check"]": use "check" or "ping"' } });
    expect(answers[2]).toMatchObject({ id: 3, pong: true });
  });

  it("answers a line whose handling throws with an internal error under its id, and goes on", async () => {
    let calls = 0;
    const real = createPool({ size: 1, checkerModule: fake });
    pools.push(real);
    const throwsOnce: Pool = { ...real, check: (input) => (calls++ === 0 ? (() => { throw new Error("boom"); })() : real.check(input)) };
    const input = new PassThrough();
    const output = new PassThrough();
    const exit = runServe({ catalogue: defaultCatalogue(), pool: throwsOnce, input, output, handleSigterm: false });
    input.end(`${line({ id: 7, source: "FAIL", language: "ts" })}${line({ id: 8, source: "FAIL", language: "ts" })}`);
    let text = "";
    output.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    await exit;
    const answers = text.trim().split("\n").map((l) => parseAnswer<Answer>(l));
    expect(answers[0]).toEqual({ id: 7, error: { code: "internal", message: "the service could not read this line (boom); it goes on with the next" } });
    expect(answers[1]).toMatchObject({ id: 8, verdict: "fail" });
  });

  it("answers a line whose handling throws under its id exactly as written, wherever it stands", async () => {
    const real = createPool({ size: 1, checkerModule: fake });
    pools.push(real);
    const throws: Pool = { ...real, check: () => { throw new Error("boom"); } };
    const input = new PassThrough();
    const output = new PassThrough();
    const exit = runServe({ catalogue: defaultCatalogue(), pool: throws, input, output, handleSigterm: false });
    input.end(`{"source":"FAIL","language":"ts","id":12345678901234567890}\n`);
    let text = "";
    output.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    await exit;
    expect(text).toBe('{"id":12345678901234567890,"error":{"code":"internal","message":"the service could not read this line (boom); it goes on with the next"}}\n');
  });

  it("answers an id of the wrong type with bad_request and id null", async () => {
    const s = startService();
    s.input.write(line({ id: { nested: true }, source: "", language: "ts" }));
    expect(await s.next(1)).toEqual([{ id: null, error: { code: "bad_request", message: "`id` must be a string, a number or null" } }]);
  });

  it("answers a request whose grant is invalid with bad_request naming the grant's JSON path", async () => {
    const s = startService();
    s.input.write(line({ id: 5, source: "", language: "ts", grant: { capabilities: ["fs.raed"], allowlist: [] } }));
    const [answer] = await s.next(1);
    expect(answer).toMatchObject({ id: 5, error: { code: "bad_request" } });
    expect(JSON.stringify(answer)).toContain("capabilities[0]");
  });

  it("answers a request with a key written twice (in its grant, or at its top) with bad_request naming the key's path, under the last id", async () => {
    const s = startService();
    s.input.write('{"id":5,"source":"gg.files.readFile(\\"a\\")","language":"js","grant":{"capabilities":["fs.read"],"allowlist":["files.read_file"],"allowlist":[]}}\n');
    s.input.write('{"id":6,"source":"1","language":"js","source":"FAIL"}\n');
    s.input.write('{"id":7,"source":"1","language":"js","id":8}\n');
    const answers = await s.next(3);
    expect(answers.map((a) => a.id)).toEqual([5, 6, 8]);
    for (const a of answers) expect(a).toMatchObject({ error: { code: "bad_request" } });
    expect(JSON.stringify(answers[0])).toMatch(/grant: duplicate key \\"allowlist\\" at line 1, column 129/);
    expect(JSON.stringify(answers[1])).toMatch(/duplicate key .*source/);
    expect(JSON.stringify(answers[2])).toMatch(/duplicate key .*id/);
  });

  it("answers each of two requests with the same id", async () => {
    const s = startService();
    s.input.write(line({ id: 7, source: "a", language: "ts" }) + line({ id: 7, source: "FAIL", language: "ts" }));
    const verdicts = (await s.next(2)).map((a) => `${String(a.id)}:${String(a.verdict)}`).sort();
    expect(verdicts).toEqual(["7:fail", "7:pass"]);
  });

  it("answers ping with the checker's identity", async () => {
    const s = startService();
    s.input.write(line({ id: "p", method: "ping" }));
    const [answer] = await s.next(1);
    expect(answer).toMatchObject({ id: "p", pong: true, checker: { name: "@gg/checker" } });
  });

  it("answers ping under an id exactly as written", async () => {
    const s = startService();
    s.input.write('{"method":"ping","id":-12345678901234567890.50e-3}\n');
    const [written] = await s.nextLines(1);
    expect(written).toMatch(/^\{"id":-12345678901234567890\.50e-3,"pong":true,"checker":\{/);
  });

  it("keeps its answers valid JSON for sources with lone surrogates, NUL and line separators", async () => {
    const s = startService();
    const source = "ECHO \ud800 a\u0000b \u2028 \u2029 a\ud801\udc00b";
    s.input.write(`{"id": 1, "source": ${JSON.stringify(source)}, "language": "ts"}\n`);
    const [answer] = await s.next(1);
    expect((answer?.diagnostics as Array<{ message: string }>)[0]?.message).toBe(source);
  });

  it("reads CRLF lines and answers each blank one bad_request, so every line has exactly one answer", async () => {
    const s = startService();
    s.input.write(`\r\n\n  \t\n${JSON.stringify({ id: 1, source: "", language: "ts" })}\r\n`);
    const blank = { id: null, error: { code: "bad_request", message: "the line is blank: a request is a JSON object on one line" } };
    const answers = await s.next(4);
    expect(answers.slice(0, 3)).toEqual([blank, blank, blank]);
    expect(answers[3]).toMatchObject({ id: 1, verdict: "pass" });
  });

  it.each([
    ["grnat", "grant"],
    ["filename", "fileName"],
    ["sorce", "source"],
    ["lang", undefined],
  ])("answers an unknown key %j with bad_request naming it and the nearest known key (%s)", async (key, near) => {
    const s = startService();
    s.input.write(line({ id: "k", source: "", language: "ts", [key]: { capabilities: [], allowlist: [] } }));
    const known = "a request has only id, method, source, language, fileName, grant";
    const message = near === undefined ? `unknown key "${key}": ${known}` : `unknown key "${key}" (did you mean "${near}"?): ${known}`;
    expect(await s.next(1)).toEqual([{ id: "k", error: { code: "bad_request", message } }]);
    expect(s.accepted()).toBe(0);
  });

  it.each([
    ["a.tsx", "a.tsx: not a program (.tsx: JSX: the guest runs no JSX transform, and `<T>value` means something else in a .tsx file; use .ts, .mts, .cts, .js, .mjs or .cjs)"],
    ["b.jsx", "b.jsx: not a program (.jsx: JSX: the guest runs no JSX transform; use .ts, .mts, .cts, .js, .mjs or .cjs)"],
    ["types.d.ts", "types.d.ts: not a program (.d.ts: a declaration file runs nothing; use .ts, .mts, .cts, .js, .mjs or .cjs)"],
    ["job", "job: not a program (use .ts, .mts, .cts, .js, .mjs or .cjs)"],
  ])("holds fileName %j to the CLI's extension rule, with the CLI's message", async (fileName, message) => {
    const s = startService();
    s.input.write(line({ id: "f", source: "", language: "ts", fileName }));
    expect(await s.next(1)).toEqual([{ id: "f", error: { code: "bad_request", message } }]);
  });

  it("accepts every program extension as fileName", async () => {
    const s = startService();
    const names = ["a.ts", "a.mts", "a.cts", "a.js", "a.mjs", "a.cjs", "dir/with.dots/a.ts"];
    for (const [i, fileName] of names.entries()) s.input.write(line({ id: i, source: "", language: "ts", fileName }));
    const answers = await s.next(names.length);
    expect(answers.map((a) => a.file).sort()).toEqual([...names].sort());
  });

  it("answers a line that is not UTF-8 with bad_request", async () => {
    const s = startService();
    s.input.write(Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]));
    expect(await s.next(1)).toMatchObject([{ id: null, error: { code: "bad_request", message: "the line is not valid UTF-8" } }]);
  });

  it("answers a line that is not UTF-8 under its id when the id can be read, exactly as written", async () => {
    const s = startService();
    const bytes = (...parts: Array<string | number[]>): Buffer => Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));
    s.input.write(bytes('{"id":"bad-utf8","language":"ts","source":"', [0xff, 0xfe], '"}\n'));
    s.input.write(bytes('{"source":"', [0xc3, 0x28], '","language":"ts","id":12345678901234567890}\r\n'));
    s.input.write(bytes('{"id":"a', [0xff], '","language":"ts","source":""}\n'));
    const lines = await s.nextLines(3);
    expect(lines).toEqual([
      '{"id":"bad-utf8","error":{"code":"bad_request","message":"the line is not valid UTF-8"}}',
      '{"id":12345678901234567890,"error":{"code":"bad_request","message":"the line is not valid UTF-8"}}',
      // The id itself is not UTF-8: it cannot be read, so none is guessed.
      '{"id":null,"error":{"code":"bad_request","message":"the line is not valid UTF-8"}}',
    ]);
  });

  it("rejects a line over the limit as soon as it passes the limit, before the line ends, and goes on", async () => {
    const s = startService({ maxLineBytes: 1000 });
    s.input.write(`{"source": "${"x".repeat(2000)}`);
    expect(await s.next(1)).toEqual([{ id: null, error: { code: "too_large", message: "the request line is longer than 1000 bytes" } }]);
    s.input.write(`${"x".repeat(5000)}", "language": "ts"}\n`);
    s.input.write(line({ id: 2, source: "", language: "ts" }));
    const answers = await s.next(2);
    expect(answers[1]).toMatchObject({ id: 2, verdict: "pass" });
  });

  it("reads a request written one byte at a time", async () => {
    const s = startService();
    for (const byte of Buffer.from(line({ id: "slow", source: "x", language: "ts" }))) s.input.write(Buffer.from([byte]));
    expect(await s.next(1)).toMatchObject([{ id: "slow", verdict: "pass" }]);
  });

  it("answers a line over the limit under its id when the line starts with it", async () => {
    const s = startService({ maxLineBytes: 100 });
    s.input.write(`{ "id": "big-1", "source": "${"x".repeat(200)}", "language": "ts" }\n`);
    expect(await s.next(1)).toEqual([{ id: "big-1", error: { code: "too_large", message: "the request line is longer than 100 bytes" } }]);
  });

  it("answers a line over the limit under an id among its first KiB, exactly as written, and null past it", async () => {
    const s = startService({ maxLineBytes: 2000 });
    s.input.write(`{"language":"ts","fileName":"a.ts","id":12345678901234567890,"source":"${"x".repeat(3000)}"}\n`);
    s.input.write(`{"language":"ts","fileName":"${"f".repeat(1100)}","id":1,"source":"${"x".repeat(3000)}"}\n`);
    expect(await s.nextLines(2)).toEqual([
      '{"id":12345678901234567890,"error":{"code":"too_large","message":"the request line is longer than 2000 bytes"}}',
      '{"id":null,"error":{"code":"too_large","message":"the request line is longer than 2000 bytes"}}',
    ]);
  });

  it("answers every accepted request on EOF, then resolves 0", async () => {
    const s = startService();
    for (let id = 0; id < 20; id += 1) s.input.write(line({ id, source: `SLEEP:5 ${id}`, language: "ts" }));
    s.input.end();
    expect(await s.exit).toBe(0);
    expect(s.answers.map((a) => a.id).sort((a, b) => Number(a) - Number(b))).toEqual([...Array(20).keys()]);
  });

  it("answers a last line without a newline at EOF", async () => {
    const s = startService();
    s.input.end(JSON.stringify({ id: "last", source: "", language: "js" }));
    expect(await s.exit).toBe(0);
    expect(s.answers).toMatchObject([{ id: "last", verdict: "pass" }]);
  });

  it("stops reading while the requests in flight hold too many bytes, and answers them all", async () => {
    const s = startService({ maxInFlightBytes: 2000 });
    const paused = once(s.input, "pause");
    for (let id = 0; id < 6; id += 1) s.input.write(line({ id, source: `SLEEP:200 ${"x".repeat(1000)}`, language: "ts" }));
    // The service pauses its input as the second request takes it past 2,000 bytes in flight.
    await paused;
    expect([s.input.isPaused(), s.accepted()]).toEqual([true, 2]);
    s.input.end();
    expect(await s.exit).toBe(0);
    expect(s.answers).toHaveLength(6);
  });

  it("stops reading while the host does not read its answers, and resumes when it does", async () => {
    const pool = createPool({ size: 1, checkerModule: fake });
    pools.push(pool);
    const input = new PassThrough();
    const held: Array<() => void> = [];
    let written = 0;
    const output = new Writable({
      highWaterMark: 1,
      write(_chunk, _encoding, callback) {
        written += 1;
        held.push(callback);
      },
    });
    const exit = runServe({ catalogue: defaultCatalogue(), pool, input, output, handleSigterm: false, maxInFlight: 4 });
    for (let id = 0; id < 200; id += 1) input.write(line({ id, source: `n${id}`, language: "ts" }));
    input.end();
    // The service is blocked once an answer waits on the output and its input is paused: only a drain resumes it.
    // Waited for as long as a worker may take to start on a loaded machine (the default 1 s is not always enough).
    await vi.waitFor(() => expect([held.length > 0, input.isPaused()]).toEqual([true, true]), { timeout: 15_000 });
    const acceptedWhileBlocked = pool.stats().checks;
    expect(acceptedWhileBlocked).toBeLessThan(200);
    expect(input.isPaused()).toBe(true);
    // The host starts reading: everything is answered.
    const release = setInterval(() => held.splice(0).forEach((callback) => callback()), 1);
    expect(await exit).toBe(0);
    clearInterval(release);
    expect(written).toBe(200);
  });
});

interface Spawned {
  answers: Answer[];
  stdout: string;
  stderr: string;
  code: number | null;
}

function spawnServe(
  requests: string,
  options: { env?: Record<string, string>; afterFirstAnswer?: (kill: (signal: NodeJS.Signals) => void) => void; keepOpen?: boolean } = {},
): Promise<Spawned> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serveFake], { env: { ...process.env, ...options.env }, stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let first = true;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      if (first && stdout.includes("\n")) {
        first = false;
        options.afterFirstAnswer?.((signal) => child.kill(signal));
      }
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const answers = stdout
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => parseAnswer<Answer>(l));
      resolve({ answers, stdout, stderr, code });
    });
    child.stdin.write(requests);
    if (options.keepOpen !== true) child.stdin.end();
  });
}

describe("serve, as a process", { timeout: 180_000 }, () => {
  it("keeps many requests in flight and answers out of order, each matched by its id", async () => {
    const requests = line({ id: "slow", source: "SLEEP:6000", language: "ts", fileName: "slow.ts" }) + line({ id: "fast", source: "", language: "ts", fileName: "fast.ts" });
    const { answers, code } = await spawnServe(requests);
    expect(code).toBe(0);
    expect(answers.map((a) => [a.id, a.file])).toEqual([
      ["fast", "fast.ts"],
      ["slow", "slow.ts"],
    ]);
  });

  it("answers a request whose worker dies with an internal error and serves the rest", async () => {
    const requests = line({ id: 1, source: "EXIT", language: "ts" }) + line({ id: 2, source: "SLEEP:100", language: "ts" });
    const { answers, code } = await spawnServe(requests, { env: { JOBS: "1" } });
    expect(code).toBe(0);
    const byId = new Map(answers.map((a) => [a.id, a]));
    expect(byId.get(1)).toMatchObject({ error: { code: "internal" } });
    expect(byId.get(2)).toMatchObject({ verdict: "pass" });
  });

  it("answers a check over its time as a timeout error and serves the next", async () => {
    const requests = line({ id: 1, source: "HANG", language: "ts" }) + line({ id: 2, source: "", language: "ts" });
    const { answers } = await spawnServe(requests, { env: { JOBS: "1", TIMEOUT_MS: "300" } });
    expect(answers).toEqual([
      { id: 1, error: { code: "timeout", message: "the check took longer than 300 ms and was stopped" } },
      expect.objectContaining({ id: 2, verdict: "pass" }),
    ]);
  });

  it("drains every request in flight on EOF and exits 0", async () => {
    const requests = [...Array(30).keys()].map((id) => line({ id, source: `SLEEP:10 ${id}`, language: "js" })).join("");
    const { answers, code } = await spawnServe(requests);
    expect(code).toBe(0);
    expect(answers.map((a) => a.id).sort((a, b) => Number(a) - Number(b))).toEqual([...Array(30).keys()]);
  });

  it("answers every accepted request on SIGTERM, then exits 0", async () => {
    const requests = [...Array(6).keys()].map((id) => line({ id, source: `SLEEP:100 ${id}`, language: "ts" })).join("");
    const { answers, code } = await spawnServe(requests, { keepOpen: true, afterFirstAnswer: (kill) => kill("SIGTERM") });
    expect(code).toBe(0);
    expect(answers.map((a) => a.id).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("delivers an answer over 64 KiB whole through a pipe", async () => {
    const source = `ECHO ${"y".repeat(300_000)}`;
    const { answers, code } = await spawnServe(line({ id: "big", source, language: "ts" }));
    expect(code).toBe(0);
    expect(answers).toHaveLength(1);
    expect((answers[0]?.diagnostics as Array<{ message: string }>)[0]?.message).toBe(source);
  });

  it("stops reading stdin while the host does not read stdout, and answers everything once it does", async () => {
    const child = spawn(process.execPath, [serveFake], { env: { ...process.env, MAX_IN_FLIGHT: "4", REPORT_BLOCKED: "1" }, stdio: ["pipe", "pipe", "pipe"] });
    // The fixture says "blocked" on stderr once its stdin is paused behind an answer stdout cannot take.
    const blocked = new Promise<void>((resolve) => {
      let err = "";
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        err += chunk;
        if (err.includes("blocked\n")) resolve();
      });
    });
    child.stdout.pause();
    const request = (id: number): string => line({ id, source: `ECHO ${"z".repeat(100_000)}`, language: "ts" });
    const total = 300;
    let accepted = 0;
    let id = 0;
    // Write with the pipe's own backpressure, counting what the service has taken off the pipe.
    const writeMore = (): void => {
      while (id < total) {
        const ok = child.stdin.write(request(id), () => (accepted += 1));
        id += 1;
        if (!ok) return void child.stdin.once("drain", writeMore);
      }
      child.stdin.end();
    };
    writeMore();
    await blocked;
    // 30 MB offered; a service that kept reading would have taken it all.
    expect(accepted).toBeLessThan(total / 3);
    let text = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
    child.stdout.resume();
    const code = await new Promise((resolve) => child.on("close", resolve));
    const ids = text.split("\n").filter((l) => l !== "").map((l) => (parseAnswer<Answer>(l)).id);
    expect([code, ids.length, new Set(ids).size]).toEqual([0, total, total]);
  });

  it("keeps stdout for answers only: a checker's console output goes to stderr", async () => {
    const { stdout, stderr } = await spawnServe(line({ id: 1, source: "LOG", language: "ts" }));
    expect(stdout.trim().split("\n").map((l) => (parseAnswer<Answer>(l)).id)).toEqual([1]);
    expect(stderr).toContain("noise from the checker");
  });

  it("answers bad lines and goes on in a real process", async () => {
    const { answers, code } = await spawnServe(`not json\n${line({ id: 9, source: "", language: "ts" })}`);
    expect(code).toBe(0);
    expect(answers).toMatchObject([{ id: null, error: { code: "bad_request" } }, { id: 9, verdict: "pass" }]);
  });
});

describe("gg-check serve with the real checker", { timeout: 180_000 }, () => {
  const cli = new URL("../dist/gg-check.cjs", import.meta.url).pathname;

  function serveReal(requests: string): Promise<{ answers: Answer[]; code: number | null; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [cli, "serve", "--jobs", "1"], { stdio: ["pipe", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
      child.on("error", reject);
      child.on("close", (code) => {
        const answers = stdout.split("\n").filter((l) => l !== "").map((l) => parseAnswer<Answer>(l));
        resolve({ answers, code, stderr });
      });
      child.stdin.end(requests);
    });
  }

  it("answers what the library answers, for each request, by id", async () => {
    const grant = { capabilities: ["fs.read"], allowlist: ["files.read_file"], ending: "worker" };
    const requests = [
      { id: "ts", source: 'const t = gg.files.readFile("a");\nconst s = gg.shell.run("ls");\n', language: "ts" as const, fileName: "a.ts", grant },
      { id: "js", source: "const entries = files.listDir('.');\n", language: "js" as const },
    ];
    const { answers, code, stderr } = await serveReal(requests.map(line).join("") + "{oops\n");
    expect([code, stderr]).toEqual([0, ""]);
    const checker = createChecker({});
    const byId = new Map(answers.map((a) => [a.id, a]));
    for (const { id, ...input } of requests) expect(byId.get(id)).toEqual({ id, ...checker.check(input) });
    expect(byId.get(null)).toMatchObject({ error: { code: "bad_request" } });
    expect(answers).toHaveLength(3);
  });
});
