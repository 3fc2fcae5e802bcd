// broken [TS2339]: Uint8Array.prototype.toBase64 came in ECMAScript 2026; the guest's Uint8Array lacks it, so the call throws
const text = gg.files.readFile("logo.txt");
const bytes = new Uint8Array([...text].map((c) => c.charCodeAt(0) & 255));
console.log(bytes.toBase64());
