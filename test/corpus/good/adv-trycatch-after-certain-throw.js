// good: the try block throws on its first line, so the call of a missing gg member after it never runs; the catch recovers
import { files } from "gg";

let config;
try {
  throw new Error("use defaults first");
  config = files.readYaml("config.yml");
} catch (e) {
  config = { source: "defaults", reason: e.message };
}
console.log(config);
