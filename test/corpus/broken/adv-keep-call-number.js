// broken [TS2349]: `entries.length()` calls a number, a TypeError whenever it runs
import { files, session } from "gg";

const entries = files.listDir("src");
session.reportProgress(`src holds ${entries.length()} entries`);

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
