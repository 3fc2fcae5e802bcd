// good: code shared with Node guards its host calls; in the guest every guard is false and the program runs
import { files } from "gg";

const args = typeof process !== "undefined" ? process.argv.slice(2) : [];
const target = args[0] ?? "notes.md";
const text = files.readFile(target);
if (typeof process !== "undefined" && process.env.VERBOSE) console.log("read", target);
console.log(text.split("\n").length);
