// good: a function assigned to a binding after its declaration is called only inside a try that falls back
import { files } from "gg";

let readConfig;
readConfig = function () {
  return JSON.parse(require("node:fs").readFileSync("config.json", "utf8"));
};
let config;
try {
  config = readConfig();
} catch {
  config = { roots: files.glob("*").length };
}
console.log(JSON.stringify(config));
