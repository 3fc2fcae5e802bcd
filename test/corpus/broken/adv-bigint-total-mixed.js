// broken [TS2365]: averages a BigInt total by a count that is a number
let total = 0n;
for (const cents of [250n, 199n, 1200n]) total += cents;
console.log(`average ${total / [250n, 199n, 1200n].length}`);
