// good: `globalThis.Deno === undefined` guards the Deno branch; the guest has no Deno, so the gg branch runs
import { files } from "gg";

function readText(path) {
  if (globalThis.Deno === undefined) {
    return files.readFile(path);
  }
  return Deno.readTextFileSync(path);
}

const readme = readText("README.md");
const headings = readme.split("\n").filter((l) => /^#{1,3} /.test(l));
console.log(headings.map((h) => h.replace(/^#+ /, "")).join("\n"));
