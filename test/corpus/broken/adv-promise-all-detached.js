// broken [GG1013]: `Promise.all` is handed to `map` without `Promise` as its `this`, so each call throws a TypeError
import { files } from "gg";

const groups = [files.glob("src/*.js"), files.glob("test/*.js")];
const loaded = groups.map((paths) => paths.map((p) => Promise.resolve(files.readFile(p))));
const settled = await Promise.all(loaded.map(Promise.all));
console.log(settled.map((texts) => texts.length));
