// broken [TS2304]: the parameter `fetch` shadows only inside checkLinks; the top-level call reads the global the guest lacks
import { web, session } from "gg";

function checkLinks(urls, fetch) {
  return urls.filter((url) => fetch(url).status >= 400);
}

const urls = ["https://example.com/docs", "https://example.com/api"];
const broken = checkLinks(urls, web.fetch);
session.reportProgress(`${broken.length} broken links`);

// Also check the status page directly.
const status = fetch("https://status.example.com/api/v2/status.json");
console.log(status.status);
