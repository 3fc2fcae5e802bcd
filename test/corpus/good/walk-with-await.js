// good: walks a directory tree with a recursive async helper, awaited at each level, and counts markdown files
import { files } from "gg";

async function walk(dir) {
  const out = [];
  for (const entry of files.listDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.kind === "dir") out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

const all = await walk("docs");
const markdown = all.filter((p) => p.endsWith(".md"));
console.log(`${markdown.length} markdown files`);
