// broken [GG1010]: `break scan` names a label that does not enclose the break: an early SyntaxError
import { files } from "gg";

const big = [];
search: for (const dir of ["src", "lib"]) {
  for (const e of files.listDir(dir)) {
    if (e.size > 1_000_000) {
      big.push(`${dir}/${e.name}`);
      break scan;
    }
  }
}
console.log(big);
