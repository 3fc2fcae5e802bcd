#!/usr/bin/env gg
// broken [TS2322]: after a byte order mark and a #! line, the type error on line 6 is reported there, and the #! line is no error
import { files } from "gg";

const names = files.glob("src/**/*.ts");
const total: string = names.length;
console.log(total);
