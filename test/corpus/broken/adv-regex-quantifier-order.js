// broken [GG1010]: the quantifier `{5,2}` has its bounds out of order: an early SyntaxError
import { files } from "gg";

const shortHash = /\b[0-9a-f]{12,7}\b/g;
const log = files.readFile("CHANGELOG.md");
console.log((log.match(shortHash) ?? []).slice(0, 5));

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
