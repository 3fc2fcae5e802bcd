/**
 * Byte-level abuse of the stdio transport: what reaches the built server is not always a well-formed frame.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { MAIN } from "./helpers/client.js";

const frame = (message: unknown): string => {
  const body = typeof message === "string" ? message : JSON.stringify(message);
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};

/** Reads every complete frame the server has written so far. */
function framesOf(output: Buffer): { id?: number; result?: unknown; error?: { code: number } }[] {
  const frames = [];
  let rest = output;
  for (;;) {
    const headerEnd = rest.indexOf("\r\n\r\n");
    if (headerEnd < 0) break;
    const length = Number(/Content-Length: (\d+)/.exec(rest.subarray(0, headerEnd).toString("ascii"))?.[1]);
    const start = headerEnd + 4;
    if (rest.length < start + length) break;
    frames.push(JSON.parse(rest.subarray(start, start + length).toString("utf8")));
    rest = rest.subarray(start + length);
  }
  return frames;
}

describe("raw stdio frames", () => {
  let child: ChildProcessWithoutNullStreams;
  let output = Buffer.alloc(0);
  let errorOutput = "";
  const responseTo = async (id: number) => {
    await vi.waitFor(() => expect(framesOf(output).find((f) => f.id === id)).toBeDefined(), { timeout: 60_000, interval: 50 });
    return framesOf(output).find((f) => f.id === id);
  };

  beforeAll(() => {
    child = spawn(process.execPath, [MAIN, "--stdio"]);
    child.stdout.on("data", (chunk: Buffer) => {
      output = Buffer.concat([output, chunk]);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      errorOutput += chunk.toString("utf8");
    });
  });
  afterAll(() => {
    child.kill();
  });

  it("answers a request before initialize with ServerNotInitialized, a method it does not have too", async () => {
    child.stdin.write(frame({ jsonrpc: "2.0", id: 1, method: "gg/search", params: { query: "read" } }));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 101, method: "gg/nope", params: {} }));
    expect((await responseTo(1))?.error?.code).toBe(-32002);
    expect((await responseTo(101))?.error?.code).toBe(-32002);
  }, 90_000);

  it("answers an initialize without an object of parameters with InvalidParams in our words, and stays uninitialized", async () => {
    child.stdin.write(frame({ jsonrpc: "2.0", id: 102, method: "initialize", params: null }));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 103, method: "initialize", params: { processId: null, capabilities: 5 } }));
    expect((await responseTo(102))?.error).toEqual({ code: -32602, message: "Invalid parameters for initialize: params must be an object, not null." });
    expect((await responseTo(103))?.error).toEqual({ code: -32602, message: "Invalid parameters for initialize: `capabilities` must be an object, not the number 5." });
  }, 90_000);

  it("takes two frames in one chunk", async () => {
    child.stdin.write(
      frame({ jsonrpc: "2.0", id: 2, method: "initialize", params: { processId: null, rootUri: null, capabilities: {} } }) +
        frame({ jsonrpc: "2.0", id: 3, method: "gg/search", params: { query: "read file" } }),
    );
    expect((await responseTo(2))?.result).toMatchObject({ serverInfo: { name: "gg-lsp" } });
    expect(JSON.stringify((await responseTo(3))?.result)).toContain("files.read_file");
  }, 90_000);

  it("drops a frame of bad JSON and keeps serving", async () => {
    child.stdin.write(frame("{ not json"));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 4, method: "gg/search", params: { query: "shell" } }));
    expect(JSON.stringify((await responseTo(4))?.result)).toContain("shell.run");
  }, 90_000);

  it("reassembles a frame written one byte at a time", async () => {
    const bytes = Buffer.from(frame({ jsonrpc: "2.0", id: 5, method: "gg/search", params: { query: "fetch" } }));
    for (const byte of bytes) child.stdin.write(Buffer.from([byte]));
    expect(JSON.stringify((await responseTo(5))?.result)).toContain("web.fetch");
  }, 90_000);

  it("answers an unknown method with MethodNotFound, and a duplicate id with a result or InvalidRequest", async () => {
    child.stdin.write(frame({ jsonrpc: "2.0", id: 6, method: "gg/nope", params: {} }));
    expect((await responseTo(6))?.error?.code).toBe(-32601);
    child.stdin.write(frame({ jsonrpc: "2.0", id: 7, method: "gg/search", params: { query: "read" } }));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 7, method: "gg/search", params: { query: "read" } }));
    // Both are answered: the second too, if the first was answered before it arrived, else refused with InvalidRequest.
    await vi.waitFor(() => expect(framesOf(output).filter((f) => f.id === 7)).toHaveLength(2), { timeout: 60_000, interval: 50 });
    const answers = framesOf(output).filter((f) => f.id === 7);
    expect(JSON.stringify(answers[0]?.result ?? answers[1]?.result)).toContain("files.read_file");
    for (const a of answers) if (a.error !== undefined) expect(a.error.code).toBe(-32600);
    child.stdin.write(frame({ jsonrpc: "2.0", id: 8, method: "gg/search", params: { query: "glob" } }));
    expect(JSON.stringify((await responseTo(8))?.result)).toContain("files.glob");
  }, 90_000);

  it("answers parameters a method does not take with InvalidParams in our words, not an internal JavaScript error", async () => {
    child.stdin.write(frame({ jsonrpc: "2.0", id: 9, method: "textDocument/hover", params: null }));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 10, method: "workspace/symbol", params: { query: 42 } }));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 11, method: "textDocument/completion", params: { textDocument: { uri: "file:///w/a.ts" }, position: { line: -1, character: 0 } } }));
    const errors = [await responseTo(9), await responseTo(10), await responseTo(11)].map((f) => (f as { error?: { code: number; message: string } }).error);
    expect(errors).toEqual([
      { code: -32602, message: "Invalid parameters for textDocument/hover: params must be an object, not null." },
      { code: -32602, message: "Invalid parameters for workspace/symbol: `query` must be a string, not the number 42." },
      { code: -32602, message: "Invalid parameters for textDocument/completion: `position.line` must be a non-negative integer, not the number -1." },
    ]);
    // And the server keeps serving.
    child.stdin.write(frame({ jsonrpc: "2.0", id: 12, method: "gg/search", params: { query: "glob" } }));
    expect(JSON.stringify((await responseTo(12))?.result)).toContain("files.glob");
  }, 90_000);

  it("refuses a second initialize with InvalidRequest", async () => {
    child.stdin.write(frame({ jsonrpc: "2.0", id: 104, method: "initialize", params: { processId: null, rootUri: null, capabilities: {} } }));
    expect((await responseTo(104))?.error).toEqual({ code: -32600, message: "The gg language server is already initialized; initialize may be sent once." });
  }, 90_000);

  it("drops a notification whose parameters it cannot read, says so on stderr, and never keeps a broken document", async () => {
    const uri = "file:///w/poisoned.js";
    child.stdin.write(frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri, languageId: "javascript", version: 1, text: 5 } } }));
    child.stdin.write(frame({ jsonrpc: "2.0", method: "textDocument/didChange", params: null }));
    child.stdin.write(frame({ jsonrpc: "2.0", method: "workspace/didChangeConfiguration", params: null }));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 105, method: "textDocument/hover", params: { textDocument: { uri }, position: { line: 0, character: 0 } } }));
    expect(await responseTo(105)).toMatchObject({ result: null });
    expect(errorOutput).toContain("gg-lsp: ignored textDocument/didOpen: `textDocument.text` must be a string, not the number 5.");
    expect(errorOutput).toContain("gg-lsp: ignored textDocument/didChange: params must be an object, not null.");
    expect(errorOutput).toContain("gg-lsp: ignored workspace/didChangeConfiguration: params must be an object, not null.");
    expect(errorOutput).not.toMatch(/TypeError|Cannot read properties/);
    // The same document opened well is served.
    child.stdin.write(frame({ jsonrpc: "2.0", method: "textDocument/didOpen", params: { textDocument: { uri, languageId: "javascript", version: 1, text: "gg.files.readFile('a');\n" } } }));
    child.stdin.write(frame({ jsonrpc: "2.0", id: 106, method: "textDocument/hover", params: { textDocument: { uri }, position: { line: 0, character: 10 } } }));
    expect(JSON.stringify((await responseTo(106))?.result)).toContain("readFile");
  }, 90_000);

  it("answers a method it does not have with MethodNotFound in our words", async () => {
    child.stdin.write(frame({ jsonrpc: "2.0", id: 107, method: "gg/nothing", params: {} }));
    expect((await responseTo(107))?.error).toEqual({ code: -32601, message: 'The gg language server has no method "gg/nothing".' });
  }, 90_000);

  it("exits when stdin closes", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.stdin.end();
    expect(await exited).toBe(1);
  }, 30_000);
});
