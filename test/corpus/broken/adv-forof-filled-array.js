// broken [TS2304]: the array starts empty but is filled before the loop, whose body calls a name nothing declares
import { files } from "gg";

const queue = [];
queue.push(...files.glob("*.md"));
queue.push("README.md");
for (const q of queue) {
  publish(q);
}
