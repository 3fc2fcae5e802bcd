// good: a @ts-ignore hides require in a function assigned to a binding later, called only inside a try that falls back
import { files } from "gg";

let readConfig: () => unknown;
readConfig = function () {
  // @ts-ignore require is absent in the guest; the caller catches
  return require("node:fs").readFileSync("config.json", "utf8");
};
let config: unknown;
try {
  config = readConfig();
} catch {
  config = files.glob("*").length;
}
console.log(JSON.stringify(config));
