// broken [TS2339]: a command's result has `exitCode`, not `code`; `r.code !== 0` is always true, so the script always throws
import { shell, files } from "gg";

function git(args) {
  const r = shell.run(`git ${args}`);
  return r;
}

const log = git("log --oneline -20");
if (log.code !== 0) throw new Error(`git log failed: ${log.stderr}`);

const lines = log.stdout.split("\n").filter(Boolean);
const byPrefix = new Map();
for (const line of lines) {
  const [, message = ""] = line.split(/ (.*)/);
  const prefix = message.includes(":") ? message.slice(0, message.indexOf(":")) : "other";
  byPrefix.set(prefix, (byPrefix.get(prefix) ?? 0) + 1);
}

const report = [...byPrefix.entries()]
  .sort((a, b) => b[1] - a[1])
  .map(([prefix, count]) => `- ${prefix}: ${count}`)
  .join("\n");
files.writeFile("commit-prefixes.md", `# Commit prefixes\n\n${report}\n`);
console.log(`wrote ${byPrefix.size} prefixes`);
