import type { Hover } from "vscode-languageserver-protocol";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { READ_ONLY_GRANT, writeTemp } from "./helpers/fixtures.js";

let client: TestClient;
afterAll(closeSharedTools);
afterEach(async () => {
  await client.dispose();
});

/** Hovers at the `|` in `source` (the bar is removed) and returns the markdown, or null. */
async function hoverAt(source: string): Promise<{ value: string; range: Hover["range"] } | null> {
  const offset = source.indexOf("|");
  const text = source.slice(0, offset) + source.slice(offset + 1);
  const before = text.slice(0, offset).split("\n");
  const position = { line: before.length - 1, character: (before.at(-1) ?? "").length };
  const uri = `file:///w/hover-${Math.random().toString(36).slice(2)}.ts`;
  client.open(uri, text);
  const hover = await client.connection.sendRequest<Hover | null>("textDocument/hover", { textDocument: { uri }, position });
  if (!hover) return null;
  return { value: (hover.contents as { value: string }).value, range: hover.range };
}

/** Everything the documentation view of `gg.files.readFile` carries: signature, summary, operation id, import line. */
function expectReadFileView(value: string | undefined): void {
  expect(value).toContain("files.readFile(path: string): string");
  expect(value).toContain("Read a UTF-8 text file.");
  expect(value).toContain("Operation `files.read_file`");
  expect(value).toContain('import { files } from "gg";');
}

describe("hover", () => {
  beforeEach(async () => {
    client = createInProcessClient();
    await client.initialize();
  });

  it("documents a qualified function with its signature, summary, id and import line", async () => {
    const hover = await hoverAt('gg.files.read|File("a");');
    expectReadFileView(hover?.value);
    expect(hover?.range).toEqual({ start: { line: 0, character: 9 }, end: { line: 0, character: 17 } });
  });

  it.each([
    ["imported namespace", 'import { files } from "gg";\nfiles.read|File("a");'],
    ["renamed import", 'import { files as fs } from "gg";\nfs.read|File("a");'],
    ["`import * as`", 'import * as g from "gg";\ng.files.read|File("a");'],
    ["const alias", 'const f = gg.files.readFile;\n|f("a");'],
    ["const alias of an imported namespace's function", 'import { files } from "gg";\nconst f = files.readFile;\n|f("a");'],
    ["destructured name, at its use", 'import { files } from "gg";\nconst { readFile } = files;\nread|File("a");'],
    ["destructured name, at its declaration", 'import { files } from "gg";\nconst { read|File } = files;'],
    ["destructured and renamed", 'const { readFile: f } = gg.files;\n|f("a");'],
    ["aliased namespace", 'const fs = gg.files;\nfs.read|File("a");'],
  ])("documents a function reached through a %s", async (_spelling, source) => {
    expectReadFileView((await hoverAt(source))?.value);
  });

  it("documents `import * as g` with another namespace", async () => {
    expect((await hoverAt('import * as g from "gg";\ng.shell.r|un("ls");'))?.value).toContain("shell.run");
  });

  it("documents a namespace with its import line and functions", async () => {
    const hover = await hoverAt('gg.fi|les.readFile("a");');
    expect(hover?.value).toContain('import { files } from "gg";');
    expect(hover?.value).toContain("readFile(path: string): string");
  });

  it.each([
    ["qualified", "let e: gg.files.Dir|Entry;"],
    ["imported", 'import { files } from "gg";\nlet e: files.Dir|Entry;'],
    ["`import * as`", 'import * as g from "gg";\nlet e: g.files.Dir|Entry;'],
  ])("documents a type named %s, once, with its declaration and import line", async (_spelling, source) => {
    const value = (await hoverAt(source))?.value ?? "";
    expect(value).toContain("interface DirEntry");
    expect(value.split("// gg.files.DirEntry")).toHaveLength(2);
    expect(value).toContain('import { files } from "gg";');
  });

  it("documents names in a program with more than the nesting limit of brackets inside a string", async () => {
    const hover = await hoverAt(`const s = "${"(".repeat(101)}";\ngg.files.read|File(s);`);
    expectReadFileView(hover?.value);
  });

  it("answers null on a word that is not gg's", async () => {
    expect(await hoverAt("const x|y = 1;")).toBeNull();
  });
});

describe("hover with a grant", () => {
  it("shows the refusal for an operation the grant does not allow, and the view for one it does", async () => {
    const { grant } = writeTemp({ grant: READ_ONLY_GRANT }) as { grant: string };
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { grant } });
    expect((await hoverAt('gg.files.list|Dir(".");'))?.value).toBe("`gg.files.listDir` is not available.");
    expect((await hoverAt('gg.files.read|File(".");'))?.value).toContain("files.read_file");
    const namespace = (await hoverAt('gg.fi|les.readFile(".");'))?.value;
    expect(namespace).toContain("readFile(path: string): string");
    expect(namespace).not.toContain("listDir");
    expect((await hoverAt('g|g.files;'))?.value).not.toContain("gg.shell");
  });
});
