// broken [GG1010]: an arrow function with two parameters of one name (`(acc, acc)`) is an early SyntaxError in every mode
import { files } from "gg";

const sizes = files.listDir("dist").map((e) => e.size);
const total = sizes.reduce((acc, acc) => acc + acc, 0);
console.log(`dist: ${total} bytes`);

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
