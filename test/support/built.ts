// Vitest global setup: the tests start what `tsc -b` builds (entry points, spawned processes, other packages through
// their exports). When it is missing the run fails here, naming what to do, instead of a suite passing by skipping.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const BUILT: readonly string[] = ["../packages/catalogue/dist/index.js", "../packages/checker/dist/index.js", "../packages/checker/dist/gg-check.cjs", "../packages/eslint-plugin/dist/index.js", "../packages/lsp/dist/index.js"];

/** Throws when a built file the tests need is missing. */
export default function assertBuilt(): void {
  const root = new URL("../", import.meta.url);
  const missing = BUILT.filter((file) => !existsSync(fileURLToPath(new URL(file, root))));
  if (missing.length > 0) throw new Error(`not built: ${missing.join(", ")}; run \`npx tsc -b\` at the repository root first (the package's \`test\` script does)`);
}
