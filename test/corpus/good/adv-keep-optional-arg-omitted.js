// good: omitted arguments are the optional ones (grep options, openFile line, approve note), which is allowed
import { files, views, session } from "gg";

const hits = files.grep("console\\.log");
for (const h of hits.slice(0, 3)) views.openFile(h.path);
if (hits.length === 0) session.approve();
else session.requestChanges(`${hits.length} console.log calls left`);

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
