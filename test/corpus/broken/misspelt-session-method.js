// broken: `gg.session.reportProgres` is misspelt (`reportProgress`), a TypeError when called
import { session, files } from "gg";

const n = files.glob("**/*.js").length;
session.reportProgres(`${n} files scanned`);
