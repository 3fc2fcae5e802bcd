// good: `let fetch;` declared by the program and assigned gg's fetch before the call: the name is the program's own
import { web } from "gg";

let fetch;
fetch = (url) => web.fetch(url);

const pages = ["https://example.com/", "https://example.com/about"];
for (const p of pages) {
  console.log(`${p}: ${fetch(p).status}`);
}
