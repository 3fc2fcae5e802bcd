// good: `import fs = gg.files` aliases the global gg namespace; it compiles to a const read of gg.files, which the guest has
import fs = gg.files;

const big = fs.listDir("assets").filter((e) => e.size > 100_000);
for (const e of big) console.log(`${e.name}: ${e.size}`);
console.log(`${big.length} large assets`);

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
