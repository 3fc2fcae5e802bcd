// broken [TS2339]: a command's result has `exitCode`, not `code`
import { shell } from "gg";

const log = shell.run("git log --oneline -20");
if (log.code !== 0) throw new Error(`git log failed: ${log.stderr}`);
const subjects = log.stdout
  .split("\n")
  .filter(Boolean)
  .map((line) => line.slice(line.indexOf(" ") + 1));
console.log(subjects.join("\n"));
