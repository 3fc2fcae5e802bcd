// good: a helper takes a command's result and reads its first line from `stdout`, falling back to stderr
import { shell } from "gg";

function firstLine(result) {
  const text = result.stdout || result.stderr;
  return text.split("\n")[0].trim();
}

const branch = firstLine(shell.run("git branch --show-current"));
const head = firstLine(shell.run("git log -1 --oneline"));
console.log(`on ${branch}: ${head}`);
