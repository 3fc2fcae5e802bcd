#!/usr/bin/env gg
// broken [TS2591]: a byte order mark before the #! line loads, and the program then reads a global the guest lacks
import { shell } from "gg";

const r = shell.run("git status --short");
if (r.stdout.length > 0) console.log(r.stdout);
process.exitCode = r.exitCode;
