// broken [GG1021]: `loadNotes` is async, so `notes` is a promise; `notes.split` throws (the await is forgotten)
import { files } from "gg";

async function loadNotes(path) {
  const text = files.readFile(path);
  return text.trim();
}

async function main() {
  const notes = loadNotes("NOTES.md");
  const headings = notes.split("\n").filter((l) => l.startsWith("#"));
  console.log(`${headings.length} headings`);
}

await main();
