// good: a registry's first entry for a key is replaced before anything reads it, and a dry-run stand-in is what is called
import { files } from "gg";

const strategies = new Map();
strategies.set("clone", (value) => structuredClone(value));
strategies.set("clone", (value) => JSON.parse(JSON.stringify(value)));

const DRY_RUN = true;
const fs = DRY_RUN ? { ...files, writeFile: (path, contents) => console.log("dry run:", path, typeof contents) } : files;
const copy = strategies.get("clone")({ entries: files.listDir(".").length });
fs.writeFile("manifest.json", copy);
