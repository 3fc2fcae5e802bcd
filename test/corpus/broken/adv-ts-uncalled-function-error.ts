// broken [TS2551]: the misspelt operation sits in a function never called; tsc checks every function body and refuses it
import { files, views } from "gg";

function showAll(paths: string[]): void {
  for (const p of paths) views.showDif(p);
}

const changed = files.glob("src/**/*.ts");
console.log(`${changed.length} files changed`);
