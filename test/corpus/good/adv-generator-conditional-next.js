// good: the generator's second step reads a member text lacks, but only a second `next()` behind a test of the data runs it, and the mock's data never takes it
import { files } from "gg";

function* batches(paths) {
  yield paths.slice(0, 10);
  const manifest = files.readFile("manifest.txt");
  yield manifest.entries.filter((e) => !paths.includes(e));
}

const paths = files.glob("**/*.md");
const it = batches(paths);
const first = it.next().value;
console.log(`first batch: ${first.length}`);
if (paths.length > 10) console.log("rest:", it.next().value);
for (const p of []) it.next(p);
