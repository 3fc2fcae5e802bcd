// broken [TS2339]: the left side of `||=` starts as an empty string, so its right side runs and calls files.readCached, which does not exist
import { files } from "gg";

const cache = { readme: "" };
cache.readme ||= files.readCached("README.md");

console.log(cache.readme.split("\n").length, "lines");

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
