// good: gg calls are synchronous, so the program wraps the result in Promise.resolve before calling then
import { files } from "gg";

const count = await Promise.resolve(files.glob("**/*.js")).then((paths) => paths.length);
console.log(`${count} JavaScript files`);

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
