// broken [TS2554]: views.openFile takes a path and an optional line; a third argument (a column) is refused by tsc
import { files, views } from "gg";

for (const hit of files.grep("TODO", { maxResults: 3 })) {
  views.openFile(hit.path, hit.line, 1);
}

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
