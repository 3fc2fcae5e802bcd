// broken: `@ts-nocheck` does not make `gg.files.readDir` exist (the operation is `gg.files.listDir`); it throws when run
// @ts-nocheck
const entries = gg.files.readDir(".");
console.log(entries.length);
