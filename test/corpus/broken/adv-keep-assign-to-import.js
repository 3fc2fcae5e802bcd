// broken [TS2632]: the program assigns to the imported binding `session`; imports are read-only, a TypeError
import { files, session } from "gg";

const log = [];
if (files.glob("*.md").length >= 0) {
  session = { reportProgress: (m) => log.push(m) };
}
session.reportProgress("started");
console.log(log);
