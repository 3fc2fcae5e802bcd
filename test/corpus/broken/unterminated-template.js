// broken [GG1010]: syntax error, a template literal is never closed
import { files } from "gg";

const list = files.glob("*.md");
console.log(`found ${list.length} files);
