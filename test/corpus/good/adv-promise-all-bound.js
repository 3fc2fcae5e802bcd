// good: `Promise.all` is called on `Promise` inside an arrow, and bound where it is handed on
import { files } from "gg";

const groups = [files.glob("src/*.js"), files.glob("test/*.js")];
const loaded = groups.map((paths) => paths.map((p) => Promise.resolve(files.readFile(p))));
const settled = await Promise.all(loaded.map((batch) => Promise.all(batch)));
const again = await Promise.all(loaded.map(Promise.all.bind(Promise)));
console.log(settled.length, again.length);
