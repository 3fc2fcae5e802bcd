// good: shares a BigInt byte total across buckets, guarding the zero bucket count the config sets
import { files } from "gg";

const BUCKETS = 0n;
const sizes = files.readFile("sizes.txt").split("\n").map((line) => BigInt(line.length));
const total = sizes.reduce((sum, n) => sum + n, 0n);
const perBucket = BUCKETS ? total / BUCKETS : total;
switch (BUCKETS) {
  case 0n:
    console.log(`one bucket of ${perBucket}`);
    break;
  default:
    console.log(`${BUCKETS} buckets of ${total % BUCKETS}`);
}
