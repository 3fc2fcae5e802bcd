// broken [TS1155]: a const declared without an initializer is refused by tsc and a SyntaxError in JavaScript
import { files } from "gg";

const paths: string[];
console.log(files.glob("*.md").length, paths);
