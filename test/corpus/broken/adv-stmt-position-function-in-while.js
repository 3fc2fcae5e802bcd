// broken [GG1010]: a function declaration as the body of `while` is never allowed (and never in module code): an early SyntaxError
import { shell } from "gg";

let tries = 0;
while (tries++ < 0) function retry() { return shell.run("npm ci"); }
const r = shell.run("npm ci");
console.log(`install exit ${r.exitCode}`);

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
