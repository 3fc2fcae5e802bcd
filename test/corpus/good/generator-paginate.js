// good: a generator pages through grep matches, printing them twenty at a time
import { files } from "gg";

function* pages(items, size) {
  for (let i = 0; i < items.length; i += size) {
    yield items.slice(i, i + size);
  }
}

const matches = files.grep("console\\.(log|debug)", { glob: "src/**/*.js" });
let page = 1;
for (const chunk of pages(matches, 20)) {
  console.log(`--- page ${page++} ---`);
  for (const m of chunk) console.log(`${m.path}:${m.line}: ${m.text.trim()}`);
}
