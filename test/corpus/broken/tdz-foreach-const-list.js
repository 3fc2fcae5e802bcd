// broken [GG1009]: the forEach over the constant list runs at once, before the const it pushes to exists
import { files } from "gg";

const SECTIONS = ["intro", "usage", "api"];
SECTIONS.forEach((s) => found.push(files.readFile(`docs/${s}.md`).length));
const found = [];
console.log(found);
