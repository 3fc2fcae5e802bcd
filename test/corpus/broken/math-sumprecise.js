// broken [TS2339]: Math.sumPrecise is not in the guest ECMAScript 2023; calling it is a TypeError
const sizes = gg.files.listDir(".").map((e) => e.size);
console.log(Math.sumPrecise(sizes));
