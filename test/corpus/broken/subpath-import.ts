// broken: imports the subpath "gg/files"; only the module "gg" exists
import { readFile } from "gg/files";

console.log(readFile("README.md"));
