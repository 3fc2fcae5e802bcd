// broken [TS2339]: the guest console has log, info, warn, error and debug only; console.table is undefined
const entries = gg.files.listDir("src");
console.table(entries);
