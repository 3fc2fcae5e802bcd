/**
 * The timing lines: with GG_LSP_TIMINGS=1 the server writes, per published version, one stderr line with the time of
 * each step of edit → diagnostics; without it, none.
 */
import { TIMINGS_ENV, TIMINGS_PREFIX } from "../src/analysis/timings.js";
import { closeSharedTools, createInProcessClient, type TestClient } from "./helpers/client.js";
import { CLEAN, UNQUALIFIED } from "./helpers/fixtures.js";

let client: TestClient | undefined;
afterAll(closeSharedTools);
afterEach(async () => {
  await client?.dispose();
  client = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Starts a server with the variable as given and collects the timing lines it writes. */
async function serverWithTimings(value: string | undefined): Promise<{ client: TestClient; lines: () => { uri: string; version: number; steps: Record<string, number> }[] }> {
  vi.stubEnv(TIMINGS_ENV, value);
  const written: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (String(chunk).startsWith(TIMINGS_PREFIX)) {
      written.push(String(chunk));
      return true;
    }
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  });
  const started = createInProcessClient();
  await started.initialize({ initializationOptions: { debounceMs: 0 } });
  return { client: started, lines: () => written.map((line) => JSON.parse(line.slice(TIMINGS_PREFIX.length)) as { uri: string; version: number; steps: Record<string, number> }) };
}

describe("timing lines", () => {
  it("are written once per published version, with every step of the analysis", async () => {
    const server = await serverWithTimings("1");
    client = server.client;
    const uri = "file:///w/timed.ts";
    client.open(uri, `${CLEAN}// timed\n`);
    await client.diagnosticsFor(uri, 1);
    client.change(uri, 2, [{ text: UNQUALIFIED }]);
    await client.diagnosticsFor(uri, 2);
    await vi.waitFor(() => expect(server.lines().map((line) => line.version)).toEqual([1, 2]));
    const [, second] = server.lines();
    expect(second?.uri).toBe(uri);
    for (const step of ["queue", "dispatch", "yield", "lint", "check", "checkWait", "settle", "merge", "publish", "total"]) {
      expect(second?.steps[step], step).toBeGreaterThanOrEqual(0);
    }
  });

  it("are not written without the variable", async () => {
    const server = await serverWithTimings(undefined);
    client = server.client;
    const uri = "file:///w/untimed.ts";
    client.open(uri, `${CLEAN}// untimed\n`);
    await client.diagnosticsFor(uri, 1);
    expect(server.lines()).toEqual([]);
  });
});
