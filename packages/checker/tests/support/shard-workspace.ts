// A folder of ~30 guest programs for the shard and merge tests, copied from the labelled corpus: good and broken,
// TypeScript and JavaScript, some calling files.readFile (which the next catalogue removes), a nested folder whose
// name sorts between files, and copies with identical contents. Also the built CLI, run as a user runs it.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The built gg-check. */
export const CLI = fileURLToPath(new URL("../../dist/gg-check.cjs", import.meta.url));
/** The shipped catalogue. */
export const DEFAULT_CATALOGUE = fileURLToPath(new URL("../../../catalogue/catalogue.json", import.meta.url));
const CORPUS = fileURLToPath(new URL("../../../../test/corpus/", import.meta.url));

/** What a run of the CLI printed and its exit status. */
export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built gg-check in `cwd`; resolves when it exits (several run side by side). */
export function run(cwd: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, NO_COLOR: "", FORCE_COLOR: "" } });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout: Buffer.concat(stdout).toString("utf8"), stderr: Buffer.concat(stderr).toString("utf8") }));
  });
}

/**
 * The corpus programs the workspace copies, named once: good and broken, TypeScript and JavaScript, some of them
 * calling files.readFile. A fixed list, so that programs added to the corpus move nothing between the shards these
 * tests reason about.
 */
const PROGRAMS: readonly string[] = [
  "good/abstract-class-checks.ts", "good/alias-functions.ts", "good/as-const-lookup-table.ts", "good/async-main-ts.ts",
  "good/bigint-sizes.ts", "good/catch-error-message.ts", "good/catch-unannotated-message.ts",
  "good/alias-replaced-by-double.js", "good/aliases-correct.js", "good/api-docs-from-jsdoc.js", "good/approve-with-note.js",
  "good/arguments-object.js", "good/arrow-super-in-derived-constructor.js", "good/async-style-sync-calls.js",
  "broken/async-await-misuse-type.ts", "broken/await-then-on-string.ts", "broken/await-using.ts",
  "broken/call-missing-record-method.ts", "broken/capitalised-namespace-import.ts", "broken/case-operation-spelling.ts",
  "broken/accessor-field.js", "broken/alias-misspelt.js", "broken/alias-write-file-missing-arg.js",
  "broken/assign-to-import.js", "broken/await-in-plain-function.js", "broken/block-function-var-redeclaration.js",
];

/**
 * A workspace: `programs/` (the programs), `next.json` (the shipped catalogue without files.read_file, web.fetch bound
 * to another capability) and `grant.json` (valid for both catalogues). Returns its path.
 */
export function shardWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gg-shard-"));
  const chosen = new Set(PROGRAMS);
  for (const file of chosen) {
    const [folder, name] = file.split("/") as [string, string];
    const target = join(dir, "programs", folder === "good" ? "good" : "broken", name);
    mkdirSync(join(target, ".."), { recursive: true });
    copyFileSync(join(CORPUS, file), target);
  }
  // Identical contents under other names (they fall in one shard), and a folder `good-copies/` beside a file
  // `good-copies.ts`: the walk lists the folder first, a sort of whole paths the file ('.' < '/'), so the merge must
  // keep the run's own order.
  const first = [...chosen];
  mkdirSync(join(dir, "programs", "good-copies"), { recursive: true });
  for (const [i, file] of [first[0], first[7], first[13]].entries()) copyFileSync(join(CORPUS, file as string), join(dir, "programs", "good-copies", `copy-${i}${(file as string).slice(-3)}`));
  copyFileSync(join(CORPUS, first[1] as string), join(dir, "programs", `good-copies${(first[1] as string).slice(-3)}`));
  const next = JSON.parse(readFileSync(DEFAULT_CATALOGUE, "utf8")) as { operations: { id: string; binding: unknown }[] };
  next.operations = next.operations.filter((op) => op.id !== "files.read_file");
  for (const op of next.operations) if (op.id === "web.fetch") op.binding = { kind: "capability", capability: "shell" };
  writeFileSync(join(dir, "next.json"), JSON.stringify(next));
  writeFileSync(join(dir, "grant.json"), JSON.stringify({ capabilities: ["net", "fs.read"], allowlist: ["web.fetch", "files.glob"] }));
  return dir;
}
