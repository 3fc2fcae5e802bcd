// A package's prepack step, after its build (run from the package's folder): refuses to pack (exit 1, saying what is
// missing and what to run) when a file the package's manifest points at (its exports, its bins, the folders of
// `files`) is not there, so a clone that was never built cannot pack an empty package without a word.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

/** Every file path a value of `exports` names (conditions and subpaths, at any depth). */
function targets(value) {
  if (typeof value === "string") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(targets);
}

const wanted = [
  ...targets(manifest.exports ?? {}),
  ...Object.values(typeof manifest.bin === "string" ? { [manifest.name]: manifest.bin } : (manifest.bin ?? {})),
  ...(manifest.files ?? []).filter((entry) => !entry.startsWith("!") && !/[*?]/.test(entry)),
];
const missing = [...new Set(wanted.map((path) => path.replace(/^\.\//, "")))].filter((path) => !existsSync(join(root, path)));
if (missing.length > 0) {
  process.stderr.write(`${manifest.name}: cannot pack: missing ${missing.join(", ")}; build it first (\`npx -y pnpm@12.4.2 run build\` at the repository's root)\n`);
  process.exit(1);
}
