import { CancellationTokenSource, type Hover } from "vscode-languageserver-protocol";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { REQUEST_PARAMS } from "../src/features/params.js";
import { UNQUALIFIED } from "./helpers/fixtures.js";
import { createHeldChecks, type HeldChecks } from "./helpers/held-checks.js";

let client: TestClient;
afterAll(closeSharedTools);
beforeEach(() => {
  client = createInProcessClient();
});
afterEach(async () => {
  await client.dispose();
});

const hover = (uri: string, line = 0, character = 10) =>
  client.connection.sendRequest<Hover | null>("textDocument/hover", { textDocument: { uri }, position: { line, character } });

describe("invalid parameters", () => {
  it.each(Object.keys(REQUEST_PARAMS))("%s with parameters it does not take is answered InvalidParams, with what is wrong", async (method) => {
    await client.initialize();
    const error = await client.connection.sendRequest(method, { textDocument: 7, query: [], position: "top" }).then(
      () => undefined,
      (e: { code: number; message: string }) => ({ code: e.code, message: e.message }),
    );
    expect(error?.code).toBe(-32602);
    expect(error?.message).toMatch(new RegExp(`^Invalid parameters for ${method.replace("/", "\\/")}: \`(textDocument|query)\` must be .*, not (the number 7|an array)\\.$`));
  });

  it("checks nested parameters too, and still answers good ones", async () => {
    await client.initialize();
    const uri = "file:///w/params.ts";
    client.open(uri, 'gg.files.readFile("a");\n');
    const bad = { textDocument: { uri }, range: { start: { line: 0, character: 0 }, end: { line: 0 } }, context: { diagnostics: [] } };
    await expect(client.connection.sendRequest("textDocument/codeAction", bad)).rejects.toMatchObject({
      code: -32602,
      message: "Invalid parameters for textDocument/codeAction: `range.end.character` is missing (it must be a non-negative integer).",
    });
    await expect(client.connection.sendRequest("gg/search", { query: "read", limit: 0 })).rejects.toMatchObject({ code: -32602 });
    expect(JSON.stringify(await hover(uri, 0, 10))).toContain("files.read_file");
  });
});

describe("lifecycle", () => {
  it("answers a request before initialize with ServerNotInitialized", async () => {
    await expect(hover("file:///w/a.ts")).rejects.toMatchObject({ code: -32002 });
  });

  it("checks a document opened before initialize once the handshake is done", async () => {
    client.open("file:///w/early.ts", "files.readFile('a');\n");
    await client.initialize({ initializationOptions: { debounceMs: 0 } });
    expect((await client.diagnosticsFor("file:///w/early.ts", 1)).diagnostics.map((d) => d.code)).toContain("TS2304");
  });

  it("answers a request after shutdown with InvalidRequest", async () => {
    await client.initialize();
    await client.connection.sendRequest("shutdown");
    await expect(client.connection.sendRequest("gg/search", { query: "read" })).rejects.toMatchObject({ code: -32600 });
  });

  it("answers an unknown method with MethodNotFound and keeps serving", async () => {
    await client.initialize();
    await expect(client.connection.sendRequest("gg/nope", {})).rejects.toMatchObject({ code: -32601 });
    await expect(client.connection.sendRequest("gg/search", { query: "read" })).resolves.toHaveLength(1);
  });
});

describe("hostile document traffic", () => {
  beforeEach(async () => {
    await client.initialize({ initializationOptions: { debounceMs: 0 } });
  });

  it("follows a version that goes backwards: the diagnostics describe the final text", async () => {
    const uri = "file:///w/back.ts";
    client.open(uri, "gg.files.readFile('a');\n", "typescript", 5);
    await client.diagnosticsFor(uri, 5);
    client.change(uri, 3, [{ text: UNQUALIFIED }]);
    const after = await client.diagnosticsFor(uri, 3);
    expect(after.diagnostics.map((d) => d.code)).toContain("TS2304");
  });

  it("clamps an out-of-range edit to the end of the text", async () => {
    const uri = "file:///w/range.ts";
    client.open(uri, "gg.files.readFile('a');\n");
    await client.diagnosticsFor(uri, 1);
    client.change(uri, 2, [{ range: { start: { line: 999, character: 5 }, end: { line: 1000, character: 0 } }, text: 'files.stat("b");\n' }]);
    const after = await client.diagnosticsFor(uri, 2);
    expect(after.diagnostics.map((d) => [d.code, d.range.start])).toContainEqual(["TS2304", { line: 1, character: 0 }]);
  });

  it("ignores a change to a document that was never opened", async () => {
    client.change("file:///w/ghost.ts", 2, [{ text: UNQUALIFIED }]);
    await expect(client.connection.sendRequest("gg/search", { query: "read" })).resolves.toHaveLength(1);
    expect(client.published).toEqual([]);
  });

  it("checks the client's text for a path-escaping URI (the URI is a name, never a path to open)", async () => {
    const uri = "file:///w/../../etc/passwd";
    client.open(uri, UNQUALIFIED, "typescript");
    const { diagnostics } = await client.diagnosticsFor(uri, 1);
    expect(diagnostics.map((d) => d.code)).toContain("TS2304");
  });

  it("checks an untitled document by its language id", async () => {
    const uri = "untitled:Untitled-1";
    client.open(uri, UNQUALIFIED, "typescript");
    expect((await client.diagnosticsFor(uri, 1)).diagnostics.map((d) => d.code)).toContain("TS2304");
  });

  it("survives cancellation of an unknown id", async () => {
    void client.connection.sendNotification("$/cancelRequest", { id: 987654 });
    await expect(client.connection.sendRequest("gg/search", { query: "read" })).resolves.toHaveLength(1);
  });

  it("answers a cancelled live request with RequestCancelled or its result, never a hang", async () => {
    const uri = "file:///w/cancel.ts";
    client.open(uri, 'gg.files.readFile("a");');
    const source = new CancellationTokenSource();
    const pending = client.connection.sendRequest<Hover | null>(
      "textDocument/hover",
      { textDocument: { uri }, position: { line: 0, character: 10 } },
      source.token,
    );
    source.cancel();
    const outcome = await pending.then(
      (value) => ({ value }),
      (error: { code: number }) => ({ code: error.code }),
    );
    if ("code" in outcome) expect(outcome.code).toBe(-32800);
    else expect(JSON.stringify(outcome.value)).toContain("files.read_file");
  });

  it("reports a 50,000-deep program as too deep and keeps serving", async () => {
    const uri = "file:///w/deep.ts";
    client.open(uri, `${"(".repeat(50_000)}gg.files.readFile("a")${")".repeat(50_000)};`);
    expect(await hover(uri, 0, 50_010)).toBeNull();
    expect((await client.diagnosticsFor(uri, 1)).diagnostics.map((d) => d.code)).toEqual(["GG9002"]);
    await expect(client.connection.sendRequest("gg/search", { query: "read" })).resolves.toHaveLength(1);
  });
});

// An idle document's pull is analysed at once: a check the test holds (helpers/held-checks.ts) keeps it in flight,
// and the test cancels or edits once that check has started, not after some time.
describe("pull diagnostics under cancellation", () => {
  let held: HeldChecks;
  beforeEach(async () => {
    await client.dispose();
    held = createHeldChecks();
    client = createInProcessClient({ tools: held.tools });
  });
  afterEach(() => held.release());

  it("answers a cancelled pull with RequestCancelled", async () => {
    await client.initialize({ capabilities: { textDocument: { diagnostic: {} } }, initializationOptions: { debounceMs: 300 } });
    const uri = "file:///w/pull.ts";
    client.open(uri, UNQUALIFIED);
    const source = new CancellationTokenSource();
    const pending = client.connection.sendRequest("textDocument/diagnostic", { textDocument: { uri } }, source.token);
    await held.started("pull.ts");
    source.cancel();
    // The cancellation is read before the held check ends (messages are taken up in order): the pull is then answered.
    await client.connection.sendRequest("gg/search", { query: "read" });
    held.release();
    await expect(pending).rejects.toMatchObject({ code: -32800 });
  });

  it("answers a pull overtaken by an edit with ServerCancelled and retrigger", async () => {
    await client.initialize({ capabilities: { textDocument: { diagnostic: {} } }, initializationOptions: { debounceMs: 300 } });
    const uri = "file:///w/pull2.ts";
    client.open(uri, UNQUALIFIED);
    const pending = client.connection.sendRequest("textDocument/diagnostic", { textDocument: { uri } });
    await held.started("pull2.ts");
    client.change(uri, 2, [{ text: "" }]);
    // The edit is read before the held check ends: the analysis of version 1 is stale when it does.
    await client.connection.sendRequest("gg/search", { query: "read" });
    held.release();
    await expect(pending).rejects.toMatchObject({ code: -32802, data: { retriggerRequest: true } });
  });
});
