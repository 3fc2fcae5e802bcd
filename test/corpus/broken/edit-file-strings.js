// broken [TS2554]: gg.files.editFile takes a list of { oldText, newText } edits; passing two strings cannot lower
import { files, session } from "gg";

const targets = files.grep("require\\(", { glob: "src/**/*.js" });
const paths = [...new Set(targets.map((t) => t.path))];
let total = 0;
for (const path of paths) {
  const res = files.editFile(path, "require(", "import(");
  total += res.replacements;
}
session.reportProgress(`${total} require calls rewritten in ${paths.length} files`);
