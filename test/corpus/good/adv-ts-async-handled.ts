// good: an async function that may reject is awaited inside try/catch; the rejection is handled
import { web } from "gg";

async function status(url: string): Promise<number> {
  const res = await Promise.resolve(web.fetch(url));
  if (res.status >= 500) throw new Error(`${url}: server error ${res.status}`);
  return res.status;
}

try {
  console.log(await status("https://example.com/health"));
} catch (e) {
  console.log(`health check failed: ${(e as Error).message}`);
}
