// good: the call of the missing global `fetch` sits inside try/catch, which falls back to gg.web.fetch
import { web } from "gg";

function get(url) {
  try {
    return fetch(url);
  } catch (err) {
    console.log(`no global fetch (${err.name}); using gg`);
    return web.fetch(url);
  }
}

const res = get("https://registry.npmjs.org/left-pad");
console.log(`status ${res.status}, ${res.body.length} bytes`);
