// broken [GG1010]: `await` in an async function's parameter default is an early SyntaxError
import { web } from "gg";

async function check(url, res = await Promise.resolve(web.fetch(url))) {
  return res.status;
}
console.log(await check("https://example.com"));

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
