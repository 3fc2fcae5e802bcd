// good: probes for an operation this SDK may not have (optional call, typeof) and falls back to one it has
import { files } from "gg";

function readConfig(path) {
  // Newer SDKs may add a JSON reader; this one has only readFile.
  const parsed = files.readJson?.(path);
  if (parsed !== undefined) return parsed;
  return JSON.parse(files.readFile(path));
}

const watching = typeof files.watch === "function";
const config = readConfig("config.json");
console.log(`watching: ${watching}`, Object.keys(config).length, "keys");
