// good: shares a BigInt byte total across buckets, guarding the zero bucket count the config sets
import { files } from "gg";

const BUCKETS: bigint = 0n;
const sizes: bigint[] = files.readFile("sizes.txt").split("\n").map((line) => BigInt(line.length));
const total = sizes.reduce((sum, n) => sum + n, 0n);
const perBucket = BUCKETS ? total / BUCKETS : total;
console.log(`one bucket of ${perBucket}`);
