// broken [GG1001]: imports the subpath "gg/files"; only the module "gg" exists
import { readFile, glob } from "gg/files";

const licenses = new Map<string, number>();
for (const path of glob("node_modules/*/package.json")) {
  const { license = "UNKNOWN" } = JSON.parse(readFile(path)) as { license?: string };
  licenses.set(license, (licenses.get(license) ?? 0) + 1);
}
console.log([...licenses].map(([l, n]) => `${l}: ${n}`).join("\n"));
