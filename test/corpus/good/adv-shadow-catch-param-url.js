// good: a catch clause's parameter is named URL; inside the handler it is the caught failure, not the missing global
import { web, Failure } from "gg";

const pages = ["https://example.com/a", "https://example.com/b"];
const sizes = {};
for (const page of pages) {
  try {
    sizes[page] = web.fetch(page).body.length;
  } catch (URL) {
    if (URL instanceof Failure) {
      console.log(`${page}: ${URL.code} (${URL.operation})`);
    } else {
      throw URL;
    }
  }
}
console.log(JSON.stringify(sizes, null, 2));
