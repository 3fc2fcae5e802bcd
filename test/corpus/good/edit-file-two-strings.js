// good: gg.files.editFile given two strings for its edit list runs: the guest's lowering checks only string parameters and hands the list to the host as it is (TS2554 is a warning in JavaScript)
import { files, session } from "gg";

const targets = files.grep("require\\(", { glob: "src/**/*.js" });
const paths = [...new Set(targets.map((t) => t.path))];
let total = 0;
for (const path of paths) {
  const res = files.editFile(path, "require(", "import(");
  total += res.replacements;
}
session.reportProgress(`${total} require calls rewritten in ${paths.length} files`);
