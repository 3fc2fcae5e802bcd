// good: a table of readers of which only the first, gg's, is ever called; the second is left for another host
import { files } from "gg";

const readers = [(p) => files.readFile(p), (p) => Deno.readTextFileSync(p)];
const [readWithGg] = readers;

const text = readWithGg("README.md");
const title = text.split("\n").find((l) => l.startsWith("# ")) ?? "(untitled)";
console.log(`${readers.length} readers known; title: ${title.slice(2)}`);
console.log(readers[0]("package.json").length);
