// broken [GG1009]: main runs before the var CONFIG below it is set, and reads CONFIG.pattern while it is undefined
import { files } from "gg";

main();

var CONFIG = { pattern: "src/**/*.js", limit: 20 };

function main() {
  const found = files.glob(CONFIG.pattern).slice(0, CONFIG.limit);
  for (const path of found) console.log(path, files.readFile(path).split("\n").length);
}
