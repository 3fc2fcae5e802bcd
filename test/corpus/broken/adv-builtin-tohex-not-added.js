// broken [TS2339]: Uint8Array.prototype.toHex (ES2026) is called but the program defined toHexString, not toHex
import { files } from "gg";

Uint8Array.prototype.toHexString = function () {
  return Array.from(this, (b) => b.toString(16).padStart(2, "0")).join("");
};

const bytes = Uint8Array.from(files.readFile("VERSION"), (c) => c.charCodeAt(0) & 0xff);
console.log(`VERSION as hex: ${bytes.toHex()}`);
