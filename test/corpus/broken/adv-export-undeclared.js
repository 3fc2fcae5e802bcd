// broken [GG1010]: `export { report }` names a binding the module never declares: an early SyntaxError
import { files, session } from "gg";

const reportText = files.glob("**/*.md").join("\n");
session.reportProgress(reportText.slice(0, 200));

export { report };
