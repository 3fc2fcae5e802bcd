// good: an async loader called before its table is declared rejects, the rejection is handled, and the later call succeeds
import { files } from "gg";

async function loadIndex() {
  return INDEX.map((p) => files.readFile(p).length);
}
loadIndex().catch(() => console.log("index not ready yet"));
const INDEX = files.glob("*.md");
console.log((await loadIndex()).length);
