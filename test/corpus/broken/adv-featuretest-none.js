// broken [TS2550]: ArrayBuffer.prototype.resize (ES2024) is called with no feature test; the guest's ArrayBuffer lacks it
import { files } from "gg";

const text = files.readFile("data/sample.txt");
const buf = new ArrayBuffer(4, { maxByteLength: 1 << 20 });
buf.resize(Math.max(4, text.length));
new Uint8Array(buf).set(Array.from(text, (c) => c.charCodeAt(0) & 0xff));
console.log(`buffer of ${buf.byteLength} bytes`);
