// broken [GG1012]: a ledger imbalance in BigInt cents handed to Math.abs, which turns it into a number
const debits = 2500n;
const credits = 1000n;
const delta = credits - debits;
console.log(`imbalance: ${Math.abs(delta)} cents`);
