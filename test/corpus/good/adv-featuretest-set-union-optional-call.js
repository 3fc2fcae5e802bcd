// good: `a.union?.(b)` (ES2025 Set method) evaluates to undefined in the guest and the fallback builds the union
import { files } from "gg";

const src = new Set(files.glob("src/**/*.js"));
const test = new Set(files.glob("test/**/*.js"));
const all = src.union?.(test) ?? new Set([...src, ...test]);
console.log(`${all.size} JavaScript files in src and test`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
