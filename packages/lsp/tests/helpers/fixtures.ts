/**
 * Shared programs and grants for the server tests.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A TypeScript program that uses a namespace without its import line. */
export const UNQUALIFIED = 'const text: string = files.readFile("notes.txt");\nconsole.log(text);\n';

/** A clean program. */
export const CLEAN = 'import { files } from "gg";\nconst text: string = files.readFile("notes.txt");\nconsole.log(text);\n';

/** Writes files into a fresh temporary directory and returns their paths. */
export function writeTemp(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "gg-lsp-"));
  const paths: Record<string, string> = {};
  for (const [name, text] of Object.entries(files)) {
    const path = join(dir, name);
    writeFileSync(path, text);
    paths[name] = path;
  }
  return paths;
}

/** A grant with only `files.read_file`. */
export const READ_ONLY_GRANT = JSON.stringify({ capabilities: ["fs.read"], allowlist: ["files.read_file"] });
