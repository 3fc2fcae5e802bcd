// Vitest global setup: the tests start the built checker (the bundled gg-check, worker threads from dist/). When it
// is missing the run fails here, naming what to do, instead of a suite passing by skipping.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const BUILT: readonly string[] = ["dist/index.js", "dist/pool/worker.js", "dist/gg-check.cjs", "../catalogue/dist/index.js"];

/** Throws when a built file the tests need is missing. */
export default function assertBuilt(): void {
  const root = new URL("../../", import.meta.url);
  const missing = BUILT.filter((file) => !existsSync(fileURLToPath(new URL(file, root))));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(", ")}; run \`pnpm build\` at the repository root first (the package's \`test\` script does)`);
}
