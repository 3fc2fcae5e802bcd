// broken [TS2532]: reads `.size` of `files.stat(...)`, which is undefined for a missing path (TS2532)
import { files } from "gg";

const size = files.stat("dist/bundle.js").size;
console.log(`bundle: ${(size / 1024).toFixed(1)} KiB`);
