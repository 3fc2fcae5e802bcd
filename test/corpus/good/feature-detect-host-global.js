// good: feature detection of a host global: the branch that would use `process` never runs in the guest
import { files } from "gg";

const g = globalThis;
const args = g.process ? g.process.argv.slice(2) : [];
if (globalThis.process && globalThis.process.env.DEBUG) console.log("debug");
const text = files.readFile(args[0] ?? "README.md");
console.log(text.length);
