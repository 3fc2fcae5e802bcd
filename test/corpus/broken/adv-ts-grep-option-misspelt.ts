// broken [TS2561]: grep's options have `maxResults`, not `maxResult`; tsc refuses the unknown property
import { files } from "gg";

const hits = files.grep("FIXME", { glob: "src/**/*.ts", maxResult: 20 });
console.log(hits.length);
