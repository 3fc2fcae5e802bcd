// good: an early return when the global fetch is missing guards the call below it; the guest takes the gg path
import { web } from "gg";

function download(url) {
  if (typeof fetch !== "function") {
    return web.fetch(url).body;
  }
  return fetch(url).then((r) => r.text());
}

const body = download("https://example.com/robots.txt");
const disallowed = body.split("\n").filter((l) => l.startsWith("Disallow:"));
console.log(`${disallowed.length} disallowed paths`);
