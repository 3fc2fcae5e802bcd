// broken: imports "fs/promises"; only "gg" can be imported by a guest program
import { readFile } from "fs/promises";

const text = await readFile("README.md", "utf8");
console.log(text.length);
