// broken: gg.files.editFile takes a list of { oldText, newText } edits; two strings cannot lower
import { files } from "gg";

const res = files.editFile("src/index.js", "require(", "import(");
console.log(res.replacements);
