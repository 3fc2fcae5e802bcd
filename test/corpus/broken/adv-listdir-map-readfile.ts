// broken [TS2345]: `listDir` answers entry records, and `map` hands each to `readFile`, whose path is a string
import { files } from "gg";

const texts: string[] = files.listDir("config").map(files.readFile);
console.log(`${texts.length} read`);
