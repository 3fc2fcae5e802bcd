// good: Promise.allSettled gathers jobs, one of which rejects (it calls a missing global); every rejection is settled, none unhandled
import { web } from "gg";

async function viaGg(url) {
  return web.fetch(url).status;
}
async function viaGlobal(url) {
  const res = await fetch(url);
  return res.status;
}

const url = "https://example.com/ping";
const outcomes = await Promise.allSettled([viaGg(url), viaGlobal(url)]);
for (const o of outcomes) {
  console.log(o.status === "fulfilled" ? `ok ${o.value}` : `failed: ${o.reason.message}`);
}
