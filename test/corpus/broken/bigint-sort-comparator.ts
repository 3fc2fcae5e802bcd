// broken [TS2345]: sorts BigInt sizes with a comparator that returns a BigInt where sort wants a number
import { files } from "gg";

const sizes: bigint[] = [300n, 100n, 200n];
sizes.sort((a, b) => a - b);
files.writeFile("sizes.txt", sizes.join("\n"));
