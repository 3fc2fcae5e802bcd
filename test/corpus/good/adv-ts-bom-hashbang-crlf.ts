#!/usr/bin/env gg
// good: a byte order mark, a #! line and CRLF line ends: the hashbang ends at the CR, and the program type-checks
import { files } from "gg";

const sizes = new Map<string, number>();
for (const path of files.glob("*.json")) sizes.set(path, files.readFile(path).length);
for (const [path, size] of sizes) console.log(`${path}: ${size}`);
