// good: a catch parameter named URL is the caught value inside its handler, not the missing global
import { web, Failure } from "gg";

const sizes: Record<string, number> = {};
for (const page of ["https://example.com/a", "https://example.com/b"]) {
  try {
    sizes[page] = web.fetch(page).body.length;
  } catch (URL) {
    if (URL instanceof Failure) console.log(`${page}: ${URL.code}`);
    else throw URL;
  }
}
console.log(sizes);
