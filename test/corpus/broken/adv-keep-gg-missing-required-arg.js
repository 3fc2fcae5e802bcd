// broken [TS2554]: files.writeFile needs the contents: called with the path alone, the argument cannot lower (a TypeError in the guest)
import { files } from "gg";

const report = files.glob("**/*.test.js").map((p) => `- ${p}`).join("\n");
files.writeFile("TESTS.md");
console.log(report.length, "chars of report");

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
