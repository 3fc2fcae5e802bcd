// good: extracts TODO(owner) annotations with a regex and counts per owner
const pattern = /TODO\((?<owner>[\w.-]+)\)/;
const counts: { [owner: string]: number } = {};
const unassigned: string[] = [];

for (const m of gg.files.grep("TODO", { glob: "**/*.ts" })) {
  const owner = pattern.exec(m.text)?.groups?.["owner"];
  if (owner) counts[owner] = (counts[owner] ?? 0) + 1;
  else unassigned.push(`${m.path}:${m.line}`);
}

const owners = Object.entries(counts).sort(([, a], [, b]) => b - a);
owners.forEach(([owner, n]) => console.log(`${owner}: ${n}`));
console.log(`unassigned: ${unassigned.length}`);
