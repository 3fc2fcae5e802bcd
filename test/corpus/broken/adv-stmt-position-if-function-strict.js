// broken [GG1010]: `if (…) function f() {}` is allowed only in sloppy scripts (Annex B); in a module it is an early SyntaxError
import { session } from "gg";

const verbose = false;
if (verbose) function log(msg) { session.reportProgress(msg); }
session.reportProgress("done");

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
