// broken [GG1001]: imports the relative module "./utils.js"; only "gg" exists for a guest program
import { files } from "gg";
import { formatBytes } from "./utils.js";

const entries = files.listDir(".").filter((e) => e.kind === "file");
entries.sort((a, b) => b.size - a.size);
for (const e of entries.slice(0, 10)) {
  console.log(`${formatBytes(e.size).padStart(10)}  ${e.name}`);
}
