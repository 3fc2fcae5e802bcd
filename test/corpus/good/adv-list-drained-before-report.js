// good: a retry queue emptied once its items are written, so the report callback that uses Node's process never runs
import { files } from "gg";

const queue = ["a.txt", "b.txt"];
for (const path of queue) files.writeFile(`out/${path}`, `done ${path}\n`);
queue.length = 0;
queue.forEach((path) => process.stderr.write(`still pending: ${path}\n`));
console.log("queue drained");
