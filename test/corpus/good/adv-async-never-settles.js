// good: the async helper awaits a promise that never settles, so the line after its await (a missing global) never runs
import { session } from "gg";

async function watchForever() {
  await new Promise(() => {});
  setInterval(() => session.reportProgress("tick"), 1000);
}

watchForever();
session.reportProgress("watcher started");
