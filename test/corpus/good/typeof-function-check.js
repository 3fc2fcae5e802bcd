// good: checks gg members with typeof before calling, defensive but correct
import { docs } from "gg";

if (typeof docs.search === "function") {
  const hits = docs.search("shell");
  console.log(hits.map((h) => h.name).join("\n") || "no hits");
}
