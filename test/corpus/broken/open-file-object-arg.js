// broken [TS2345]: views.openFile takes (path, line); a single { path, line } object cannot lower to the path string
import { views, files } from "gg";

const hits = files.grep("FIXME", { glob: "src/**/*.js" });
if (hits.length === 0) {
  console.log("no FIXME left");
} else {
  const first = hits[0];
  views.openFile({ path: first.path, line: first.line });
  console.log(`${hits.length} FIXMEs; opened the first one`);
}
