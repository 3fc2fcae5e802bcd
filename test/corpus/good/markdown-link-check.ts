// good: checks relative links in markdown files point at files that exist
import { files } from "gg";

interface BrokenLink {
  file: string;
  line: number;
  target: string;
}

const linkPattern = /\[[^\]]*\]\(([^)#\s]+)(?:#[^)]*)?\)/g;

function dirname(p: string): string {
  const i = p.lastIndexOf("/");
  return i < 0 ? "." : p.slice(0, i);
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}

const broken: BrokenLink[] = [];
const mdFiles = files.glob("**/*.md").filter((p) => !p.includes("node_modules"));

for (const file of mdFiles) {
  const lines = files.readFile(file).split("\n");
  lines.forEach((text, idx) => {
    for (const m of text.matchAll(linkPattern)) {
      const target = m[1];
      if (!target || /^[a-z]+:/i.test(target)) continue;
      const resolved = normalise(`${dirname(file)}/${target}`);
      if (files.stat(resolved) === undefined) {
        broken.push({ file, line: idx + 1, target });
      }
    }
  });
}

if (broken.length === 0) {
  console.log(`all links fine in ${mdFiles.length} files`);
} else {
  for (const b of broken) console.log(`${b.file}:${b.line}: broken link -> ${b.target}`);
  gg.session.reportProgress(`${broken.length} broken links`);
}
