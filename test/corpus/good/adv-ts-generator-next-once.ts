// good: a typed generator advanced once by hand; its second step (a valid gg call) never runs and is fine anyway
import { files, web } from "gg";

function* pages(pattern: string): Generator<string[] | web.WebResponse> {
  yield files.glob(pattern);
  yield web.fetch("https://example.com/more-pages.json");
}

const it = pages("docs/**/*.md");
const first = it.next().value;
console.log(Array.isArray(first) ? `${first.length} local pages` : "unexpected");
