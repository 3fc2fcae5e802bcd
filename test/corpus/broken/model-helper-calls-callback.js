// broken [TS2591]: the user helper calls its callback outside any try, so the callback's missing global throws
import { files } from "gg";

function each(items, fn) {
  for (const item of items) fn(item);
}

each(files.glob("*.json"), (p) => console.log(p, process.cwd()));
