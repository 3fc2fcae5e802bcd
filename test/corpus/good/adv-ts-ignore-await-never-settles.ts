// good: a @ts-ignore hides a missing global after an await of a promise that never settles, a line that never runs
import { session } from "gg";

async function watchForever(): Promise<void> {
  await new Promise<void>(() => {});
  // @ts-ignore setInterval is absent in the guest; the await above never settles
  setInterval(() => session.reportProgress("tick"), 1000);
}

void watchForever();
session.reportProgress("watcher started");
