// good: the only call of the method that needs require stands behind a constant false flag
import { files } from "gg";

const LEGACY = false;
const loader = {
  legacy(path) {
    return require("node:fs").readFileSync(path, "utf8");
  },
  current(path) {
    return files.readFile(path);
  },
};
const text = LEGACY ? loader.legacy("README.md") : loader.current("README.md");
console.log(text.length);
