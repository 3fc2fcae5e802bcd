import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { DEFAULT_CATALOGUE_PATH } from "@gg/catalogue";
import type { Hover } from "vscode-languageserver-protocol";
import { createSettingsStore, readRawSettings, settingsProblems } from "../src/settings.js";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { READ_ONLY_GRANT, writeTemp } from "./helpers/fixtures.js";

/** The default catalogue with `files.read_file`'s summary changed, to tell the catalogues apart. */
function customCatalogue(): string {
  const data = JSON.parse(readFileSync(DEFAULT_CATALOGUE_PATH, "utf8")) as { operations: { id: string; summary: string }[] };
  for (const operation of data.operations) if (operation.id === "files.read_file") operation.summary = "Custom summary.";
  return JSON.stringify(data);
}

describe("readRawSettings", () => {
  it("accepts the section flat or nested under gg, and drops what is malformed", () => {
    expect(readRawSettings({ gg: { catalogue: "c.json", grant: null, debounceMs: 50 } })).toEqual({ catalogue: "c.json", grant: null, debounceMs: 50 });
    expect(readRawSettings({ catalogue: 3, grant: "g.json", debounceMs: -1 })).toEqual({ grant: "g.json" });
    expect(readRawSettings("nonsense")).toEqual({});
  });
});

describe("settingsProblems", () => {
  it("names each value of the wrong type, which the store ignores, and says nothing of good or absent ones", () => {
    expect(settingsProblems({ gg: { catalogue: "c.json", grant: null, debounceMs: 50 } })).toEqual([]);
    expect(settingsProblems(undefined)).toEqual([]);
    expect(settingsProblems({ catalogue: 5, debounceMs: -1 })).toEqual([
      "gg: the setting `catalogue` must be a path (a string) or null, not 5; it is ignored.",
      "gg: the setting `debounceMs` must be a number of milliseconds, 0 or more, not -1; it is ignored.",
    ]);
    expect(settingsProblems("nonsense")).toEqual(['gg: the setting object must be an object, not "nonsense"; it is ignored.']);
  });

  it("are among what applying the settings reports", () => {
    const store = createSettingsStore();
    const outcome = store.apply({ grant: ["g.json"], debounceMs: "x" });
    expect(outcome.errors).toEqual([
      "gg: the setting `grant` must be a path (a string) or null, not an array; it is ignored.",
      'gg: the setting `debounceMs` must be a number of milliseconds, 0 or more, not "x"; it is ignored.',
    ]);
    expect(store.current().debounceMs).toBe(150);
  });
});

describe("createSettingsStore", () => {
  it("keeps the last good catalogue when a broken one is configured, and reports it once", () => {
    const paths = writeTemp({ "good.json": customCatalogue(), "bad.json": "{ nope" });
    const store = createSettingsStore();
    expect(store.apply({ catalogue: paths["good.json"] })).toEqual({ errors: [], changed: true });
    const first = store.apply({ catalogue: paths["bad.json"] });
    expect(first.changed).toBe(false);
    expect(first.errors).toHaveLength(1);
    expect(first.errors[0]).toContain(paths["bad.json"]);
    expect(store.apply({ catalogue: paths["bad.json"] }).errors).toEqual([]);
    expect(store.current().catalogue.operations[0]?.summary).toBe("Custom summary.");
    expect(store.current().catalogueFile).toBe(paths["good.json"]);
  });

  it("reports a file broken again after it was fixed", () => {
    const paths = writeTemp({ "grant.json": "[" });
    const path = paths["grant.json"] as string;
    const store = createSettingsStore();
    expect(store.apply({ grant: path }).errors).toHaveLength(1);
    writeFileSync(path, READ_ONLY_GRANT);
    expect(store.apply({ grant: path })).toEqual({ errors: [], changed: true });
    writeFileSync(path, "[");
    expect(store.apply({ grant: path }).errors).toHaveLength(1);
    expect(store.current().grant?.allowlist).toEqual(["files.read_file"]);
  });

  it("starts a new generation (cached analyses go stale) for a new catalogue, not for a grant or a debounce", () => {
    const paths = writeTemp({ "c.json": customCatalogue(), "g.json": READ_ONLY_GRANT });
    const store = createSettingsStore();
    expect(store.apply({ grant: paths["g.json"], debounceMs: 5 }).changed).toBe(true);
    expect(store.current().generation).toBe(0);
    store.apply({ catalogue: paths["c.json"] });
    expect(store.current().generation).toBe(1);
  });

  it("keeps the catalogue in use when the same unchanged file is configured again, and loads it anew once it changes", () => {
    const paths = writeTemp({ "c.json": customCatalogue() });
    const path = paths["c.json"] as string;
    const store = createSettingsStore();
    store.apply({ catalogue: path });
    const first = store.current();
    expect(store.apply({ catalogue: path })).toEqual({ errors: [], changed: false });
    expect(store.current().catalogue).toBe(first.catalogue);
    expect(store.current().generation).toBe(first.generation);
    writeFileSync(path, customCatalogue().replace("Custom summary.", "Changed summary."));
    expect(store.apply({ catalogue: path })).toEqual({ errors: [], changed: true });
    expect(store.current().catalogue.operations[0]?.summary).toBe("Changed summary.");
    expect(store.current().generation).toBe(first.generation + 1);
  });

  it("resolves relative paths against the workspace root", () => {
    const paths = writeTemp({ "grant.json": READ_ONLY_GRANT });
    const dir = (paths["grant.json"] as string).replace(/\/grant\.json$/, "");
    const store = createSettingsStore({ baseDir: dir });
    store.apply({ grant: "grant.json" });
    expect(store.current().grant?.allowlist).toEqual(["files.read_file"]);
  });

  it("names an unknown operation in a grant", () => {
    const paths = writeTemp({ "grant.json": JSON.stringify({ capabilities: [], allowlist: ["files.nope"] }) });
    const { errors } = createSettingsStore().apply({ grant: paths["grant.json"] });
    expect(errors[0]).toContain("files.nope");
  });
});

describe("settings through the protocol", () => {
  let client: TestClient;
  afterAll(closeSharedTools);
  afterEach(async () => {
    await client.dispose();
  });

  async function hoverReadFile(): Promise<string> {
    const uri = `file:///w/s-${Math.random().toString(36).slice(2)}.ts`;
    client.open(uri, 'gg.files.readFile("a");');
    const hover = await client.connection.sendRequest<Hover>("textDocument/hover", { textDocument: { uri }, position: { line: 0, character: 10 } });
    return (hover.contents as { value: string }).value;
  }

  it("reads workspace/configuration (section gg) after initialized", async () => {
    const paths = writeTemp({ "c.json": customCatalogue() });
    client = createInProcessClient();
    client.configuration = { catalogue: paths["c.json"] };
    const asked: unknown[] = [];
    client.connection.onRequest("workspace/configuration", (params: { items: unknown[] }) => {
      asked.push(params.items);
      return [client.configuration];
    });
    await client.initialize({ capabilities: { workspace: { configuration: true } } });
    await vi.waitFor(async () => expect(await hoverReadFile()).toContain("Custom summary."), { timeout: 20_000 });
    expect(asked).toEqual([[{ section: "gg" }]]);
  });

  it("asks workspace/configuration again on didChangeConfiguration and applies the answer", async () => {
    const paths = writeTemp({ "c.json": customCatalogue() });
    client = createInProcessClient();
    client.configuration = {};
    await client.initialize({ capabilities: { workspace: { configuration: true } } });
    expect(await hoverReadFile()).toContain("Read a UTF-8 text file.");
    client.configuration = { catalogue: paths["c.json"] };
    // The notification's own payload is ignored by a client that serves workspace/configuration: the server asks.
    void client.connection.sendNotification("workspace/didChangeConfiguration", { settings: null });
    await vi.waitFor(async () => expect(await hoverReadFile()).toContain("Custom summary."), { timeout: 20_000 });
  });

  it("shows a broken catalogue once as an error and keeps the last good one", async () => {
    const paths = writeTemp({ "good.json": customCatalogue(), "bad.json": '{ "operations": [' });
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { catalogue: paths["good.json"] } });
    for (let i = 0; i < 3; i++) void client.connection.sendNotification("workspace/didChangeConfiguration", { settings: { gg: { catalogue: paths["bad.json"] } } });
    expect(await hoverReadFile()).toContain("Custom summary.");
    expect(client.shown).toHaveLength(1);
    expect(client.shown[0]).toMatchObject({ type: 1 });
    expect(client.shown[0]?.message).toContain(paths["bad.json"]);
    expect(client.shown[0]?.message).toContain("keeping the previous one");
  });

  it("shows a broken grant once as an error and keeps serving", async () => {
    const paths = writeTemp({ "g.json": "[1," });
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { gg: { grant: paths["g.json"] } } });
    void client.connection.sendNotification("workspace/didChangeConfiguration", { settings: { gg: { grant: paths["g.json"] } } });
    expect(await hoverReadFile()).toContain("files.read_file");
    expect(client.shown).toHaveLength(1);
    expect(client.shown[0]?.type).toBe(1);
    expect(client.shown[0]?.message).toContain(paths["g.json"]);
  });

  it("re-reads the grant file when the client reports it changed", async () => {
    const paths = writeTemp({ "g.json": READ_ONLY_GRANT });
    const path = paths["g.json"] as string;
    client = createInProcessClient();
    const registered: unknown[] = [];
    client.connection.onRequest("client/registerCapability", (params: unknown) => {
      registered.push(params);
      return null;
    });
    await client.initialize({
      capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
      initializationOptions: { grant: path },
    });
    expect(await hoverReadFile()).toContain("files.read_file");
    writeFileSync(path, JSON.stringify({ capabilities: [], allowlist: [] }));
    void client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(path).href, type: 2 }] });
    await vi.waitFor(async () => expect(await hoverReadFile()).toBe("`gg.files.readFile` is not available."), { timeout: 20_000 });
    expect(JSON.stringify(registered)).toContain("workspace/didChangeWatchedFiles");
  });

  it("applies a new grant from didChangeConfiguration and re-publishes nothing different for diagnostics", async () => {
    const paths = writeTemp({ "g.json": READ_ONLY_GRANT });
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { debounceMs: 0 } });
    client.open("file:///w/d.ts", 'gg.files.listDir(".");\nfiles.readFile("a");\n');
    const before = await client.diagnosticsFor("file:///w/d.ts", 1);
    const count = client.published.length;
    void client.connection.sendNotification("workspace/didChangeConfiguration", { settings: { gg: { grant: paths["g.json"] } } });
    await vi.waitFor(() => expect(client.published.length).toBeGreaterThan(count), { timeout: 20_000 });
    expect(client.published.at(-1)?.diagnostics).toEqual(before.diagnostics);
    const hover = await client.connection.sendRequest<Hover>("textDocument/hover", {
      textDocument: { uri: "file:///w/d.ts" },
      position: { line: 0, character: 11 },
    });
    expect((hover.contents as { value: string }).value).toBe("`gg.files.listDir` is not available.");
  });
});
