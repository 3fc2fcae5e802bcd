// good: flags of a constant JSON text decide which report runs, so the console.table branch never runs
import { files } from "gg";

const CONFIG = JSON.parse(`{
  "output": { "table": false, "format": "markdown" },
  "limit": 20
}`);

const entries = files.listDir(".").slice(0, CONFIG.limit);
if (CONFIG.output.table) {
  console.table(entries);
} else if (CONFIG.output.format === "markdown") {
  files.writeFile("LISTING.md", entries.map((e) => `- ${e.name}`).join("\n"));
}
console.log(`listed ${entries.length}`);
