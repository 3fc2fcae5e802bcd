// broken [GG1010]: a label nested inside a statement with the same label is an early SyntaxError
import { files } from "gg";

rows: for (const dir of ["a", "b"]) {
  rows: for (const e of files.listDir(dir)) {
    if (e.kind === "dir") continue rows;
    console.log(e.name);
  }
}
