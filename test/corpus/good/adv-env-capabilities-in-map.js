// good: capabilities probed once and kept in a Map; a Node fallback behind the Map's flag never runs, since the probe of process is false in the guest
import { files } from "gg";

const caps = new Map();
caps.set("node", typeof process === "object" && process !== null);
caps.set("gg", typeof gg === "object");

function readConfig(path) {
  if (caps.get("node")) return JSON.parse(require("node:fs").readFileSync(path, "utf8"));
  const text = files.readFile(path);
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

console.log(Object.keys(readConfig("package.json")).length);
