// good: the helper's missing global throws, but its only caller wraps the call in try/catch and falls back
import { files } from "gg";

function nodeVersion() {
  return process.version;
}

let version;
try {
  version = nodeVersion();
} catch {
  version = "guest";
}
console.log(version, files.glob("*.json").length);
