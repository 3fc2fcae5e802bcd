// good: built-in methods handed on with their object: an arrow that calls them, a bound one, a thisArg, and console.log, which needs none
import { files } from "gg";

const paths = files.glob("docs/**/*.md");
const seen = new Set();
const collected = [];
paths.forEach((p) => seen.add(p.split("/")[1] ?? "."));
paths.forEach(collected.push, collected);
const known = paths.filter(seen.has.bind(seen));
const take = collected.push.bind(collected);
take("extra.md");
[].forEach(seen.delete);
paths.slice(0, 3).forEach(console.log);
console.log(seen.size, collected.length, known.length);
