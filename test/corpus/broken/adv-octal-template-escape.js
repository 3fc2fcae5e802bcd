// broken [GG1010]: an untagged template literal may not hold an octal escape (`\01`), in any mode: an early SyntaxError
import { session } from "gg";

const step = 1;
session.reportProgress(`step \01 of 3: ${step}`);
