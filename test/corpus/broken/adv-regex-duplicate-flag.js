// broken [GG1010]: the regular expression literal repeats a flag (`gig`): an early SyntaxError
import { files } from "gg";

const todo = /todo:/gig;
const text = files.readFile("src/index.js");
console.log(`${(text.match(todo) ?? []).length} TODOs`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
