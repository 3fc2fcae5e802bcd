// broken: imports `file` from "gg"; the namespace is `files`, so module linking fails
import { file } from "gg";

console.log(file.readFile("README.md").length);
