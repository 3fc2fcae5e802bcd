// good: a flag computed with `in` ("Deno" in globalThis) guards the Deno calls; in the guest the flag is false
import { files } from "gg";

const hasDeno = "Deno" in globalThis;
const cwd = hasDeno ? Deno.cwd() : ".";
const paths = hasDeno ? [...Deno.readDirSync(cwd)].map((e) => e.name) : files.glob("*");
console.log(`${paths.length} entries in ${cwd}`);
