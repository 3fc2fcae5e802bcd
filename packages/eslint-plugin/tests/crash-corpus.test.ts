// A bounded sample of the crash corpus (scripts/crash-corpus.mjs): every rule over 300 real JS/TS files from
// node_modules, zero crashes. The full run is `node packages/eslint-plugin/scripts/crash-corpus.mjs`.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("../scripts/crash-corpus.mjs", import.meta.url));

interface CorpusStats { files: number; linted: number; parseErrors: number; crashes: number; crashSamples: unknown[] }

it("runs every rule over 300 real files without a crash", { timeout: 600_000 }, () => {
  const run = spawnSync(process.execPath, [script, "--limit", "300"], { encoding: "utf8" });
  const stats = JSON.parse(run.stdout) as CorpusStats;
  expect(stats.crashSamples).toEqual([]);
  expect(stats.crashes).toBe(0);
  expect(stats.files).toBe(300);
  expect(stats.linted + stats.parseErrors).toBe(300);
  expect(run.status).toBe(0);
});
