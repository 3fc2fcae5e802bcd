// good: the runtime a detector finds is passed to a factory, which branches on its parameter; every call passes the detector's answer, so the Node branch never runs
import { files, session } from "gg";

const RUNTIME = (() => {
  if (typeof gg === "object") return "gg";
  return "node";
})();

function createStore(runtime) {
  if (runtime === "node") {
    const fs = require("node:fs");
    return { list: (dir) => fs.readdirSync(dir), read: (path) => fs.readFileSync(path, "utf8") };
  }
  return { list: (dir) => files.listDir(dir).map((e) => e.name), read: (path) => files.readFile(path) };
}

const store = createStore(RUNTIME);
const names = store.list("docs");
session.reportProgress(`${names.length} docs; first: ${names[0] ?? "none"}`);
