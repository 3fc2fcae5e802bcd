// good: memoises file reads in a Map so repeated lookups call gg.files.readFile once per path
import { files } from "gg";

const cache = new Map();
function read(path) {
  if (!cache.has(path)) cache.set(path, files.readFile(path));
  return cache.get(path);
}

const specs = files.glob("src/**/*.test.js");
const subjects = specs.map((spec) => spec.replace(/\.test\.js$/, ".js"));
let missingTests = 0;
for (const subject of files.glob("src/**/*.js")) {
  if (subject.endsWith(".test.js")) continue;
  if (!subjects.includes(subject)) {
    missingTests++;
    const exportsCount = (read(subject).match(/^export /gm) || []).length;
    console.log(`${subject}: no test (${exportsCount} exports)`);
  }
}
console.log(`${missingTests} files without tests; ${cache.size} files read`);
