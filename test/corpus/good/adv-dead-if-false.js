// good: a debugging branch behind `if (false)` calls a global the guest lacks; it can never run
import { files } from "gg";

const paths = files.glob("src/**/*.test.js");
if (false) {
  require("node:assert").ok(paths.length > 0);
}
console.log(`${paths.length} test files`);
