// broken [TS2550]: Object.groupBy is ECMAScript 2024; the guest has no such function, a TypeError
const entries = gg.files.listDir(".");
const byKind = Object.groupBy(entries, (e) => e.kind);
console.log(Object.keys(byKind));
