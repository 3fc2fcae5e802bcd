// good: a typed recursive walk, awaited at each level, lists the TypeScript sources under src
import { files } from "gg";

async function walk(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of files.listDir(dir)) {
    const path = `${dir}/${entry.name}`;
    if (entry.kind === "dir") out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

const sources = (await walk("src")).filter((p) => p.endsWith(".ts"));
console.log(sources.join("\n"));
