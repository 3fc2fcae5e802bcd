import { CancellationTokenSource, type Hover } from "vscode-languageserver-protocol";
import { defaultTools } from "../src/analysis/engine.js";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { createManualClock, type ManualClock } from "./helpers/clock.js";
import { CLEAN, READ_ONLY_GRANT, SLOW, UNQUALIFIED, writeTemp } from "./helpers/fixtures.js";
import { createHeldChecks } from "./helpers/held-checks.js";

let client: TestClient;
afterAll(closeSharedTools);
afterEach(async () => {
  await client.dispose();
});

describe("push diagnostics", () => {
  beforeEach(async () => {
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { debounceMs: 10 } });
  });

  it("reports an unqualified namespace once, with the rule's message and the compiler's code", async () => {
    client.open("file:///w/a.ts", UNQUALIFIED);
    const { diagnostics, version } = await client.diagnosticsFor("file:///w/a.ts");
    expect(version).toBe(1);
    const atFiles = diagnostics.filter((d) => d.range.start.line === 0 && d.range.start.character === 21);
    expect(atFiles).toHaveLength(1);
    expect(atFiles[0]).toMatchObject({
      code: "TS2304",
      source: "gg",
      severity: 1,
      range: { start: { line: 0, character: 21 }, end: { line: 0, character: 26 } },
      data: { rule: "gg/no-unqualified-name", version: 1 },
    });
    expect(atFiles[0]?.message).toContain('import { files } from "gg"');
  });

  it.each([
    ["a misspelt function", 'gg.files.readFle("a");\n', "TS2551", "gg/known-operation", "`files.readFile`"],
    ["a misspelt namespace", 'gg.fils.readFile("a");\n', "TS2551", "gg/known-operation", "`gg.files`"],
    ["a spelling compared with an operation key", 'try { gg.files.readFile("a"); } catch (e) { if (e instanceof gg.Failure && e.operation === "readFile") {} }\n', "TS2367", "gg/operation-key", '"read_file"'],
    ["an argument of the wrong type", "gg.files.readFile(1);\n", "TS2345", "gg/call-arguments", "readFile(path: string): string"],
    ["a dynamic import of gg", 'const { files } = await import("gg");\nfiles.glob("*");\nexport {};\n', "GG1007", "gg/valid-import", "import"],
    ["a subpath of gg", 'import { readFile } from "gg/files";\nconsole.log(readFile);\n', "GG1001", "gg/valid-import", "gg/files"],
  ])("shows tsc's and the rule's finding on %s once, with the rule's message", async (_case, text, code, rule, hint) => {
    const uri = `file:///w/once-${code}-${rule.slice(3)}.ts`;
    client.open(uri, text);
    const { diagnostics } = await client.diagnosticsFor(uri, 1);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code, data: { rule } });
    expect(diagnostics[0]?.message).toContain(hint);
  });

  it("publishes nothing but an empty list for a clean program", async () => {
    client.open("file:///w/clean.ts", 'import { files } from "gg";\nfiles.readFile("a");\n');
    expect((await client.diagnosticsFor("file:///w/clean.ts")).diagnostics).toEqual([]);
  });

  it("checks JavaScript by language id", async () => {
    client.open("file:///w/a.js", 'gg.files.readFle("a");\n', "javascript");
    const { diagnostics } = await client.diagnosticsFor("file:///w/a.js");
    expect(diagnostics.map((d) => d.range.start)).toContainEqual({ line: 0, character: 9 });
  });

  it("leaves other languages alone", async () => {
    client.open("file:///w/readme.md", "files.readFile()", "markdown");
    client.open("file:///w/b.ts", "gg.files.readFile('a');\n");
    await client.diagnosticsFor("file:///w/b.ts");
    expect(client.published.map((p) => p.uri)).toEqual(["file:///w/b.ts"]);
  });

  it("checks a file by its extension when the language id says nothing", async () => {
    client.open("file:///w/c.mts", UNQUALIFIED, "plaintext");
    expect((await client.diagnosticsFor("file:///w/c.mts")).diagnostics.length).toBeGreaterThan(0);
  });

  it("publishes only the last of many rapid edits, for the final text", async () => {
    const uri = "file:///w/rapid.ts";
    client.open(uri, "");
    for (let version = 2; version <= 201; version++) {
      client.change(uri, version, [{ text: version % 2 === 0 ? UNQUALIFIED : "gg.files.readFile('a');\n" }]);
    }
    const final = await client.diagnosticsFor(uri, 201);
    expect(final.diagnostics).toEqual([]);
    expect(client.published.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([201]);
  });

  it("after 1,000 incremental edits publishes what a fresh open of the final text publishes", async () => {
    const uri = "file:///w/storm.ts";
    client.open(uri, UNQUALIFIED);
    const space = { line: 0, character: 0 };
    for (let version = 2; version <= 1_001; version++) {
      const change =
        version % 2 === 0
          ? { range: { start: space, end: space }, text: " " }
          : { range: { start: space, end: { line: 0, character: 1 } }, text: "" };
      client.change(uri, version, [change]);
    }
    // 1,000 edits, each insertion undone by the next: the final text is the program as opened.
    const final = await client.diagnosticsFor(uri, 1_001);
    client.open("file:///w/fresh.ts", UNQUALIFIED);
    const fresh = await client.diagnosticsFor("file:///w/fresh.ts", 1);
    expect(final.diagnostics).toEqual(fresh.diagnostics.map((d) => ({ ...d, data: { ...(d.data as object), version: 1_001 } })));
    expect(final.diagnostics[0]?.range.start).toEqual({ line: 0, character: 21 });
  });

  it("clears the diagnostics of a closed document", async () => {
    const uri = "file:///w/closed.ts";
    client.open(uri, UNQUALIFIED);
    await client.diagnosticsFor(uri, 1);
    void client.connection.sendNotification("textDocument/didClose", { textDocument: { uri } });
    await vi.waitFor(() => expect(client.published.at(-1)).toEqual({ uri, diagnostics: [] }), { timeout: 20_000 });
  });
});

describe("pull diagnostics", () => {
  beforeEach(async () => {
    client = createInProcessClient();
  });

  it("announces a diagnostic provider and answers the pull, publishing nothing", async () => {
    const init = await client.initialize({ capabilities: { textDocument: { diagnostic: {} } }, initializationOptions: { debounceMs: 0 } });
    expect(init.capabilities.diagnosticProvider).toEqual({ interFileDependencies: false, workspaceDiagnostics: false });
    client.open("file:///w/a.ts", UNQUALIFIED);
    const report = await client.connection.sendRequest<{ kind: string; resultId: string; items: { code: string }[] }>(
      "textDocument/diagnostic",
      { textDocument: { uri: "file:///w/a.ts" } },
    );
    expect(report.kind).toBe("full");
    expect(report.items.map((item) => item.code)).toContain("TS2304");
    const again = await client.connection.sendRequest<{ kind: string }>("textDocument/diagnostic", {
      textDocument: { uri: "file:///w/a.ts" },
      previousResultId: report.resultId,
    });
    expect(again).toEqual({ kind: "unchanged", resultId: report.resultId });
    expect(client.published).toEqual([]);
  });

  it("answers `unchanged` after a grant change: diagnostics never depend on the grant, so nothing is re-checked", async () => {
    await client.initialize({ capabilities: { textDocument: { diagnostic: {} } }, initializationOptions: { debounceMs: 0 } });
    client.open("file:///w/a.ts", 'gg.files.listDir(".");\nfiles.readFile("a");\n');
    const pullReport = (previousResultId?: string): Promise<{ kind: string; resultId: string }> =>
      client.connection.sendRequest("textDocument/diagnostic", { textDocument: { uri: "file:///w/a.ts" }, ...(previousResultId ? { previousResultId } : {}) });
    const first = await pullReport();
    const { grant } = writeTemp({ grant: READ_ONLY_GRANT }) as { grant: string };
    void client.connection.sendNotification("workspace/didChangeConfiguration", { settings: { gg: { grant } } });
    // Requests are answered in order: once hover reflects the grant, the grant is in force.
    const hover = await client.connection.sendRequest<Hover>("textDocument/hover", { textDocument: { uri: "file:///w/a.ts" }, position: { line: 0, character: 11 } });
    expect((hover.contents as { value: string }).value).toBe("`gg.files.listDir` is not available.");
    expect(await pullReport(first.resultId)).toEqual({ kind: "unchanged", resultId: first.resultId });
  });

  it("has no diagnostic provider when the client cannot pull, and pushes instead", async () => {
    const init = await client.initialize({ initializationOptions: { debounceMs: 0 } });
    expect(init.capabilities.diagnosticProvider).toBeUndefined();
    client.open("file:///w/pushed.ts", UNQUALIFIED);
    expect((await client.diagnosticsFor("file:///w/pushed.ts", 1)).diagnostics.map((d) => d.code)).toContain("TS2304");
  });

  it("asks for incremental changes (only the edited range travels), whichever way diagnostics go", async () => {
    const init = await client.initialize();
    expect(init.capabilities.textDocumentSync).toMatchObject({ openClose: true, change: 2 });
  });
});

describe("scheduling", () => {
  let clock: ManualClock;
  beforeEach(async () => {
    // Time stands still unless a test moves it: whatever waits for the debounce waits until then.
    clock = createManualClock();
    client = createInProcessClient({ clock });
    await client.initialize({ initializationOptions: { debounceMs: 10_000 } });
  });

  it("analyses an edit to an idle document at once, without waiting for the debounce", async () => {
    const uri = "file:///w/idle.ts";
    client.open(uri, CLEAN);
    expect((await client.diagnosticsFor(uri, 1)).diagnostics).toEqual([]);
    client.change(uri, 2, [{ text: UNQUALIFIED }]);
    expect((await client.diagnosticsFor(uri, 2)).diagnostics.map((d) => d.code)).toContain("TS2304");
    expect(clock.pending()).toBe(0);
  });

  it("gathers edits made during an analysis into one run of the latest version, started when the gap has passed", async () => {
    const uri = "file:///w/burst.ts";
    // A text checked nowhere else, so its check is not answered from the thread's cache.
    client.open(uri, `${CLEAN}// burst\n`);
    client.change(uri, 2, [{ text: "" }]);
    client.change(uri, 3, [{ text: UNQUALIFIED }]);
    // Version 1's run ends stale (unpublished); the next run waits on the clock for the gap since version 1's started.
    await vi.waitFor(() => expect(clock.pending()).toBe(1), { timeout: 20_000 });
    expect(client.published.filter((p) => p.uri === uri)).toEqual([]);
    clock.advance(10_000);
    expect((await client.diagnosticsFor(uri, 3)).diagnostics.map((d) => d.code)).toContain("TS2304");
    expect(client.published.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([3]);
  });
});

describe("a check that takes long", () => {
  const quick = "file:///w/quick.ts";
  const slow = "file:///w/slow.ts";
  const hover = (uri: string): Promise<Hover | null> =>
    client.connection.sendRequest<Hover | null>("textDocument/hover", { textDocument: { uri }, position: { line: 1, character: 27 } });

  // A thread of their own: the long check would hold up the file's shared one.
  it("runs on the checker's thread: hover is answered before the long check publishes", async () => {
    client = createInProcessClient({ tools: defaultTools });
    await client.initialize({ initializationOptions: { debounceMs: 0 } });
    client.open(quick, CLEAN);
    await client.diagnosticsFor(quick, 1);
    expect(JSON.stringify(await hover(quick))).toContain("files.read_file");
    client.open(slow, SLOW);
    expect(JSON.stringify(await hover(quick))).toContain("files.read_file");
    expect(client.published.filter((p) => p.uri === slow)).toEqual([]);
  });

  it("answers a pull cancelled while it waits behind a running analysis without waiting for that analysis", async () => {
    const held = createHeldChecks();
    client = createInProcessClient({ tools: held.tools });
    await client.initialize({ capabilities: { textDocument: { diagnostic: {} } }, initializationOptions: { debounceMs: 0 } });
    client.open(slow, CLEAN);
    const answered: string[] = [];
    const first = client.connection.sendRequest("textDocument/diagnostic", { textDocument: { uri: slow } }).finally(() => answered.push("first"));
    await held.started("slow.ts");
    const source = new CancellationTokenSource();
    const second = client.connection.sendRequest("textDocument/diagnostic", { textDocument: { uri: slow } }, source.token);
    // Requests are taken up in order: once a later one is answered, the second pull is waiting for the first's analysis.
    await client.connection.sendRequest("gg/search", { query: "read" });
    source.cancel();
    await expect(second).rejects.toMatchObject({ code: -32800 });
    expect(answered).toEqual([]);
    held.release();
    await expect(first).resolves.toMatchObject({ kind: "full", items: [] });
  });
});
