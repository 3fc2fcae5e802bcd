// good: a factory takes the runtime as a typed parameter; every call passes the detector's answer
import { files } from "gg";

type Runtime = "gg" | "node";
const RUNTIME: Runtime = typeof gg === "object" ? "gg" : "node";

interface Store {
  list(dir: string): string[];
}

function createStore(runtime: Runtime): Store {
  if (runtime === "node") return { list: () => [] };
  return { list: (dir) => files.listDir(dir).map((entry) => entry.name) };
}

console.log(createStore(RUNTIME).list("docs").join(", "));
