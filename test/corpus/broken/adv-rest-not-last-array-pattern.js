// broken [GG1010]: an array pattern with an element after the rest (`[...rest, last]`) is a SyntaxError: the program never loads
import { shell } from "gg";

const tags = shell.run("git tag --sort=version:refname").stdout.trim().split("\n");
const [...older, latest] = tags;
console.log(`latest tag ${latest}, ${older.length} older`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
