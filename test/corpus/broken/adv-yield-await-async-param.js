// broken [GG1010]: `await` in an async function's parameter default is an early SyntaxError
import { web } from "gg";

async function check(url, res = await Promise.resolve(web.fetch(url))) {
  return res.status;
}
console.log(await check("https://example.com"));
