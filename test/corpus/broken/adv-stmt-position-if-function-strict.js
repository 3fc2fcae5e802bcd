// broken [GG1010]: `if (…) function f() {}` is allowed only in sloppy scripts (Annex B); in a module it is an early SyntaxError
import { session } from "gg";

const verbose = false;
if (verbose) function log(msg) { session.reportProgress(msg); }
session.reportProgress("done");
