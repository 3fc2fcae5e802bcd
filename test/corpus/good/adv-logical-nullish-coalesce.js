// good: the left side of `??` is an array's length or a template string, never nullish, so the right sides (missing gg members) never run
import { docs } from "gg";

const hits = docs.search("read file");
const total = hits.length ?? docs.count("read file");
const heading = `${total} operations about reading` ?? docs.heading(hits);
console.log(heading);
for (const hit of hits) {
  console.log(`- ${hit.name}: ${hit.summary}`);
}
