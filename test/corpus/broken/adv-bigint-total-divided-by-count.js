// broken [TS2365]: a BigInt total divided by a count (a number): mixing BigInt and number throws a TypeError
const entries = gg.files.listDir("dist");
const total = BigInt(entries.map((e) => e.size).join("").length);
const count = entries.length;
console.log(`average: ${total / count} over ${count} files`);
