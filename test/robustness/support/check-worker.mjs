// One library checker in a worker thread, so a test can bound each check in time and choose the thread's stack size.
import { parentPort } from "node:worker_threads";
import { createChecker } from "@gg/checker";

const checker = createChecker();
parentPort.on("message", ({ id, source, language }) => {
  try {
    parentPort.postMessage({ id, ok: true, result: checker.check({ source, language }) });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, code: error?.code ?? "unknown", message: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ ready: true });
