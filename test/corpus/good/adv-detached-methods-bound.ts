// good: built-in methods handed on with their object: an arrow that calls them, a bound one, a thisArg, and console.log, which needs none
import { files } from "gg";

const paths: string[] = files.glob("docs/**/*.md");
const seen = new Set<string>();
const collected: string[] = [];
paths.forEach((p) => seen.add(p.split("/")[1] ?? "."));
paths.forEach(function (this: string[], p: string) { this.push(p); }, collected);
const known = paths.filter(seen.has.bind(seen));
const take = collected.push.bind(collected);
take("extra.md");
paths.slice(0, 3).forEach((p) => console.log(p));
console.log(seen.size, collected.length, known.length);
