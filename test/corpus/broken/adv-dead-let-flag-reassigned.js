// broken [TS2339]: the flag starts true but is set to false before the test, so the misspelt gg call runs
import { files, session } from "gg";

let dryRun = true;
dryRun = false;
const stale = files.glob("**/*.orig");
if (!dryRun) {
  for (const path of stale) files.removeFile(path);
}
session.reportProgress(`${stale.length} stale files removed`);
