// broken [TS2591]: the async function's rejection (a missing global after an await) is never handled
import { files } from "gg";

async function nodeOnly() {
  await null;
  return process.cwd();
}

nodeOnly();
console.log(files.glob("*").length, "entries");
