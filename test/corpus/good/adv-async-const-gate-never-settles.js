// good: the async function awaits a const holding a promise that never settles, so its later lines (a missing global) never run
import { session } from "gg";

const forever = new Promise((resolve, reject) => {});

async function keepAlive() {
  session.reportProgress("keeping alive");
  const never = await forever;
  process.exit(never ? 0 : 1);
}

keepAlive();
