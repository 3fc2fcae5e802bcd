// The programs the repository already holds (examples and the labelled corpus), as a realistic workload.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@gg/checker";
import { ROOT } from "./paths.js";

/** One program on disk. */
export interface Program {
  readonly path: string;
  readonly language: Language;
  readonly source: string;
}

function walk(dir: string, out: Program[]): void {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (/\.(ts|mts)$/.test(name) && !name.endsWith(".d.ts")) out.push({ path, language: "ts", source: readFileSync(path, "utf8") });
    else if (/\.(js|mjs)$/.test(name)) out.push({ path, language: "js", source: readFileSync(path, "utf8") });
    else if (!name.includes(".")) walk(path, out);
  }
}

/** examples/ and test/corpus/, sorted by path. */
export function repositoryPrograms(): Program[] {
  const out: Program[] = [];
  walk(join(ROOT, "examples"), out);
  walk(join(ROOT, "test", "corpus"), out);
  return out;
}
