// good: Object.defineProperty(globalThis, "structuredClone", …) installs the global before it is called
import { files } from "gg";

if (typeof structuredClone !== "function") {
  Object.defineProperty(globalThis, "structuredClone", {
    value: (v) => JSON.parse(JSON.stringify(v)),
    configurable: true,
    writable: true,
  });
}

const entries = files.listDir("src");
const copy = structuredClone(entries);
copy.forEach((e) => (e.name = e.name.toUpperCase()));
console.log(entries[0]?.name, copy[0]?.name);
