// good: the same listing with ECMAScript 2023: spread the iterator into an array before filtering
import { files } from "gg";

const names = new Map(files.listDir(".").map((e) => [e.name, e.size]));
const big = [...names.keys()].filter((n) => (names.get(n) ?? 0) > 1000);
console.log(big);
