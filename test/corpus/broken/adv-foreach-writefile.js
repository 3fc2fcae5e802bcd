// broken [TS2345]: `forEach` calls `files.writeFile` with (path, index, list), so `contents` is given a number and the lowering refuses it
import { files } from "gg";

const stale = files.glob("cache/*.json");
console.log(`clearing ${stale.length} cache files`);
stale.forEach(files.writeFile);
console.log("done");
