// broken [GG1010]: an untagged template literal may not hold an octal escape (`\01`), in any mode: an early SyntaxError
import { session } from "gg";

const step = 1;
session.reportProgress(`step \01 of 3: ${step}`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
