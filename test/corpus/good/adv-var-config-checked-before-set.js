// good: a helper called before and after a var config is set, testing whether it is set yet
import { files } from "gg";

function describe() {
  if (typeof SETTINGS === "undefined") return "settings not loaded";
  return `root ${SETTINGS.root}, ${SETTINGS.pattern}`;
}

console.log(describe());
var SETTINGS = { root: ".", pattern: "**/*.md" };
console.log(describe());
const docs = files.glob(SETTINGS.pattern);
console.log(`${docs.length} markdown files under ${SETTINGS.root}`);
