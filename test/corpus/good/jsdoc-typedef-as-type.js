// good: a JSDoc typedef used as a type only, and gg reached through its qualified name
/** @typedef {{ path: string, size: number }} Entry */
/** @type {Entry[]} */
const entries = gg.files.listDir(".").map((e) => ({ path: e.name, size: e.size }));
console.log(entries.length);
