// broken [TS2769]: fills a BigInt64Array from a list of numbers
const offsets = new BigInt64Array([0, 512, 1024]);
console.log(offsets.length);
