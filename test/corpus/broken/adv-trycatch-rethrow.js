// broken [TS2339]: the catch rethrows what it caught, so the call of the missing gg member files.readJson still fails the program
import { files } from "gg";

function readConfig(path) {
  try {
    return files.readJson(path);
  } catch (err) {
    console.log(`could not read ${path}`);
    throw err;
  }
}

const cfg = readConfig("tsconfig.json");
console.log(Object.keys(cfg));
