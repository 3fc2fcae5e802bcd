/**
 * The built server as an editor runs it: `node dist/main.js --stdio`, driven by a real protocol client.
 * One process for the whole file (start-up loads TypeScript twice), every feature once. The process runs with a
 * preload that writes any child_process call to stderr, which must stay empty: checks and lints run in-process.
 */
import { fileURLToPath } from "node:url";
import type { CodeAction, CompletionList, Hover, SymbolInformation } from "vscode-languageserver-protocol";
import { createStdioClient, type TestClient } from "./helpers/client.js";
import { READ_ONLY_GRANT, UNQUALIFIED, writeTemp } from "./helpers/fixtures.js";

let client: TestClient & { readonly stderr: () => string; readonly child: import("node:child_process").ChildProcess };
const uri = "file:///w/stdio.ts";
const recordChildProcesses = fileURLToPath(new URL("./helpers/record-child-processes.mjs", import.meta.url));

describe("gg-lsp --stdio", () => {
  beforeAll(async () => {
    client = createStdioClient(["--import", recordChildProcesses]);
    const { grant } = writeTemp({ grant: "{ broken" }) as { grant: string };
    const init = await client.initialize({ initializationOptions: { debounceMs: 20, grant } });
    expect(init.serverInfo?.name).toBe("gg-lsp");
    client.open(uri, UNQUALIFIED);
  }, 120_000);

  afterAll(async () => {
    await client?.dispose();
  });

  it("publishes the merged diagnostic for an unqualified namespace", async () => {
    const { diagnostics } = await client.diagnosticsFor(uri, 1);
    expect(diagnostics.filter((d) => d.code === "TS2304")).toHaveLength(1);
    expect(diagnostics.find((d) => d.code === "TS2304")?.message).toContain('import { files } from "gg"');
  });

  it("checks incremental edits in-process: the diagnostics follow the text, and no child process is started", async () => {
    const edited = "file:///w/stdio-edits.ts";
    client.open(edited, UNQUALIFIED);
    await client.diagnosticsFor(edited, 1);
    const start = { line: 0, character: 21 };
    // `files.readFile` → `gg.files.readFile` (clean) → `files.readFile` again, as typed.
    client.change(edited, 2, [{ range: { start, end: start }, text: "gg." }]);
    expect((await client.diagnosticsFor(edited, 2)).diagnostics).toEqual([]);
    client.change(edited, 3, [{ range: { start, end: { line: 0, character: 24 } }, text: "" }]);
    expect((await client.diagnosticsFor(edited, 3)).diagnostics.map((d) => d.code)).toEqual(["TS2304"]);
    expect(client.stderr()).not.toContain("child_process");
  });

  it("shows the broken grant once as an error message", () => {
    expect(client.shown.map((message) => message.type)).toEqual([1]);
  });

  it("hovers with the import line", async () => {
    const other = "file:///w/stdio-hover.ts";
    client.open(other, 'gg.files.readFile("a");');
    const hover = await client.connection.sendRequest<Hover>("textDocument/hover", { textDocument: { uri: other }, position: { line: 0, character: 11 } });
    expect((hover.contents as { value: string }).value).toContain('import { files } from "gg";');
  });

  it("completes after gg.files.", async () => {
    const other = "file:///w/stdio-complete.ts";
    client.open(other, "gg.files.");
    const list = await client.connection.sendRequest<CompletionList>("textDocument/completion", {
      textDocument: { uri: other },
      position: { line: 0, character: 9 },
    });
    expect(list.items.map((item) => item.label)).toContain("readFile");
  });

  it("completes inside `import { … } from \"gg\"` and operation keys, and hovers through an imported namespace", async () => {
    const other = "file:///w/stdio-import.ts";
    client.open(other, 'import { files,  } from "gg";\ntry { files.readFile("a"); } catch (e) { if (e instanceof Failure && e.operation === "") {} }\n');
    const complete = (line: number, character: number): Promise<CompletionList> =>
      client.connection.sendRequest<CompletionList>("textDocument/completion", { textDocument: { uri: other }, position: { line, character } });
    const imports = (await complete(0, 15)).items.map((item) => item.label);
    expect(imports).toContain("Failure");
    expect(imports).not.toContain("files");
    expect((await complete(1, 86)).items.map((item) => item.label)).toContain("read_file");
    const hover = await client.connection.sendRequest<Hover>("textDocument/hover", { textDocument: { uri: other }, position: { line: 1, character: 14 } });
    expect((hover.contents as { value: string }).value).toContain("Operation `files.read_file`");
  });

  it("offers the import line as a quick fix", async () => {
    const { diagnostics } = await client.diagnosticsFor(uri, 1);
    const actions = await client.connection.sendRequest<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: diagnostics[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      context: { diagnostics },
    });
    const edits = actions.flatMap((action) => action.edit?.changes?.[uri] ?? []);
    expect(edits.map((edit) => edit.newText)).toContainEqual(expect.stringContaining('import { files } from "gg";'));
  });

  it("answers workspace/symbol and gg/search", async () => {
    const symbols = await client.connection.sendRequest<SymbolInformation[]>("workspace/symbol", { query: "list directory" });
    expect(symbols[0]?.name).toBe("gg.files.listDir");
    const hits = await client.connection.sendRequest<{ id: string }[]>("gg/search", { query: "shell command" });
    expect(hits[0]?.id).toBe("shell.run");
  });

  it("serves pull diagnostics to a client that announces them, and filters discovery by a grant", async () => {
    const puller = createStdioClient();
    try {
      const { grant } = writeTemp({ grant: READ_ONLY_GRANT }) as { grant: string };
      // The grant comes through workspace/configuration (section gg), asked for after `initialized`.
      puller.configuration = { grant };
      await puller.initialize({ capabilities: { textDocument: { diagnostic: {} }, workspace: { configuration: true } } });
      const other = "file:///w/stdio-grant.ts";
      puller.open(other, "gg.files.");
      const functions = async (): Promise<string[]> => {
        const list = await puller.connection.sendRequest<CompletionList>("textDocument/completion", {
          textDocument: { uri: other },
          position: { line: 0, character: 9 },
        });
        return list.items.map((item) => item.label).filter((label) => /^[a-z]/.test(label));
      };
      await vi.waitFor(async () => expect(await functions()).toEqual(["readFile"]), { timeout: 20_000 });
      puller.open(uri, UNQUALIFIED);
      const report = await puller.connection.sendRequest<{ items: { code: string }[] }>("textDocument/diagnostic", { textDocument: { uri } });
      expect(report.items.map((item) => item.code)).toContain("TS2304");
      expect(puller.published).toEqual([]);
    } finally {
      await puller.dispose();
    }
  }, 120_000);

  it("exits 0 after shutdown and exit, having written nothing but protocol", async () => {
    await client.connection.sendRequest("shutdown");
    const exited = new Promise<number | null>((resolve) => client.child.once("exit", (code) => resolve(code)));
    void client.connection.sendNotification("exit");
    expect(await exited).toBe(0);
    expect(client.errors).toEqual([]);
    expect(client.stderr()).toBe("");
  });
});
