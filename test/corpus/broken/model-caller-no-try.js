// broken [TS2591]: the helper reads `process`; one call is in a try, but the second is not, and it throws
import { files } from "gg";

function nodeVersion() {
  return process.version;
}

try {
  console.log(nodeVersion());
} catch {
  console.log("guest");
}
console.log(nodeVersion(), files.glob("*").length);
