// good: an alias of globalThis (`const root = globalThis`) is used to define `fetch`, which the program then calls
import { web } from "gg";

const root = globalThis;
root.fetch = async (url) => {
  const r = web.fetch(url);
  return { status: r.status, text: async () => r.body };
};

const res = await fetch("https://example.com/robots.txt");
console.log(res.status, (await res.text()).split("\n").length, "lines");
