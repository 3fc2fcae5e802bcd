// broken: imports "node:fs"; only "gg" can be imported by a guest program
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { name: string };
console.log(pkg.name);
