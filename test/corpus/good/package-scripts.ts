// good: reads package.json, narrows unknown JSON safely and lists the scripts
import { files } from "gg";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const pkg: unknown = JSON.parse(files.readFile("package.json"));
if (!isRecord(pkg)) {
  console.error("package.json is not an object");
} else {
  const scripts = isRecord(pkg.scripts) ? pkg.scripts : {};
  const names = Object.keys(scripts).sort();
  console.log(`${typeof pkg.name === "string" ? pkg.name : "?"}: ${names.length} scripts`);
  for (const name of names) {
    const cmd = scripts[name];
    console.log(`  ${name.padEnd(16)} ${typeof cmd === "string" ? cmd : JSON.stringify(cmd)}`);
  }
}
