// broken [TS2339]: `loadNotes` is async, so `notes` is a promise, which has no `split` (the await is forgotten)
import { files } from "gg";

async function loadNotes(path: string): Promise<string> {
  return files.readFile(path).trim();
}

async function main(): Promise<void> {
  const notes = loadNotes("NOTES.md");
  const headings = notes.split("\n").filter((l) => l.startsWith("#"));
  console.log(`${headings.length} headings`);
}

await main();
