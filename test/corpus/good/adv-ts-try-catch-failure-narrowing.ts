// good: a refused or failed call is caught and narrowed with instanceof gg.Failure; nothing is left uncaught
import { files, Failure } from "gg";

function tryRead(path: string): string | null {
  try {
    return files.readFile(path);
  } catch (e) {
    if (e instanceof Failure && (e.code === "not_found" || e.code === "unavailable")) return null;
    throw e;
  }
}

for (const p of [".nvmrc", ".node-version"]) {
  const text = tryRead(p);
  console.log(p, text === null ? "(absent)" : text.trim());
}
