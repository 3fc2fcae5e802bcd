// broken [GG1010]: `\p{Letters}` is not a Unicode property name, so the `u` pattern is an early SyntaxError
import { files } from "gg";

const word = /\p{Letters}+/gu;
const text = files.readFile("docs/intro.md");
console.log(`${(text.match(word) ?? []).length} words`);
