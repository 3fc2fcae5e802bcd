// good: a typed work queue drained after its items are written
import { files } from "gg";

const queue: string[] = ["a.txt", "b.txt"];
for (const path of queue) files.writeFile(`out/${path}`, `done ${path}\n`);
queue.length = 0;
queue.forEach((path) => console.log(`still pending: ${path}`));
console.log(`pending ${queue.length}`);
