// good: the retry loop turns once, so the backoff with setTimeout (which the guest lacks) behind attempt > 0 never runs
import { web, files } from "gg";

const MAX_ATTEMPTS = 1;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchStatus(url) {
  let last;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(250 * 2 ** attempt);
    last = web.fetch(url);
    if (last.status < 500) return last;
  }
  return last;
}

const res = await fetchStatus("https://example.com/status.json");
files.writeFile("status.json", res.body);
console.log("status", res.status);
