// broken [TS2339]: `files.listDirectory` does not exist; the operation is `files.listDir`
import { files } from "gg";

const packages = files
  .listDirectory("packages")
  .filter((e) => e.kind === "dir")
  .map((e) => e.name);

console.log(`${packages.length} packages: ${packages.join(", ")}`);
