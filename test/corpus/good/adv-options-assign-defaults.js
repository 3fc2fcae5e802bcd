// good: the clone function comes from defaults Object.assign copies, which the options never override, so the structuredClone default never runs
import { files } from "gg";

const jsonClone = (x) => JSON.parse(JSON.stringify(x));
const DEFAULTS = { clone: jsonClone, indent: 2 };
const configure = (opts) => Object.assign({}, DEFAULTS, opts);

const { clone = structuredClone, indent } = configure({ indent: 4 });
const manifest = { name: "site", pages: files.glob("pages/*.html") };
const copy = clone(manifest);
copy.pages.push("404.html");
files.writeFile("manifest.json", JSON.stringify(copy, null, indent));
console.log(manifest.pages.length, "pages,", copy.pages.length, "in the copy");
