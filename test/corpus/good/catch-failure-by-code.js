// good: reads several optional files and branches on gg.Failure code and operation
import { files, Failure } from "gg";

function tryRead(path) {
  try {
    return files.readFile(path);
  } catch (err) {
    if (err instanceof Failure) {
      if (err.code === "not_found") return null;
      if (err.code === "unavailable" && err.operation === "read_file") {
        console.log("reading files is not available to this agent");
        return null;
      }
    }
    throw err;
  }
}

const candidates = [".nvmrc", ".node-version", ".tool-versions"];
for (const name of candidates) {
  const text = tryRead(name);
  if (text !== null) {
    console.log(`${name}: ${text.trim()}`);
  }
}
