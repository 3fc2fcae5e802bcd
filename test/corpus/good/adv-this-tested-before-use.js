// good: a function that may be called plainly tests `this` before it reads a member of it
import { files } from "gg";

function label(path) {
  if (this === undefined) return path;
  return this.prefix + path;
}

const tagged = { prefix: "# ", label };
for (const p of files.glob("*.md")) console.log(label(p), tagged.label(p));
