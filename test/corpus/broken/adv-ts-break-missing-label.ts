// broken [TS1116]: `break scan` names no enclosing label; tsc refuses it and it never loads
import { files } from "gg";

search: for (const dir of ["src", "lib"]) {
  for (const e of files.listDir(dir)) {
    if (e.size > 1_000_000) break scan;
  }
}
console.log("done");
