import type { CompletionItem, CompletionList } from "vscode-languageserver-protocol";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { READ_ONLY_GRANT, writeTemp } from "./helpers/fixtures.js";

let client: TestClient;
afterAll(closeSharedTools);
afterEach(async () => {
  await client.dispose();
});

/** Completes at the `|` in `source` (the bar is removed). */
async function completeAt(source: string): Promise<CompletionItem[]> {
  const offset = source.indexOf("|");
  const text = source.slice(0, offset) + source.slice(offset + 1);
  const before = text.slice(0, offset).split("\n");
  const position = { line: before.length - 1, character: (before.at(-1) ?? "").length };
  const uri = `file:///w/complete-${Math.random().toString(36).slice(2)}.ts`;
  client.open(uri, text);
  const list = await client.connection.sendRequest<CompletionList | null>("textDocument/completion", { textDocument: { uri }, position });
  return list?.items ?? [];
}

const labels = (items: CompletionItem[]): string[] => items.map((item) => item.label);

describe("completion", () => {
  beforeEach(async () => {
    client = createInProcessClient();
    await client.initialize();
  });

  it("offers the namespaces and Failure after `gg.`", async () => {
    const items = labels(await completeAt("gg.|"));
    expect(items.slice(0, 8)).toEqual(["files", "views", "shell", "web", "programs", "delegation", "session", "docs"]);
    expect(items).toContain("Failure");
  });

  it("offers a namespace's functions and types after `gg.files.`", async () => {
    const items = await completeAt("gg.files.|");
    expect(labels(items)).toEqual(expect.arrayContaining(["readFile", "listDir", "stat", "glob", "grep", "DirEntry"]));
    expect(items.find((item) => item.label === "readFile")?.detail).toBe("readFile(path: string): string");
  });

  it("offers the functions of an imported namespace, replacing the partial word", async () => {
    const items = await completeAt('import { views } from "gg";\nviews.op|');
    expect(labels(items)).toEqual(["openFile", "showDiff"]);
    expect(items[0]?.textEdit).toEqual({
      range: { start: { line: 1, character: 6 }, end: { line: 1, character: 8 } },
      newText: "openFile",
    });
  });

  it("offers the namespaces not yet imported inside `import { … } from \"gg\"`", async () => {
    const items = labels(await completeAt('import { files, | } from "gg";'));
    expect(items).toContain("views");
    expect(items).not.toContain("files");
  });

  it("completes in a program with more than the nesting limit of brackets inside a string", async () => {
    const items = labels(await completeAt(`const s = "${"[".repeat(101)}";\ngg.files.|`));
    expect(items).toContain("readFile");
  });

  it("offers operation keys in a comparison with a failure's operation", async () => {
    const items = labels(await completeAt('try {} catch (e) { if (e instanceof gg.Failure && e.operation === "|") {} }'));
    expect(items).toContain("read_file");
    expect(items).toContain("transition_state");
    expect(items).not.toContain("readFile");
  });

  it("offers failure codes in a comparison with a failure's code", async () => {
    expect(labels(await completeAt('if (e.code === "|") {}'))).toEqual(["unavailable", "invalid_argument", "not_found", "failed", "internal"]);
  });
});

describe("completion with a grant", () => {
  it("offers only what the grant allows", async () => {
    const { grant } = writeTemp({ grant: READ_ONLY_GRANT }) as { grant: string };
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { grant } });
    expect(labels(await completeAt("gg.files.|")).filter((label) => /^[a-z]/.test(label))).toEqual(["readFile"]);
    const namespaces = labels(await completeAt("gg.|")).filter((label) => /^[a-z]/.test(label));
    expect(namespaces).toEqual(["files", "session", "docs"]);
    expect(labels(await completeAt('import { | } from "gg";')).filter((label) => /^[a-z]/.test(label))).toEqual(["files", "session", "docs"]);
    expect(labels(await completeAt('const fs = gg.files;\nfs.|')).filter((label) => /^[a-z]/.test(label))).toEqual(["readFile"]);
    const keys = labels(await completeAt('e.operation === "|"'));
    expect(keys).toEqual(["read_file", "report_progress", "search", "view"]);
  });
});
