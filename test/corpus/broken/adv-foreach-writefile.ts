// broken [TS2345]: `forEach` calls `files.writeFile` with (path, index, list): a number is no `contents` string
import { files } from "gg";

const stale: string[] = files.glob("cache/*.json");
console.log(`clearing ${stale.length} cache files`);
stale.forEach(files.writeFile);
console.log("done");
