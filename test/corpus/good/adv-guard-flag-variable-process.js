// good: a flag variable records whether `process` exists; the Node-only branch reads it only when the flag is set
import { files, session } from "gg";

const isNode = typeof process !== "undefined";
const cwd = isNode ? process.cwd() : ".";

const todos = [];
for (const path of files.glob("src/**/*.js")) {
  const lines = files.readFile(path).split("\n");
  lines.forEach((line, i) => {
    if (line.includes("TODO")) todos.push(`${cwd}/${path}:${i + 1}`);
  });
}
if (isNode) process.stdout.write(todos.join("\n") + "\n");
else session.reportProgress(`${todos.length} TODOs`);
