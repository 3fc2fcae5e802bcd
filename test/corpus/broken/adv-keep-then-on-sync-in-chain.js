// broken [TS2339]: gg calls are synchronous: `files.readFile(…).then` does not exist on a string, a TypeError
import { files } from "gg";

function lines(path) {
  return files.readFile(path).then((text) => text.split("\n"));
}

const n = lines("README.md");
console.log(n);
