// good: JSDoc annotations name gg record types (gg.files.DirEntry) in plain JavaScript
/** @param {gg.files.DirEntry[]} entries */
function largest(entries) {
  return entries.reduce((best, e) => (e.size > best.size ? e : best), entries[0]);
}

/** @type {gg.files.DirEntry[]} */
const entries = gg.files.listDir(".").filter((e) => e.kind === "file");
if (entries.length) {
  const big = largest(entries);
  console.log(`largest file: ${big.name} (${big.size} bytes)`);
}
