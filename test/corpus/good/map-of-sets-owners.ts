// good: maps each author to the set of directories they touched in the last 100 commits
const log = gg.shell.run('git log -n 100 --name-only --pretty=format:"@%an"').stdout;
const touched = new Map<string, Set<string>>();
let author = "";

for (const line of log.split("\n")) {
  if (line.startsWith("@")) {
    author = line.slice(1);
    continue;
  }
  const path = line.trim();
  if (!path || !author) continue;
  const dir = path.includes("/") ? path.slice(0, path.indexOf("/")) : ".";
  if (!touched.has(author)) touched.set(author, new Set());
  touched.get(author)!.add(dir);
}

for (const [name, dirs] of [...touched].sort((a, b) => b[1].size - a[1].size)) {
  console.log(`${name}: ${[...dirs].sort().join(", ")}`);
}
