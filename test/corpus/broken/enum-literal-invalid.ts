// broken [TS2322]: "directory" is not an EntryKind ("file" | "dir" | "symlink"); the filter compares incompatible literals
import { files } from "gg";

const kind: files.EntryKind = "directory";
const dirs = files.listDir(".").filter((e) => e.kind === kind);
console.log(dirs.length);
