// broken [GG1010]: "\8" is a NonOctalDecimalEscapeSequence, an early SyntaxError in strict (module) code
import { files } from "gg";

const marker = "section \8";
const hits = files.grep(marker, { glob: "docs/**/*.md" });
console.log(hits.length);
