// broken [TS2304]: the generator is advanced twice, so its second step runs and calls the missing global fetch
import { files } from "gg";

function* pages(pattern) {
  yield files.glob(pattern);
  yield fetch("https://example.com/more-pages.json");
}

const it = pages("docs/**/*.md");
const local = it.next().value;
const remote = it.next().value;
console.log(local.length, remote);
