// good: a hoisted function declaration named structuredClone (JSON round trip) is called before its text, which is fine
import { files } from "gg";

const base = { source: "config/base.json", lines: files.readFile("config/base.json").split("\n") };
const staging = structuredClone(base);
staging.env = "staging";
const prod = structuredClone(base);
prod.env = "production";

function structuredClone(value) {
  return JSON.parse(JSON.stringify(value));
}

files.writeFile("config/staging.json", JSON.stringify(staging, null, 2));
files.writeFile("config/production.json", JSON.stringify(prod, null, 2));
console.log("wrote 2 configs from", Object.keys(base).length, "keys");
