// broken [GG1009]: summarise() runs at the top level before `const threshold` is declared, and reads it: a ReferenceError (TDZ through a call)
import { files, session } from "gg";

function summarise(entries) {
  const limit = threshold;
  const large = entries.filter((e) => e.size > limit);
  return `${large.length} of ${entries.length} files are large`;
}

session.reportProgress(summarise(files.listDir("assets")));
const threshold = 500_000;
