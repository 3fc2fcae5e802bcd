// broken [TS2304]: `settings` is never declared; assigning its properties throws a ReferenceError before anything runs
import { files, session } from "gg";

settings.root = "docs";
settings.pattern = "**/*.md";

let words = 0;
for (const path of files.glob(`${settings.root}/${settings.pattern}`)) {
  words += files.readFile(path).split(/\s+/).filter(Boolean).length;
}
session.reportProgress(`${words} words of documentation`);
