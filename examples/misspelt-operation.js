// broken: `readFle` names nothing in the catalogue (did you mean `readFile`?); it would throw when run.
import { files } from "gg";

const readme = files.readFle("README.md");
const headings = readme.split("\n").filter((line) => line.startsWith("#"));
console.log(headings.join("\n"));
