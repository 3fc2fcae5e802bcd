// broken [TS2339]: assigning Uint8Array.prototype.toHex does not declare it: tsc refuses both the assignment and the call
import { files } from "gg";

Uint8Array.prototype.toHex = function (this: Uint8Array): string {
  return Array.from(this, (b) => b.toString(16).padStart(2, "0")).join("");
};

const bytes = Uint8Array.from(files.readFile("VERSION"), (c) => c.charCodeAt(0) & 0xff);
console.log(bytes.toHex());
