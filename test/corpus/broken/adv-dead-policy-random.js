// broken [TS2339]: by policy: files.removeFile does not exist and the branch is live code (Math.random() > 2 is never true, but no checker should rely on that); the run did not take it
import { files, session } from "gg";

const stale = files.glob("**/*.orig");
for (const path of stale) {
  if (Math.random() > 2) {
    files.removeFile(path);
  } else {
    console.log(`keeping ${path}`);
  }
}
session.reportProgress(`${stale.length} stale files reviewed`);
