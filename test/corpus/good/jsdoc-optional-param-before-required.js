// good: a JSDoc `@param {string} [label]` before a required `@param`: only documentation (TypeScript's TS1016 is its own rule)
/**
 * Prints how many entries a folder has.
 * @param {string} [label] what to call the folder in the output
 * @param {string} path the folder to list
 */
function report(label, path) {
  const entries = gg.files.listDir(path);
  console.log(`${label ?? path}: ${entries.length} entries`);
}
report(undefined, "src");
report("docs", "docs");
