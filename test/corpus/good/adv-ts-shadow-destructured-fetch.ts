// good: `const { fetch } = web` binds a local fetch (gg's), which shadows the global the guest lacks
import { web } from "gg";

const { fetch } = web;
const urls = ["https://example.com/", "https://example.com/docs"];
for (const url of urls) {
  const res = fetch(url);
  console.log(`${url}: ${res.status} (${res.contentType ?? "unknown type"})`);
}
