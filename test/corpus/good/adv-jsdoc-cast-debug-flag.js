// good: a debug flag widened by a JSDoc cast is still false, so the Node-only branch never runs
// @ts-check
const DEBUG = /** @type {boolean} */ (false);

/** @param {string} path */
function readConfig(path) {
  if (DEBUG) console.table(require("fs").readdirSync("."));
  return gg.files.readFile(path);
}

console.log(readConfig("package.json").length);
