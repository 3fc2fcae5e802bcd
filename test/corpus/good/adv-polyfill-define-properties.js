// good: Object.defineProperties(globalThis, {…}) installs two helpers the program then calls as globals
import { files } from "gg";

Object.defineProperties(globalThis, {
  basename: { value: (p) => p.split("/").pop(), configurable: true },
  extname: { value: (p) => (p.includes(".") ? p.slice(p.lastIndexOf(".")) : ""), configurable: true },
});

for (const p of files.glob("src/**/*")) {
  console.log(basename(p), extname(p));
}
