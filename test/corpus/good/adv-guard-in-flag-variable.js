// good: a flag computed with `in` ("Deno" in globalThis) guards the Deno calls; in the guest the flag is false
import { files } from "gg";

const hasDeno = "Deno" in globalThis;
const cwd = hasDeno ? Deno.cwd() : ".";
const paths = hasDeno ? [...Deno.readDirSync(cwd)].map((e) => e.name) : files.glob("*");
console.log(`${paths.length} entries in ${cwd}`);

// The size of the documentation, for the summary line.
function countDocs() {
  const pages = gg.files.glob("docs/**/*.md");
  const lines = pages.reduce((sum, p) => sum + gg.files.readFile(p).split("\n").length, 0);
  console.log(`${pages.length} doc pages, ${lines} lines`);
}
countDocs();
