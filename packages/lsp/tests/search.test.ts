import { readFileSync } from "node:fs";
import { DEFAULT_CATALOGUE_PATH } from "@gg/catalogue";
import type { SymbolInformation } from "vscode-languageserver-protocol";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { READ_ONLY_GRANT, writeTemp } from "./helpers/fixtures.js";

let client: TestClient;
afterAll(closeSharedTools);
afterEach(async () => {
  await client.dispose();
});

describe("gg/search and workspace/symbol", () => {
  beforeEach(async () => {
    client = createInProcessClient();
    await client.initialize();
  });

  it("answers gg/search with the documentation search's hits", async () => {
    const hits = await client.connection.sendRequest<{ id: string; name: string }[]>("gg/search", { query: "read file" });
    expect(hits[0]).toMatchObject({ id: "files.read_file", name: "gg.files.readFile" });
  });

  it("honours the limit", async () => {
    const hits = await client.connection.sendRequest<unknown[]>("gg/search", { query: "file", limit: 2 });
    expect(hits).toHaveLength(2);
  });

  it("rejects a request without a query with InvalidParams", async () => {
    await expect(client.connection.sendRequest("gg/search", { q: 1 })).rejects.toMatchObject({ code: -32602 });
  });

  it("lists matching operations as workspace symbols located in the catalogue file", async () => {
    const symbols = await client.connection.sendRequest<SymbolInformation[]>("workspace/symbol", { query: "read file" });
    const readFile = symbols.find((symbol) => symbol.name === "gg.files.readFile");
    expect(readFile).toMatchObject({ kind: 12, containerName: "gg.files" });
    expect(readFile?.location.uri).toMatch(/^file:\/\/.*catalogue\.json$/);
    expect(readFile?.location.range.start.line).toBeGreaterThan(0);
  });
});

describe("workspace/symbol in a catalogue of one's own", () => {
  it("points at the operation's entry, not at an earlier string with the same text", async () => {
    const raw = JSON.parse(readFileSync(DEFAULT_CATALOGUE_PATH, "utf8")) as { capabilities: string[] };
    // A capability may be spelt like an operation id, and capabilities come first in the file.
    raw.capabilities.push("files.read_file");
    const text = JSON.stringify(raw, null, 2);
    const { catalogue } = writeTemp({ catalogue: text }) as { catalogue: string };
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { catalogue } });
    const symbols = await client.connection.sendRequest<SymbolInformation[]>("workspace/symbol", { query: "read file" });
    const range = symbols.find((symbol) => symbol.name === "gg.files.readFile")?.location.range;
    const entry = text.indexOf('"id": "files.read_file"') + '"id": '.length;
    const before = text.slice(0, entry).split("\n");
    expect(range?.start).toEqual({ line: before.length - 1, character: (before.at(-1) ?? "").length });
    expect(range?.end).toEqual({ line: before.length - 1, character: (before.at(-1) ?? "").length + '"files.read_file"'.length });
  });
});

describe("gg/search with a grant", () => {
  it("finds only what the grant allows", async () => {
    const { grant } = writeTemp({ grant: READ_ONLY_GRANT }) as { grant: string };
    client = createInProcessClient();
    await client.initialize({ initializationOptions: { grant } });
    const hits = await client.connection.sendRequest<{ id: string }[]>("gg/search", { query: "file" });
    expect(hits.map((hit) => hit.id)).toEqual(["files.read_file"]);
    const symbols = await client.connection.sendRequest<SymbolInformation[]>("workspace/symbol", { query: "" });
    expect(symbols.map((symbol) => symbol.name)).toEqual(["gg.files.readFile", "gg.session.reportProgress", "gg.docs.search", "gg.docs.view"]);
  });
});
