// broken [GG1012]: `matchAll` of the file's text is given a regular expression without the `g` flag: a TypeError every time it runs
import { files } from "gg";

const source: string = files.readFile("src/index.ts");
const todos: string[] = [];
for (const m of source.matchAll(/TODO\((\w+)\)/)) todos.push(m[1] ?? "");
console.log(`${todos.length} TODOs: ${todos.join(", ")}`);
