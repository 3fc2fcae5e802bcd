// broken: grep options use `caseInsensitive`, which GrepOptions does not declare (it is `ignoreCase`)
import { files } from "gg";

const hits = files.grep("password", { caseInsensitive: true, glob: "**/*.env" });
console.log(hits.length);
