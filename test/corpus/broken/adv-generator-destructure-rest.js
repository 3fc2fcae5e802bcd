// broken [TS2304]: a rest element takes every value, so the generator runs past its first yield into `fetch`, a global the guest lacks
import { files } from "gg";

function* pages(pattern) {
  yield files.glob(pattern);
  yield fetch("https://example.com/more-pages.json");
}

const [local, ...remote] = pages("docs/**/*.md");
console.log(local.length, remote.length);
