// broken [TS2591]: `module.exports` is CommonJS; the guest runs the program as an ES module, where `module` is not defined
import { files, session } from "gg";

const counts = new Map();
for (const path of files.glob("src/**/*.ts")) {
  const dir = path.split("/").slice(0, -1).join("/");
  counts.set(dir, (counts.get(dir) ?? 0) + 1);
}

const summary = [...counts].map(([dir, n]) => `${dir}: ${n}`).join("\n");
session.reportProgress(summary);
module.exports = { summary };
