// broken: imports the relative module "./utils.js"; only "gg" exists for a guest program
import { files } from "gg";
import { formatBytes } from "./utils.js";

for (const e of files.listDir(".")) console.log(e.name, formatBytes(e.size));
