// good: prepends a dated entry to CHANGELOG.md built from recent commit subjects
import { files, shell, Failure } from "gg";

const log = shell.run("git log --pretty=format:%s -n 20");
const subjects = log.stdout
  .split("\n")
  .map((s) => s.trim())
  .filter((s) => s.length > 0 && !s.startsWith("Merge"));

const groups: Record<"feat" | "fix" | "other", string[]> = { feat: [], fix: [], other: [] };
for (const s of subjects) {
  const m = /^(feat|fix)(\(.+\))?:\s*(.*)$/.exec(s);
  if (m && (m[1] === "feat" || m[1] === "fix")) groups[m[1]].push(m[3] ?? s);
  else groups.other.push(s);
}

const today = new Date().toISOString().slice(0, 10);
let entry = `## ${today}\n\n`;
if (groups.feat.length) entry += "### Features\n" + groups.feat.map((x) => `- ${x}`).join("\n") + "\n\n";
if (groups.fix.length) entry += "### Fixes\n" + groups.fix.map((x) => `- ${x}`).join("\n") + "\n\n";

let existing = "";
try {
  existing = files.readFile("CHANGELOG.md");
} catch (err) {
  if (!(err instanceof Failure) || err.code !== "not_found") throw err;
}
const [title, ...rest] = existing.split("\n");
const next = existing ? [title, "", entry.trimEnd(), ...rest].join("\n") : `# Changelog\n\n${entry}`;
files.writeFile("CHANGELOG.md", next);
console.log(entry);
