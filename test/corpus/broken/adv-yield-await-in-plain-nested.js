// broken [GG1010]: `await` inside a non-async arrow, nested in an async function, is an early SyntaxError in a module
import { web } from "gg";

async function statuses(urls) {
  return urls.map((u) => {
    const res = await Promise.resolve(web.fetch(u));
    return `${u} ${res.status}`;
  });
}
console.log((await statuses(["https://example.com"])).join("\n"));
