// broken [GG1010]: an object literal with two `__proto__: …` properties is an early SyntaxError
import { files } from "gg";

const defaults = { encoding: "utf8", eol: "\n" };
const overrides = { eol: "\r\n" };
const options = {
  __proto__: defaults,
  tabSize: 2,
  __proto__: overrides,
};
console.log(options.eol === "\r\n", files.glob("*.md").length);
