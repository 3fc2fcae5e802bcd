// Protocol abuse of `gg-check serve`: every line gets exactly one answer, each answer one whole JSON line with the
// request's id where it could be read; bad lines never stop the service; memory stays bounded.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./support/serve-client.js";
import type { Answer, ServeClient } from "./support/serve-client.js";

const GOOD = 'import { files } from "gg";\nfiles.readFile("a");\n';

function rssKb(pid: number): number {
  // Linux only; elsewhere the memory case is skipped below.
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? "0");
}

describe("serve under protocol abuse", () => {
  let serve: ServeClient;
  let count = 0;

  beforeAll(() => {
    serve = startServe(["--jobs", "1"]);
  });

  afterAll(async () => {
    await serve?.end();
  });

  async function next(raw: string | Buffer): Promise<Answer> {
    serve.write(raw);
    count += 1;
    const all = await serve.answers(count, 60_000);
    return all[count - 1] as Answer;
  }

  it("a line that is not JSON is answered bad_request with id null", async () => {
    const a = await next("{not json\n");
    expect(a.id).toBeNull();
    expect(a.error?.code).toBe("bad_request");
    expect(a.error?.message).toMatch(/^the line is not JSON: /);
  });

  it.each([
    ["an array", "[1,2]"],
    ["a string", '"check"'],
    ["null", "null"],
    ["a number", "42"],
  ])("%s is answered bad_request", async (_name, line) => {
    expect(await next(`${line}\n`)).toEqual({ id: null, error: { code: "bad_request", message: "a request is a JSON object" } });
  });

  it.each([
    ["an object id", '{"id":{"a":1},"language":"ts","source":""}'],
    ["a boolean id", '{"id":true,"language":"ts","source":""}'],
  ])("%s is answered bad_request with id null", async (_name, line) => {
    expect(await next(`${line}\n`)).toEqual({ id: null, error: { code: "bad_request", message: "`id` must be a string, a number or null" } });
  });

  it("an unknown method is answered bad_request with its id", async () => {
    expect(await next('{"id":7,"method":"exec","source":"x"}\n')).toEqual({ id: 7, error: { code: "bad_request", message: 'unknown method "exec": use "check" or "ping"' } });
  });

  it.each([
    ["no source", '{"id":"s","language":"ts"}', "`source` must be a string"],
    ["a source that is not a string", '{"id":"s","language":"ts","source":["a"]}', "`source` must be a string"],
    ["an unknown language", '{"id":"s","language":"python","source":"x"}', '`language` must be "ts" or "js"'],
    ["a fileName that is not a string", '{"id":"s","language":"ts","source":"","fileName":3}', "`fileName` must be a string"],
  ])("%s is answered bad_request with its id", async (_name, line, message) => {
    expect(await next(`${line}\n`)).toEqual({ id: "s", error: { code: "bad_request", message } });
  });

  it("a grant naming an unknown capability is answered bad_request and names it", async () => {
    const a = await next(`${JSON.stringify({ id: "g", language: "ts", source: GOOD, grant: { capabilities: ["fs.raed"], allowlist: [] } })}\n`);
    expect(a.id).toBe("g");
    expect(a.error?.code).toBe("bad_request");
    expect(a.error?.message).toContain("fs.raed");
  });

  it("blank lines and lone CRs are answered bad_request each, so a host reading one answer a line never waits", async () => {
    serve.write("\n\r\n   \n");
    count += 3;
    const blank = { id: null, error: { code: "bad_request", message: "the line is blank: a request is a JSON object on one line" } };
    expect((await serve.answers(count, 60_000)).slice(-3)).toEqual([blank, blank, blank]);
    const a = await next(`${JSON.stringify({ id: "after-blank", language: "ts", source: GOOD })}\n`);
    expect(a.id).toBe("after-blank");
  });

  it("a CRLF line end is accepted", async () => {
    const a = await next(`${JSON.stringify({ id: "crlf", language: "ts", source: GOOD })}\r\n`);
    expect(a).toMatchObject({ id: "crlf", verdict: "pass" });
  });

  it("duplicate ids are each answered", async () => {
    serve.write(`${JSON.stringify({ id: "dup", language: "ts", source: GOOD })}\n${JSON.stringify({ id: "dup", language: "ts", source: "files.readFile(1);\n" })}\n`);
    count += 2;
    const all = await serve.answers(count, 60_000);
    const dups = all.filter((a) => a.id === "dup").map((a) => a.verdict);
    expect(dups.sort()).toEqual(["fail", "pass"]);
  });

  it("a request written one byte at a time is answered once", async () => {
    const bytes = Buffer.from(`${JSON.stringify({ id: "bytewise", language: "ts", source: 'const s = "a𐐀b";\n' + GOOD })}\n`, "utf8");
    for (const byte of bytes) serve.write(Buffer.from([byte]));
    count += 1;
    const all = await serve.answers(count, 60_000);
    expect(all.filter((a) => a.id === "bytewise")).toHaveLength(1);
    expect(all.find((a) => a.id === "bytewise")?.verdict).toBe("pass");
  });

  it("ten requests in one chunk are each answered", async () => {
    const chunk = Array.from({ length: 10 }, (_v, i) => JSON.stringify({ id: `chunk${i}`, language: "js", source: `console.log(${i});\n` })).join("\n");
    serve.write(`${chunk}\n`);
    count += 10;
    const all = await serve.answers(count, 60_000);
    expect(all.filter((a) => String(a.id).startsWith("chunk")).map((a) => a.id).sort()).toEqual(Array.from({ length: 10 }, (_v, i) => `chunk${i}`).sort());
  });

  it("ping answers pong", async () => {
    expect(await next('{"id":"p","method":"ping"}\n')).toMatchObject({ id: "p", pong: true });
  });

  it.skipIf(process.platform !== "linux")("10,000 bad lines and 2,000 checks later, memory is bounded and the service answers", async () => {
    const before = rssKb(serve.child.pid as number);
    const junk = Array.from({ length: 10_000 }, (_v, i) => (i % 2 === 0 ? `{"id":${i},"bad` : `[${"1,".repeat(500)}1]`)).join("\n");
    serve.write(`${junk}\n`);
    for (let i = 0; i < 2000; i++) serve.write(`${JSON.stringify({ id: `m${i}`, language: "ts", source: `const v${i % 50} = ${i % 50};\n` + GOOD })}\n`);
    count += 12_000;
    await serve.answers(count, 120_000);
    const after = rssKb(serve.child.pid as number);
    // The cache and the pool may grow to their bounds; 256 MB more would mean something grows with the input.
    expect(after - before).toBeLessThan(256 * 1024);
    expect(await next(`${JSON.stringify({ id: "still", language: "ts", source: GOOD })}\n`)).toMatchObject({ id: "still", verdict: "pass" });
  }, 150_000);

  it("every answer so far was one whole JSON line, one per request", () => {
    expect(serve.lines()).toHaveLength(count);
    for (const line of serve.lines()) expect(() => JSON.parse(line)).not.toThrow();
  });
});
