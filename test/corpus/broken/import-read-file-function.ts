// broken: imports the function `readFile` directly from "gg", which exports only namespaces
import { readFile, writeFile } from "gg";

const text = readFile("README.md");
writeFile("README.md", text.replace(/\r\n/g, "\n"));
