// broken [TS2345]: the map callback declares its parameter as a string, but listDir gives DirEntry records
import { files } from "gg";

const names = files.listDir(".").map((name: string) => name.toUpperCase());
console.log(names.join(", "));

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
