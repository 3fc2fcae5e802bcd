// broken [TS2304]: the async function throws before its first await (a missing global), and its promise is neither awaited nor caught
import { files } from "gg";

async function refresh() {
  const started = performance.now();
  await Promise.resolve();
  return files.glob("**/*").length + started;
}

refresh();
console.log("refresh requested");
