// broken [TS2339]: files.readJson does not exist; tsc refuses the call even inside try/catch, where the run would recover
import { files } from "gg";

function readConfig(path: string): unknown {
  try {
    return files.readJson(path);
  } catch {
    return files.readFile(path);
  }
}

console.log(readConfig("tsconfig.json"));
