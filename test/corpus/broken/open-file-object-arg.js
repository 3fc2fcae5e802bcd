// broken: views.openFile takes (path, line); a single { path, line } object cannot lower to the path string
import { views, files } from "gg";

const first = files.grep("TODO")[0];
if (first) views.openFile({ path: first.path, line: first.line });
