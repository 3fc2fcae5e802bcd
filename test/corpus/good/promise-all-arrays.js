// good: reads three files in parallel with Promise.all over an array, and a Set of pending checks
import { files } from "gg";

const read = async (path) => files.readFile(path);
const [readme, license, changelog] = await Promise.all([read("README.md"), read("LICENSE"), read("CHANGELOG.md")]);
const sizes = { readme: readme.length, license: license.length, changelog: changelog.length };

const checks = new Set([read("package.json").then((t) => t.length > 0)]);
const results = await Promise.allSettled(checks);
console.log(sizes, results.map((r) => r.status));
