// broken [TS2345]: `listDir` answers entry records, and `map` hands each to `readFile` as its path: no text, so the lowering refuses it
import { files } from "gg";

const entries = files.listDir("config");
const texts = files.listDir("config").map(files.readFile);
console.log(`${entries.length} entries, ${texts.length} read`);
