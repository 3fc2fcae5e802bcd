// broken [TS2304]: only the first call is in the try; the retry in the catch calls the missing global again, uncaught
import { web } from "gg";

function get(url) {
  try {
    return fetch(url);
  } catch {
    console.log("retrying");
    return fetch(url, { cache: "no-store" });
  }
}

const res = get("https://example.com/");
console.log(res.status ?? web.fetch("https://example.com/").status);
