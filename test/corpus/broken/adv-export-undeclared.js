// broken [GG1010]: `export { report }` names a binding the module never declares: an early SyntaxError
import { files, session } from "gg";

const reportText = files.glob("**/*.md").join("\n");
session.reportProgress(reportText.slice(0, 200));

export { report };

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
