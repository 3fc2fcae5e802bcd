// good: the program declares its own class TextEncoder (UTF-8 byte counting) before using it; the guest lacks the web one
import { files } from "gg";

class TextEncoder {
  encode(text) {
    const bytes = [];
    for (const ch of text) {
      const c = ch.codePointAt(0);
      if (c < 0x80) bytes.push(c);
      else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return new Uint8Array(bytes);
  }
}

const enc = new TextEncoder();
for (const path of files.glob("locales/*.json")) {
  const size = enc.encode(files.readFile(path)).length;
  console.log(`${path}: ${size} bytes`);
}
