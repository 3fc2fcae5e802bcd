// broken [TS2349]: calls `.length()` on the list glob returns; a number is not callable, a TypeError when run
import { files, session } from "gg";

const specs = files.glob("**/*.spec.js");
session.reportProgress(`${specs.length()} spec files`);
