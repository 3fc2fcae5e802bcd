// broken [GG1010]: the regular expression literal repeats a flag (`gig`): an early SyntaxError
import { files } from "gg";

const todo = /todo:/gig;
const text = files.readFile("src/index.js");
console.log(`${(text.match(todo) ?? []).length} TODOs`);
