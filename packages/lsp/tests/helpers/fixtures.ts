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

/**
 * A program the checker works on for seconds (a type counting to 500 through recursive tuples), long enough for a
 * test to act while its check is surely still running. It passes.
 */
export const SLOW =
  "type B<N extends number, A extends unknown[] = []> = A['length'] extends N ? A : B<N, [...A, 0]>;\ntype T = B<500>;\nexport {};\n";

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
