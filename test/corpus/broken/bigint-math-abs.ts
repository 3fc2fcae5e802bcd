// broken [TS2345]: a BigInt imbalance handed to Math.abs, which takes a number
const debits: bigint = 2500n;
const credits: bigint = 1000n;
console.log(Math.abs(credits - debits));
export {};
