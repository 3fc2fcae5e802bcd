// A catalogue change: the open programs are checked against the new catalogue, and the client is told how many
// changed verdict (gg/verdictsChanged, and a message) while diagnostics update as after any settings change.
import { readFileSync } from "node:fs";
import { DEFAULT_CATALOGUE_PATH } from "@gg/catalogue";
import { VERDICTS_CHANGED } from "../src/features/catalogue-change.js";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { writeTemp } from "./helpers/fixtures.js";

/** The default catalogue without `files.read_file`: a program that calls it no longer compiles. */
function withoutReadFile(): string {
  const data = JSON.parse(readFileSync(DEFAULT_CATALOGUE_PATH, "utf8")) as { operations: { id: string }[] };
  data.operations = data.operations.filter((operation) => operation.id !== "files.read_file");
  return JSON.stringify(data);
}

interface Changed {
  readonly compared: number;
  readonly changed: number;
  readonly programs: readonly { readonly uri: string; readonly before: string; readonly after: string }[];
}

let client: TestClient | undefined;
afterEach(async () => {
  await client?.dispose();
  client = undefined;
});
afterAll(() => closeSharedTools());

describe("a catalogue change", () => {
  it("tells how many open programs changed verdict, and which", async () => {
    const paths = writeTemp({ "next.json": withoutReadFile() });
    client = createInProcessClient();
    const notified = new Promise<Changed>((resolve) => client?.connection.onNotification(VERDICTS_CHANGED, (params: Changed) => resolve(params)));
    await client.initialize();
    client.open("file:///w/reads.ts", 'gg.files.readFile("a");\n');
    client.open("file:///w/globs.ts", 'gg.files.glob("*");\n');
    client.open("file:///w/broken.ts", "const n: number = 'x';\nexport {};\n");
    await Promise.all(["reads", "globs", "broken"].map((name) => client?.diagnosticsFor(`file:///w/${name}.ts`, 1)));
    void client.connection.sendNotification("workspace/didChangeConfiguration", { settings: { gg: { catalogue: paths["next.json"] } } });
    const changed = await notified;
    expect(changed).toEqual({ compared: 3, changed: 1, programs: [{ uri: "file:///w/reads.ts", before: "pass", after: "fail" }] });
    const message = await vi.waitFor(() => {
      const shown = client?.shown.find((m) => m.message.includes("catalogue changed"));
      if (shown === undefined) throw new Error("not yet");
      return shown;
    });
    expect(message).toMatchObject({ type: 3, message: "The gg catalogue changed: 1 of 3 open programs changed verdict (reads.ts pass → fail)." });
  });
});
