// good: `Buffer` is a destructured parameter name (an object passed in by the caller), not Node's global
import { files } from "gg";

function summarise({ Buffer, path }) {
  const text = files.readFile(path);
  Buffer.push(`${path}: ${text.length} chars`);
  return Buffer;
}

const out = [];
for (const path of files.glob("docs/**/*.md").slice(0, 10)) {
  summarise({ Buffer: out, path });
}
console.log(out.join("\n"));
