/** The benchmark's programs: the labelled corpus (`test/corpus/{good,broken}`) and generated programs. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Language, Program } from "./generate.js";

/** The repository root (bench/dist/… → the checkout). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A corpus program with its label. */
export interface CorpusProgram extends Program {
  readonly label: "good" | "broken";
}

const LANGUAGES: Readonly<Record<string, Language>> = { ".ts": "ts", ".mts": "ts", ".js": "js", ".mjs": "js" };

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (LANGUAGES[extname(name)] !== undefined && !name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** Every program of the labelled corpus, in path order; empty when the corpus is not there. */
export function loadCorpus(root: string = join(REPO_ROOT, "test", "corpus")): CorpusProgram[] {
  const programs: CorpusProgram[] = [];
  for (const label of ["good", "broken"] as const) {
    const dir = join(root, label);
    if (!existsSync(dir)) continue;
    for (const path of walk(dir)) {
      const source = readFileSync(path, "utf8");
      const language = LANGUAGES[extname(path)] ?? "ts";
      programs.push({ name: relative(root, path), language, label, lines: source.split("\n").length, source });
    }
  }
  return programs;
}
