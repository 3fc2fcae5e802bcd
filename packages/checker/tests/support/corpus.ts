// The labelled corpus (test/corpus) as the checker's tests walk it: every program of both folders, with its language.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "../../src/types.js";

/** One corpus program. `label` is `folder/name`, as a failing expectation names it. */
export interface CorpusProgram {
  readonly label: string;
  readonly language: Language;
  readonly text: string;
}

const CORPUS = join(import.meta.dirname, "../../../../test/corpus");

/** Every program of the corpus (good, then broken, each in directory order). */
export function corpusPrograms(): CorpusProgram[] {
  const programs: CorpusProgram[] = [];
  for (const folder of ["good", "broken"]) {
    for (const name of readdirSync(join(CORPUS, folder))) {
      const language = name.endsWith(".ts") ? "ts" : name.endsWith(".js") ? "js" : undefined;
      if (language === undefined) continue;
      programs.push({ label: `${folder}/${name}`, language, text: readFileSync(join(CORPUS, folder, name), "utf8") });
    }
  }
  return programs;
}
