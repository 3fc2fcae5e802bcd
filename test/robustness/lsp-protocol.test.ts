// Protocol abuse of `gg-lsp --stdio`: the protocol's error codes, no crash, bounded memory, and the final diagnostics
// always those of the final text.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChecker } from "@gg/checker";
import { open, replace, startLsp } from "./support/lsp-client.js";
import type { LspClient, Published } from "./support/lsp-client.js";

const METHOD_NOT_FOUND = -32601;
const SERVER_NOT_INITIALIZED = -32002;
const INVALID_REQUEST = -32600;

const GOOD = 'import { files } from "gg";\nfiles.readFile("a");\n';
const BAD = 'files.readFile("a");\n';
const checker = createChecker();

/** The checker's codes at their LSP start positions, for comparing with what the server published. */
function checkerCodes(text: string): string[] {
  return checker.check({ source: text, language: "ts" }).diagnostics.map((d) => `${d.code}@${d.line - 1}:${d.column - 1}`).sort();
}

function publishedCodes(p: Published): string[] {
  return p.diagnostics.filter((d) => /^(TS|GG)\d+$/.test(String(d.code))).map((d) => `${String(d.code)}@${d.range.start.line}:${d.range.start.character}`).sort();
}

describe("before initialize and after shutdown", () => {
  it("a request before initialize is answered ServerNotInitialized, and initialize still works", async () => {
    const lsp = startLsp();
    try {
      const early = await lsp.request("textDocument/hover", { textDocument: { uri: "file:///w/a.ts" }, position: { line: 0, character: 0 } });
      expect(early.error?.code).toBe(SERVER_NOT_INITIALIZED);
      const init = await lsp.initialize();
      expect(init.result).toBeDefined();
    } finally {
      await lsp.shutdown();
    }
  });

  it("a request after shutdown is answered InvalidRequest, and exit ends the process with 0", async () => {
    const lsp = startLsp();
    await lsp.initialize();
    await lsp.request("shutdown");
    const late = await lsp.request("textDocument/hover", { textDocument: { uri: "file:///w/a.ts" }, position: { line: 0, character: 0 } });
    expect(late.error?.code).toBe(INVALID_REQUEST);
    lsp.notify("exit");
    expect(await lsp.exited()).toBe(0);
  });
});

describe("one server under abuse", () => {
  let lsp: LspClient;
  beforeAll(async () => {
    lsp = startLsp();
    await lsp.initialize();
  });
  afterAll(async () => {
    await lsp?.shutdown();
  });

  it("an unknown request is answered MethodNotFound; an unknown notification is ignored", async () => {
    lsp.notify("gg/noSuchNotification", { a: 1 });
    const r = await lsp.request("gg/noSuchMethod", {});
    expect(r.error?.code).toBe(METHOD_NOT_FOUND);
  });

  it("a body that is not JSON does not end the session", async () => {
    lsp.raw(lsp.frame("{this is not json"));
    const r = await lsp.request("workspace/symbol", { query: "read" });
    expect(r.error).toBeUndefined();
  });

  it("two frames in one chunk are both answered", async () => {
    lsp.raw(Buffer.concat([lsp.frame(JSON.stringify({ jsonrpc: "2.0", id: "two-a", method: "workspace/symbol", params: { query: "read" } })), lsp.frame(JSON.stringify({ jsonrpc: "2.0", id: "two-b", method: "workspace/symbol", params: { query: "list" } }))]));
    await lsp.waitFor((m) => m.id === "two-a");
    await lsp.waitFor((m) => m.id === "two-b");
  });

  it("a frame written one byte at a time is answered", async () => {
    const bytes = lsp.frame(JSON.stringify({ jsonrpc: "2.0", id: "bytewise", method: "workspace/symbol", params: { query: "réad 𐐀" } }));
    for (const byte of bytes) lsp.raw(Buffer.from([byte]));
    const r = await lsp.waitFor((m) => m.id === "bytewise");
    expect(r.error).toBeUndefined();
  });

  it("duplicate request ids in flight are each answered: the first with its result, the second with InvalidRequest", async () => {
    // One chunk, so both are in flight together.
    const frame = (query: string): Buffer => lsp.frame(JSON.stringify({ jsonrpc: "2.0", id: "dup", method: "workspace/symbol", params: { query } }));
    lsp.raw(Buffer.concat([frame("read"), frame("list")]));
    await lsp.waitFor((m) => m.id === "dup" && lsp.received().filter((x) => x.id === "dup").length === 2, 10_000, "two answers to dup");
    const answers = lsp.received().filter((m) => m.id === "dup");
    expect(answers.map((m) => m.error?.code ?? "result").sort()).toEqual([-32600, "result"]);
    expect(Array.isArray(answers.find((m) => m.error === undefined)?.result)).toBe(true);
    // The id is free again once answered.
    lsp.raw(frame("list"));
    await lsp.waitFor((m) => m.id === "dup" && lsp.received().filter((x) => x.id === "dup").length === 3, 10_000, "a third answer to dup");
    expect(lsp.received().filter((m) => m.id === "dup")[2]?.error).toBeUndefined();
  });

  it("cancelling an unknown id, and a live one, leaves the server answering", async () => {
    lsp.notify("$/cancelRequest", { id: 999_999 });
    lsp.notify("$/cancelRequest", { id: "never-sent" });
    lsp.requestWithId("to-cancel", "workspace/symbol", { query: "file" });
    lsp.notify("$/cancelRequest", { id: "to-cancel" });
    const answered = await lsp.waitFor((m) => m.id === "to-cancel");
    // Either answered or cancelled (RequestCancelled), but answered exactly once.
    expect(lsp.received().filter((m) => m.id === "to-cancel")).toHaveLength(1);
    if (answered.error !== undefined) expect(answered.error.code).toBe(-32800);
  });

  it("a URI climbing out of its root is only a name: diagnostics for its text, nothing read", async () => {
    const uri = "file:///w/../../etc/passwd";
    open(lsp, uri, BAD, "typescript");
    const p = await lsp.diagnostics(uri);
    expect(publishedCodes(p)).toEqual(checkerCodes(BAD));
    expect(JSON.stringify(p)).not.toContain("root:");
  });

  it("hover and completion on positions out of range answer without error", async () => {
    const uri = "file:///w/range.ts";
    open(lsp, uri, GOOD, "typescript");
    for (const position of [{ line: 999, character: 0 }, { line: 0, character: 999 }, { line: -1, character: -5 }]) {
      const hover = await lsp.request("textDocument/hover", { textDocument: { uri }, position });
      expect(hover.error === undefined || hover.error.code === -32602).toBe(true);
      const completion = await lsp.request("textDocument/completion", { textDocument: { uri }, position });
      expect(completion.error === undefined || completion.error.code === -32602).toBe(true);
    }
  });

  it("an edit out of range is clamped, not a crash; diagnostics follow the resulting text", async () => {
    const uri = "file:///w/edit.ts";
    open(lsp, uri, GOOD, "typescript");
    lsp.notify("textDocument/didChange", { textDocument: { uri, version: 2 }, contentChanges: [{ range: { start: { line: 50, character: 0 }, end: { line: 60, character: 9 } }, text: BAD }] });
    // The text a conforming document store makes of it: the range clamped to the end, so BAD is appended.
    const p = await lsp.diagnostics(uri, (x) => x.version === 2);
    expect(publishedCodes(p)).toEqual(checkerCodes(GOOD + BAD));
  });

  it("a version going backwards is applied as the latest text (no crash, no stale publish)", async () => {
    const uri = "file:///w/back.ts";
    open(lsp, uri, GOOD, "typescript", 10);
    await lsp.diagnostics(uri, (x) => x.version === 10);
    replace(lsp, uri, BAD, 3);
    const p = await lsp.diagnostics(uri, (x) => x.version === 3);
    expect(publishedCodes(p)).toEqual(checkerCodes(BAD));
  });

  it("1,000 rapid edits end with the diagnostics of the final text, in bounded memory", async () => {
    const uri = "file:///w/storm.ts";
    open(lsp, uri, GOOD, "typescript", 1);
    const before = rss(lsp);
    let text = GOOD;
    for (let v = 2; v <= 1001; v++) {
      text = v % 3 === 0 ? `${GOOD}const x${v} = ${v};\n` : v % 3 === 1 ? `${BAD}let y${v}: string = ${v};\n` : `${GOOD}gg.files.readFle("${v}");\n`;
      replace(lsp, uri, text, v);
    }
    const p = await lsp.diagnostics(uri, (x) => x.version === 1001, 60_000);
    expect(publishedCodes(p)).toEqual(checkerCodes(text));
    expect(lsp.received().filter((m) => m.method === "textDocument/publishDiagnostics" && (m.params as Published).uri === uri && ((m.params as Published).version ?? 0) > 1001)).toEqual([]);
    expect(rss(lsp) - before).toBeLessThan(256 * 1024);
  }, 90_000);

  it("an edit of a document never opened is ignored", async () => {
    replace(lsp, "file:///w/never-opened.ts", BAD, 2);
    const r = await lsp.request("workspace/symbol", { query: "read" });
    expect(r.error).toBeUndefined();
  });
});

/**
 * Resolves once the server has read everything written before: a write of 1 MiB completes only when the reader has
 * taken all but a pipe's buffer of it (64 KiB on Linux), so the bytes ahead of it are read.
 */
function readPast(lsp: LspClient): Promise<void> {
  return new Promise((resolve, reject) => lsp.child.stdin.write(" ".repeat(1024 * 1024), (error) => (error ? reject(error) : resolve())));
}

function rss(lsp: LspClient): number {
  if (process.platform !== "linux") return 0;
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${lsp.child.pid}/status`, "utf8"))?.[1] ?? "0");
}

describe("a document built to exhaust the checker", () => {
  it(`does not stall the server: another request is answered within 15 s`, async () => {
    const lsp = startLsp();
    try {
      await lsp.initialize();
      // 22 s in the library on the build machine (TYPE_BOMBS' tuple counting); serve's pool would stop it at 10 s.
      open(lsp, "file:///w/bomb.ts", "type B<N extends number, A extends unknown[] = []> = A['length'] extends N ? A : B<N, [...A, 0]>;\ntype T = B<100000>;\nexport {};\n");
      // No wait needed: the server reads the didOpen (which starts the check) before the request that follows it.
      const answer = await lsp.request("workspace/symbol", { query: "read" }, 15_000);
      expect(answer.error).toBeUndefined();
    } finally {
      lsp.kill();
    }
  }, 60_000);
});

describe("broken framing", () => {
  it("a Content-Length shorter than the body: no crash, and stdin closing still ends the process", async () => {
    // A byte stream cannot be resynchronised after a wrong length (vscode-jsonrpc does not try): what must hold is no
    // crash and no hang. See FINDINGS.md, observations.
    const lsp = startLsp();
    await lsp.initialize();
    const body = JSON.stringify({ jsonrpc: "2.0", id: "short", method: "workspace/symbol", params: { query: "read" } });
    lsp.raw(`Content-Length: 10\r\n\r\n${body}`);
    lsp.raw(lsp.frame(JSON.stringify({ jsonrpc: "2.0", id: "next", method: "workspace/symbol", params: { query: "list" } })));
    await readPast(lsp);
    expect(lsp.child.exitCode).toBeNull();
    lsp.child.stdin.end();
    const code = await Promise.race([lsp.exited(), new Promise<string>((resolve) => setTimeout(() => resolve("still running"), 20_000))]);
    if (code === "still running") lsp.kill();
    expect(code).not.toBe("still running");
  });

  it("a huge Content-Length does not make the server allocate it: it waits, stays small, and exits on stdin close", async () => {
    const lsp = startLsp();
    await lsp.initialize();
    lsp.raw("Content-Length: 1099511627776\r\n\r\n{");
    await readPast(lsp);
    const r = rss(lsp);
    expect(r).toBeLessThan(1024 * 1024);
    lsp.child.stdin.end();
    const code = await Promise.race([lsp.exited(), new Promise<string>((resolve) => setTimeout(() => resolve("still running"), 20_000))]);
    if (code === "still running") lsp.kill();
    expect(code).not.toBe("still running");
  });

  it("a header without Content-Length does not crash the server, and the next frame is answered", async () => {
    const lsp = startLsp();
    try {
      await lsp.initialize();
      lsp.raw("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n");
      const answered = lsp.request("workspace/symbol", { query: "read" }, 60_000);
      // vscode-jsonrpc drops the header block but reads what came with it only when more bytes arrive: harmless
      // notifications (ignored, as tested above) until the request is answered.
      const nudge = setInterval(() => lsp.notify("gg/noSuchNotification", {}), 250);
      try {
        expect((await answered).error).toBeUndefined();
      } finally {
        clearInterval(nudge);
      }
      expect(lsp.child.exitCode).toBeNull();
    } finally {
      lsp.kill();
    }
  });
});
