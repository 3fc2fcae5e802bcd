// broken [TS1005]: syntax error, the for loop's block is never closed
import { files } from "gg";

for (const path of files.glob("src/*.ts")) {
  const text = files.readFile(path);
  if (text.includes("debugger")) {
    console.log(path);
  }

console.log("done");
