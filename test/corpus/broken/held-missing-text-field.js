// broken [TS2339]: a web response has `body`, not `text`; `page` is always undefined, so `page.split` throws
import { web } from "gg";

const page = web.fetch("https://example.com/robots.txt").text;
const rules = page.split("\n").filter((line) => line.startsWith("Disallow:"));
console.log(`${rules.length} disallowed paths`);
