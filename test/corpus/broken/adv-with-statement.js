// broken [GG1010]: a `with` statement is an early SyntaxError in strict (module) code
import { shell } from "gg";

const r = shell.run("git status --porcelain");
with (r) {
  console.log(`exit ${exitCode}, ${stdout.split("\n").length} lines`);
}

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
