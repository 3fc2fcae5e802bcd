// gg.config.json: the file that marks a gg workspace. With a workspace root from the client, the server speaks only
// about documents in a folder with one or below it (a plain Node project gets no gg diagnostics); the file's catalogue
// and grant apply, under the client's own settings; a broken file is named with its key and leaves the settings as
// they were. Without a workspace root, or for a document with no file path, every program document is checked.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Hover } from "vscode-languageserver-protocol";
import { findGgConfig, readGgConfig } from "../src/gg-config.js";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { READ_ONLY_GRANT } from "./helpers/fixtures.js";

const NODE_FILE = 'import { readFileSync } from "node:fs";\nconsole.log(readFileSync("a", "utf8"));\n';
const NO_GRANT = JSON.stringify({ capabilities: [], allowlist: [] });

/** A fresh folder holding these files (folders made as needed); returns its path. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "gg-config-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe("readGgConfig", () => {
  it("resolves the catalogue and the grant relative to the file", () => {
    const dir = project({ "gg.config.json": '{ "grant": "agents/grant.json", "$schema": "x" }', "agents/grant.json": READ_ONLY_GRANT });
    expect(readGgConfig(join(dir, "gg.config.json"))).toEqual({ ok: true, config: { file: join(dir, "gg.config.json"), grant: join(dir, "agents/grant.json") } });
  });

  it.each([
    ['{ "grnat": "grant.json" }', 'grnat: unknown key (did you mean "grant"?); the keys are catalogue, grant, $schema'],
    ['{ "grant": 3 }', "grant: must be a path (a non-empty string), relative to this file, not 3"],
    ['{ "catalogue": "nope.json" }', "catalogue: nope.json: no such file (resolved to "],
    ["[]", 'must be a JSON object such as { "catalogue": "catalogue.json", "grant": "grant.json" }'],
    ['{ "grant": "a.json",\n  "grant": "b.json" }', 'duplicate key "grant" at line 2, column 3'],
    ["{ nope", "at line 1, column 3"],
  ])("refuses %j, naming the file and the key", (text, message) => {
    const dir = project({ "gg.config.json": text });
    const read = readGgConfig(join(dir, "gg.config.json"));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toContain(`${join(dir, "gg.config.json")}: `);
    expect(!read.ok && read.message).toContain(message);
  });
});

describe("findGgConfig", () => {
  it("finds the nearest file in the folder or above it, and none outside a gg workspace", () => {
    const dir = project({ "gg.config.json": "{}", "agents/deep/x.ts": "" });
    expect(findGgConfig(join(dir, "agents/deep"))).toBe(join(dir, "gg.config.json"));
    expect(findGgConfig(project({ "src/index.ts": "" }))).toBeUndefined();
  });
});

describe("the server in and outside a gg workspace", () => {
  let client: TestClient;
  afterAll(closeSharedTools);
  afterEach(async () => {
    await client.dispose();
  });

  async function pull(uri: string): Promise<string[]> {
    const report = await client.connection.sendRequest<{ items: { code: string }[] }>("textDocument/diagnostic", { textDocument: { uri } });
    return report.items.map((item) => item.code);
  }

  async function start(root: string | null, initializationOptions: unknown = {}): Promise<void> {
    client = createInProcessClient();
    await client.initialize({ capabilities: { textDocument: { diagnostic: {} } }, initializationOptions, rootUri: root === null ? null : pathToFileURL(root).href });
  }

  it("gives a plain Node project no gg diagnostics, and a gg workspace its findings (GG1001 on node:fs)", async () => {
    const plain = project({ "package.json": "{}" });
    await start(plain);
    const uri = pathToFileURL(join(plain, "src/index.ts")).href;
    client.open(uri, NODE_FILE);
    expect(await pull(uri)).toEqual([]);
    await client.dispose();

    const gg = project({ "gg.config.json": "{}" });
    await start(gg);
    const guest = pathToFileURL(join(gg, "agents/job.ts")).href;
    client.open(guest, NODE_FILE);
    expect(await pull(guest)).toContain("GG1001");
    // In the same workspace, a document outside the folder of a gg.config.json is left alone.
    const outside = pathToFileURL(join(plain, "src/other.ts")).href;
    client.open(outside, NODE_FILE);
    expect(await pull(outside)).toEqual([]);
  });

  it("checks every program document when the client gives no workspace root, and untitled ones in a workspace", async () => {
    await start(null);
    const uri = pathToFileURL(join(project({}), "index.ts")).href;
    client.open(uri, NODE_FILE);
    expect(await pull(uri)).toContain("GG1001");
    await client.dispose();

    await start(project({ "package.json": "{}" }));
    client.open("untitled:Untitled-1", NODE_FILE, "typescript");
    expect(await pull("untitled:Untitled-1")).toContain("GG1001");
  });

  async function hoverReadFile(root: string): Promise<string> {
    const uri = pathToFileURL(join(root, `h-${Math.random().toString(36).slice(2)}.ts`)).href;
    client.open(uri, 'gg.files.readFile("a");');
    const hover = await client.connection.sendRequest<Hover>("textDocument/hover", { textDocument: { uri }, position: { line: 0, character: 10 } });
    return (hover.contents as { value: string }).value;
  }

  it("applies the file's grant, and the client's grant over it", async () => {
    const root = project({ "gg.config.json": '{ "grant": "none.json" }', "none.json": NO_GRANT, "read.json": READ_ONLY_GRANT });
    await start(root);
    expect(await hoverReadFile(root)).toBe("`gg.files.readFile` is not available.");
    await client.dispose();

    await start(root, { grant: "read.json" });
    expect(await hoverReadFile(root)).toContain("files.read_file");
  });

  it("shows a broken file as an error naming the key, keeps the defaults, and re-reads the file when it changes", async () => {
    const root = project({ "gg.config.json": '{ "grnat": "none.json" }', "none.json": NO_GRANT });
    client = createInProcessClient();
    await client.initialize({ capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } }, rootUri: pathToFileURL(root).href });
    expect(client.shown).toHaveLength(1);
    expect(client.shown[0]?.type).toBe(1);
    expect(client.shown[0]?.message).toContain('grnat: unknown key (did you mean "grant"?)');
    expect(await hoverReadFile(root)).toContain("files.read_file");
    writeFileSync(join(root, "gg.config.json"), '{ "grant": "none.json" }');
    void client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(join(root, "gg.config.json")).href, type: 2 }] });
    await vi.waitFor(async () => expect(await hoverReadFile(root)).toBe("`gg.files.readFile` is not available."), { timeout: 20_000 });
  });

  it("applies a gg.config.json created after the start once the client reports it, and drops it once deleted", async () => {
    const root = project({ "none.json": NO_GRANT, "agents/gg.config.json": "{}" });
    client = createInProcessClient();
    await client.initialize({ rootUri: pathToFileURL(root).href });
    const config = join(root, "gg.config.json");
    const report = (): void => void client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(config).href, type: 1 }] });
    expect(await hoverReadFile(join(root, "agents"))).toContain("files.read_file");
    writeFileSync(config, '{ "grant": "none.json" }');
    report();
    await vi.waitFor(async () => expect(await hoverReadFile(root)).toBe("`gg.files.readFile` is not available."), { timeout: 20_000 });
    rmSync(config);
    report();
    await vi.waitFor(async () => expect(await hoverReadFile(join(root, "agents"))).toContain("files.read_file"), { timeout: 20_000 });
  });
});
