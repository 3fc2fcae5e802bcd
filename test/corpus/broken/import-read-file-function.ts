// broken [TS2305]: imports the functions `readFile` and `writeFile` directly from "gg", which exports only namespaces
import { readFile, writeFile } from "gg";

const paths = ["README.md", "CONTRIBUTING.md", "docs/setup.md"];
for (const path of paths) {
  const text = readFile(path);
  const normalised = text.replace(/\r\n/g, "\n").replace(/[ \t]+$/gm, "");
  if (normalised !== text) writeFile(path, normalised);
}
