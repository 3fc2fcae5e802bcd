// good: the generator is advanced once by hand; its code after the first yield (a missing global) never runs
import { files } from "gg";

function* pages(pattern) {
  yield files.glob(pattern);
  yield fetch("https://example.com/more-pages.json");
}

const it = pages("docs/**/*.md");
const first = it.next().value;
console.log(`${first.length} local pages`);
