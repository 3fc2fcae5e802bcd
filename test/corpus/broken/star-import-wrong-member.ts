// broken: `g.file` does not exist on the gg module (the namespace is `files`)
import * as g from "gg";

const text = g.file.readFile("README.md");
console.log(text.length);
