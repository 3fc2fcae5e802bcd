// broken [TS2367]: EntryKind is "file" | "dir" | "symlink"; comparing it with "directory" can never be true, and tsc refuses it
import { files } from "gg";

const dirs = files.listDir(".").filter((e) => e.kind === "directory");
console.log(`${dirs.length} directories`);
