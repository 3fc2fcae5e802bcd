// broken [GG1010]: syntax error, a call's parenthesis is never closed
import { files } from "gg";

const hits = files.grep("FIXME", { glob: "src/**/*.js" };
console.log(hits.length);
