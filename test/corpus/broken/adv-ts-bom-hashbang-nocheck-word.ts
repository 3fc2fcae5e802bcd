#!@ts-nocheck
// broken [TS2322]: a #! line after a byte order mark is a hashbang, never a comment: the @ts-nocheck written in it turns nothing off
import { files } from "gg";

const count: number = files.glob("*.md").join(",");
console.log(count);
