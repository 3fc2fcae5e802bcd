// good: the global fetch is reached through a typed view of globalThis and only called when present; gg.web.fetch otherwise
import { web } from "gg";

type MaybeFetch = { fetch?: (url: string) => Promise<{ text(): Promise<string> }> };
const host = globalThis as unknown as MaybeFetch;

async function get(url: string): Promise<string> {
  if (typeof host.fetch === "function") {
    return (await host.fetch(url)).text();
  }
  return web.fetch(url).body;
}

const body = await get("https://example.com/robots.txt");
console.log(body.split("\n").length, "lines");
