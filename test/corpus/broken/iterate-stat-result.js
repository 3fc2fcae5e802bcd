// broken [TS2488]: iterates the result of files.stat, a record (or undefined), which is not iterable: a TypeError when run
import { files } from "gg";

for (const [key, value] of files.stat("package.json")) {
  console.log(`${key}: ${value}`);
}
