// broken: Node habit, passes an encoding to gg.files.readFile, which takes exactly one argument
import { files } from "gg";

const text = files.readFile("CHANGELOG.md", "utf8");
console.log(text.split("\n").length);
