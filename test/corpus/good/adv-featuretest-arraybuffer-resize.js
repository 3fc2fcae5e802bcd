// good: ArrayBuffer.prototype.resize (ES2024) is called only behind a test for it; otherwise a bigger buffer is copied
import { files } from "gg";

function grow(buf, size) {
  if (ArrayBuffer.prototype.resize && buf.resizable) {
    buf.resize(size);
    return buf;
  }
  const bigger = new ArrayBuffer(size);
  new Uint8Array(bigger).set(new Uint8Array(buf));
  return bigger;
}

let buf = new ArrayBuffer(4);
const text = files.readFile("data/sample.txt");
buf = grow(buf, Math.max(4, text.length));
console.log(`buffer of ${buf.byteLength} bytes`);
