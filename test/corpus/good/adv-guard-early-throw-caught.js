// good: a helper throws when structuredClone is missing; the caller catches it and falls back to a JSON copy
import { files } from "gg";

function deepCopy(value) {
  if (typeof structuredClone === "undefined") throw new Error("no structuredClone");
  return structuredClone(value);
}

function copyOf(value) {
  try {
    return deepCopy(value);
  } catch {
    return JSON.parse(JSON.stringify(value));
  }
}

const raw = files.readFile(".vscode/settings.json");
const settings = raw.trim().startsWith("{") ? JSON.parse(raw) : {};
const copy = copyOf(settings);
copy["editor.tabSize"] = 2;
files.writeFile(".vscode/settings.json", JSON.stringify(copy, null, 2));
console.log("tab size set to 2");
