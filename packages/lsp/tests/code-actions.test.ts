import type { CodeAction, Diagnostic } from "vscode-languageserver-protocol";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { UNQUALIFIED } from "./helpers/fixtures.js";

let client: TestClient;
afterAll(closeSharedTools);
beforeEach(async () => {
  client = createInProcessClient();
  await client.initialize({ initializationOptions: { debounceMs: 0 } });
});
afterEach(async () => {
  await client.dispose();
});

async function actionsFor(uri: string, text: string, languageId = "typescript"): Promise<{ diagnostics: Diagnostic[]; actions: CodeAction[] }> {
  client.open(uri, text, languageId);
  const { diagnostics } = await client.diagnosticsFor(uri, 1);
  const actions = await client.connection.sendRequest<CodeAction[]>("textDocument/codeAction", {
    textDocument: { uri },
    range: { start: { line: 0, character: 0 }, end: { line: text.split("\n").length, character: 0 } },
    context: { diagnostics },
  });
  return { diagnostics, actions };
}

describe("code actions", () => {
  it("adds the import line for an unqualified namespace, with the diagnostic attached", async () => {
    const uri = "file:///w/fix.ts";
    const { diagnostics, actions } = await actionsFor(uri, UNQUALIFIED);
    const addImport = actions.find((action) => JSON.stringify(action.edit).includes('import { files } from \\"gg\\"'));
    expect(addImport?.kind).toBe("quickfix");
    expect(addImport?.diagnostics).toEqual([diagnostics.find((d) => d.code === "TS2304")]);
    const edits = addImport?.edit?.changes?.[uri] ?? [];
    expect(edits).toHaveLength(1);
    expect(edits[0]?.range.start).toEqual({ line: 0, character: 0 });
    expect(edits[0]?.newText.startsWith('import { files } from "gg";')).toBe(true);
  });

  it("fixes an operation key written as a spelling", async () => {
    const uri = "file:///w/key.ts";
    const text = 'try { gg.files.readFile("a"); } catch (e) { if (e instanceof gg.Failure && e.operation === "readFile") {} }\n';
    const { actions } = await actionsFor(uri, text);
    const edits = actions.flatMap((action) => action.edit?.changes?.[uri] ?? []);
    expect(edits.map((edit) => edit.newText)).toContainEqual('"read_file"');
  });

  it("offers did-you-mean for a misspelt function", async () => {
    const uri = "file:///w/typo.js";
    const { actions } = await actionsFor(uri, 'gg.files.readFle("a");\n', "javascript");
    const edits = actions.flatMap((action) => action.edit?.changes?.[uri] ?? []);
    expect(edits.map((edit) => edit.newText)).toContain("readFile");
  });

  it("uses versioned document changes when the client supports them", async () => {
    await client.dispose();
    client = createInProcessClient();
    await client.initialize({ capabilities: { workspace: { workspaceEdit: { documentChanges: true } } }, initializationOptions: { debounceMs: 0 } });
    const uri = "file:///w/versioned.ts";
    const { actions } = await actionsFor(uri, UNQUALIFIED);
    const change = actions[0]?.edit?.documentChanges?.[0] as { textDocument: { uri: string; version: number } } | undefined;
    expect(change?.textDocument).toEqual({ uri, version: 1 });
  });

  it("offers nothing where nothing is wrong", async () => {
    const uri = "file:///w/none.ts";
    const { actions } = await actionsFor(uri, 'gg.files.readFile("a");\n');
    expect(actions).toEqual([]);
  });
});
