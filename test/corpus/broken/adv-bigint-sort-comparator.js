// broken [GG1012]: sorts BigInt sizes with a comparator that returns a BigInt, which sort cannot turn into a number
import { files } from "gg";

const sizes = [300n, 100n, 200n];
sizes.sort((a, b) => a - b);
files.writeFile("sizes.txt", sizes.join("\n"));
