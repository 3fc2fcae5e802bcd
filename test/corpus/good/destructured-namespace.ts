// good: destructures functions out of the imported namespace and calls them
import { files } from "gg";

const { readFile, writeFile, glob } = files;

const header = "// SPDX-License-Identifier: MIT\n";
let added = 0;
for (const path of glob("src/**/*.ts")) {
  const text = readFile(path);
  if (text.startsWith("// SPDX-License-Identifier")) continue;
  writeFile(path, header + text);
  added++;
}
console.log(`added license header to ${added} files`);
