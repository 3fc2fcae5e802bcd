// Count lines of TypeScript under src/, using the unshortened names: `gg.files.…` needs no import line.
const counts = new Map<string, number>();
let total = 0;

for (const path of gg.files.glob("src/**/*.ts")) {
  const lines = gg.files.readFile(path).split("\n").length;
  counts.set(path, lines);
  total += lines;
}

const largest = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`${counts.size} files, ${total} lines`);
for (const [path, lines] of largest) {
  console.log(`${String(lines).padStart(6)}  ${path}`);
}

// Not in this agent's grant: the refusal forecast shows the host's message for this line.
const status = gg.shell.run("git status --short");
console.log(status.stdout);
