// broken [TS2551]: an alias of gg.files is used with a misspelt operation (listdir, not listDir): a TypeError
import { files } from "gg";

const fs = files;
const entries = fs.listdir("packages");
for (const e of entries) console.log(e.name);
