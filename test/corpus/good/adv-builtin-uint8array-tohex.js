// good: the program adds Uint8Array.prototype.toHex (ES2026) itself, then calls it
import { files } from "gg";

Uint8Array.prototype.toHex = function () {
  return Array.from(this, (b) => b.toString(16).padStart(2, "0")).join("");
};

const text = files.readFile("VERSION");
const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
console.log(`VERSION as hex: ${bytes.toHex()}`);
