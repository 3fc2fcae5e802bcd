/**
 * Positions the editor sees agree with the text it sent, whatever the line ends and characters.
 */
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";

let client: TestClient;
afterAll(closeSharedTools);
beforeAll(async () => {
  client = createInProcessClient();
  await client.initialize({ initializationOptions: { debounceMs: 0 } });
});
afterAll(async () => {
  await client.dispose();
});

/** Where `files` (unqualified) is reported, in LSP terms, for a text. */
async function reportedAt(name: string, text: string): Promise<{ line: number; character: number }[]> {
  const uri = `file:///w/${name}.ts`;
  client.open(uri, text);
  const { diagnostics } = await client.diagnosticsFor(uri, 1);
  return diagnostics.filter((d) => d.code === "TS2304").map((d) => d.range.start);
}

/** Where `files.` occurs in the text, counted the LSP way (UTF-16 units; CRLF, LF and CR end lines). */
function expectedAt(text: string): { line: number; character: number } {
  const offset = text.indexOf("files.");
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length - 1, character: (before.at(-1) ?? "").length };
}

describe("positions across encodings", () => {
  it.each([
    ["crlf", 'const s = "x";\r\nfiles.readFile(s);\r\n'],
    ["cr", 'const s = "x";\rfiles.readFile(s);\r'],
    ["astral", 'const s = "a\u{10400}b"; files.readFile(s);\n'],
    ["bom", '\uFEFFfiles.readFile("a");\n'],
    ["separators", 'const s = "\u2028\u2029";\nfiles.readFile(s);\n'],
  ])("reports an unqualified name where it is: %s", async (name, text) => {
    expect(await reportedAt(name, text)).toEqual([expectedAt(text)]);
  });
});
