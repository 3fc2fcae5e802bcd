// good: the generator is advanced once and closed with return(); its code after the first yield never runs
import { files } from "gg";

function* lines(path) {
  yield files.readFile(path).split("\n")[0];
  yield process.stdin.read();
}

const it = lines("README.md");
const title = it.next().value;
it.return();
console.log(title);
