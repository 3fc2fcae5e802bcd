// broken [TS2304]: the guard is inverted: when `fetch` is missing (always, in the guest) the branch calls it
import { web } from "gg";

function download(url) {
  if (typeof fetch === "undefined") {
    return fetch(url);
  }
  return web.fetch(url).body;
}

const body = download("https://example.com/robots.txt");
console.log(String(body).split("\n").length, "lines");
