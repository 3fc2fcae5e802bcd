// broken [TS2345]: the dry-run switch is off, so the real writeFile gets an object where it needs a string
import { files } from "gg";

const strategies = new Map();
strategies.set("clone", (value) => JSON.parse(JSON.stringify(value)));

const DRY_RUN = false;
const fs = DRY_RUN ? { ...files, writeFile: (path, contents) => console.log("dry run:", path, typeof contents) } : files;
console.log(strategies.get("clone")({ entries: 1 }));
fs.writeFile("manifest.json", { entries: files.listDir(".").length });
