// broken [TS2345]: writeFile takes text, and the index is an object
import { files } from "gg";

const index: Record<string, number> = {};
for (const entry of files.listDir("docs")) index[entry.name] = entry.size;
files.writeFile("docs/index.json", index);
