// broken [TS2550]: Set.prototype.union is ECMAScript 2025; calling it on the guest Set is a TypeError
export {};
const a = new Set(gg.files.glob("src/**/*.ts"));
const b = new Set(gg.files.glob("test/**/*.ts"));
console.log(a.union(b).size);
