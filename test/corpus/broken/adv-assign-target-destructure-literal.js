// broken [GG1010]: the destructuring pattern `[first, "second"] = …` holds a literal as a target: an early SyntaxError
import { shell } from "gg";

let first;
const out = shell.run("git log --format=%h -2").stdout.trim().split("\n");
[first, "second"] = out;
console.log(`latest commit ${first}`);

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
