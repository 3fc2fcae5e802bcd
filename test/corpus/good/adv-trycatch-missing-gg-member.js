// good: it tries an operation this SDK lacks (files.readJson) inside try and falls back to readFile in the catch
import { files } from "gg";

function readConfig(path) {
  try {
    return files.readJson(path);
  } catch {
    const text = files.readFile(path);
    return { path, size: text.length };
  }
}

for (const path of ["tsconfig.json", "package.json"]) {
  const cfg = readConfig(path);
  console.log(path, Object.keys(cfg).join(","));
}
