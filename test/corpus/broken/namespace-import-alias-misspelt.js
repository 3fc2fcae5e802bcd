// broken [TS2551]: a namespace import then an alias of its files namespace; globb does not exist there
import * as g from "gg";
const fs = g.files;
console.log(fs.globb("*.md"));
