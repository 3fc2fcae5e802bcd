// good: `globalThis.fetch === undefined` picks gg's fetch; the else branch with the global call never runs in the guest
import { web } from "gg";

let body;
if (globalThis.fetch === undefined) {
  body = web.fetch("https://example.com/status").body;
} else {
  body = await (await fetch("https://example.com/status")).text();
}
console.log(`status page: ${body.length} chars`);
