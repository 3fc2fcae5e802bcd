// broken [GG1010]: `delete cache` deletes a plain identifier; in strict (module) code that is an early SyntaxError
import { files } from "gg";

let cache = new Map();
for (const p of files.glob("src/**/*.js")) cache.set(p, files.readFile(p).length);
console.log(`${cache.size} files cached`);
delete cache;
