// good: searches the gg documentation and prints the view of the best hit
import { docs } from "gg";

const hits: docs.DocHit[] = docs.search("write a file");
if (hits.length === 0) {
  console.log("nothing found");
} else {
  for (const hit of hits.slice(0, 5)) console.log(`${hit.name} — ${hit.summary}`);
  const best = hits[0];
  if (best) {
    const text = docs.view(best.name);
    console.log(text ?? `(no documentation for ${best.name})`);
  }
}
