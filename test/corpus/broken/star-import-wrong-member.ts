// broken [TS2551]: `g.file` does not exist on the gg module (the namespace is `files`)
import * as g from "gg";

const lockfiles = ["package-lock.json", "yarn.lock", "pnpm-lock.yaml"];
const present = lockfiles.filter((p) => g.files.stat(p) !== undefined);
if (present.length > 1) {
  const sizes = present.map((p) => `${p} (${g.file.readFile(p).length} chars)`);
  console.log(`several lockfiles: ${sizes.join(", ")}`);
}
