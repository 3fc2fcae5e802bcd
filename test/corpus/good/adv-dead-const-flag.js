// good: `const DRY_RUN = true` makes the deleting branch dead; its misspelt gg call never runs
import { files, session } from "gg";

const DRY_RUN = true;
const stale = files.glob("**/*.orig");
for (const path of stale) {
  if (DRY_RUN) {
    console.log(`would delete ${path}`);
  } else {
    files.removeFile(path);
  }
}
session.reportProgress(`${stale.length} stale files found (dry run)`);
