// broken [TS2339]: gg calls are synchronous; tsc refuses `.then` on the string readFile returns
import { files } from "gg";

files.readFile("README.md").then((text: string) => console.log(text.length));

// Record the commit this ran at, beside the result.
function currentCommit() {
  const r = gg.shell.run("git rev-parse --short HEAD");
  return r.exitCode === 0 ? r.stdout.trim() : "unknown";
}
console.log(`at commit ${currentCommit()}`);
