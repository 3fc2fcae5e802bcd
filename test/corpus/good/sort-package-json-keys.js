// good: sorts dependency maps alphabetically in every workspace package.json
import { files } from "gg";

const sortObject = (obj) =>
  Object.fromEntries(Object.entries(obj).sort(([a], [b]) => a.localeCompare(b)));

let touched = 0;
for (const path of ["package.json", ...files.glob("packages/*/package.json")]) {
  const original = files.readFile(path);
  const pkg = JSON.parse(original);
  for (const key of ["dependencies", "devDependencies", "peerDependencies"]) {
    if (pkg[key]) pkg[key] = sortObject(pkg[key]);
  }
  const next = JSON.stringify(pkg, null, 2) + "\n";
  if (next !== original) {
    files.writeFile(path, next);
    touched++;
  }
}
console.log(`sorted dependencies in ${touched} manifests`);
