// broken [GG1021]: `walk` is async, so `all` is a promise, which has no `filter` (the compiler types the recursive call `any` and says nothing)
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

const all = walk("docs");
const markdown = all.filter((p) => p.endsWith(".md"));
console.log(`${markdown.length} markdown files`);
