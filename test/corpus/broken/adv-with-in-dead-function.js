// broken [GG1010]: a `with` statement in a function never called still fails the whole module: an early SyntaxError
import { files } from "gg";

function legacy(entry) {
  with (entry) return `${name}: ${size}`;
}
console.log(files.listDir(".").map((e) => `${e.name}: ${e.size}`).join("\n"));

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
