// broken [TS2304]: the pending promise is replaced by a settled one before the await, so the line after it runs and calls `setInterval`
import { session } from "gg";

async function watch() {
  let gate = new Promise(() => {});
  gate = Promise.resolve();
  await gate;
  setInterval(() => session.reportProgress("tick"), 1000);
}

watch();
